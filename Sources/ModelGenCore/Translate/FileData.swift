// Render data for one output file: everything a template prints, decided in advance.

import Mustache

/// One generated Swift file: the header, the imports and every declaration of one spec file.
public struct FileData: Sendable, MustacheParent {
    /// The output file name (`Import.swift`).
    public var fileName: String
    /// The first line.
    public var header: String
    /// Modules to import, sorted.
    public var imports: [String]
    /// The access modifier with a trailing space (`public `), or empty for internal.
    public var access: String
    /// The access of a property whose setter stays internal: `public internal(set) `, or empty for internal.
    public var setterAccess: String { access.isEmpty ? "" : access + "internal(set) " }
    /// Value enums.
    public var enums: [EnumData]
    /// Snapshot structs.
    public var snapshots: [StructData]
    /// Use cases.
    public var useCases: [UseCaseData]
    /// Models.
    public var models: [ModelData]
    /// True when the file has use cases, so it has test doubles.
    public var hasStubs: Bool { !useCases.isEmpty }

    /// Mustache lookup.
    public func child(named name: String) -> Any? {
        switch name {
        case "header": header
        case "imports": imports
        case "access": access
        case "setterAccess": setterAccess
        case "enums": enums
        case "snapshots": snapshots
        case "useCases": useCases
        case "models": models
        case "hasStubs": hasStubs
        default: nil
        }
    }
}

/// Render data for the support file.
public struct SupportData: Sendable, MustacheParent {
    /// The first line.
    public var header: String

    /// Mustache lookup.
    public func child(named name: String) -> Any? {
        name == "header" ? header : nil
    }
}
