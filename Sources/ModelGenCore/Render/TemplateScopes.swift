// Which render data each template renders over, found by following sections and partials from the templates
// rendered at the top; every name a template uses that no render data around it offers, and every variable tag over
// render data or a list, which prints nothing.

/// A template rendered at the top, and the render data it renders over.
struct TemplateRoot: Sendable {
    /// The template's name.
    var name: String
    /// The render data type it renders over.
    var type: any DescribedRenderContext.Type
}

/// The context chains of a set's templates and the problems of their names, checked at load after
/// ``TemplateGraph`` (so partials include each other without cycles, nested and expanded within bounds).
///
/// From each root, every template is walked with the chain of types around it: a section over a name pushes the
/// type its field holds, a partial is walked with the chain at its tag (once per distinct chain). A name must be
/// offered by some type of the chain, searched outwards as rendering does; a dotted name's further parts inside the
/// type before them. A template reached with several chains (`Doc`) may use a name that only some of them offer,
/// as Mustache renders it as nothing elsewhere; a name none of them offers is an error. Templates no root reaches,
/// and every template of a set without roots, are checked only for names that no render data declares.
struct TemplateScopes {
    /// Each template's chains, by the template's index in the set, in the order first reached.
    private(set) var chains: [[ContextChain]]
    private let templates: [Template]
    private let names: [String]
    private var visited = Set<Visit>()
    /// The nodes whose name some chain offers.
    private var resolved = Set<Node>()
    /// The first problem of each node whose name some chain did not offer.
    private var failures: [Node: Diagnostic] = [:]
    /// The problem of each variable tag whose name some chain offers as render data or a list, which it prints as nothing.
    private var unprinted: [Node: Diagnostic] = [:]

    /// A template walked with a chain.
    private struct Visit: Hashable {
        var template: Int
        var chain: ContextChain
    }

    /// A node of a template.
    private struct Node: Hashable {
        var template: Int
        var index: Int
    }

    /// Walks `templates` (named by `names`, the same order) from `roots`.
    init(templates: [Template], names: [String], roots: [TemplateRoot]) {
        self.templates = templates
        self.names = names
        chains = Array(repeating: [], count: templates.count)
        for root in roots {
            guard let index = names.firstIndex(of: root.name) else { continue }
            visit(index, chain: ContextChain().pushing(root.type))
        }
    }

    /// Every name of the set that no chain around it offers, and every variable tag that some chain around it offers
    /// render data or a list through.
    var problems: [Diagnostic] {
        var problems: [Diagnostic] = []
        for (index, template) in templates.enumerated() {
            for (node, tag) in template.nameTags.enumerated() {
                guard let tag else { continue }
                let place = Node(template: index, index: node)
                if chains[index].isEmpty {
                    if template.nodes[node].name == .unknown { problems.append(unknownKey(tag, in: index)) }
                } else if !resolved.contains(place), let failure = failures[place] {
                    problems.append(failure)
                }
                if let problem = unprinted[place] { problems.append(problem) }
            }
        }
        return problems
    }

    // MARK: walking

    private mutating func visit(_ template: Int, chain: ContextChain) {
        guard visited.insert(Visit(template: template, chain: chain)).inserted else { return }
        chains[template].append(chain)
        walk(template, nodes: 0..<templates[template].nodes.count, chain: chain)
    }

    private mutating func walk(_ template: Int, nodes: Range<Int>, chain: ContextChain) {
        var index = nodes.lowerBound
        while index < nodes.upperBound {
            let node = templates[template].nodes[index]
            index += 1
            switch node {
            case .text, .variable(.dot):
                break
            case .variable(let name):
                let place = Node(template: template, index: index - 1)
                if let shape = resolve(name, at: place, in: chain) { checkPrinted(shape, at: place) }
            case .section(.dot, _, let end):
                walk(template, nodes: index..<end, chain: chain)
                index = end
            case .section(let name, let inverted, let end):
                let shape = resolve(name, at: Node(template: template, index: index - 1), in: chain)
                var inner = chain
                if !inverted, case .context(let type)? = shape { inner = chain.pushing(type) }
                if !inverted, case .list(let type)? = shape { inner = chain.pushing(ListPosition.self).pushing(type) }
                if !inverted, case .texts? = shape { inner = chain.pushing(ListPosition.self) }
                walk(template, nodes: index..<end, chain: inner)
                index = end
            case .partial(let partial, _):
                visit(partial, chain: chain)
            }
        }
    }

    // MARK: names

    /// The shape of `name`, written at `node`, in `chain`; nil after noting that the chain does not offer it.
    private mutating func resolve(_ name: TemplateName, at node: Node, in chain: ContextChain) -> RenderField.Shape? {
        let keys: [RenderKey?]
        switch name {
        case .dot: return nil
        case .key(let key): keys = [key]
        case .path(let range): keys = templates[node.template].keys[range].map { $0 }
        case .unknown: keys = parts(of: node).map { RenderKey(rawValue: $0) }
        }
        guard let first = keys[0], var field = chain.field(first) else {
            fail(
                node, "which no render data it renders over offers (\(chain.description))", candidates: chain.names,
                misspelt: keys.count > 1 ? parts(of: node)[0] : nil)
            return nil
        }
        for (offset, key) in keys.enumerated().dropFirst() {
            guard case .context(let type) = field.shape else {
                fail(
                    node, "but `\(field.name)` holds \(field.shape.noun), not render data with names",
                    candidates: [])
                return nil
            }
            guard let key, let next = type.declaredFields.first(where: { $0.key == key }) else {
                let part = parts(of: node)[offset]
                fail(
                    node, "but `\(field.name)` (`\(type)`) offers no `\(Diagnostic.excerpt(part))`",
                    candidates: type.declaredFields.map(\.name), misspelt: part)
                return nil
            }
            field = next
        }
        resolved.insert(node)
        return field.shape
    }

    /// Notes, once, that the variable tag at `node` names what it prints as nothing: render data or a list, which
    /// only a section (or a partial inside one) renders.
    private mutating func checkPrinted(_ shape: RenderField.Shape, at node: Node) {
        let what: String
        let advice: String
        switch shape {
        case .text, .flag, .texts: return
        case .context(let type): (what, advice) = ("render data (`\(type)`)", "or a partial inside one")
        case .list(let type): (what, advice) = ("a list of `\(type)`", "which renders once per item")
        }
        guard unprinted[node] == nil, let tag = templates[node.template].nameTags[node.index] else { return }
        let written = Diagnostic.excerpt(text(of: tag, in: node.template))
        let name = written.split(separator: ".").last.map(String.init) ?? written
        unprinted[node] = .error(
            "template `\(names[node.template])` uses `{{\(written)}}`, but `\(name)` is \(what), which a variable tag prints as nothing",
            at: tag.location, notes: [.init("use a section `{{#\(written)}}...{{/\(written)}}`, \(advice)")])
    }

    /// The parts of the dotted name written at `node`.
    private func parts(of node: Node) -> [String] {
        guard let tag = templates[node.template].nameTags[node.index] else { return [] }
        return text(of: tag, in: node.template).split(separator: ".").map(String.init)
    }

    /// Notes the first problem of `node`, `reason` following the template's name and the name as written; the
    /// note suggests the candidate nearest to `misspelt` (by default the name as written).
    private mutating func fail(_ node: Node, _ reason: String, candidates: [String], misspelt: String? = nil) {
        guard failures[node] == nil, let tag = templates[node.template].nameTags[node.index] else { return }
        let written = text(of: tag, in: node.template)
        failures[node] = .error(
            "template `\(names[node.template])` uses `\(Diagnostic.excerpt(written))`, \(reason)", at: tag.location,
            notes: Suggestion.note(for: misspelt ?? written, in: candidates))
    }

    /// The problem of a name, in a template no root reaches, that no render data declares or has a part that none does.
    private func unknownKey(_ tag: NameTag, in template: Int) -> Diagnostic {
        let written = text(of: tag, in: template)
        let unknown = written.split(separator: ".").map(String.init).first { RenderKey(rawValue: $0) == nil } ?? written
        let reason =
            unknown == written
            ? "which no render data offers" : "and no render data offers `\(Diagnostic.excerpt(unknown))`"
        return .error(
            "template `\(names[template])` uses `\(Diagnostic.excerpt(written))`, \(reason)",
            at: tag.location, notes: Suggestion.note(for: unknown, in: RenderKey.names))
    }

    private func text(of tag: NameTag, in template: Int) -> String {
        String(decoding: templates[template].bytes[tag.text], as: UTF8.self)
    }
}

extension RenderField.Shape {
    /// The kind of value, as a message names it: `text`, `a list of FieldData`.
    var noun: String {
        switch self {
        case .text: "text"
        case .flag: "a flag"
        case .texts: "text items"
        case .context(let type): "`\(type)`"
        case .list(let type): "a list of `\(type)`"
        }
    }
}

extension TemplateNode {
    /// The name of a variable or section.
    fileprivate var name: TemplateName? {
        switch self {
        case .variable(let name), .section(let name, _, _): name
        case .text, .partial: nil
        }
    }
}
