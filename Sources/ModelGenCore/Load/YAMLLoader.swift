// Load: libyaml's event stream into a YAMLDocument that keeps every node's line and column.

import CModelGenYAML

/// Reads one YAML document with the system libyaml into a `YAMLDocument`.
///
/// Aliases are resolved by sharing the anchored node; the total size of what aliases expand to and the
/// nesting depth are bounded, so an alias bomb or deeply nested input ends in a diagnostic, not a hang. The file's
/// size is bounded too, far below the 2 GiB that the document's 32-bit offsets could hold.
///
/// The spec language has no use for YAML's tags and merge keys, and a spec that uses them is reported rather than
/// read differently from what it says: a tag (`!!null`, `!foo`) is an error at its node, except `!!str` on a
/// scalar, which reads the scalar as quoted text; a plain `<<` key is an error.
public struct YAMLLoader: Sendable {
    /// The most nodes that aliases may expand to in one file.
    public var maxAliasExpansion: Int
    /// The deepest nesting of sequences and mappings accepted.
    public var maxDepth: Int
    /// The most bytes a file may have; more than a gibibyte is never accepted, whatever this says.
    public var maxBytes: Int

    /// Creates a loader with the given bounds.
    public init(maxAliasExpansion: Int = 100_000, maxDepth: Int = 128, maxBytes: Int = 256 << 20) {
        self.maxAliasExpansion = maxAliasExpansion
        self.maxDepth = maxDepth
        self.maxBytes = maxBytes
    }

    /// The largest file accepted: `maxBytes`, at most a gibibyte, so that every offset into a document fits in 32
    /// bits even after UTF-16 text grows by half as UTF-8.
    private var byteLimit: Int { min(maxBytes, 1 << 30) }

    /// The error for a file of `byteCount` bytes shown as `path`, or nil when it is not too large to load.
    public func sizeProblem(byteCount: Int, path: String) -> Diagnostic? {
        guard byteCount > byteLimit else { return nil }
        return .error(
            "the file is too large (\(byteCount) bytes; at most \(byteLimit))",
            at: SourceLocation(file: path, line: 1, column: 1))
    }

    /// Loads the document in `bytes`; `path` is used in locations. An empty file has no root.
    public func load(_ bytes: [UInt8], path: String) throws(DiagnosticsError) -> YAMLDocument {
        var events = 0
        return try load(bytes, path: path, events: &events)
    }

    /// Loads as `load(_:path:)` does, adding to `events` the number of parser events handled, up to the one that ends
    /// the load or is rejected: the work the tests count to show that hostile input is rejected without being worked
    /// through, and that a document costs one event per node.
    func load(_ bytes: [UInt8], path: String, events: inout Int) throws(DiagnosticsError) -> YAMLDocument {
        try bytes.withUnsafeBufferPointer { buffer throws(DiagnosticsError) in
            try load(buffer, path: path, events: &events)
        }
    }

    /// Loads the document in `buffer`, read in place; `path` is used in locations. An empty file has no root.
    public func load(_ buffer: UnsafeBufferPointer<UInt8>, path: String) throws(DiagnosticsError) -> YAMLDocument {
        var events = 0
        return try load(buffer, path: path, events: &events)
    }

    private func load(
        _ buffer: UnsafeBufferPointer<UInt8>, path: String, events: inout Int
    ) throws(DiagnosticsError) -> YAMLDocument {
        if let tooLarge = sizeProblem(byteCount: buffer.count, path: path) { throw DiagnosticsError([tooLarge]) }
        var builder = Builder(path: path, loader: self, byteCount: buffer.count)
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw DiagnosticsError([
                .error("libyaml could not start a parser", at: builder.location(line: 0, column: 0))
            ])
        }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(&parser, &event) == 1 else {
                throw DiagnosticsError([Self.syntaxError(parser, bytes: buffer, builder: builder)])
            }
            defer { yaml_event_delete(&event) }
            events += 1
            if event.type == YAML_STREAM_END_EVENT { return builder.document }
            if let problem = builder.handle(&event) { throw DiagnosticsError([problem]) }
        }
    }

    private static func syntaxError(
        _ parser: yaml_parser_t, bytes: UnsafeBufferPointer<UInt8>, builder: Builder
    ) -> Diagnostic {
        let problem = parser.problem.map { String(cString: $0) } ?? "unreadable YAML"
        if parser.error == YAML_READER_ERROR {
            var offset = parser.problem_offset
            if problem == "invalid trailing UTF-8 octet" {
                // libyaml points at the bad trailing byte; point at the character it breaks, where the sequence starts.
                while offset > 0, bytes[offset - 1] & 0xC0 == 0x80 { offset -= 1 }
                offset = max(0, offset - 1)
            }
            let (line, column) = position(ofByte: offset, in: bytes)
            let detail =
                problem.contains("UTF-8") || problem.contains("UTF-16")
                ? "the file is not valid UTF-8: \(problem)" : problem
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

/// Turns events into the document's flat storage with an explicit stack, so depth costs no call stack.
private struct Builder {
    /// An open sequence or mapping: its children are the run of `pending` from `base`; its anchor, if any, is the
    /// last of `frameAnchors`.
    private struct Frame {
        var kind: YAMLDocument.Kind
        var line: Int32
        var column: Int32
        var base: Int
        var anchored: Bool
        /// The weight of the enclosing collection so far, `weight` again once this one ends.
        var enclosingWeight: Int
    }

    let loader: YAMLLoader
    private(set) var document: YAMLDocument
    private var stack: [Frame] = []
    /// The number of nodes the innermost open collection stands for so far (aliases count what they expand to).
    private var weight = 0
    /// The anchors of the open collections that have one, innermost last.
    private var frameAnchors: [String] = []
    /// Children of the open collections, innermost last.
    private var pending: [Int32] = []
    private var anchors: [String: (node: Int32, weight: Int)] = [:]
    private var expanded = 0
    private var documents = 0

    init(path: String, loader: YAMLLoader, byteCount: Int) {
        self.loader = loader
        document = YAMLDocument(path: path)
        // About one node per 10 bytes of YAML, and a little less scalar text than YAML.
        document.records.reserveCapacity(byteCount / 8)
        document.children.reserveCapacity(byteCount / 8)
        document.bytes.reserveCapacity(byteCount)
        pending.reserveCapacity(256)
    }

    func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: document.path, line: line + 1, column: column + 1)
    }

    func location(mark: yaml_mark_t) -> SourceLocation {
        location(line: mark.line, column: mark.column)
    }

    /// Handles one event; returns a diagnostic when the input must be rejected.
    mutating func handle(_ event: inout yaml_event_t) -> Diagnostic? {
        let line = Int32(truncatingIfNeeded: event.start_mark.line)
        let column = Int32(truncatingIfNeeded: event.start_mark.column)
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 {
                return .error(
                    "a spec file holds one YAML document; found another here", at: location(mark: event.start_mark))
            }
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            if let tag = Self.string(scalar.tag), tag != Self.stringTag {
                return unsupported(tag: tag, at: event.start_mark)
            }
            let plain = scalar.style == YAML_PLAIN_SCALAR_STYLE && scalar.tag == nil
            if plain, scalar.length == 2, scalar.value[0] == UInt8(ascii: "<"), scalar.value[1] == UInt8(ascii: "<"),
                isKeyNext
            {
                return .error(
                    "merge keys ('<<') are not supported; write the keys out", at: location(mark: event.start_mark))
            }
            let start = Int32(document.bytes.count)
            if scalar.length > 0 {
                document.bytes.append(contentsOf: UnsafeBufferPointer(start: scalar.value, count: scalar.length))
            }
            let record = YAMLDocument.Record(
                kind: .scalar, plain: plain, line: line, column: column, start: start, count: Int32(scalar.length))
            let index = add(record, weight: 1)
            if let anchor = Self.string(scalar.anchor) { anchors[anchor] = (index, 1) }
        case YAML_ALIAS_EVENT:
            let name = Self.string(event.data.alias.anchor) ?? ""
            guard let target = anchors[name] else {
                return .error(
                    "unknown alias \(quoted: "*" + name)", at: location(mark: event.start_mark),
                    notes: Suggestion.note(for: name, in: anchors.keys))
            }
            expanded += target.weight
            if expanded > loader.maxAliasExpansion {
                return .error(
                    "aliases expand to more than \(loader.maxAliasExpansion) nodes; refusing what looks like an alias bomb",
                    at: location(mark: event.start_mark))
            }
            // Shares the anchored node's text or children; only the location is the alias's own.
            var record = document.records[Int(target.node)]
            record.line = line
            record.column = column
            add(record, weight: target.weight)
        case YAML_SEQUENCE_START_EVENT:
            if let tag = Self.string(event.data.sequence_start.tag) {
                return unsupported(tag: tag, at: event.start_mark)
            }
            guard stack.count < loader.maxDepth else { return tooDeep(at: location(mark: event.start_mark)) }
            open(.sequence, line: line, column: column, anchor: event.data.sequence_start.anchor)
        case YAML_MAPPING_START_EVENT:
            if let tag = Self.string(event.data.mapping_start.tag) {
                return unsupported(tag: tag, at: event.start_mark)
            }
            guard stack.count < loader.maxDepth else { return tooDeep(at: location(mark: event.start_mark)) }
            open(.mapping, line: line, column: column, anchor: event.data.mapping_start.anchor)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            let frame = stack.removeLast()
            let start = Int32(document.children.count)
            let count = pending.count - frame.base
            document.children.append(contentsOf: pending[frame.base...])
            pending.removeSubrange(frame.base...)
            let record = YAMLDocument.Record(
                kind: frame.kind, plain: false, line: frame.line, column: frame.column, start: start,
                count: Int32(frame.kind == .mapping ? count / 2 : count))
            let ended = weight
            weight = frame.enclosingWeight
            let index = add(record, weight: ended)
            if frame.anchored { anchors[frameAnchors.removeLast()] = (index, ended) }
        default:
            break
        }
        return nil
    }

    private func tooDeep(at location: SourceLocation) -> Diagnostic {
        .error("nesting deeper than \(loader.maxDepth) levels", at: location)
    }

    /// True when the next node is a key: the innermost open collection is a mapping holding whole entries so far.
    private var isKeyNext: Bool {
        guard let frame = stack.last, frame.kind == .mapping else { return false }
        return (pending.count - frame.base) % 2 == 0
    }

    /// YAML's own tags, as libyaml resolves the `!!` handle.
    private static let yamlTagPrefix = "tag:yaml.org,2002:"
    /// `!!str`, the one tag accepted.
    private static let stringTag = yamlTagPrefix + "str"

    /// The error for a tag, shown as written when it is one of YAML's own (`!!null`, not the resolved URI).
    private func unsupported(tag: String, at mark: yaml_mark_t) -> Diagnostic {
        let written = tag.hasPrefix(Self.yamlTagPrefix) ? "!!" + tag.dropFirst(Self.yamlTagPrefix.count) : tag
        return .error("YAML tags are not supported (\(quoted: written))", at: location(mark: mark))
    }

    /// Opens a sequence or mapping, anchored when `anchor` is not null.
    private mutating func open(
        _ kind: YAMLDocument.Kind, line: Int32, column: Int32, anchor: UnsafeMutablePointer<yaml_char_t>?
    ) {
        if let anchor = Self.string(anchor) { frameAnchors.append(anchor) }
        stack.append(
            Frame(
                kind: kind, line: line, column: column, base: pending.count, anchored: anchor != nil,
                enclosingWeight: weight))
        weight = 1
    }

    /// Adds a node to the innermost open collection, or as the root; returns its index.
    @discardableResult
    private mutating func add(_ record: YAMLDocument.Record, weight: Int) -> Int32 {
        let index = Int32(document.records.count)
        document.records.append(record)
        guard !stack.isEmpty else {
            document.root = YAMLDocument.Node(index: index)
            return index
        }
        self.weight += weight
        pending.append(index)
        return index
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }
}
