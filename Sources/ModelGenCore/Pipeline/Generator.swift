// The whole pipeline: spec files -> validated specs -> render data -> rendered files -> the output folder.

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
        try checkOutputNames(sources)
        return try Self.files(
            render(try SpecLoading.validate(sources, options: options), sources: Self.rendered(sources)) { $0 })
    }

    /// Generates `sources` into `folder`, and returns the first write that failed, if any, and what the run wrote.
    ///
    /// When the folder's cache (``OutputCache``) shows that its last run had the same inputs (the spec files'
    /// bytes and paths, the options, the templates and this build of modelgen), and every file it wrote still
    /// hashes as written, nothing is read further or rendered. Otherwise every file is rendered, a few at a time
    /// on every core, and each one whose bytes change is written into a temporary file at once; once every file
    /// rendered, the temporary files are renamed into place, the generated files no spec renders any more are
    /// removed, and the cache is written. The folder is locked for all of that, so runs into one folder take
    /// turns, and temporary files that killed runs left are removed first.
    ///
    /// Nothing is written (no file replaced, no folder left created) when a spec has errors, a rendering passes its
    /// bounds, an output would replace a file modelgen did not write, or a temporary file cannot be written.
    public func write(
        _ sources: [SpecSource], into folder: OutputFolder
    ) throws(DiagnosticsError) -> (failure: WriteError?, summary: WriteSummary) {
        try checkOutputNames(sources)
        let outputs = Self.outputs(of: sources)
        let names = outputs.map(\.name)
        var summary = WriteSummary(specs: sources.count, files: outputs.count)
        if let cache = cache(of: sources, in: folder, names: names) {
            do throws(WriteError) {
                let lock = try folder.lock()
                defer { withExtendedLifetime(lock) {} }
                try folder.removeDebris()
                if cache.isCurrent(in: folder) {
                    summary.removed = try folder.prune(keeping: Set(names))
                    return (nil, summary)
                }
            } catch {
                return (error, summary)
            }
        }
        let (validated, specHashes) = try SpecLoading.validateHashing(sources, options: options)
        try folder.checkOwnership(of: outputs)
        try folder.checkNoOtherRunInModule()
        let created: [String]
        let lock: FolderLock
        do throws(WriteError) {
            created = try folder.create()
            lock = try folder.lock()
            try folder.removeDebris()
        } catch {
            return (error, summary)
        }
        defer { withExtendedLifetime(lock) {} }
        let results = render(validated, sources: Self.rendered(sources)) { file in
            Result { () throws(WriteError) in
                (try folder.stage(file), OutputCache.Entry(name: file.name, hash: StableHash.of(file.contents)))
            }
        }
        var staged: [OutputFolder.StagedFile] = []
        var written: [OutputCache.Entry] = []
        var problems = DiagnosticList()
        var failure: WriteError?
        for result in results {
            switch result {
            case .success(.success(let (file, entry))):
                if let file { staged.append(file) }
                written.append(entry)
            case .success(.failure(let error)): failure = failure ?? error
            case .failure(let error): problems.append(contentsOf: error.diagnostics)
            }
        }
        if problems.hasErrors || failure != nil {
            for file in staged { folder.discard(file) }
            for path in created.reversed() { FileWriting.removeEmptyFolder(path) }
            if problems.hasErrors { throw DiagnosticsError(problems.sorted) }
            return (failure, summary)
        }
        for (index, file) in staged.enumerated() {
            do throws(WriteError) {
                try folder.commit(file)
                summary.written += 1
            } catch {
                for file in staged[(index + 1)...] { folder.discard(file) }
                return (error, summary)
            }
        }
        do throws(WriteError) {
            summary.removed = try folder.prune(keeping: Set(names))
        } catch {
            return (error, summary)
        }
        // The cache only saves the next run work: when it cannot be written, the one there (if any) records other
        // inputs or other bytes, and the next run renders.
        if let inputs = RunInputs.hash(of: self, sources: sources, specs: specHashes) {
            try? OutputCache(inputs: inputs, files: written).write(to: folder)
        }
        return (nil, summary)
    }

    /// What writing `sources` into `folder` would change, for `--check`: nothing when the folder's cache proves it
    /// current (see ``write(_:into:)``), else each file rendered and compared as it comes, only changed files kept.
    /// Throws every diagnostic when a spec has errors or an output would replace a file modelgen did not write.
    public func plan(_ sources: [SpecSource], against folder: OutputFolder) throws(DiagnosticsError) -> OutputPlan {
        try checkOutputNames(sources)
        let outputs = Self.outputs(of: sources)
        let names = outputs.map(\.name)
        if let cache = cache(of: sources, in: folder, names: names), cache.isCurrent(in: folder) {
            return OutputPlan(changes: [], rendering: names, in: folder)
        }
        let validated = try SpecLoading.validate(sources, options: options)
        try folder.checkOwnership(of: outputs)
        try folder.checkNoOtherRunInModule()
        let changes = try Self.files(
            render(validated, sources: Self.rendered(sources)) { OutputPlan.change(to: $0, in: folder) })
        return OutputPlan(changes: changes.compactMap { $0 }, rendering: names, in: folder)
    }

    /// Every file a run of `sources` writes, each with the display path of its spec (nil for the support file).
    public static func outputs(of sources: [SpecSource]) -> [(name: String, spec: String?)] {
        sources.filter { !$0.isReference }.map { ($0.baseName + ".swift", $0.displayPath) } + [
            (OutputFile.supportName, nil)
        ]
    }

    /// Validates, translates and renders in-memory specs (path, text); each file's base name comes from its path.
    public func generate(texts: [(path: String, text: String)]) throws(DiagnosticsError) -> [OutputFile] {
        let validated = try SpecLoading.validate(texts: texts, options: options)
        let sources = texts.map {
            (URL(fileURLWithPath: $0.path).deletingPathExtension().lastPathComponent, $0.path, $0.path)
        }
        return try Self.files(render(validated, sources: sources) { $0 })
    }

    /// The folder's cache when it records a run of the same inputs as `sources` that wrote the files `names`; nil
    /// when there is none, it records other inputs, or a spec cannot be read (the run then reports it).
    private func cache(of sources: [SpecSource], in folder: OutputFolder, names: [String]) -> OutputCache? {
        guard let cache = OutputCache.read(from: folder), cache.files.count == names.count,
            Set(cache.files.map(\.name)) == Set(names),
            let specs = SpecLoading.hashes(sources),
            RunInputs.hash(of: self, sources: sources, specs: specs) == cache.inputs
        else { return nil }
        return cache
    }

    /// The base name, display path and header path of each spec file that renders a file.
    private static func rendered(_ sources: [SpecSource]) -> [(baseName: String, path: String, header: String)] {
        sources.filter { !$0.isReference }.map { ($0.baseName, $0.displayPath, $0.headerPath) }
    }

    /// What `use` made of each rendered file, in order; throws every rendering's diagnostics.
    private static func files<Made>(_ results: [Result<Made, DiagnosticsError>]) throws(DiagnosticsError) -> [Made] {
        var made: [Made] = []
        var problems = DiagnosticList()
        for result in results {
            switch result {
            case .success(let value): made.append(value)
            case .failure(let failure): problems.append(contentsOf: failure.diagnostics)
            }
        }
        if problems.hasErrors { throw DiagnosticsError(problems.sorted) }
        return made
    }

    /// Translates and renders each file on every core, one output file per spec file (its base name, display path
    /// and header path in `sources`) and then the support file, and hands each to `use` as soon as it is rendered:
    /// only what `use` makes of it is kept, so a run holds a few rendered files at a time, not all of them. A
    /// rendering that passed its bounds is a diagnostic in place of its file.
    private func render<Made: Sendable>(
        _ validated: ValidatedSpecs, sources: [(baseName: String, path: String, header: String)],
        _ use: @Sendable (OutputFile) -> Made
    ) -> [Result<Made, DiagnosticsError>] {
        let translator = Translator(options: options)
        let renderer = Renderer(templates: templates)
        let files = Array(zip(validated.specs, sources))
        return Array(0...files.count).parallelMap { index -> Result<Made, DiagnosticsError> in
            guard index < files.count else {
                do throws(RenderLimitError) {
                    return .success(use(try renderer.render(translator.support())))
                } catch {
                    return .failure(DiagnosticsError([error.diagnostic(rendering: OutputFile.supportName)]))
                }
            }
            let (spec, source) = files[index]
            let resolved: ResolvedFile
            do throws(DiagnosticsError) {
                resolved = try validated.resolve(spec)
            } catch {
                return .failure(error)
            }
            do throws(RenderLimitError) {
                // Markers name the spec as the build plugin gives it (absolute, so Xcode opens it), else as the header does.
                let marked = source.path.hasPrefix("/") ? source.path : source.header
                return .success(
                    use(
                        try renderer.render(
                            translator.file(
                                resolved, baseName: source.baseName, headerPath: source.header, sourcePath: marked))))
            } catch {
                return .failure(
                    DiagnosticsError([
                        error.diagnostic(
                            rendering: source.path, spec: Self.location(of: error.stoppedIn, in: spec))
                    ]))
            }
        }
    }

    /// Where `spec` declares the model, use case, snapshot or enum whose Swift name is `declaration`, else its first
    /// line: what a rendering that passed its bounds is blamed on.
    private static func location(of declaration: String?, in spec: SpecFile) -> SourceLocation {
        let names =
            spec.models.map(\.name) + spec.useCases.map(\.name) + spec.snapshots.map(\.name) + spec.enums.map(\.name)
        return names.first { Namer.identifier($0.value).code.text == declaration }?.location
            ?? SourceLocation(file: spec.path, line: 1, column: 1)
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
