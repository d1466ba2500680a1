// The keys of a long mapping seen so far, found again by their bytes in the document: a duplicate is found with no
// `String` hashed per key.

/// The scalar keys of a mapping read so far, by the bytes of their text (`YAMLDocument.textHash`).
///
/// Only for keys that are all ASCII: a name is compared as a `String` elsewhere, where text that differs in its bytes
/// may still be equal (`K` and the Kelvin sign), and ASCII text equals only the same bytes.
struct SeenKeys {
    private var hashes: [UInt32]
    /// Each slot's key node + 1; 0 for an empty slot.
    private var nodes: [Int32]

    /// A table for up to `count` keys.
    init(count: Int) {
        var capacity = 16
        while capacity < count * 2 { capacity *= 2 }
        hashes = Array(repeating: 0, count: capacity)
        nodes = Array(repeating: 0, count: capacity)
    }

    /// The key read before with the same text as `key`, or nil when there is none, after which `key` is remembered.
    mutating func earlier(_ key: Node, in document: YAMLDocument) -> Node? {
        let hash = document.textHash(key)
        let mask = nodes.count - 1
        var index = Int(hash) & mask
        while nodes[index] != 0 {
            let node = Node(index: nodes[index] - 1)
            if hashes[index] == hash, document.sameText(node, key) { return node }
            index = (index + 1) & mask
        }
        hashes[index] = hash
        nodes[index] = key.index + 1
        return nil
    }
}
