// The index's tables of declarations by kind.

/// The declarations of one kind by name.
public struct SpecTable<Spec: Sendable>: Sendable {
    /// Each name's declaration.
    private var specs: [String: Spec] = [:]

    /// The declaration named `name`, if the table has one.
    public subscript(name: String) -> Spec? {
        specs[name]
    }

    /// What `body` reads off the declaration named `name`; nil when the table has none.
    func read<Value>(_ name: String, _ body: (Spec) -> Value) -> Value? {
        specs[name].map(body)
    }

    /// True when the table has a declaration named `name`.
    func contains(_ name: String) -> Bool {
        specs[name] != nil
    }

    /// Records `spec` as the declaration of `name`, unless the table has a declaration of that name already.
    mutating func insertIfAbsent(_ name: String, _ spec: Spec) {
        if specs[name] == nil { specs[name] = spec }
    }

    /// The declared names, in no particular order.
    public var keys: [String] { Array(specs.keys) }

    /// The declarations, in no particular order.
    public var values: [Spec] { Array(specs.values) }

    /// The number of declarations.
    public var count: Int { specs.count }
}
