// Lists of render data as templates see them: a count and the items, so a section over `[FieldData]` reads the
// array as it is instead of converting it to a list of existentials first.

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
