// Type texts repeat (`String`, `[Item]`, a snapshot's name): each distinct text of a file is made into a `String`
// and parsed once, found again by its bytes in the document with no `String` made and no seeded hashing.

/// The type references of one document, by the bytes of their scalar.
struct TypeCache {
    private struct Slot {
        var hash: UInt32
        /// The scalar the text was first made of.
        var node: YAMLDocument.Node
        var text: String
        var parsed: Result<TypeExpression, TypeExpression.ParseError>
    }

    private var slots: [Slot?]
    private var used = 0

    /// A cache sized for a document of `nodes` nodes: about one distinct type per 40 nodes, and the table kept at
    /// most half full, so that a file's table seldom grows (growing copied every slot, twice a table's size).
    init(nodes: Int = 0) {
        var count = 64
        while count < nodes / 16 { count *= 2 }
        slots = Array(repeating: nil, count: count)
    }

    /// The text and parsed form of the scalar `node` of `document`, made and parsed on first sight.
    mutating func lookUp(
        _ node: YAMLDocument.Node, in document: YAMLDocument
    ) -> (String, Result<TypeExpression, TypeExpression.ParseError>) {
        let hash = document.textHash(node)
        let mask = slots.count - 1
        var index = Int(hash) & mask
        while let slot = slots[index] {
            if slot.hash == hash, document.sameText(slot.node, node) { return (slot.text, slot.parsed) }
            index = (index + 1) & mask
        }
        let text = document.scalar(node) ?? ""
        let parsed = Result { () throws(TypeExpression.ParseError) in try TypeExpression.parse(text) }
        slots[index] = Slot(hash: hash, node: node, text: text, parsed: parsed)
        used += 1
        if used * 2 > slots.count { grow() }
        return (text, parsed)
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: nil, count: old.count * 2)
        let mask = slots.count - 1
        for case let slot? in old {
            var index = Int(slot.hash) & mask
            while slots[index] != nil { index = (index + 1) & mask }
            slots[index] = slot
        }
    }
}
