// Render: render data through the templates into output files, files in parallel.

/// Renders translated files with a template set.
public struct Renderer: Sendable {
    /// The templates.
    public let templates: TemplateSet

    /// Creates a renderer.
    public init(templates: TemplateSet) {
        self.templates = templates
    }

    /// One output file per spec file, plus `ModelGenSupport.swift`; files rendered concurrently.
    public func render(_ files: [FileData], support: SupportData) -> [OutputFile] {
        let rendered = files.parallelMap { file in
            OutputFile(name: file.fileName, contents: SwiftLayout.tidy(templates.render(file, template: "File")))
        }
        return rendered + [OutputFile(name: "ModelGenSupport.swift", contents: SwiftLayout.tidy(templates.render(support, template: "Support")))]
    }
}
