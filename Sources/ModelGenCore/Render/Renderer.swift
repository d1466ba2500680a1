// Render: render data through the templates into output files.

/// Renders translated files with a template set.
public struct Renderer: Sendable {
    /// The templates.
    public let templates: TemplateSet

    /// Creates a renderer.
    public init(templates: TemplateSet) {
        self.templates = templates
    }

    /// The Swift file of one spec file.
    public func render(_ file: FileData) throws(RenderLimitError) -> OutputFile {
        OutputFile(name: file.fileName, contents: try templates.withRendered(file, template: "File", SwiftLayout.tidy(utf8:)))
    }

    /// `ModelGenSupport.swift`.
    public func render(_ support: SupportData) throws(RenderLimitError) -> OutputFile {
        OutputFile(name: OutputFile.supportName, contents: try templates.withRendered(support, template: "Support", SwiftLayout.tidy(utf8:)))
    }
}
