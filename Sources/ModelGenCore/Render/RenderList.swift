// Lists of render data as templates see them: a count and the items, so that render data hands a section its
// `[FieldData]` as it is, and each item becomes an `any RenderContext` only when the section renders it.

/// A list of render data items: what ``RenderValue/list(_:)`` holds.
public protocol RenderList: Sendable {
    /// How many items the list has.
    var count: Int { get }

    /// Calls `body` with each item, in order.
    func forEachItem(_ body: (any RenderContext) -> Void)
}

extension Array: RenderList where Element: RenderContext {
    /// Calls `body` with each element, in order.
    public func forEachItem(_ body: (any RenderContext) -> Void) {
        for item in self { body(item) }
    }
}
