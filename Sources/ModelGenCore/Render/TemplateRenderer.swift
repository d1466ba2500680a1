// Renders compiled templates into one array of UTF-8 bytes, reading render data through a stack of contexts.

/// One rendering: the output, laid out line by line as it is written (``LineWriter``), and the contexts sections
/// pushed.
///
/// A frame holds the context or text a section pushed, and is popped when the section ends; looking a name up
/// reads the context where the frame holds it.
///
/// Sections and partials recurse; ``TemplateGraph`` has checked at load that they nest at most
/// ``Template/maximumDepth`` deep and that no partial includes itself, so the stack stays small.
struct TemplateRenderer {
    /// What a section pushed: names are searched from the last frame to the first.
    fileprivate enum Frame {
        /// A context, read through its ``RenderNode``.
        case node(RenderNode)
        /// The item at `index` of a list, and beneath it the item's
        /// ``ListPosition``: the item's own names come first.
        case item(RenderNode, index: Int, count: Int)
        /// Text, read with `{{.}}`, that a section over the name `key` pushed: the frame answers `key` itself, as the
        /// frame that answered the section would, so that `{{#label}}{{label}} {{/label}}` looks `label` up once.
        case text(SwiftCode, key: RenderKey?)
        /// The text item at `index` of a list, read with `{{.}}`, and its ``ListPosition``.
        case textItem([SwiftCode], index: Int)
    }

    /// The bytes rendered so far.
    var output: [UInt8] { writer.bytes }
    private var writer = LineWriter()
    private let templates: [Template]
    private var frames: [Frame] = []
    /// The work left: each node rendered and each frame a name is looked up in costs one.
    private var budget: Int
    /// True once the rendering ran out of budget or passed ``maximumOutput``: it then renders nothing more.
    var exceeded: Bool { budget < 0 || writer.bytes.count > Self.maximumOutput }
    /// The bound the rendering passed, if any. The output's size comes first: output past it is the spec's doing,
    /// even when writing it also used up the budget.
    var passedBound: RenderLimitError.Bound? {
        if writer.bytes.count > Self.maximumOutput { return .output }
        return budget < 0 ? .work : nil
    }
    /// The `name` of what the root template's outermost section had pushed when the rendering stopped: in a
    /// file, the declaration it was rendering (a model, a use case, a snapshot).
    private(set) var stoppedIn: String?

    /// The work one rendering may do, counted in nodes rendered and frames searched. Load-time checks bound a
    /// template set's own size and depth, but a section nested in a section over the same list repeats the list at
    /// every level, so work can still grow as the list's length to the power of the depth; this stops such a
    /// rendering within about a second of a release build. Generated files take a few thousand.
    static let defaultBudget = 50_000_000
    /// The most bytes one rendering writes: far more than any generated file.
    static let maximumOutput = 64 << 20

    /// A rendering of `templates` (a set, whose partials refer to each other by index) that stops after `budget`
    /// units of work.
    init(templates: [Template], budget: Int = defaultBudget) {
        self.templates = templates
        self.budget = budget
    }

    /// Renders the template at `index` over `root`: the whole output.
    mutating func render(template index: Int, root: RenderNode) {
        frames.append(.node(root))
        render(template: index)
        frames.removeLast()
        writer.finish()
    }

    private mutating func render(template index: Int) {
        let template = templates[index]
        render(template, nodes: 0..<template.nodes.count)
    }

    /// The nodes `nodes` of `template`.
    private mutating func render(_ template: Template, nodes: Range<Int>) {
        var index = nodes.lowerBound
        while index < nodes.upperBound {
            budget -= 1
            if exceeded {
                if stoppedIn == nil { stoppedIn = outermostName() }
                return
            }
            let node = template.nodes[index]
            index += 1
            switch node {
            case .text(let pieces):
                for piece in template.pieces[pieces] { writer.write(piece, of: template.bytes) }
            case .variable(.dot):
                if let text = frames.last?.pushedText { writer.write(text) }
            case .variable(let name):
                switch value(of: name, in: template) {
                case .text(let text): writer.write(text)
                case .bool(let flag): writer.write(flag ? "true" : "false")
                case .missing, .node, .items, .texts: break
                }
            case .section(.dot, let inverted, let end):
                let top = frames[frames.count - 1]
                let isTruthy = top.pushedText.map { !$0.isEmpty } ?? true
                if isTruthy != inverted {
                    if inverted {
                        render(template, nodes: index..<end)
                    } else {
                        render(template, nodes: index..<end, in: top)
                    }
                }
                index = end
            case .section(let name, true, let end):
                if !value(of: name, in: template).isTruthy { render(template, nodes: index..<end) }
                index = end
            case .section(let name, false, let end):
                render(template, nodes: index..<end, over: value(of: name, in: template), name: name)
                index = end
            case .partial(let partial, let blanks):
                writer.indentation.append(contentsOf: template.bytes[blanks])
                render(template: partial)
                writer.indentation.removeLast(blanks.count)
            }
        }
    }

    /// A section's body, rendered once per item of `value` with its ``ListPosition`` and the item pushed, once when it
    /// is true, or not at all. `name` is the section's: text it pushes answers that name.
    private mutating func render(
        _ template: Template, nodes body: Range<Int>, over value: RenderValue, name: TemplateName
    ) {
        switch value {
        case .missing:
            break
        case .bool(let flag):
            if flag { render(template, nodes: body) }
        case .text(let text):
            guard !text.isEmpty else { return }
            let key: RenderKey? = if case .key(let key) = name { key } else { nil }
            render(template, nodes: body, in: .text(text, key: key))
        case .node(let node):
            render(template, nodes: body, in: .node(node))
        case .items(let items):
            for index in 0..<items.count {
                render(template, nodes: body, in: .item(items.item(at: index), index: index, count: items.count))
            }
        case .texts(let items):
            for index in items.indices { render(template, nodes: body, in: .textItem(items, index: index)) }
        }
    }

    /// A section's body with `frame` pushed.
    private mutating func render(_ template: Template, nodes body: Range<Int>, in frame: Frame) {
        frames.append(frame)
        render(template, nodes: body)
        frames.removeLast()
    }

    /// The `name` of the render data the outermost section pushed (the first frame above the root), if it has one.
    private func outermostName() -> String? {
        guard frames.count > 1, case .text(let name) = frames[1].ownValue(for: .name) else { return nil }
        return name.text
    }

    // MARK: lookup

    /// The value of a name other than `.`: its first key searched from the innermost frame outwards, every
    /// further key only inside the context found.
    private mutating func value(of name: TemplateName, in template: Template) -> RenderValue {
        switch name {
        case .key(let key):
            return lookUp(key)
        case .path(let range):
            var value = lookUp(template.keys[range.lowerBound])
            for key in template.keys[range.dropFirst()] {
                guard case .node(let node) = value else { return .missing }
                value = node.value(for: key)
            }
            return value
        case .dot, .unknown:
            return .missing
        }
    }

    /// The value of `key` in the innermost frame that has one; each frame searched costs one unit of work, and a list
    /// item's position one more.
    private mutating func lookUp(_ key: RenderKey) -> RenderValue {
        var index = frames.count
        while index > 0 {
            index -= 1
            let value = frames[index].value(for: key, cost: &budget)
            guard case .missing = value else { return value }
        }
        return .missing
    }
}

extension TemplateRenderer.Frame {
    /// The value of `key` in the frame: the context, item or text it holds, then a list item's position. Searching
    /// it takes one unit of work from `budget`, and one more for a list item's position.
    func value(for key: RenderKey, cost budget: inout Int) -> RenderValue {
        switch self {
        case .item(let item, let index, let count):
            budget -= 2
            let value = item.value(for: key)
            guard case .missing = value else { return value }
            return ListPosition(index: index, count: count).value(for: key)
        case .textItem(let items, let index):
            budget -= 2
            return ListPosition(index: index, count: items.count).value(for: key)
        case .node, .text:
            budget -= 1
            return ownValue(for: key)
        }
    }

    /// The value of `key` in the context, item or text the frame holds, not its position: text answers only the name
    /// of the section that pushed it.
    func ownValue(for key: RenderKey) -> RenderValue {
        switch self {
        case .node(let node): node.value(for: key)
        case .item(let item, _, _): item.value(for: key)
        case .text(let text, let name): name == key ? .text(text) : .missing
        case .textItem: .missing
        }
    }

    /// The text the frame holds, read with `{{.}}`, if it holds text.
    var pushedText: SwiftCode? {
        switch self {
        case .text(let text, _): text
        case .textItem(let items, let index): items[index]
        case .node, .item: nil
        }
    }
}

extension RenderValue {
    /// Whether a section over the value renders (and an inverted one does not).
    var isTruthy: Bool {
        switch self {
        case .missing: false
        case .bool(let flag): flag
        case .text(let text): !text.isEmpty
        case .node: true
        case .items(let items): items.count > 0
        case .texts(let items): !items.isEmpty
        }
    }
}
