// The whole pipeline: spec files -> validated specs -> render data -> rendered files.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Runs every stage from spec files to rendered output files.
public struct Generator: Sendable {
    /// What is generated and how.
    public var options: GenerationOptions
    /// The templates.
    public var templates: TemplateSet

    /// Creates a generator.
    public init(options: GenerationOptions = GenerationOptions(), templates: TemplateSet) {
        self.options = options
        self.templates = templates
    }

    /// Reads, validates, translates and renders `sources`; throws every diagnostic when a spec has errors.
    public func generate(_ sources: [SpecSource]) throws(DiagnosticsError) -> [OutputFile] {
        try generation(sources).files
    }

    /// What `generate(_:)` returns, with the validated specs the files were rendered from: a process that exits
    /// after writing can hold on to them and skip releasing a large run's declarations one by one.
    public func generation(
        _ sources: [SpecSource]
    ) throws(DiagnosticsError) -> (files: [OutputFile], specs: ValidatedSpecs) {
        let validated = try validate(sources)
        let rendered = sources.filter { !$0.isReference }
        return (
            try render(validated, sources: rendered.map { ($0.baseName, $0.displayPath, $0.headerPath) }), validated
        )
    }

    /// Generates `sources` into `folder`: every file is rendered first, then each written only if its bytes
    /// change; then the generated files no spec renders any more are removed. The folder is locked for the
    /// writing, so runs into one folder take turns, and temporary files that killed runs left are removed first.
    /// Nothing is written when a spec has errors, a rendering passes its bounds, or an output would replace a
    /// file modelgen did not write. Returns the first write that failed (the other files are still written), what
    /// the run wrote, and the validated specs, which a process about to exit need not release.
    public func write(
        _ sources: [SpecSource], into folder: OutputFolder
    ) throws(DiagnosticsError) -> (failure: WriteError?, summary: WriteSummary, specs: ValidatedSpecs) {
        let (files, validated) = try generation(sources)
        try folder.checkOwnership(of: Self.outputs(of: sources))
        var summary = WriteSummary(specs: sources.count, files: files.count)
        let lock: FolderLock
        do throws(WriteError) {
            try folder.create()
            lock = try folder.lock()
            try folder.removeDebris()
        } catch {
            return (error, summary, validated)
        }
        let results = files.parallelMap { file -> Result<Bool, WriteError> in
            do throws(WriteError) {
                return .success(try folder.update(file))
            } catch {
                return .failure(error)
            }
        }
        for result in results {
            switch result {
            case .success(let changed): summary.written += changed ? 1 : 0
            case .failure(let failure): return (failure, summary, validated)
            }
        }
        do throws(WriteError) {
            summary.removed = try folder.prune(keeping: Set(files.map(\.name)))
        } catch {
            return (error, summary, validated)
        }
        withExtendedLifetime(lock) {}
        return (nil, summary, validated)
    }

    /// Every file a run of `sources` writes, each with the display path of its spec (nil for the support file).
    public static func outputs(of sources: [SpecSource]) -> [(name: String, spec: String?)] {
        sources.filter { !$0.isReference }.map { ($0.baseName + ".swift", $0.displayPath) } + [
            (OutputFile.supportName, nil)
        ]
    }

    /// Validates, translates and renders in-memory specs (path, text); each file's base name comes from its path.
    public func generate(texts: [(path: String, text: String)]) throws(DiagnosticsError) -> [OutputFile] {
        let validated = try SpecLoading.validate(texts: texts)
        return try render(
            validated,
            sources: texts.map {
                (URL(fileURLWithPath: $0.path).deletingPathExtension().lastPathComponent, $0.path, $0.path)
            })
    }

    /// Translates and renders each file on every core, one output file per spec file (its base name, display path
    /// and header path in `sources`) and then the support file; throws a diagnostic for every rendering that passed
    /// its bounds.
    private func render(
        _ validated: ValidatedSpecs, sources: [(baseName: String, path: String, header: String)]
    ) throws(DiagnosticsError) -> [OutputFile] {
        let translator = Translator(options: options)
        let renderer = Renderer(templates: templates)
        var rendered = Array(zip(validated.files, sources)).parallelMap {
            spec, source -> Result<OutputFile, DiagnosticsError> in
            do throws(RenderLimitError) {
                // Markers name the spec as the build plugin gives it (absolute, so Xcode opens it), else as the header does.
                let marked = source.path.hasPrefix("/") ? source.path : source.header
                return .success(
                    try renderer.render(
                        translator.file(
                            spec, baseName: source.baseName, headerPath: source.header, sourcePath: marked)))
            } catch {
                return .failure(
                    DiagnosticsError([
                        error.diagnostic(
                            rendering: source.path, spec: Self.location(of: error.stoppedIn, in: spec.spec))
                    ]))
            }
        }
        do throws(RenderLimitError) {
            rendered.append(.success(try renderer.render(translator.support())))
        } catch {
            rendered.append(.failure(DiagnosticsError([error.diagnostic(rendering: OutputFile.supportName)])))
        }
        var files: [OutputFile] = []
        var problems = DiagnosticList()
        for result in rendered {
            switch result {
            case .success(let file): files.append(file)
            case .failure(let failure): problems.append(contentsOf: failure.diagnostics)
            }
        }
        if problems.hasErrors { throw DiagnosticsError(problems.sorted) }
        return files
    }

    /// Where `spec` declares the model, use case, snapshot or enum whose Swift name is `declaration`, else its first
    /// line: what a rendering that passed its bounds is blamed on.
    private static func location(of declaration: String?, in spec: SpecFile) -> SourceLocation {
        let names =
            spec.models.map(\.name) + spec.useCases.map(\.name) + spec.snapshots.map(\.name) + spec.enums.map(\.name)
        return names.first { Namer.identifier($0.value).code.text == declaration }?.location
            ?? SourceLocation(file: spec.path, line: 1, column: 1)
    }

    /// The specs of `sources` validated, once their output file names are known not to collide.
    private func validate(_ sources: [SpecSource]) throws(DiagnosticsError) -> ValidatedSpecs {
        try checkOutputNames(sources)
        return try SpecLoading.validate(sources)
    }

    /// Two specs whose output names are equal, or equal but for Unicode normalisation (`Café` in NFC and NFD) or
    /// letter case, would write one output file on some file systems.
    private func checkOutputNames(_ sources: [SpecSource]) throws(DiagnosticsError) {
        // Swift compares strings by canonical equivalence, so lowercased names as keys equate NFC and NFD too.
        var first: [String: SpecSource] = [:]
        var problems: [Diagnostic] = []
        for source in sources where !source.isReference {
            let name = source.baseName + ".swift"
            if let other = first[name.lowercased()] {
                let otherName = other.baseName + ".swift"
                var notes: [Diagnostic.Note] = [
                    .init("every spec file renders to one Swift file named after it; rename one of them")
                ]
                if !otherName.utf8.elementsEqual(name.utf8) {
                    let differ = otherName == name ? "Unicode normalisation (NFC and NFD)" : "letter case"
                    notes.insert(
                        .init("'\(name)' and '\(otherName)' differ only in \(differ), which many file systems ignore"),
                        at: 0)
                }
                problems.append(
                    .error(
                        "this spec would write '\(name)', which '\(other.displayPath)' writes already",
                        at: SourceLocation(file: source.displayPath, line: 1, column: 1),
                        notes: notes))
            } else if name == OutputFile.supportName {
                problems.append(
                    .error(
                        "a spec cannot be named ModelGenSupport: that name is the support file's",
                        at: SourceLocation(file: source.displayPath, line: 1, column: 1)))
            }
            first[name.lowercased()] = first[name.lowercased()] ?? source
        }
        if !problems.isEmpty { throw DiagnosticsError(problems) }
    }
}
