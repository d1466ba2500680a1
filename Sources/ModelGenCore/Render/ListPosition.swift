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

extension ListPosition {
    /// The value of `key` for the item at `index` of `count`: what an item's frame answers after the item's own
    /// names. Read through the type's own table, not the generic ``DescribedRenderContext/value(for:)``, which is
    /// left unspecialized for large render data.
    static func value(for key: RenderKey, index: Int, count: Int) -> RenderValue {
        fields.value(for: key, in: ListPosition(index: index, count: count))
    }
}

extension ListPosition: DescribedRenderContext {
    /// The names of ``ListPosition``.
    static let fields: RenderFields<Self> = [
        .field("isFirst", "inside a section over a list: true for its first item") { $0.index == 0 },
        .field("isLast", "inside a section over a list: true for its last item") { $0.index == $0.count - 1 },
    ]
}
