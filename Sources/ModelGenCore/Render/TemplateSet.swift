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
        var texts = Dictionary(uniqueKeysWithValues: BuiltinTemplates.all.map { ($0.name, (text: $0.text, path: builtinFolder + $0.name + ".mustache")) })
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
        var templates: [String: MustacheTemplate] = [:]
        var problems: [Diagnostic] = []
        for (name, template) in texts.sorted(by: { $0.key < $1.key }) {
            // A built-in template is parsed once per process (and perhaps ahead of time, see `prepare()`).
            let parsed = template.path.hasPrefix(Self.builtinFolder) ? Self.parsedBuiltins[name] : parse(template.text, path: template.path)
            switch parsed {
            case .success(let value): templates[name] = value
            case .failure(let error): problems += error.diagnostics
            case nil: break
            }
        }
        if !problems.isEmpty { throw DiagnosticsError(problems) }
        return TemplateSet(texts: texts.mapValues(\.text), library: MustacheLibrary(templates: templates))
    }

    /// Parses the built-in templates now, so that a later `load` finds them ready; call it on another thread early.
    public static func prepare() {
        _ = parsedBuiltins
    }

    private static let builtinFolder = "<built-in>/"

    private static let parsedBuiltins: [String: Result<MustacheTemplate, DiagnosticsError>] = Dictionary(
        uniqueKeysWithValues: BuiltinTemplates.all.map { ($0.name, parse($0.text, path: builtinFolder + $0.name + ".mustache")) })

    private static func parse(_ text: String, path: String) -> Result<MustacheTemplate, DiagnosticsError> {
        do {
            // Generated code is text, not HTML: every template (and so every partial) renders without escaping.
            return .success(try MustacheTemplate(string: "{{% CONTENT_TYPE: TEXT }}\n" + text))
        } catch let error as MustacheTemplate.ParserError {
            let location = SourceLocation(file: path, line: max(1, error.context.lineNumber - 1), column: error.context.columnNumber + 1)
            return .failure(DiagnosticsError([.error("template does not parse: \(error.error)", at: location)]))
        } catch {
            return .failure(DiagnosticsError([.error("template does not parse: \(error)", at: SourceLocation(file: path, line: 1, column: 1))]))
        }
    }

    /// Renders `data` with the template `name`.
    public func render(_ data: some MustacheParent & Sendable, template name: String) -> String {
        library.render(data, withTemplate: name) ?? ""
    }
}
