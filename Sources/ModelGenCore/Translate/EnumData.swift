// Render data for a value enum: an `enums:` entry, a use case's state, a custom model state.

/// A value enum: `enums:` entries and custom model states.
public struct EnumData: Sendable {
    /// `///` lines.
    public var doc: [SwiftCode]
    /// The escaped type name.
    public var name: SwiftName
    /// `Sendable, Equatable[, Hashable, CaseIterable]`.
    public var conformances: [SwiftName]
    /// The cases, in order.
    public var cases: [EnumCaseData]
}

extension EnumData: DescribedRenderContext {
    /// The names of ``EnumData``.
    public static let fields: RenderFields<Self> = [
        .field("doc", "the `///` lines") { $0.doc },
        .field("name", "the type name, escaped") { $0.name },
        .field("conformances", "the protocols: `Sendable`, `Equatable` and any more") { $0.conformances.map(\.code) },
        .field("cases", "the cases, in order; see the `EnumCase` partial") { $0.cases },
    ]
}
