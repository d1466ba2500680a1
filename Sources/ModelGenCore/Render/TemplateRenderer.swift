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
    /// What a section pushed: names are searched from the last frame to the first. A frame holds readers and text
    /// only, so pushing and searching one copies no render data.
    fileprivate enum Frame {
        /// A context, read through its ``RenderNode``.
        case node(RenderNode)
        /// The item at `index` of a list, read where the list holds it, and beneath it the item's
        /// ``ListPosition``: the item's own names come first.
        case item(RenderItems, index: Int)
        /// Text, read with `{{.}}`, that a section over the name `key` pushed: the frame answers `key` itself, as the
        /// frame that answered the section would, so that `{{#label}}{{label}} {{/label}}` looks `label` up once.
        case text(SwiftCode, key: RenderKey?)
        /// The text item at `index` of a list, read with `{{.}}`, and its ``ListPosition``.
        case textItem([SwiftCode], index: Int)
    }

    /// The bytes rendered so far.
    var output: [UInt8] { writer.bytes }
    private var writer: LineWriter
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

    /// A rendering of `templates` (a set, whose partials refer to each other by index), with room for `capacity`
    /// bytes of output reserved up front, that stops after `budget` units of work.
    ///
    /// The rendering reads its own copy of the templates. Rendering retains and releases a template for each partial it
    /// includes, which writes the template's reference count: on templates that renderings on other threads read at
    /// the same time, each write would take away the other cores' cached copy of the memory around it (the template's
    /// arrays and their first elements), read again for every node.
    init(templates: [Template], capacity: Int, budget: Int = defaultBudget) {
        self.templates = templates.map { $0.renderingCopy() }
        self.budget = budget
        writer = LineWriter(capacity: capacity)
        frames.reserveCapacity(16)
    }

    /// Renders the template at `index` over `root`: the whole output.
    mutating func render(template index: Int, root: RenderNode) {
        let frame = Frame.node(root)
        frames.append(frame)
        render(template: index, top: frame)
        frames.removeLast()
        writer.finish()
    }

    private mutating func render(template index: Int, top: Frame) {
        let template = templates[index]
        render(template, nodes: 0..<template.nodes.count, top: top)
    }

    /// The nodes `nodes` of `template`. `top` is the innermost frame, also the last of ``frames``: handed down as a
    /// parameter, it is read where the caller holds it, while a frame read from the array would be copied first,
    /// retaining and releasing the render data it holds, and most names are found in the innermost frame.
    private mutating func render(_ template: Template, nodes: Range<Int>, top: Frame) {
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
                for piece in pieces { writer.write(template.pieces[piece], of: template.bytes) }
            case .variable(.dot):
                if let text = top.pushedText { writer.write(text) }
            case .variable(let name):
                switch value(of: name, in: template, top: top) {
                case .text(let text): writer.write(text)
                case .bool(let flag): writer.write(flag ? "true" : "false")
                case .missing, .node, .items, .texts: break
                }
            case .section(.dot, let inverted, let end):
                let isTruthy = top.pushedText.map { !$0.isEmpty } ?? true
                if isTruthy != inverted {
                    if !inverted { frames.append(top) }
                    render(template, nodes: index..<end, top: top)
                    if !inverted { frames.removeLast() }
                }
                index = end
            case .section(let name, true, let end):
                if !value(of: name, in: template, top: top).isTruthy { render(template, nodes: index..<end, top: top) }
                index = end
            case .section(let name, false, let end):
                render(
                    template, nodes: index..<end, over: value(of: name, in: template, top: top), name: name, top: top)
                index = end
            case .partial(let partial, let blanks):
                // Most partials are included inside a line, with no indentation to add.
                if blanks.isEmpty { render(template: partial, top: top); continue }
                writer.indentation.append(contentsOf: template.bytes[blanks])
                render(template: partial, top: top)
                writer.indentation.removeLast(blanks.count)
            }
        }
    }

    /// A section's body, rendered once per item of `value` with its ``ListPosition`` and the item pushed, once when it
    /// is true, or not at all. `name` is the section's: text it pushes answers that name. `top` is the innermost
    /// frame before it.
    private mutating func render(
        _ template: Template, nodes body: Range<Int>, over value: RenderValue, name: TemplateName, top: Frame
    ) {
        switch value {
        case .missing:
            break
        case .bool(let flag):
            if flag { render(template, nodes: body, top: top) }
        case .text(let text):
            guard !text.isEmpty else { return }
            let key: RenderKey? = if case .key(let key) = name { key } else { nil }
            render(template, nodes: body, in: .text(text, key: key))
        case .node(let node):
            render(template, nodes: body, in: .node(node))
        case .items(let items):
            for index in 0..<items.count { render(template, nodes: body, in: .item(items, index: index)) }
        case .texts(let items):
            for index in items.indices { render(template, nodes: body, in: .textItem(items, index: index)) }
        }
    }

    /// A section's body with `frame` pushed.
    private mutating func render(_ template: Template, nodes body: Range<Int>, in frame: Frame) {
        frames.append(frame)
        render(template, nodes: body, top: frame)
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
    private mutating func value(of name: TemplateName, in template: Template, top: Frame) -> RenderValue {
        switch name {
        case .key(let key):
            return lookUp(key, top: top)
        case .path(let range):
            var value = lookUp(template.keys[range.lowerBound], top: top)
            for key in template.keys[range.dropFirst()] {
                guard case .node(let node) = value else { return .missing }
                value = node.value(for: key)
            }
            return value
        case .dot, .unknown:
            return .missing
        }
    }

    /// The value of `key` in the innermost frame that has one, `top` first; each frame searched costs one unit of
    /// work, and a list item's position one more.
    private mutating func lookUp(_ key: RenderKey, top: Frame) -> RenderValue {
        budget -= top.searchCost
        let value = top.value(for: key)
        guard case .missing = value else { return value }
        return Self.lookUp(key, in: frames, below: frames.count - 1, cost: &budget)
    }

    /// The value of `key` in the innermost of `frames` below the index `end` that has one; the work of searching
    /// them is taken from `budget`. The value alone is returned, which fits the registers a function returns a value
    /// in: with the work beside it, it was written to memory and read back.
    ///
    /// A frame read here is copied out of the array first, which retains and releases the render data it holds: the
    /// innermost frame, which answers most names, is read from the caller's parameter instead.
    private static func lookUp(
        _ key: RenderKey, in frames: [Frame], below end: Int, cost budget: inout Int
    ) -> RenderValue {
        var index = end
        while index > 0 {
            index -= 1
            budget -= frames[index].searchCost
            let value = frames[index].value(for: key)
            guard case .missing = value else { return value }
        }
        return .missing
    }
}

extension TemplateRenderer.Frame {
    /// The work of searching the frame: one, and one more for a list item's position.
    var searchCost: Int {
        switch self {
        case .node, .text: 1
        case .item, .textItem: 2
        }
    }

    /// The value of `key` in the frame: the context, item or text it holds, then a list item's position.
    func value(for key: RenderKey) -> RenderValue {
        switch self {
        case .item(let items, let index):
            let value = items.value(at: index, for: key)
            guard case .missing = value else { return value }
            return ListPosition.value(for: key, index: index, count: items.count)
        case .textItem(let items, let index):
            return ListPosition.value(for: key, index: index, count: items.count)
        case .node, .text:
            return ownValue(for: key)
        }
    }

    /// The value of `key` in the context, item or text the frame holds, not its position: text answers only the name
    /// of the section that pushed it.
    func ownValue(for key: RenderKey) -> RenderValue {
        switch self {
        case .node(let node): node.value(for: key)
        case .item(let items, let index): items.value(at: index, for: key)
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
