// Translate: validated specs into one FileData per spec file, plus the support file's data.

/// Turns validated specs into render data; every decision about the output is made here.
public struct Translator: Sendable {
    /// The options of the run.
    public let options: GenerationOptions

    /// Creates a translator.
    public init(options: GenerationOptions = GenerationOptions()) {
        self.options = options
    }

    /// The render data of one spec file, named after `baseName`, its header naming `headerPath` (by default the
    /// spec's path as diagnostics show it) and its `#sourceLocation` markers `sourcePath` (by default the header's).
    public func file(
        _ file: ResolvedFile, baseName: String, headerPath: String? = nil, sourcePath: String? = nil
    ) -> FileData {
        let header = headerPath ?? file.spec.path
        let markers: String? =
            switch options.sourceLocations {
            case .spec: sourcePath ?? header
            case .omitted: nil
            }
        let context = TranslationContext(options: options, sourceFile: markers.map(SwiftCode.SourceFile.init(path:)))
        let imports = imports(file.spec)
        return FileData(
            fileName: baseName + ".swift", header: .header(for: header), imports: imports.modules,
            hasCombineFallback: imports.hasCombineFallback,
            access: context.access, isObservableObject: options.flavor == .observableObject,
            enums: file.enums.map(context.enumData),
            snapshots: file.snapshots.map(context.snapshotData),
            useCases: file.useCases.map(context.useCaseData), models: file.models.map(context.modelData),
            stateNames: options.stateNames)
    }

    /// The render data of `ModelGenSupport.swift`.
    public func support() -> SupportData {
        SupportData(header: .header(for: nil), stateNames: options.stateNames)
    }

    /// The modules to import: the spec's (default Foundation), plus what models need, sorted; and whether models
    /// import Combine with the OpenCombine fallback.
    private func imports(_ spec: SpecFile) -> (modules: [SwiftName], hasCombineFallback: Bool) {
        var modules = Set(spec.imports?.map { SwiftName($0.value) } ?? ["Foundation"])
        var fallback = false
        if !spec.models.isEmpty {
            switch (options.flavor, options.observableObjectModule) {
            case (.observation, _): modules.insert("Observation")
            case (.observableObject, .combine): fallback = true
            case (.observableObject, let module): modules.insert(SwiftName(module.rawValue))
            }
        }
        return (modules.sorted { $0.bare < $1.bare }, fallback)
    }
}
