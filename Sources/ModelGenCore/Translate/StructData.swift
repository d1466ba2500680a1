// Render data for a value struct (a snapshot, an options type, a stub's `Call` record) and its stored properties.

/// A value struct: a snapshot or an options type.
public struct StructData: Sendable {
    /// `///` lines.
    public var doc: [SwiftCode]
    /// The escaped type name.
    public var name: SwiftName
    /// `Sendable, Equatable[, ...]`.
    public var conformances: SwiftCode
    /// Stored properties in order.
    public var fields: [FieldData]
    /// The memberwise init's `///` line.
    public var initDoc: SwiftCode
    /// The memberwise init's parameters, defaults included.
    public var parameters: ParametersData
    /// True when every field has a default, so the struct gets `static let empty`.
    public var hasEmpty: Bool
    /// How fields are declared: `var`, or `let` for a stub's `Call` record.
    public var binding: SwiftCode = "var"
    /// `#sourceLocation` at the struct's spec line, when a field's type names an external type: the conformances
    /// inferred from what the external lists are checked there.
    public var sourceLocation: SwiftCode?
    /// `#sourceLocation` at the first default's spec line, when the init has a default written in the spec.
    public var initSourceLocation: SwiftCode?
}

extension StructData: DescribedRenderContext {
    /// The names of ``StructData``.
    public static let fields: RenderFields<Self> = [
        .field("doc", "the `///` lines") { $0.doc },
        .field("name", "the type name, escaped") { $0.name },
        .field("conformances", "`Sendable, Equatable` and any more conformances") { $0.conformances },
        .field("fields", "the stored properties, in order") { $0.fields },
        .field("parameters", "the memberwise init's parameters, defaults included") { $0.parameters },
        .field("hasEmpty", "true when every field has a default, so the struct gets `static let empty`") {
            $0.hasEmpty
        },
        .field("binding", "how fields are declared: `var`, or `let` in a stub's `Call` record") { $0.binding },
        .field("initDoc", "the memberwise init's `///` line") { $0.initDoc },
        .field(
            "sourceLocation",
            "`#sourceLocation(file:line:)` at the struct's line; empty unless a field's type names an external type"
        ) { $0.sourceLocation ?? "" },
        .field(
            "initSourceLocation",
            "`#sourceLocation(file:line:)` at the first default's line; empty unless a field has a default in the spec"
        ) { $0.initSourceLocation ?? "" },
    ]
}

/// A stored property of a struct.
public struct FieldData: Sendable {
    /// `///` lines.
    public var doc: [SwiftCode]
    /// The escaped property name.
    public var name: SwiftName
    /// The parameter label and local name (the unescaped name, valid as a label).
    public var label: SwiftCode
    /// The Swift type.
    public var type: SwiftCode
    /// `#sourceLocation` at the field's spec line, when its type names an external type.
    public var sourceLocation: SwiftCode?
}

extension FieldData: DescribedRenderContext {
    /// The names of ``FieldData``.
    public static let fields: RenderFields<Self> = [
        .field("doc", "the `///` lines") { $0.doc },
        .field("name", "the property name, escaped") { $0.name },
        .field("label", "the parameter label and local name (the name unescaped, valid as a label)") { $0.label },
        .field("type", "the Swift type") { $0.type },
        .field(
            "sourceLocation",
            "`#sourceLocation(file:line:)` at the field's line; empty unless its type names an external type"
        ) { $0.sourceLocation ?? "" },
    ]
}
