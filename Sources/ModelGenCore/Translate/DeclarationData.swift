// Render data for the value declarations of a file: enums, structs, use-case states, protocols and stubs.

import Mustache

/// A value enum: `enums:` entries and custom model states.
public struct EnumData: Sendable, MustacheParent {
    /// `///` lines.
    public var doc: [String]
    /// The escaped type name.
    public var name: String
    /// `Sendable, Equatable[, Hashable, CaseIterable]`.
    public var conformances: String
    /// Case declarations without `case`: `moved(from: Int, to: Int)`.
    public var cases: [String]

    /// Mustache lookup.
    public func child(named name: String) -> Any? {
        switch name {
        case "doc": doc
        case "name": self.name
        case "conformances": conformances
        case "cases": cases
        default: nil
        }
    }
}

/// A stored property of a struct.
public struct FieldData: Sendable, MustacheParent {
    /// `///` lines.
    public var doc: [String]
    /// The escaped property name.
    public var name: String
    /// The parameter label and local name (the unescaped name, valid as a label).
    public var label: String
    /// The Swift type.
    public var type: String

    /// Mustache lookup.
    public func child(named name: String) -> Any? {
        switch name {
        case "doc": doc
        case "name": self.name
        case "label": label
        case "type": type
        default: nil
        }
    }
}

/// A value struct: a snapshot or an options type.
public struct StructData: Sendable, MustacheParent {
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

    /// Mustache lookup.
    public func child(named name: String) -> Any? {
        switch name {
        case "doc": doc
        case "name": self.name
        case "conformances": conformances
        case "fields": fields
        case "parameters": parameters
        case "hasEmpty": hasEmpty
        default: nil
        }
    }
}

/// The state enum a stream use case yields.
public struct StateEnumData: Sendable, MustacheParent {
    /// The enum itself.
    public var enumData: EnumData
    /// The completed case's name, when there is one.
    public var completedCase: String?
    /// The snapshot the completed case carries.
    public var completedSnapshot: String?

    /// Mustache lookup.
    public func child(named name: String) -> Any? {
        switch name {
        case "completedCase": completedCase
        case "hasCompletedCase": completedCase != nil
        case "completedSnapshot": completedSnapshot
        default: enumData.child(named: name)
        }
    }
}

/// A use case: its options struct, its state enum, its protocol and its test double.
public struct UseCaseData: Sendable, MustacheParent {
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

    /// Mustache lookup.
    public func child(named name: String) -> Any? {
        switch name {
        case "doc": doc
        case "name": self.name
        case "options": options
        case "state": state
        case "requirement": requirement
        case "isStream": isStream
        case "stubName": stubName
        case "optionsType": optionsType
        case "hasOptions": optionsType != nil
        case "valueType": valueType
        default: nil
        }
    }
}
