// Everything a run's output depends on, as one hash: what the output folder's cache compares before rendering.

/// The inputs of a run, hashed: this build of modelgen, the options, every template's text, and each spec file's
/// kind (spec or reference), paths (on disk, as shown, in the header) and bytes. Two runs with the same hash render
/// the same bytes, as rendering depends on nothing else.
enum RunInputs {
    /// The hash of a run of `generator` over `sources`, whose files' bytes hash to `specs` (``StableHash``), by the
    /// build of modelgen `tool` (``ToolIdentity``); nil when the build cannot be told apart from others (then
    /// nothing is cached).
    static func hash(
        of generator: Generator, sources: [SpecSource], specs: [UInt64], tool: String? = ToolIdentity.current
    ) -> UInt64? {
        guard let tool, specs.count == sources.count else { return nil }
        var text = ""
        // Each field is preceded by its length, so no two lists of fields give the same text.
        func add(_ field: String) {
            text += "\(field.utf8.count):\(field)\n"
        }
        add(tool)
        add(StableDescription.of(generator.options))
        for (name, template) in generator.templates.texts.sorted(by: {
            $0.key.utf8.lexicographicallyPrecedes($1.key.utf8)
        }) {
            add(name)
            add(StableHash.hex(StableHash.of(template)))
        }
        for (source, bytes) in zip(sources, specs) {
            add(source.isReference ? "reference" : "spec")
            add(source.url.path)
            add(source.displayPath)
            add(source.headerPath)
            add(StableHash.hex(bytes))
        }
        return StableHash.of(text)
    }
}

/// A description of a value that is the same in every process: every stored property, through reflection, so that
/// an option added later takes part without being listed; dictionaries and sets with their elements sorted, as
/// their order changes from process to process.
enum StableDescription {
    /// The description of `value`.
    static func of(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        guard !mirror.children.isEmpty else { return String(reflecting: value) }
        var parts = mirror.children.map { child in (child.label.map { $0 + ": " } ?? "") + of(child.value) }
        if mirror.displayStyle == .dictionary || mirror.displayStyle == .set {
            parts.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        }
        return "\(String(reflecting: mirror.subjectType))(\(parts.joined(separator: ", ")))"
    }
}
