// Renders compiled templates into one buffer of UTF-8 bytes, reading render data through a stack of contexts.

/// One rendering: the output bytes, the contexts sections pushed, and the indentation of standalone partials.
///
/// A frame points at a value that the section which pushed it keeps alive, and is popped before that section
/// returns, so looking a name up copies nothing and counts no references.
///
/// Sections and partials recurse; ``TemplateGraph`` has checked at load that they nest at most
/// ``Template/maximumDepth`` deep and that no partial includes itself, so the stack stays small.
struct TemplateRenderer: ~Copyable {
    /// What a section pushed: names are searched from the last frame to the first.
    private enum Frame {
        case context(UnsafeRawPointer, any RenderContext.Type)
        case text(UnsafePointer<String>)
    }

    /// The template text being rendered, its nodes and its keys.
    private struct Code {
        var bytes: UnsafeBufferPointer<UInt8>
        var nodes: UnsafeBufferPointer<TemplateNode>
        var keys: UnsafeBufferPointer<RenderKey>
    }

    /// The bytes rendered so far.
    private(set) var output: ByteBuffer
    private let templates: [Template]
    private var frames: [Frame] = []
    /// The blanks of every standalone partial being rendered, outermost first: written at the start of each line.
    private var indentation: [UInt8] = []
    /// The work left: each node rendered and each frame a name is looked up in costs one.
    private var budget: Int
    /// True once the rendering ran out of budget or passed ``maximumOutput``: it then renders nothing more.
    var exceeded: Bool { budget < 0 || output.count > Self.maximumOutput }

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
        output = ByteBuffer(capacity: capacity)
        frames.reserveCapacity(16)
    }

    /// Appends the output of the template at `index` over `root`.
    mutating func render<Root: RenderContext>(template index: Int, root: Root) {
        withUnsafePointer(to: root) { root in
            frames.append(.context(root, Root.self))
            render(template: index)
            frames.removeLast()
        }
    }

    private mutating func render(template index: Int) {
        let template = templates[index]
        template.bytes.withUnsafeBufferPointer { bytes in
            template.nodes.withUnsafeBufferPointer { nodes in
                template.keys.withUnsafeBufferPointer { keys in
                    render(Code(bytes: bytes, nodes: nodes, keys: keys), nodes: 0..<nodes.count)
                }
            }
        }
    }

    private mutating func render(_ code: Code, nodes: Range<Int>) {
        var index = nodes.lowerBound
        while index < nodes.upperBound {
            budget -= 1
            if exceeded { return }
            let node = code.nodes[index]
            index += 1
            switch node {
            case .text(let range, let multiline):
                let text = UnsafeBufferPointer(rebasing: code.bytes[range])
                if multiline { writeLines(text) } else { write(text) }
            case .variable(.dot):
                if case .text(let text) = frames[frames.count - 1] { write(text.pointee) }
            case .variable(let name):
                switch value(of: name, keys: code.keys) {
                case .text(let text): write(text)
                case .bool(let flag): write(flag ? "true" : "false")
                case .missing, .context, .list, .texts: break
                }
            case .section(.dot, let inverted, let end):
                let frame = frames[frames.count - 1]
                let isTruthy = if case .text(let text) = frame { !text.pointee.isEmpty } else { true }
                if isTruthy != inverted {
                    if !inverted { frames.append(frame) }
                    render(code, nodes: index..<end)
                    if !inverted { frames.removeLast() }
                }
                index = end
            case .section(let name, true, let end):
                if !value(of: name, keys: code.keys).isTruthy() { render(code, nodes: index..<end) }
                index = end
            case .section(let name, false, let end):
                render(code, nodes: index..<end, over: value(of: name, keys: code.keys))
                index = end
            case .partial(let template, let blanks):
                indentation.append(contentsOf: UnsafeBufferPointer(rebasing: code.bytes[blanks]))
                render(template: template)
                indentation.removeLast(blanks.count)
            }
        }
    }

    /// A section's body, rendered once per item of `value` with the item pushed, once when it is true, or not at all.
    private mutating func render(_ code: Code, nodes body: Range<Int>, over value: consuming RenderValue) {
        switch consume value {
        case .missing:
            break
        case .bool(let flag):
            if flag { render(code, nodes: body) }
        case .text(let text):
            guard !text.isEmpty else { return }
            withUnsafePointer(to: text) { text in
                frames.append(.text(text))
                render(code, nodes: body)
                frames.removeLast()
            }
        case .context(let context):
            render(code, nodes: body, in: context)
        case .list(let list):
            list.forEachItem { item, type in
                frames.append(.context(item, type))
                render(code, nodes: body)
                frames.removeLast()
            }
        case .texts(let items):
            items.withUnsafeBufferPointer { items in
                for item in items.indices {
                    frames.append(.text(items.baseAddress! + item))
                    render(code, nodes: body)
                    frames.removeLast()
                }
            }
        }
    }

    /// A section's body with `context` pushed.
    private mutating func render<Context: RenderContext>(_ code: Code, nodes body: Range<Int>, in context: Context) {
        withUnsafePointer(to: context) { context in
            frames.append(.context(context, Context.self))
            render(code, nodes: body)
            frames.removeLast()
        }
    }

    // MARK: lookup

    /// The value of a name other than `.`: its first key searched from the innermost frame outwards, every
    /// further key only inside the context found.
    private mutating func value(of name: TemplateName, keys: UnsafeBufferPointer<RenderKey>) -> RenderValue {
        switch name {
        case .key(let key):
            return lookUp(key)
        case .path(let range):
            var value = lookUp(keys[range.lowerBound])
            for key in keys[range.dropFirst()] {
                guard case .context(let context) = value else { return .missing }
                value = context.value(for: key)
            }
            return value
        case .dot, .unknown:
            return .missing
        }
    }

    private mutating func lookUp(_ key: RenderKey) -> RenderValue {
        let (value, searched) = frames.withUnsafeBufferPointer { frames -> (RenderValue, Int) in
            var index = frames.count
            while index > 0 {
                index -= 1
                guard case .context(let address, let type) = frames[index] else { continue }
                switch type.value(for: key, at: address) {
                case .missing: continue
                case let value: return (value, frames.count - index)
                }
            }
            return (.missing, frames.count)
        }
        budget -= searched
        return value
    }

    // MARK: output

    /// Appends text that holds line breaks before its end, indenting each line it starts inside a standalone partial.
    private mutating func writeLines(_ text: UnsafeBufferPointer<UInt8>) {
        guard !indentation.isEmpty else { return output.append(text) }
        var start = 0
        while start < text.count {
            let end = min(ByteSearch.firstIndex(of: UInt8(ascii: "\n"), in: text, from: start) + 1, text.count)
            write(UnsafeBufferPointer(rebasing: text[start..<end]))
            start = end
        }
    }

    /// Appends bytes that start at most one line, indented first when they start it inside a standalone partial.
    private mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard !bytes.isEmpty else { return }
        indentLine()
        output.append(bytes)
    }

    private mutating func write(_ string: String) {
        guard !string.isEmpty else { return }
        indentLine()
        output.append(string)
    }

    private mutating func indentLine() {
        if !indentation.isEmpty, output.last == UInt8(ascii: "\n") { indentation.withUnsafeBufferPointer { output.append($0) } }
    }
}

extension RenderValue {
    /// Whether a section over the value renders (and an inverted one does not).
    consuming func isTruthy() -> Bool {
        switch consume self {
        case .missing: false
        case .bool(let flag): flag
        case .text(let text): !text.isEmpty
        case .context: true
        case .list(let list): list.count > 0
        case .texts(let items): !items.isEmpty
        }
    }
}
