// Render data for a case of a model's `Operation` enum: a stream that feeds `operating`, by name.

/// A case of the `Operation` enum: `sync(SyncState)`.
public struct OperationCaseData: Sendable {
    /// `///` lines.
    public var doc: [SwiftCode]
    /// The case name: the operation's or observed child's name, `load` for the load.
    public var name: SwiftName
    /// The stream's state type, the case's payload.
    public var state: SwiftCode
}

extension OperationCaseData: DescribedRenderContext {
    /// The names of ``OperationCaseData``.
    public static let fields: RenderFields<Self> = [
        .field("doc", "the `///` lines") { $0.doc },
        .field("name", "the case name: the operation's or observed child's, `load` for the load") { $0.name },
        .field("state", "the stream's state type, the case's payload") { $0.state },
    ]
}
