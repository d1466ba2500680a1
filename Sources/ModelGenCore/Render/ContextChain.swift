// The render data types around a place in a template, as far as loading can tell them: the types sections pushed.

/// The render data types a template renders over at some place, innermost last: a section over a context or a list
/// pushes the item's type. A type pushed again moves to the end instead, as it then answers every name it offers
/// before any context further out, so chains stay short however deep sections nest.
struct ContextChain: Hashable {
    /// The types, innermost last.
    private(set) var types: [any DescribedRenderContext.Type] = []

    /// The chain with `type` pushed.
    func pushing(_ type: any DescribedRenderContext.Type) -> ContextChain {
        var chain = self
        chain.types.removeAll { $0 == type }
        chain.types.append(type)
        return chain
    }

    /// The field of `key` in the innermost type that offers it.
    func field(_ key: RenderKey) -> RenderField? {
        for type in types.reversed() {
            if let field = type.declaredFields.first(where: { $0.key == key }) { return field }
        }
        return nil
    }

    /// Every name the chain offers.
    var names: [String] { types.flatMap { $0.declaredFields.map(\.name) } }

    /// The types' names, innermost first, each in backticks: `` `ModelData`, `FileData` ``.
    var description: String {
        // A list's position is no render data of its own to the reader: it is named in the docs' every list section.
        types.reversed().filter { $0 != ListPosition.self }.map { "`\($0)`" }.joined(separator: ", ")
    }

    static func == (a: ContextChain, b: ContextChain) -> Bool {
        a.types.elementsEqual(b.types, by: ==)
    }

    func hash(into hasher: inout Hasher) {
        for type in types { hasher.combine(ObjectIdentifier(type)) }
    }
}
