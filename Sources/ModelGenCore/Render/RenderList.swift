// Lists of render data as templates see them: a count and each item's names, so that render data hands a section
// its `[FieldData]` as it is, and each name is read where the array holds the item.

/// A list of render data items: what ``RenderValue/list(_:)`` holds.
public protocol RenderList: Sendable {
    /// How many items the list has.
    var count: Int { get }

    /// The value of `key` in the item at `index`, or ``RenderValue/missing``.
    func value(at index: Int, for key: RenderKey) -> RenderValue

    /// Calls `body` with each item, in order: for checks that look at the items themselves.
    func forEachItem(_ body: (any RenderContext) -> Void)
}

extension Array: RenderList where Element: RenderContext {
    /// The value of `key` in the element at `index`.
    public func value(at index: Int, for key: RenderKey) -> RenderValue {
        self[index].value(for: key)
    }

    /// Calls `body` with each element, in order.
    public func forEachItem(_ body: (any RenderContext) -> Void) {
        for item in self { body(item) }
    }
}

/// A list of render data that declares its names: each name is read by the field's own code for `Item`, inside the
/// array, so no item is copied to answer it.
struct DescribedList<Item: DescribedRenderContext>: RenderList {
    /// The items.
    let items: [Item]

    /// How many items the list has.
    var count: Int { items.count }

    /// The value of `key` in the item at `index`.
    func value(at index: Int, for key: RenderKey) -> RenderValue {
        guard let answer = Item.itemAnswer(for: key) else { return .missing }
        return answer(items, index)
    }

    /// Calls `body` with each item, in order.
    func forEachItem(_ body: (any RenderContext) -> Void) {
        for item in items { body(item) }
    }
}
