// Writes Templates/*.mustache into Sources/ModelGenCore/Render/BuiltinTemplates.swift, so the modelgen binary
// carries its templates and works when copied anywhere alone. It also writes `RenderKey` there: one case per name the
// templates look up, so that Swift code naming a key that no template uses (a new child lifetime's section, say) does
// not compile until a template uses it. Run it after editing a template:
//   swift run EmbedTemplates Sources/ModelGenCore/Render/BuiltinTemplates.swift Templates/*.mustache

import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
    FileHandle.standardError.write(Data("usage: EmbedTemplates OUTPUT.swift TEMPLATE.mustache ...\n".utf8))
    exit(2)
}

/// A raw multi-line string literal holding `text` exactly.
func rawLiteral(_ text: String) -> String {
    var hashes = "#"
    while text.contains("\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
    return "\(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)"
}

/// The names a template looks up: every part of `{{name}}`, `{{#a.b}}`, `{{^name}}`, `{{&name}}`, `{{{name}}}`;
/// not partials, comments or `{{.}}`. Templates use the default delimiters only.
func lookedUpNames(in text: String) -> Set<String> {
    var names = Set<String>()
    var rest = text[...]
    while let open = rest.range(of: "{{") {
        guard let close = rest.range(of: "}}", range: open.upperBound..<rest.endIndex) else { break }
        var tag = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
        rest = rest[close.upperBound...]
        if tag.hasPrefix("{") { tag = String(tag.dropFirst()).trimmingCharacters(in: .whitespaces) }
        if let sigil = tag.first, "#^/&".contains(sigil) {
            tag = String(tag.dropFirst()).trimmingCharacters(in: .whitespaces)
        }
        guard let first = tag.first, first.isLetter || first == "_" else { continue }
        names.formUnion(tag.split(separator: ".").map(String.init))
    }
    return names
}

var entries: [String] = []
var keys = Set<String>()
for path in arguments.dropFirst().sorted() {
    let url = URL(fileURLWithPath: path)
    guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
        FileHandle.standardError.write(Data("error: cannot read \(path) as UTF-8\n".utf8))
        exit(1)
    }
    let name = url.deletingPathExtension().lastPathComponent
    keys.formUnion(lookedUpNames(in: text))
    entries.append("        (\(name.debugDescription), \(rawLiteral(text))),")
}
let source = """
    // Written by `swift run EmbedTemplates Sources/ModelGenCore/Render/BuiltinTemplates.swift Templates/*.mustache`
    // from Templates/*.mustache. Do not edit; a test fails when it differs from Templates/.

    /// The built-in templates, by name (the file name without `.mustache`).
    enum BuiltinTemplates {
        static let all: [(name: String, text: String)] = [
    \(entries.joined(separator: "\n"))
        ]
    }

    /// A name a template looks up in render data (`{{name}}`, `{{#fields}}`); the raw value is the name as written.
    ///
    /// The cases are exactly the names the built-in templates use. Each render data type answers the keys it knows
    /// in ``RenderContext/value(for:)``; a name that is not a key is an error when the templates load, so user
    /// templates can use only these names.
    public enum RenderKey: String, Sendable, CaseIterable {
    \(keys.sorted().map { "    /// `{{\($0)}}`.\n    case \($0)" }.joined(separator: "\n"))
    }

    """
do {
    try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("error: cannot write \(output): \(error)\n".utf8))
    exit(1)
}
