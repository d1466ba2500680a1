// Render data for a value a call stub stores and answers with: `public let result: Result<[WorktreeStatus], any Error>`.

/// A value a call stub stores, which its init takes: `result`, `states`, `failure` or `value`.
public struct StubPropertyData: Sendable {
    /// `///` lines.
    public var doc: [SwiftCode]
    /// The property's name.
    public var name: SwiftName
    /// Its type.
    public var type: TypeExpression
}

extension StubPropertyData: DescribedRenderContext {
    /// The names of ``StubPropertyData``.
    public static let fields: RenderFields<Self> = [
        .field("doc", "the `///` lines") { $0.doc },
        .field("name", "the property's name: `result`, `states`, `failure` or `value`") { $0.name },
        .field("type", "its type: `Result<[WorktreeStatus], any Error>`") { $0.type.code },
    ]
}
