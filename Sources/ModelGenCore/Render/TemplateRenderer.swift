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
    private enum Frame {
        case context(any RenderContext)
        case text(SwiftCode)
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
    init(templates: [Template], capacity: Int, budget: Int = defaultBudget) {
        self.templates = templates
        self.budget = budget
        writer = LineWriter(capacity: capacity)
        frames.reserveCapacity(16)
    }

    /// Renders the template at `index` over `root`: the whole output.
    mutating func render(template index: Int, root: any RenderContext) {
        frames.append(.context(root))
        render(template: index)
        frames.removeLast()
        writer.finish()
    }

    private mutating func render(template index: Int) {
        let template = templates[index]
        render(template, nodes: 0..<template.nodes.count)
    }

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
            case .text(let range, let multiline):
                writer.write(template.bytes[range], breaksLines: multiline)
            case .variable(.dot):
                if case .text(let text) = frames[frames.count - 1] { writer.write(text) }
            case .variable(let name):
                switch value(of: name, in: template) {
                case .text(let text): writer.write(text)
                case .bool(let flag): writer.write(flag ? "true" : "false")
                case .missing, .context, .list, .texts: break
                }
            case .section(.dot, let inverted, let end):
                let frame = frames[frames.count - 1]
                let isTruthy = if case .text(let text) = frame { !text.isEmpty } else { true }
                if isTruthy != inverted {
                    if !inverted { frames.append(frame) }
                    render(template, nodes: index..<end)
                    if !inverted { frames.removeLast() }
                }
                index = end
            case .section(let name, true, let end):
                if !value(of: name, in: template).isTruthy { render(template, nodes: index..<end) }
                index = end
            case .section(let name, false, let end):
                render(template, nodes: index..<end, over: value(of: name, in: template))
                index = end
            case .partial(let partial, let blanks):
                writer.indentation.append(contentsOf: template.bytes[blanks])
                render(template: partial)
                writer.indentation.removeLast(blanks.count)
            }
        }
    }

    /// A section's body, rendered once per item of `value` with its ``ListPosition`` and the item pushed, once when it
    /// is true, or not at all.
    private mutating func render(_ template: Template, nodes body: Range<Int>, over value: RenderValue) {
        switch value {
        case .missing:
            break
        case .bool(let flag):
            if flag { render(template, nodes: body) }
        case .text(let text):
            guard !text.isEmpty else { return }
            render(template, nodes: body, in: .text(text))
        case .context(let context):
            render(template, nodes: body, in: .context(context))
        case .list(let list):
            var position = ListPosition(index: 0, count: list.count)
            list.forEachItem { item in
                frames.append(.context(position))
                render(template, nodes: body, in: .context(item))
                frames.removeLast()
                position.index += 1
            }
        case .texts(let items):
            for (index, item) in items.enumerated() {
                frames.append(.context(ListPosition(index: index, count: items.count)))
                render(template, nodes: body, in: .text(item))
                frames.removeLast()
            }
        }
    }

    /// A section's body with `frame` pushed.
    private mutating func render(_ template: Template, nodes body: Range<Int>, in frame: Frame) {
        frames.append(frame)
        render(template, nodes: body)
        frames.removeLast()
    }

    /// The `name` of the render data the outermost section pushed (the first frame above the root, past a list's
    /// position), if it has one.
    private func outermostName() -> String? {
        for frame in frames.dropFirst() {
            guard case .context(let context) = frame else { return nil }
            if context is ListPosition { continue }
            guard case .text(let name) = context.value(for: .name) else { return nil }
            return name.text
        }
        return nil
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
                guard case .context(let context) = value else { return .missing }
                value = context.value(for: key)
            }
            return value
        case .dot, .unknown:
            return .missing
        }
    }

    /// The value of `key` in the innermost frame that has one; each frame searched costs one unit of work.
    private mutating func lookUp(_ key: RenderKey) -> RenderValue {
        var index = frames.count
        while index > 0 {
            index -= 1
            guard case .context(let context) = frames[index] else { continue }
            let value = context.value(for: key)
            if case .missing = value { continue }
            budget -= frames.count - index
            return value
        }
        budget -= frames.count
        return .missing
    }
}

extension RenderValue {
    /// Whether a section over the value renders (and an inverted one does not).
    var isTruthy: Bool {
        switch self {
        case .missing: false
        case .bool(let flag): flag
        case .text(let text): !text.isEmpty
        case .context: true
        case .list(let list): list.count > 0
        case .texts(let items): !items.isEmpty
        }
    }
}
