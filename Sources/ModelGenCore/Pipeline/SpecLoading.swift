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

    /// Loads, decodes and validates in-memory spec texts as one run (path, text).
    public static func validate(texts: [(path: String, text: String)]) throws(DiagnosticsError) -> ValidatedSpecs {
        try validate(decoded: texts.map { decode(Array($0.text.utf8), path: $0.path) })
    }

    /// Reads, loads, decodes (in parallel) and validates the spec files of a run.
    public static func validate(_ sources: [SpecSource]) throws(DiagnosticsError) -> ValidatedSpecs {
        try validate(decoded: decode(sources))
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
        sources.parallelMap { source -> (SpecFile, [Diagnostic]) in
            var (file, problems) = decode(source, fileSystem: fileSystem, loader: loader)
            file.isReference = source.isReference
            return (file, problems)
        }
    }

    private static func decode(
        _ source: SpecSource, fileSystem: SpecFileSystem, loader: YAMLLoader
    ) -> (SpecFile, [Diagnostic]) {
        let path = source.displayPath
        if case .success(.file(let size)) = fileSystem.item(source.url.path),
            let tooLarge = loader.sizeProblem(byteCount: size, path: path)
        {
            return (SpecFile(path: path), [tooLarge])
        }
        switch fileSystem.contents(source.url.path) {
        case .success(let bytes):
            return decode(bytes, path: path, loader: loader)
        case .failure(let error):
            return (
                SpecFile(path: path),
                [.error("cannot read the file: \(error.reason)", at: SourceLocation(file: path, line: 1, column: 1))]
            )
        }
    }

    private static func validate(decoded: [(SpecFile, [Diagnostic])]) throws(DiagnosticsError) -> ValidatedSpecs {
        var diagnostics = DiagnosticList()
        for (_, problems) in decoded { diagnostics.append(contentsOf: problems) }
        let validated: ValidatedSpecs
        do throws(DiagnosticsError) {
            validated = try Validator.validate(decoded.map(\.0))
        } catch {
            diagnostics.append(contentsOf: error.diagnostics)
            throw DiagnosticsError(diagnostics.sorted)
        }
        if diagnostics.hasErrors { throw DiagnosticsError(diagnostics.sorted) }
        return validated
    }
}
