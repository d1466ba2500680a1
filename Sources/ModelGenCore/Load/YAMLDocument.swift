// The loaded YAML document: every node in one flat array and every scalar's bytes in one buffer, so loading
// allocates per file, not per node, and decoding makes a `String` only of the scalars it keeps.

/// One YAML document as the loader built it: scalars, sequences and mappings, each with its line and column.
///
/// Nodes are `YAMLDocument.Node` handles into flat storage; aliases share the anchored node's children.
public struct YAMLDocument: Sendable {
    /// A node of the document.
    public struct Node: Sendable, Hashable {
        let index: Int32
    }

    /// One key-value pair of a mapping.
    public struct Entry: Sendable {
        /// The key node.
        public var key: Node
        /// The value node.
        public var value: Node
    }

    /// What a node is.
    public enum Kind: UInt8, Sendable {
        /// A scalar.
        case scalar
        /// A sequence.
        case sequence
        /// A mapping.
        case mapping
    }

    /// A node's storage: a scalar's byte range in `bytes`, or a collection's range in `children`.
    struct Record {
        var kind: Kind
        /// A plain (unquoted, untagged) scalar.
        var plain: Bool
        /// 0-based.
        var line: Int32
        /// 0-based.
        var column: Int32
        var start: Int32
        var count: Int32
    }

    /// The file's path, as locations show it.
    public let path: String
    private let pathNumber: UInt32
    var records: [Record] = []
    /// Sequence items in order, or mapping keys and values alternating, each collection's run contiguous.
    var children: [Int32] = []
    /// Every scalar's UTF-8 bytes.
    var bytes: ContiguousArray<UInt8> = []
    /// The document's root; nil for an empty file.
    public internal(set) var root: Node?

    init(path: String) {
        self.path = path
        pathNumber = SourcePaths.number(of: path)
    }

    /// What `node` is.
    public func kind(_ node: Node) -> Kind {
        records[Int(node.index)].kind
    }

    /// Where `node` starts.
    public func location(_ node: Node) -> SourceLocation {
        let record = records[Int(node.index)]
        return SourceLocation(fileNumber: pathNumber, line: Int(record.line) + 1, column: Int(record.column) + 1)
    }

    /// The scalar's text, or nil for a sequence or mapping.
    public func scalar(_ node: Node) -> String? {
        guard kind(node) == .scalar else { return nil }
        return withScalarBytes(node) { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with a scalar's UTF-8 bytes, read in place.
    func withScalarBytes<Result>(_ node: Node, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let record = records[Int(node.index)]
        return bytes.withUnsafeBufferPointer {
            body(UnsafeBufferPointer(rebasing: $0[Int(record.start)..<Int(record.start + record.count)]))
        }
    }

    /// True for a plain scalar: one written without quotes, so its text starts at its column.
    public func isPlain(_ node: Node) -> Bool {
        records[Int(node.index)].plain
    }

    /// True for YAML's null: an empty plain scalar, `~`, `null`, `Null` or `NULL`.
    public func isNull(_ node: Node) -> Bool {
        let record = records[Int(node.index)]
        guard record.kind == .scalar, record.plain else { return false }
        switch record.count {
        case 0: return true
        case 1: return bytes[Int(record.start)] == UInt8(ascii: "~")
        case 4:
            let start = Int(record.start)
            let text = (bytes[start], bytes[start + 1], bytes[start + 2], bytes[start + 3])
            return text == (0x6E, 0x75, 0x6C, 0x6C) || text == (0x4E, 0x75, 0x6C, 0x6C)
                || text == (0x4E, 0x55, 0x4C, 0x4C)
        default: return false
        }
    }

    /// The kind of node, for messages: "null", "a scalar", "a sequence" or "a mapping".
    public func kindDescription(_ node: Node) -> String {
        switch kind(node) {
        case .scalar: isNull(node) ? "null" : "a scalar"
        case .sequence: "a sequence"
        case .mapping: "a mapping"
        }
    }

    /// A sequence's items in order; empty for other kinds.
    public func items(_ node: Node) -> [Node] {
        let record = records[Int(node.index)]
        guard record.kind == .sequence else { return [] }
        return children[Int(record.start)..<Int(record.start + record.count)].map { Node(index: $0) }
    }

    /// A mapping's entries in order, duplicates kept for the decoder to report; empty for other kinds.
    public func entries(_ node: Node) -> [Entry] {
        let record = records[Int(node.index)]
        guard record.kind == .mapping else { return [] }
        let start = Int(record.start)
        return (0..<Int(record.count)).map { entry in
            Entry(key: Node(index: children[start + 2 * entry]), value: Node(index: children[start + 2 * entry + 1]))
        }
    }

    /// The entry at `index` of a mapping.
    public func entry(_ node: Node, _ index: Int) -> Entry {
        let start = Int(records[Int(node.index)].start) + 2 * index
        return Entry(key: Node(index: children[start]), value: Node(index: children[start + 1]))
    }

    /// The item at `index` of a sequence.
    public func item(_ node: Node, _ index: Int) -> Node {
        Node(index: children[Int(records[Int(node.index)].start) + index])
    }

    /// The number of items of a sequence or entries of a mapping; 0 for a scalar.
    public func count(_ node: Node) -> Int {
        let record = records[Int(node.index)]
        return record.kind == .scalar ? 0 : Int(record.count)
    }
}
