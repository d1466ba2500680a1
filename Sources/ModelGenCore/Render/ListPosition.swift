// Where an item stands in the list a section renders: so that a template writes a separator between items
// (`{{^isLast}}, {{/isLast}}`) instead of render data handing it one.

/// The position of the item a list section renders: its frame answers these names after the item's own, so the
/// item's names come first.
struct ListPosition: Sendable {
    /// The item's index.
    var index: Int
    /// The number of items.
    var count: Int
}

extension ListPosition: DescribedRenderContext {
    /// The names of ``ListPosition``.
    static let fields: RenderFields<Self> = [
        .field("isFirst", "inside a section over a list: true for its first item") { $0.index == 0 },
        .field("isLast", "inside a section over a list: true for its last item") { $0.index == $0.count - 1 },
    ]
}
