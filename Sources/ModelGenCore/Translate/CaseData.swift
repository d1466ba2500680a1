// Render data for a case or a property declared on one line, with its documentation.

/// An enum case with its documentation.
public struct CaseData: Sendable {
    /// `///` lines.
    public var doc: [SwiftCode]
    /// The declaration without `case`: `loading(prior: ImportSnapshot?)`.
    public var declaration: SwiftCode
    /// `#sourceLocation` at the spec line of a model property with a default or an external type.
    public var sourceLocation: SwiftCode?
}

extension CaseData: DescribedRenderContext {
    /// The names of ``CaseData``.
    public static let fields: RenderFields<Self> = [
        .field("doc", "the `///` lines") { $0.doc },
        .field("declaration", "the case declaration without `case`") { $0.declaration },
        .field(
            "sourceLocation",
            "`#sourceLocation(file:line:)` at a model property's line; empty unless it has a default or an external type"
        ) { $0.sourceLocation ?? "" },
    ]
}
