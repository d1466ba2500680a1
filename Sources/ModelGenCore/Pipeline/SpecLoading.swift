// The front end as one step: read, load, decode and validate every spec of a run.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads spec files and turns them into validated specs, or every diagnostic found.
public enum SpecLoading {
    /// Loads and decodes one spec text; `path` is used in locations.
    public static func decode(_ bytes: [UInt8], path: String, loader: YAMLLoader = YAMLLoader()) -> (SpecFile, [Diagnostic]) {
        bytes.withUnsafeBufferPointer { decode($0, path: path, loader: loader) }
    }

    /// Loads and decodes one spec text read in place.
    static func decode(_ buffer: UnsafeBufferPointer<UInt8>, path: String, loader: YAMLLoader = YAMLLoader()) -> (SpecFile, [Diagnostic]) {
        do {
            return SpecDecoder.decode(try loader.load(buffer, path: path))
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
    /// diagnostics found so far.
    public static func decode(_ sources: [SpecSource]) -> [(SpecFile, [Diagnostic])] {
        sources.parallelMap { source -> (SpecFile, [Diagnostic]) in
            guard let data = FileManager.default.contents(atPath: source.url.path) else {
                return (SpecFile(path: source.displayPath), [.error("cannot read the file", at: SourceLocation(file: source.displayPath, line: 1, column: 1))])
            }
            return data.withUnsafeBytes { decode($0.assumingMemoryBound(to: UInt8.self), path: source.displayPath) }
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
