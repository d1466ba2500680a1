// Render data for the value declarations of a file: enums, structs, use-case states, protocols and stubs.

/// A value enum: `enums:` entries and custom model states.
public struct EnumData: Sendable, RenderContext {
    /// `///` lines.
    public var doc: [String]
    /// The escaped type name.
    public var name: String
    /// `Sendable, Equatable[, Hashable, CaseIterable]`.
    public var conformances: String
    /// Case declarations without `case`: `moved(from: Int, to: Int)`.
    public var cases: [String]

    /// The value of `key` for templates.
    public func value(for key: RenderKey) -> RenderValue {
        switch key {
        case .doc: .texts(doc)
        case .name: .text(self.name)
        case .conformances: .text(conformances)
        case .cases: .texts(cases)
        default: .missing
        }
    }
}

/// A stored property of a struct.
public struct FieldData: Sendable, RenderContext {
    /// `///` lines.
    public var doc: [String]
    /// The escaped property name.
    public var name: String
    /// The parameter label and local name (the unescaped name, valid as a label).
    public var label: String
    /// The Swift type.
    public var type: String

    /// The value of `key` for templates.
    public func value(for key: RenderKey) -> RenderValue {
        switch key {
        case .doc: .texts(doc)
        case .name: .text(self.name)
        case .label: .text(label)
        case .type: .text(type)
        default: .missing
        }
    }
}

/// A value struct: a snapshot or an options type.
public struct StructData: Sendable, RenderContext {
    /// `///` lines.
    public var doc: [String]
    /// The escaped type name.
    public var name: String
    /// `Sendable, Equatable[, ...]`.
    public var conformances: String
    /// Stored properties in order.
    public var fields: [FieldData]
    /// The memberwise init's parameter list, defaults included.
    public var parameters: String
    /// True when every field has a default, so the struct gets `static let empty`.
    public var hasEmpty: Bool

    /// The value of `key` for templates.
    public func value(for key: RenderKey) -> RenderValue {
        switch key {
        case .doc: .texts(doc)
        case .name: .text(self.name)
        case .conformances: .text(conformances)
        case .fields: .list(fields)
        case .parameters: .text(parameters)
        case .hasEmpty: .bool(hasEmpty)
        default: .missing
        }
    }
}

/// The state enum a stream use case yields.
public struct StateEnumData: Sendable, RenderContext {
    /// The enum itself.
    public var enumData: EnumData
    /// The completed case's name, when there is one.
    public var completedCase: String?
    /// The snapshot the completed case carries.
    public var completedSnapshot: String?

    /// The value of `key` for templates.
    public func value(for key: RenderKey) -> RenderValue {
        switch key {
        case .completedCase: .optional(completedCase)
        case .hasCompletedCase: .bool(completedCase != nil)
        case .completedSnapshot: .optional(completedSnapshot)
        default: enumData.value(for: key)
        }
    }
}

/// A use case: its options struct, its state enum, its protocol and its test double.
public struct UseCaseData: Sendable, RenderContext {
    /// `///` lines of the protocol.
    public var doc: [String]
    /// The escaped protocol name.
    public var name: String
    /// The options struct, when the use case takes options.
    public var options: StructData?
    /// The state enum of a stream use case.
    public var state: StateEnumData?
    /// The requirement: `func stream(options: ImportOptions) -> AsyncThrowingStream<ImportState, any Error>`.
    public var requirement: String
    /// True for a stream use case, false for a fetch one.
    public var isStream: Bool
    /// `ImportUseCaseStub`.
    public var stubName: String
    /// The options type's name, when the use case takes options.
    public var optionsType: String?
    /// What the stub yields (`ImportState`) or returns (`ImportSnapshot`).
    public var valueType: String

    /// The value of `key` for templates.
    public func value(for key: RenderKey) -> RenderValue {
        switch key {
        case .doc: .texts(doc)
        case .name: .text(self.name)
        case .options: .optional(options)
        case .state: .optional(state)
        case .requirement: .text(requirement)
        case .isStream: .bool(isStream)
        case .stubName: .text(stubName)
        case .optionsType: .optional(optionsType)
        case .hasOptions: .bool(optionsType != nil)
        case .valueType: .text(valueType)
        default: .missing
        }
    }
}
