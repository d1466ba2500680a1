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
            name: file.fileName,
            contents: Self.swiftFile(try templates.renderedBytes(RenderNode(file), template: "File")))
    }

    /// `ModelGenSupport.swift`.
    public func render(_ support: SupportData) throws(RenderLimitError) -> OutputFile {
        OutputFile(
            name: OutputFile.supportName,
            contents: Self.swiftFile(try templates.renderedBytes(RenderNode(support), template: "Support")))
    }

    /// The rendered bytes as a file's text, which ends with a line break (the rendering never ends with a blank line).
    private static func swiftFile(_ rendered: [UInt8]) -> String {
        var bytes = rendered
        if bytes.last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
