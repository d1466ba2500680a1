// Finding spec files: paths and folders (read recursively, in sorted order) to a list of files with display paths.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A spec file to read: where it is and how it is shown.
public struct SpecSource: Sendable, Hashable {
    /// The file's path on disk.
    public var url: URL
    /// The path shown in diagnostics and headers: relative to the current folder when inside it, else to the folder it was found in.
    public var displayPath: String
    /// The base name the output file takes (`Import` for `Specs/Import.yaml`).
    public var baseName: String { url.deletingPathExtension().lastPathComponent }

    /// Creates a source.
    public init(url: URL, displayPath: String) {
        self.url = url
        self.displayPath = displayPath
    }

    /// Files in a specs folder that are configuration, not specs.
    public static let configurationNames: Set<String> = ["modelgen.yml", "modelgen.yaml"]

    /// The spec files under `paths`, folders read recursively, sorted by path. Missing paths are reported.
    public static func find(_ paths: [String], currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) throws(DiagnosticsError) -> [SpecSource] {
        var sources: [SpecSource] = []
        var problems: [Diagnostic] = []
        for path in paths {
            let url = URL(fileURLWithPath: path, relativeTo: currentDirectory).standardizedFileURL
            // `fileExists` asks only the file system; `attributesOfItem` would also look up the owner's user and
            // group names, which costs a run a read of the user database.
            var isFolder = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                problems.append(.error("no such file or folder", at: SourceLocation(file: path, line: 1, column: 1)))
                continue
            }
            if !isFolder {
                sources.append(SpecSource(url: url, displayPath: display(url, root: url.deletingLastPathComponent(), currentDirectory: currentDirectory)))
                continue
            }
            let files = ((try? FileManager.default.subpathsOfDirectory(atPath: url.path)) ?? []).map { url.appending(path: $0) }
            for file in files where ["yaml", "yml"].contains(file.pathExtension) && !configurationNames.contains(file.lastPathComponent) {
                let standardized = file.standardizedFileURL
                sources.append(SpecSource(url: standardized, displayPath: display(standardized, root: url, currentDirectory: currentDirectory)))
            }
        }
        if !problems.isEmpty { throw DiagnosticsError(problems) }
        var seen = Set<String>()
        return sources.sorted { $0.displayPath < $1.displayPath }.filter { seen.insert($0.url.path).inserted }
    }

    private static func display(_ file: URL, root: URL, currentDirectory: URL) -> String {
        relative(file, to: currentDirectory.standardizedFileURL) ?? relative(file, to: root) ?? file.lastPathComponent
    }

    private static func relative(_ file: URL, to folder: URL) -> String? {
        let prefix = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
        return file.path.hasPrefix(prefix) ? String(file.path.dropFirst(prefix.count)) : nil
    }
}
