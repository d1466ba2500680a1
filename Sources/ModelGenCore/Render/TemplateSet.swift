// The templates of a run: the built-in ones embedded in the binary, each replaceable by a user's file of the same name.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The templates a run renders with: built-in ones, with any of them replaced from a folder.
public struct TemplateSet: Sendable {
    /// Every template's text by name, after overrides.
    public let texts: [String: String]
    /// The compiled templates, in the order of their names; partials refer to them by index.
    let templates: [Template]
    /// The templates' names, sorted.
    let names: [String]
    /// Each template's index in `templates`, by name.
    private let indices: [String: Int]
    /// Each template's path as diagnostics show it, by name.
    private let paths: [String: String]

    /// The built-in templates, name and text, sorted by name.
    public static var builtin: [(name: String, text: String)] { BuiltinTemplates.all }

    /// Built-in templates, with every `*.mustache` file of `overrides` replacing the one of the same name (a file
    /// named after no built-in template is an error). With a folder, throws what ``init(texts:)`` throws, every
    /// name a template uses that the render data around it does not offer, and every variable tag over render data or
    /// a list (see ``TemplateScopes``); the built-in
    /// templates alone are not checked again at each start, as a test checks them.
    public static func load(overrides folder: URL? = nil) throws(DiagnosticsError) -> TemplateSet {
        var sources = Dictionary(
            uniqueKeysWithValues: BuiltinTemplates.all.map {
                ($0.name, (text: $0.text, path: "<built-in>/\($0.name).mustache"))
            })
        var problems = DiagnosticList()
        if let folder {
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            } catch {
                throw DiagnosticsError([
                    .error(
                        "cannot read the templates folder",
                        at: SourceLocation(file: folder.relativePath, line: 1, column: 1))
                ])
            }
            for file in names.map({ folder.appending(path: $0) }) where file.pathExtension == "mustache" {
                let path = folder.relativePath + "/" + file.lastPathComponent
                guard let data = FileManager.default.contents(atPath: file.path),
                    let text = String(validating: data, as: UTF8.self)
                else {
                    throw DiagnosticsError([
                        .error("cannot read the template as UTF-8", at: SourceLocation(file: path, line: 1, column: 1))
                    ])
                }
                let name = file.deletingPathExtension().lastPathComponent
                guard sources[name] != nil else {
                    problems.error(
                        "`\(Diagnostic.excerpt(file.lastPathComponent))` replaces no built-in template: a template file is named after the one it replaces",
                        at: SourceLocation(file: path, line: 1, column: 1),
                        notes: Suggestion.note(for: name, in: BuiltinTemplates.all.map(\.name)))
                    continue
                }
                sources[name] = (text, path)
            }
        }
        do {
            let set = try TemplateSet(sources: sources, roots: folder == nil ? [] : Renderer.roots)
            if !problems.hasErrors { return set }
        } catch {
            problems.append(contentsOf: error.diagnostics)
        }
        throw DiagnosticsError(problems.sorted)
    }

    /// The templates `texts` gives by name, and no others; diagnostics show each as the file `<name>.mustache`.
    /// Throws every syntax error of every template; when they all parse, every problem of their partials (see
    /// ``TemplateGraph``); when there is none, every name that is no ``RenderKey``.
    public init(texts: [String: String]) throws(DiagnosticsError) {
        var sources: [String: (text: String, path: String)] = [:]
        for (name, text) in texts { sources[name] = (text, name + ".mustache") }
        try self.init(sources: sources, roots: [])
    }

    /// Parses every template, then checks how they include each other, so that rendering cannot recurse without
    /// end, overflow the stack or multiply its work without bound, then checks every name against the render data
    /// the templates render over from `roots`.
    private init(sources: [String: (text: String, path: String)], roots: [TemplateRoot]) throws(DiagnosticsError) {
        let names = sources.keys.sorted()
        let indices = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($0.element, $0.offset) })
        var templates: [Template] = []
        var problems: [Diagnostic] = []
        for name in names {
            guard let source = sources[name] else { continue }
            do {
                templates.append(try TemplateParser.parse(source.text, path: source.path, partials: indices))
            } catch {
                problems += error.diagnostics
            }
        }
        if !problems.isEmpty { throw DiagnosticsError(problems) }
        var graphProblems = DiagnosticList()
        graphProblems.append(contentsOf: TemplateGraph(templates: templates, names: names).problems())
        if graphProblems.hasErrors { throw DiagnosticsError(graphProblems.sorted) }
        var nameProblems = DiagnosticList()
        nameProblems.append(contentsOf: TemplateScopes(templates: templates, names: names, roots: roots).problems)
        if nameProblems.hasErrors { throw DiagnosticsError(nameProblems.sorted) }
        self.texts = sources.mapValues { $0.text }
        self.paths = sources.mapValues { $0.path }
        self.templates = templates
        self.names = names
        self.indices = indices
    }

    /// Renders `data` with the template `name`; empty when there is no such template. Throws when the rendering
    /// does more than `budget` units of work (nodes rendered and frames searched) or passes the output bound.
    public func render(
        _ data: some RenderContext, template name: String, budget: Int = defaultBudget
    ) throws(RenderLimitError) -> String {
        String(decoding: try renderedBytes(RenderNode(data), template: name, budget: budget), as: UTF8.self)
    }

    /// The work one rendering may do unless told otherwise (see ``TemplateRenderer/defaultBudget``).
    public static let defaultBudget = TemplateRenderer.defaultBudget

    /// The UTF-8 bytes of `root` rendered with the template `name` (none when there is no such template); throws
    /// when the rendering does more than `budget` units of work (nodes rendered and frames searched) or writes more
    /// than ``TemplateRenderer/maximumOutput`` bytes.
    func renderedBytes(
        _ root: RenderNode, template name: String, budget: Int = defaultBudget
    ) throws(RenderLimitError) -> [UInt8] {
        var renderer = TemplateRenderer(templates: templates, budget: budget)
        if let index = indices[name] { renderer.render(template: index, root: root) }
        if let bound = renderer.passedBound {
            throw RenderLimitError(
                template: paths[name] ?? name + ".mustache", bound: bound, stoppedIn: renderer.stoppedIn)
        }
        return renderer.output
    }
}

/// A rendering stopped because it did more work than its budget (the templates repeat a list inside itself too
/// deeply) or wrote more than ``TemplateRenderer/maximumOutput`` bytes (the spec declares that much).
public struct RenderLimitError: Error, Sendable {
    /// The bound a rendering passed.
    public enum Bound: Sendable {
        /// The work of its budget: nodes rendered and frames searched.
        case work
        /// ``TemplateRenderer/maximumOutput`` bytes of output.
        case output
    }

    /// The path of the template the rendering started from, as diagnostics show it.
    public var template: String
    /// The bound it passed.
    public var bound: Bound
    /// The `name` of the declaration it was rendering when it stopped (what the root template's outermost section
    /// pushed), if any.
    public var stoppedIn: String?

    /// The error of a rendering that started from the template at `template` and passed `bound` while rendering
    /// `stoppedIn`.
    public init(template: String, bound: Bound = .work, stoppedIn: String? = nil) {
        self.template = template
        self.bound = bound
        self.stoppedIn = stoppedIn
    }

    /// The diagnostic for rendering `what` (a spec's path, or the support file's name). Too much work is the
    /// templates' doing: it points at the template. Too much output is the spec's: it points at `spec`, where the spec
    /// declares what the rendering stopped in, or else the spec's first line; without a spec (the support file), at
    /// the template.
    public func diagnostic(rendering what: String, spec: SourceLocation? = nil) -> Diagnostic {
        switch bound {
        case .work:
            return .error(
                "rendering \(what) takes more work than any generated file needs; stopped",
                at: SourceLocation(file: template, line: 1, column: 1),
                notes: [.init("a section nested inside a section over the same list repeats the list at every level")])
        case .output:
            let at = spec ?? SourceLocation(file: template, line: 1, column: 1)
            var notes: [Diagnostic.Note] =
                spec == nil
                ? [] : [.init("each spec file renders one Swift file: split its declarations among several spec files")]
            if let stoppedIn {
                notes.insert(.init("the output passed the limit while rendering \(quoted: stoppedIn)"), at: 0)
            }
            return .error(
                "\(what) renders more than \(TemplateRenderer.maximumOutput >> 20) MiB of Swift, more than one generated file may hold; stopped",
                at: at, notes: notes)
        }
    }
}
