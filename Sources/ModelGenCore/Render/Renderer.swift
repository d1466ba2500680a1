// Render: render data through the templates into output files.

/// Renders translated files with a template set.
public struct Renderer: Sendable {
    /// The templates.
    public let templates: TemplateSet

    /// The templates rendered at the top, and the render data each renders over: every other template renders
    /// where a section of these includes it.
    static let roots = [
        TemplateRoot(name: "File", type: FileData.self), TemplateRoot(name: "Support", type: SupportData.self),
    ]

    /// Creates a renderer.
    public init(templates: TemplateSet) {
        self.templates = templates
    }

    /// The Swift file of one spec file.
    public func render(_ file: FileData) throws(RenderLimitError) -> OutputFile {
        OutputFile(
            name: file.fileName, contents: SwiftLayout.tidy(utf8: try templates.renderedBytes(file, template: "File")))
    }

    /// `ModelGenSupport.swift`.
    public func render(_ support: SupportData) throws(RenderLimitError) -> OutputFile {
        OutputFile(
            name: OutputFile.supportName,
            contents: SwiftLayout.tidy(utf8: try templates.renderedBytes(support, template: "Support")))
    }
}
