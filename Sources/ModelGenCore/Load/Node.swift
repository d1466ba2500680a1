// The YAML node tree the loader builds: scalars, sequences and mappings, each with its location.

/// One YAML node with the place it starts in its file.
public struct Node: Sendable {
    /// What a node holds.
    public enum Content: Sendable {
        /// A scalar's text; `plain` is false for quoted and block scalars.
        case scalar(String, plain: Bool)
        /// A sequence's items in order.
        case sequence([Node])
        /// A mapping's entries in order, duplicates kept for the decoder to report.
        case mapping([Entry])
    }

    /// One key-value pair of a mapping.
    public struct Entry: Sendable {
        /// The key node.
        public var key: Node
        /// The value node.
        public var value: Node
    }

    /// The node's content.
    public var content: Content
    /// Where the node starts.
    public var location: SourceLocation

    /// The scalar's text, if this is a scalar.
    public var scalar: String? {
        if case .scalar(let text, _) = content { return text }
        return nil
    }

    /// True for YAML's null: an empty plain scalar, `~`, `null`, `Null` or `NULL`.
    public var isNull: Bool {
        guard case .scalar(let text, plain: true) = content else { return false }
        return text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
    }

    /// The kind of node, for messages: "a scalar", "a sequence" or "a mapping".
    public var kindDescription: String {
        switch content {
        case .scalar: isNull ? "null" : "a scalar"
        case .sequence: "a sequence"
        case .mapping: "a mapping"
        }
    }
}
