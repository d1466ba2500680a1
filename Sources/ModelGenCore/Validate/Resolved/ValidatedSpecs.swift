// What Validate hands Translate: the specs of a run with every name they use resolved.

/// The result of validation: a run whose specs have no errors, each file to render resolved.
public struct ValidatedSpecs: Sendable {
    /// Every declaration, by name, for what reads the specs as a whole (the model graph).
    public var index: SpecIndex
    /// The files to render (references left out), in path order, resolved.
    public var files: [ResolvedFile]
}

/// A spec file to render, with every declaration resolved.
public struct ResolvedFile: Sendable {
    /// The file as written: its path and imports.
    public var spec: SpecFile
    /// `enums:`.
    public var enums: [ResolvedEnum]
    /// `snapshots:`.
    public var snapshots: [ResolvedSnapshot]
    /// `useCases:`.
    public var useCases: [ResolvedUseCase]
    /// `models:`.
    public var models: [ResolvedModel]
}
