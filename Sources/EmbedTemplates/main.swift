// Writes Templates/*.mustache into Sources/ModelGenCore/Render/BuiltinTemplates.swift, so the modelgen binary
// carries its templates and works when copied anywhere alone. Run it after editing a template:
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

var entries: [String] = []
for path in arguments.dropFirst().sorted() {
    let url = URL(fileURLWithPath: path)
    guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
        FileHandle.standardError.write(Data("error: cannot read \(path) as UTF-8\n".utf8))
        exit(1)
    }
    let name = url.deletingPathExtension().lastPathComponent
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

    """
do {
    try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("error: cannot write \(output): \(error)\n".utf8))
    exit(1)
}
