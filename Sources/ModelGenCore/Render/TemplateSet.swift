// The templates of a run: the built-in ones embedded in the binary, each replaceable by a user's file of the same name.

import Foundation
import Mustache

/// The templates a run renders with: built-in ones, with any of them replaced from a folder.
public struct TemplateSet: Sendable {
    /// Every template's text by name, after overrides.
    public let texts: [String: String]
    let library: MustacheLibrary

    /// The built-in templates, name and text, sorted by name.
    public static var builtin: [(name: String, text: String)] { BuiltinTemplates.all }

    /// Built-in templates, with every `*.mustache` file of `overrides` replacing the one of the same name.
    public static func load(overrides folder: URL? = nil) throws(DiagnosticsError) -> TemplateSet {
        var texts = Dictionary(uniqueKeysWithValues: BuiltinTemplates.all.map { ($0.name, (text: $0.text, path: "<built-in>/\($0.name).mustache")) })
        if let folder {
            let files: [URL]
            do {
                files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            } catch {
                throw DiagnosticsError([.error("cannot read the templates folder", at: SourceLocation(file: folder.relativePath, line: 1, column: 1))])
            }
            for file in files where file.pathExtension == "mustache" {
                let path = folder.relativePath + "/" + file.lastPathComponent
                guard let data = FileManager.default.contents(atPath: file.path), let text = String(data: data, encoding: .utf8) else {
                    throw DiagnosticsError([.error("cannot read the template as UTF-8", at: SourceLocation(file: path, line: 1, column: 1))])
                }
                texts[file.deletingPathExtension().lastPathComponent] = (text, path)
            }
        }
        var library = MustacheLibrary()
        var problems: [Diagnostic] = []
        for (name, template) in texts.sorted(by: { $0.key < $1.key }) {
            do {
                // Generated code is text, not HTML: every template (and so every partial) renders without escaping.
                library.register(try MustacheTemplate(string: "{{% CONTENT_TYPE: TEXT }}\n" + template.text), named: name)
            } catch let error as MustacheTemplate.ParserError {
                let location = SourceLocation(file: template.path, line: max(1, error.context.lineNumber - 1), column: error.context.columnNumber + 1)
                problems.append(.error("template does not parse: \(error.error)", at: location))
            } catch {
                problems.append(.error("template does not parse: \(error)", at: SourceLocation(file: template.path, line: 1, column: 1)))
            }
        }
        if !problems.isEmpty { throw DiagnosticsError(problems) }
        return TemplateSet(texts: texts.mapValues(\.text), library: library)
    }

    /// Renders `data` with the template `name`.
    public func render(_ data: some MustacheParent & Sendable, template name: String) -> String {
        library.render(data, withTemplate: name) ?? ""
    }
}
