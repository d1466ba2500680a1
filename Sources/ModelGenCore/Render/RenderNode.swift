// Nested render data as a section pushes it: a reader compiled for the data's own type, so that a name is answered
// with one call, and a list's items are read where the array holds them.

/// One nested context: what a section over it pushes. Made by ``RenderValue/context(_:)``.
///
/// The reader is made where the context's type is known, so that answering a name costs one call into code
/// compiled for that type. It holds the context (a context of no size, none).
public struct RenderNode: Sendable {
    /// The context's type: what checks compare with the type a field declares. A plain metatype, one word, so that a
    /// value holding a node (``RenderValue``) fits the registers a function returns it in.
    public let type: Any.Type
    /// Reads a name of the context.
    private let read: @Sendable (RenderKey) -> RenderValue

    /// `context`, read through its own table of fields.
    init<Context: DescribedRenderContext>(_ context: Context) {
        type = Context.self
        read = { key in Context.fields.value(for: key, in: context) }
    }

    /// `context`, read through its ``RenderContext/value(for:)``.
    @_disfavoredOverload
    init<Context: RenderContext>(_ context: Context) {
        type = Context.self
        read = { key in context.value(for: key) }
    }

    /// The value of `key` in the context, or ``RenderValue/missing``.
    public func value(for key: RenderKey) -> RenderValue {
        read(key)
    }
}

/// A list of contexts: what a section over it pushes, with each item's index. Made by ``RenderValue/list(_:)``.
///
/// The reader is made where the items' type is known and holds the array only (no copy of it), so that answering a
/// name of an item costs one call into code compiled for that type, which reads the field where the array holds the
/// item.
public struct RenderItems: Sendable {
    /// How many items the list has.
    public let count: Int
    /// Reads a name of the item at an index, or, for no name, the item itself as a context.
    private let read: @Sendable (Int, RenderKey?) -> RenderValue

    /// `items`, each read through its type's table of fields.
    init<Item: DescribedRenderContext>(_ items: [Item]) {
        count = items.count
        read = { index, key in
            guard let key else { return .node(RenderNode(items[index])) }
            return Item.fields.value(for: key, at: index, in: items)
        }
    }

    /// `items`, each read through its ``RenderContext/value(for:)``.
    @_disfavoredOverload
    init<Item: RenderContext>(_ items: [Item]) {
        count = items.count
        read = { index, key in
            guard let key else { return .node(RenderNode(items[index])) }
            return items[index].value(for: key)
        }
    }

    /// The value of `key` in the item at `index`, or ``RenderValue/missing``.
    public func value(at index: Int, for key: RenderKey) -> RenderValue {
        read(index, key)
    }

    /// The item at `index`, as a context: for checks that compare a list's answers with its items' own.
    public func item(at index: Int) -> RenderNode {
        guard case .node(let node) = read(index, nil) else { preconditionFailure("an item reads as a context") }
        return node
    }
}
