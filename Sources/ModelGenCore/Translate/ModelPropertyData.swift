// Render data for an observable property of a model: its name, type and default, with its documentation.

/// A stored property of a model: `recipientInput: String = ""`, observable and settable unless the spec says
/// otherwise.
public struct ModelPropertyData: Sendable {
    /// Its access modifier (`public`, `package`), or empty for internal.
    public var access: SwiftCode
    /// The setter's access (`internal`) when it is less than the property's; nil otherwise.
    public var setterAccess: SwiftCode?
    /// False for a property stored outside observation.
    public var isTracked: Bool
    /// The hand-written method its `didSet` calls; nil when it has none.
    public var didSet: SwiftName?
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
        .field(
            "accessModifier",
            "the property's access modifier (`public`, `package`), or empty for internal; the `Access` partial writes it"
        ) { $0.access },
        .field(
            "setterAccess", "the setter's access (`internal`)", presence: "when it is less than the property's access"
        ) { $0.setterAccess },
        .field("isTracked", "false for `tracked: false`: `@ObservationIgnored`, never `@Published`") { $0.isTracked },
        .field("didSet", "the hand-written method `didSet` calls", presence: "when the property has `didSet`") {
            $0.didSet?.code
        },
        .field("name", "the property name") { $0.name },
        .field("type", "its type") { $0.type },
        .field("defaultValue", "its default, a literal", presence: "when it has one") { $0.defaultValue },
        .field(
            "sourceLocation", "`#sourceLocation(file:line:)` at the property's line",
            presence: "when it has a default or an external type"
        ) { $0.sourceLocation },
    ]
}
