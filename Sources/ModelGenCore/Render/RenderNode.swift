// Nested render data as a section pushes it: a context, or a list of them, read by key whatever its type.

/// One nested context: what a section over it pushes. Made by ``RenderValue/context(_:)``.
public struct RenderNode: Sendable {
    /// The context's type: what checks compare with the type a field declares.
    public let type: any RenderContext.Type
    /// The context.
    private let context: any RenderContext

    /// `context`.
    init(_ context: any RenderContext) {
        type = Swift.type(of: context)
        self.context = context
    }

    /// The value of `key` in the context, or ``RenderValue/missing``.
    public func value(for key: RenderKey) -> RenderValue {
        context.value(for: key)
    }
}

/// A list of contexts: a section over it pushes each item in turn, with its index. Made by ``RenderValue/list(_:)``.
public struct RenderItems: Sendable {
    /// How many items the list has.
    public let count: Int
    /// The item at an index, as a context.
    private let itemAt: @Sendable (Int) -> RenderNode

    /// `items`.
    init<Item: RenderContext>(_ items: [Item]) {
        count = items.count
        itemAt = { RenderNode(items[$0]) }
    }

    /// The value of `key` in the item at `index`, or ``RenderValue/missing``.
    public func value(at index: Int, for key: RenderKey) -> RenderValue {
        itemAt(index).value(for: key)
    }

    /// The item at `index`, as a context.
    public func item(at index: Int) -> RenderNode {
        itemAt(index)
    }
}
