// `docs/templates.md`, written from the templates and the names their render data declare, so that it is regenerated
// rather than edited.

extension TemplateSet {
    /// The Markdown of `docs/templates.md` for these templates: each template's render data and every name it can
    /// use, with what the name holds and when it is there. `modelgen templates docs` prints it for the built-in
    /// templates.
    public func documentation() -> String {
        let scopes = TemplateScopes(templates: templates, names: names, roots: Renderer.roots)
        var lines = [
            "# Templates and their render data",
            "",
            "<!-- Written by `swift run modelgen templates docs > docs/templates.md` from the built-in templates and the",
            "     names render data declares (each render data type's `fields`, beside the type); do not edit. -->",
            "",
            "`modelgen templates export DIR` writes the built-in templates; `--templates DIR` replaces each of them by the",
            "file of the same name in DIR (a file named after no built-in template is an error).",
            Renderer.roots.map { "`\($0.name)` renders over `\($0.type)`" }.joined(separator: ", and ")
                + "; every other",
            "template renders where a section of these includes it, over the render data around that section.",
            "",
            "A name is looked up in the innermost render data first, then outwards; a dotted name's first part so, each",
            "further part inside the value before it. A name that none of a template's render data offers is an error",
            "when the templates load, at its `path:line:column`. Text prints as it is, a flag as `true` or `false`. A",
            "section renders over a flag when it is true, over text when it is not empty (`{{.}}` is the text), over",
            "text items once per item (`{{.}}` is the item), over a list once per item, over render data once when it",
            "is there; an inverted section (`{{^name}}`) renders exactly when the section would not. Inside a section",
            "over a list or text items, `isFirst` and `isLast` say where the item stands, so that a template writes the",
            "separators between items itself (`{{^isLast}}, {{/isLast}}`).",
            "",
            "Templates are written with the indentation their output has: nothing re-indents the output afterwards. A",
            "partial tag alone on its line (`    {{>Doc}}`) indents every line of the partial by the tag's blanks. Each",
            "line of a value that holds several lines is indented as the line it starts on, and no line ends with",
            "blanks. A line holding only blanks or an empty value is a blank line, and a blank line is a separator: it",
            "is written once, only between two lines of text of the same block, so never at the start or end of a",
            "file, after a line that opens a block (ending with `{`, `(` or `[`, or starting with `#if` or `#else`), or",
            "before one that closes it (starting with `}`, `)`, `]`, `#else` or `#endif`).",
        ]
        for (index, name) in names.enumerated() {
            lines += ["", "## `\(name)`", ""]
            let chains = scopes.chains[index]
            guard !chains.isEmpty else {
                lines.append("No template rendered at the top includes it, so it is never rendered.")
                continue
            }
            lines.append("Renders over:")
            lines.append("")
            for chain in chains {
                lines.append("- " + chain.types.reversed().map { "`\($0)`" }.joined(separator: " in "))
            }
            lines += ["", "| name | of | holds | present |", "| --- | --- | --- | --- |"]
            lines += Self.rows(of: chains).map { row in
                "| `\(row.field.name)` | `\(row.type)` | \(row.field.shape.noun): \(row.field.holds) | \(row.field.presence ?? "always") |"
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Every name the chains offer, with the type that answers it (the innermost one offering it in its chain),
    /// sorted by name; a name answered by different types in different chains has a row for each.
    private static func rows(of chains: [ContextChain]) -> [(type: any DescribedRenderContext.Type, field: RenderField)]
    {
        var rows: [(type: any DescribedRenderContext.Type, field: RenderField)] = []
        for chain in chains {
            var shadowed = Set<String>()
            for type in chain.types.reversed() {
                for field in type.declaredFields where shadowed.insert(field.name).inserted {
                    if !rows.contains(where: { $0.field.name == field.name && $0.type == type }) {
                        rows.append((type, field))
                    }
                }
            }
        }
        return rows.enumerated().sorted {
            ($0.element.field.name, $0.offset) < ($1.element.field.name, $1.offset)
        }.map(\.element)
    }
}
