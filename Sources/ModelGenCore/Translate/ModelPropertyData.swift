// Render data for an observable property of a model: its name, type and default, with its documentation.

/// An observable, settable property of a model: `recipientInput: String = ""`.
public struct ModelPropertyData: Sendable {
    /// `///` lines.
    public var doc: [SwiftCode]
    /// The property name.
    public var name: SwiftName
    /// Its type.
    public var type: SwiftCode
    /// Its default, a checked literal; nil when it has none.
    public var defaultValue: SwiftCode?
    /// `#sourceLocation` at the spec line of a property with a default or an external type.
    public var sourceLocation: SwiftCode?
}

extension ModelPropertyData: DescribedRenderContext {
    /// The names of ``ModelPropertyData``.
    public static let fields: RenderFields<Self> = [
        .field("doc", "the `///` lines") { $0.doc },
        .field("name", "the property name") { $0.name },
        .field("type", "its type") { $0.type },
        .field("defaultValue", "its default, a literal", presence: "when it has one") { $0.defaultValue },
        .field(
            "sourceLocation", "`#sourceLocation(file:line:)` at the property's line",
            presence: "when it has a default or an external type"
        ) { $0.sourceLocation },
    ]
}
