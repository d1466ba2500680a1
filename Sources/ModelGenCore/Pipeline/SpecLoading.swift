// The front end as one step: read, load, decode and validate every spec of a run.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads spec files and turns them into validated specs, or every diagnostic found.
public enum SpecLoading {
    /// Loads and decodes one spec text; `path` is used in locations.
    public static func decode(
        _ bytes: [UInt8], path: String, loader: YAMLLoader = YAMLLoader()
    ) -> (SpecFile, [Diagnostic]) {
        do {
            return SpecDecoder.decode(try loader.load(bytes, path: path))
        } catch {
            return (SpecFile(path: path), error.diagnostics)
        }
    }

    /// Loads, decodes and validates in-memory spec texts as one run (path, text) with `options`.
    public static func validate(
        texts: [(path: String, text: String)], options: GenerationOptions = GenerationOptions()
    ) throws(DiagnosticsError) -> ValidatedSpecs {
        try validate(decoded: texts.map { decode(Array($0.text.utf8), path: $0.path) }, options: options)
    }

    /// Reads, loads, decodes (in parallel) and validates the spec files of a run with `options`.
    public static func validate(
        _ sources: [SpecSource], options: GenerationOptions = GenerationOptions()
    ) throws(DiagnosticsError) -> ValidatedSpecs {
        try validate(decoded: decode(sources), options: options)
    }

    /// `validate(_:options:)`, and the hash (``StableHash``) of each file's bytes as they were decoded.
    static func validateHashing(
        _ sources: [SpecSource], options: GenerationOptions
    ) throws(DiagnosticsError) -> (specs: ValidatedSpecs, hashes: [UInt64]) {
        let decoded = decodeHashing(sources, fileSystem: .system, loader: YAMLLoader())
        // A file that could not be read has no hash; it is an error, so validation throws.
        let hashes = decoded.map { $0.hash ?? 0 }
        return (try validate(decoded: decoded.map { ($0.file, $0.problems) }, options: options), hashes)
    }

    /// Reads each spec file of a run and hashes its bytes (``StableHash``), in parallel; nil when a file cannot be
    /// read or is over the loader's size limit.
    static func hashes(_ sources: [SpecSource], fileSystem: SpecFileSystem = .system) -> [UInt64]? {
        let loader = YAMLLoader()
        let hashes = sources.parallelMap { source -> UInt64? in
            if case .success(.file(let size)) = fileSystem.item(source.url.path),
                loader.sizeProblem(byteCount: size, path: source.displayPath) != nil
            {
                return nil
            }
            return (try? fileSystem.contents(source.url.path).get()).map(StableHash.of)
        }
        return hashes.contains(nil) ? nil : hashes.map { $0! }
    }

    /// Reads, loads and decodes the spec files of a run into the spec model, files in parallel, each with the
    /// diagnostics found so far. A file that cannot be read is reported with the system's reason, and a file over
    /// the loader's size limit is reported by its size, without being read.
    public static func decode(_ sources: [SpecSource]) -> [(SpecFile, [Diagnostic])] {
        decode(sources, fileSystem: .system)
    }

    /// `decode(_:)` through `fileSystem`, loading with `loader`.
    static func decode(
        _ sources: [SpecSource], fileSystem: SpecFileSystem, loader: YAMLLoader = YAMLLoader()
    ) -> [(SpecFile, [Diagnostic])] {
        decodeHashing(sources, fileSystem: fileSystem, loader: loader).map { ($0.file, $0.problems) }
    }

    /// `decode(_:fileSystem:loader:)`, with the hash of each file's bytes as decoded (nil when it was not read).
    private static func decodeHashing(
        _ sources: [SpecSource], fileSystem: SpecFileSystem, loader: YAMLLoader
    ) -> [(file: SpecFile, problems: [Diagnostic], hash: UInt64?)] {
        sources.parallelMap { source -> (file: SpecFile, problems: [Diagnostic], hash: UInt64?) in
            var (file, problems, hash) = decode(source, fileSystem: fileSystem, loader: loader)
            file.isReference = source.isReference
            return (file, problems, hash)
        }
    }

    private static func decode(
        _ source: SpecSource, fileSystem: SpecFileSystem, loader: YAMLLoader
    ) -> (SpecFile, [Diagnostic], UInt64?) {
        let path = source.displayPath
        if case .success(.file(let size)) = fileSystem.item(source.url.path),
            let tooLarge = loader.sizeProblem(byteCount: size, path: path)
        {
            return (SpecFile(path: path), [tooLarge], nil)
        }
        switch fileSystem.contents(source.url.path) {
        case .success(let bytes):
            let (file, problems) = decode(bytes, path: path, loader: loader)
            return (file, problems, StableHash.of(bytes))
        case .failure(let error):
            return (
                SpecFile(path: path),
                [.error("cannot read the file: \(error.reason)", at: SourceLocation(file: path, line: 1, column: 1))],
                nil
            )
        }
    }

    private static func validate(
        decoded: [(SpecFile, [Diagnostic])], options: GenerationOptions
    ) throws(DiagnosticsError) -> ValidatedSpecs {
        var diagnostics = DiagnosticList()
        for (_, problems) in decoded { diagnostics.append(contentsOf: problems) }
        let validated: ValidatedSpecs
        do throws(DiagnosticsError) {
            validated = try Validator.validate(decoded.map(\.0), options: options)
        } catch {
            diagnostics.append(contentsOf: error.diagnostics)
            throw DiagnosticsError(diagnostics.sorted)
        }
        if diagnostics.hasErrors { throw DiagnosticsError(diagnostics.sorted) }
        return validated
    }
}
