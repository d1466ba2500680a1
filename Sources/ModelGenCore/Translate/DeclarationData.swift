// Render data for the value declarations of a file: enums, structs, use-case states, protocols and stubs.

/// A value enum: `enums:` entries and custom model states.
public struct EnumData: Sendable, RenderContext {
    /// `///` lines.
    public var doc: [SwiftCode]
    /// The escaped type name.
    public var name: SwiftName
    /// `Sendable, Equatable[, Hashable, CaseIterable]`.
    public var conformances: SwiftCode
    /// Case declarations without `case`: `moved(from: Int, to: Int)`.
    public var cases: [SwiftCode]

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
    public var doc: [SwiftCode]
    /// The escaped property name.
    public var name: SwiftName
    /// The parameter label and local name (the unescaped name, valid as a label).
    public var label: SwiftCode
    /// The Swift type.
    public var type: SwiftCode
    /// `#sourceLocation` at the field's spec line, when its type names an external type.
    public var sourceLocation: SwiftCode?

    /// The value of `key` for templates.
    public func value(for key: RenderKey) -> RenderValue {
        switch key {
        case .doc: .texts(doc)
        case .name: .text(self.name)
        case .label: .text(label)
        case .type: .text(type)
        case .sourceLocation: .text(sourceLocation ?? "")
        default: .missing
        }
    }
}

/// A value struct: a snapshot or an options type.
public struct StructData: Sendable, RenderContext {
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

    /// The value of `key` for templates.
    public func value(for key: RenderKey) -> RenderValue {
        switch key {
        case .doc: .texts(doc)
        case .name: .text(self.name)
        case .binding: .text(binding)
        case .conformances: .text(conformances)
        case .fields: .list(fields)
        case .initDoc: .text(initDoc)
        case .parameters: .context(parameters)
        case .hasEmpty: .bool(hasEmpty)
        case .sourceLocation: .text(sourceLocation ?? "")
        case .initSourceLocation: .text(initSourceLocation ?? "")
        default: .missing
        }
    }
}

/// The state enum a stream use case yields.
public struct StateEnumData: Sendable, RenderContext {
    /// The enum itself.
    public var enumData: EnumData
    /// The completed case's name, when there is one.
    public var completedCase: SwiftCode?
    /// The snapshot the completed case carries.
    public var completedSnapshot: SwiftCode?

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
    public var doc: [SwiftCode]
    /// The escaped protocol name.
    public var name: SwiftName
    /// The options struct, when the use case takes options.
    public var options: StructData?
    /// The state enum of a stream use case.
    public var state: StateEnumData?
    /// The requirement: `func stream(options: ImportOptions) -> AsyncThrowingStream<ImportState, any Error>`.
    public var requirement: SwiftCode
    /// The requirement's `///` line.
    public var requirementDoc: SwiftCode
    /// True for a stream use case, false for a fetch one.
    public var isStream: Bool
    /// `ImportUseCaseStub`.
    public var stubName: SwiftName
    /// The options type's name, when the use case takes options.
    public var optionsType: SwiftCode?
    /// What the stub yields (`ImportState`) or returns (`ImportSnapshot`).
    public var valueType: SwiftCode
    /// The hand-written type of an `existing` use case, which conforms to the protocol in an empty extension.
    public var existingType: SwiftCode?
    /// `#sourceLocation` at the `call:` of an existing use case: the compiler checks its conformance there.
    public var conformanceSourceLocation: SwiftCode?
    /// The test double of a `call` use case (`stream` and `fetch` use cases use the fields above).
    public var callStub: CallStubData?

    /// The value of `key` for templates.
    public func value(for key: RenderKey) -> RenderValue {
        switch key {
        case .doc: .texts(doc)
        case .name: .text(self.name)
        case .options: .optional(options)
        case .state: .optional(state)
        case .requirement: .text(requirement)
        case .requirementDoc: .text(requirementDoc)
        case .isStream: .bool(isStream)
        case .stubName: .text(stubName)
        case .optionsType: .optional(optionsType)
        case .hasOptions: .bool(optionsType != nil)
        case .valueType: .text(valueType)
        case .existingType: .optional(existingType)
        case .conformanceSourceLocation: .optional(conformanceSourceLocation)
        case .callStub: .optional(callStub)
        default: .missing
        }
    }
}

/// The parameters of an init: on the init's line, or one per line when there are more than three.
public struct ParametersData: Sendable, RenderContext {
    /// The parameters on one line: `id: UUID, title: String`.
    public var inline: SwiftCode
    /// One line per parameter, each but the last ending with a comma; empty when the parameters fit on one line.
    public var lines: [SwiftCode]

    /// The parameters, each as declared: `title: String = "Untitled"`.
    public init(parameters: [SwiftCode]) {
        inline = parameters.joined(separator: ", ")
        lines = parameters.count > 3 ? parameters.dropLast().map { $0 + "," } + parameters.suffix(1) : []
    }

    /// The value of `key` for templates.
    public func value(for key: RenderKey) -> RenderValue {
        switch key {
        case .inline: .text(inline)
        case .lines: .texts(lines)
        case .isWrapped: .bool(!lines.isEmpty)
        default: .missing
        }
    }
}
