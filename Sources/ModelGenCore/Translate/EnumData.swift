// Render data for a value enum: an `enums:` entry, a use case's state, a custom model state.

/// A value enum: `enums:` entries and custom model states.
public struct EnumData: Sendable {
    /// `///` lines.
    public var doc: [SwiftCode]
    /// The escaped type name.
    public var name: SwiftName
    /// `Sendable, Equatable[, Hashable, CaseIterable]`.
    public var conformances: SwiftCode
    /// Case declarations without `case`: `moved(from: Int, to: Int)`.
    public var cases: [SwiftCode]
}

extension EnumData: DescribedRenderContext {
    /// The names of ``EnumData``.
    public static let fields: RenderFields<Self> = [
        .field("doc", "the `///` lines") { $0.doc },
        .field("name", "the type name, escaped") { $0.name },
        .field("conformances", "`Sendable, Equatable` and any more conformances") { $0.conformances },
        .field("cases", "the case declarations without `case`: `moved(from: Int, to: Int)`") { $0.cases },
    ]
}
