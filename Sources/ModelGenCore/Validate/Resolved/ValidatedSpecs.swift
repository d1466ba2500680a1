// What Validate hands Translate: the specs of a run with every name they use resolved.

/// The result of validation: a run whose specs have no errors, and the resolved form of each file to render.
///
/// A file is resolved when it is asked for, so that a run translating files one after another holds the resolved
/// form of only the files in flight.
public struct ValidatedSpecs: Sendable {
    /// Every declaration, by name, for what reads the specs as a whole (the model graph).
    public let index: SpecIndex
    /// Looks every name up, once per file.
    let resolver: Resolver

    /// The files to render (references left out), in path order.
    public var specs: [SpecFile] { index.files.filter { !$0.isReference } }

    /// `file`, one of ``specs``, with every name it uses resolved. Throws only for a validator bug: a name that
    /// validation accepted and that does not resolve, reported at its node.
    public func resolve(_ file: SpecFile) throws(DiagnosticsError) -> ResolvedFile {
        try resolver.resolve(file)
    }

    /// Every file to render, resolved.
    public func files() throws(DiagnosticsError) -> [ResolvedFile] {
        var files: [ResolvedFile] = []
        for file in specs { files.append(try resolve(file)) }
        return files
    }
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
