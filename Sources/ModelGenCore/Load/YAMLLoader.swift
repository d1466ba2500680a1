// Load: libyaml's event stream into a Node tree that keeps every node's line and column.

import CYaml

/// Reads one YAML document with the system libyaml into a `Node` tree.
///
/// Aliases are resolved by sharing the anchored node; the total size of what aliases expand to and the
/// nesting depth are bounded, so an alias bomb or deeply nested input ends in a diagnostic, not a hang.
public struct YAMLLoader: Sendable {
    /// The most nodes that aliases may expand to in one file.
    public var maxAliasExpansion: Int
    /// The deepest nesting of sequences and mappings accepted.
    public var maxDepth: Int

    /// Creates a loader with the given bounds.
    public init(maxAliasExpansion: Int = 100_000, maxDepth: Int = 128) {
        self.maxAliasExpansion = maxAliasExpansion
        self.maxDepth = maxDepth
    }

    /// Loads the document in `bytes`; `path` is used in locations. Returns nil for an empty file.
    public func load(_ bytes: [UInt8], path: String) throws(DiagnosticsError) -> Node? {
        var builder = Builder(path: path, loader: self)
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw DiagnosticsError([.error("libyaml could not start a parser", at: builder.location(line: 0, column: 0))])
        }
        defer { yaml_parser_delete(&parser) }
        return try bytes.withUnsafeBufferPointer { buffer throws(DiagnosticsError) -> Node? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var event = yaml_event_t()
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    throw DiagnosticsError([Self.syntaxError(parser, bytes: buffer, builder: builder)])
                }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { return builder.root }
                if let problem = builder.handle(event) { throw DiagnosticsError([problem]) }
            }
        }
    }

    private static func syntaxError(_ parser: yaml_parser_t, bytes: UnsafeBufferPointer<UInt8>, builder: Builder) -> Diagnostic {
        let problem = parser.problem.map { String(cString: $0) } ?? "unreadable YAML"
        if parser.error == YAML_READER_ERROR {
            var offset = parser.problem_offset
            if problem == "invalid trailing UTF-8 octet" {
                // libyaml points at the bad trailing byte; point at the character it breaks, where the sequence starts.
                while offset > 0, bytes[offset - 1] & 0xC0 == 0x80 { offset -= 1 }
                offset = max(0, offset - 1)
            }
            let (line, column) = position(ofByte: offset, in: bytes)
            let detail = problem.contains("UTF-8") || problem.contains("UTF-16") ? "the file is not valid UTF-8: \(problem)" : problem
            return .error(detail, at: builder.location(line: line, column: column))
        }
        var notes: [Diagnostic.Note] = []
        if let context = parser.context.map({ String(cString: $0) }) {
            notes.append(.init(context, at: builder.location(mark: parser.context_mark)))
        }
        return .error("YAML syntax error: \(problem)", at: builder.location(mark: parser.problem_mark), notes: notes)
    }

    /// The 0-based line and column (in characters) of a byte offset.
    private static func position(ofByte offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (Int, Int) {
        var line = 0
        var column = 0
        for byte in bytes.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 0
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}

/// Turns events into nodes with an explicit stack, so depth costs no call stack.
private struct Builder {
    /// An open sequence or mapping; mutated in place on the stack so that adding an item never copies the collection.
    private struct Frame {
        var isMapping: Bool
        var items: [Node] = []
        var entries: [Node.Entry] = []
        var pendingKey: Node?
        var start: SourceLocation
        var anchor: String?
        var weight = 1

        var node: Node {
            Node(content: isMapping ? .mapping(entries) : .sequence(items), location: start)
        }
    }

    let path: String
    let loader: YAMLLoader
    private var stack: [Frame] = []
    private var anchors: [String: (node: Node, weight: Int)] = [:]
    private var expanded = 0
    private var documents = 0
    private(set) var root: Node?

    init(path: String, loader: YAMLLoader) {
        self.path = path
        self.loader = loader
    }

    func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: path, line: line + 1, column: column + 1)
    }

    func location(mark: yaml_mark_t) -> SourceLocation {
        location(line: mark.line, column: mark.column)
    }

    /// Handles one event; returns a diagnostic when the input must be rejected.
    mutating func handle(_ event: yaml_event_t) -> Diagnostic? {
        let start = location(mark: event.start_mark)
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 {
                return .error("a spec file holds one YAML document; found another here", at: start)
            }
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            let node = Node(content: .scalar(text, plain: scalar.style == YAML_PLAIN_SCALAR_STYLE && scalar.tag == nil), location: start)
            return add(node, weight: 1, anchor: Self.string(scalar.anchor))
        case YAML_ALIAS_EVENT:
            let name = Self.string(event.data.alias.anchor) ?? ""
            guard let target = anchors[name] else {
                return .error("unknown alias '*\(name)'", at: start, notes: Suggestion.note(for: name, in: anchors.keys))
            }
            expanded += target.weight
            if expanded > loader.maxAliasExpansion {
                return .error("aliases expand to more than \(loader.maxAliasExpansion) nodes; refusing what looks like an alias bomb", at: start)
            }
            var node = target.node
            node.location = start
            return add(node, weight: target.weight, anchor: nil)
        case YAML_SEQUENCE_START_EVENT:
            guard stack.count < loader.maxDepth else { return tooDeep(at: start) }
            stack.append(Frame(isMapping: false, start: start, anchor: Self.string(event.data.sequence_start.anchor)))
        case YAML_MAPPING_START_EVENT:
            guard stack.count < loader.maxDepth else { return tooDeep(at: start) }
            stack.append(Frame(isMapping: true, start: start, anchor: Self.string(event.data.mapping_start.anchor)))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            let frame = stack.removeLast()
            return add(frame.node, weight: frame.weight, anchor: frame.anchor)
        default:
            break
        }
        return nil
    }

    private func tooDeep(at location: SourceLocation) -> Diagnostic {
        .error("nesting deeper than \(loader.maxDepth) levels", at: location)
    }

    private mutating func add(_ node: Node, weight: Int, anchor: String?) -> Diagnostic? {
        if let anchor { anchors[anchor] = (node, weight) }
        guard !stack.isEmpty else {
            root = node
            return nil
        }
        let top = stack.count - 1
        stack[top].weight += weight
        if !stack[top].isMapping {
            stack[top].items.append(node)
        } else if let key = stack[top].pendingKey {
            stack[top].entries.append(Node.Entry(key: key, value: node))
            stack[top].pendingKey = nil
        } else {
            stack[top].pendingKey = node
        }
        return nil
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }
}
