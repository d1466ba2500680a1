// Render data for one output file: everything a template prints, decided in advance.

/// One generated Swift file: the header, the imports and every declaration of one spec file.
public struct FileData: Sendable, RenderContext {
    /// The output file name (`Import.swift`).
    public var fileName: String
    /// The first line.
    public var header: SwiftCode
    /// Modules to import, sorted.
    public var imports: [SwiftCode]
    /// The access modifier with a trailing space (`public `), or empty for internal.
    public var access: SwiftCode
    /// The access of a property whose setter stays internal: `public internal(set) `, or empty for internal.
    public var setterAccess: SwiftCode { access.isEmpty ? "" : access + "internal(set) " }
    /// Value enums.
    public var enums: [EnumData]
    /// Snapshot structs.
    public var snapshots: [StructData]
    /// Use cases.
    public var useCases: [UseCaseData]
    /// Models.
    public var models: [ModelData]
    /// The standard state's case names.
    public var stateNames = StateNames()
    /// True when the file has use cases, so it has test doubles.
    public var hasStubs: Bool { !useCases.isEmpty }

    /// The value of `key` for templates.
    public func value(for key: RenderKey) -> RenderValue {
        switch key {
        case .header: .text(header)
        case .imports: .texts(imports)
        case .access: .text(access)
        case .setterAccess: .text(setterAccess)
        case .enums: .list(enums)
        case .snapshots: .list(snapshots)
        case .useCases: .list(useCases)
        case .models: .list(models)
        case .hasStubs: .bool(hasStubs)
        case .names: .context(FixedNamesData())
        case .states: .context(stateNames)
        default: .missing
        }
    }
}

/// Render data for the support file.
public struct SupportData: Sendable, RenderContext {
    /// The first line.
    public var header: SwiftCode
    /// The standard state's case names, which the support protocols require.
    public var stateNames: StateNames

    /// The value of `key` for templates.
    public func value(for key: RenderKey) -> RenderValue {
        switch key {
        case .header: .text(header)
        case .states: .context(stateNames)
        default: .missing
        }
    }
}
