// Lists of render data as templates see them: a count and the items in place, so a section over `[FieldData]`
// reads the array where it is instead of converting it to a list of existentials.

/// A list of render data items: what ``RenderValue/list(_:)`` holds.
public protocol RenderList: Sendable {
    /// How many items the list has.
    var count: Int { get }

    /// Calls `body` with the address and the type of each item in order; the items stay in place meanwhile.
    func forEachItem(_ body: (UnsafeRawPointer, any RenderContext.Type) -> Void)
}

extension Array: RenderList where Element: RenderContext {
    /// Calls `body` with the address of each element, in order, and the element type.
    public func forEachItem(_ body: (UnsafeRawPointer, any RenderContext.Type) -> Void) {
        withUnsafeBufferPointer { items in
            for item in items.indices { body(UnsafeRawPointer(items.baseAddress! + item), Element.self) }
        }
    }
}
