// Finding spec files: paths and folders (read recursively, links followed) to a list of files with display paths.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A spec file to read: where it is and how it is shown.
public struct SpecSource: Sendable, Hashable {
    /// The file's path on disk.
    public var url: URL
    /// The path shown in diagnostics: as it was given (a file's path, or a folder's path followed by the file's
    /// path inside it), so that absolute paths, as the build plugin passes, give clickable diagnostics.
    public var displayPath: String
    /// The path in the generated file's header: relative to the configuration file's folder when there is one and
    /// the file is inside it, else to the current folder when inside it, else to the folder it was found in. So the
    /// same checkout gives the same bytes from any working folder.
    public var headerPath: String
    /// True for a reference spec (`references`, `--reference`): its declarations resolve names, it renders nothing.
    public var isReference = false
    /// The base name the output file takes (`Import` for `Specs/Import.yaml`).
    public var baseName: String { url.deletingPathExtension().lastPathComponent }

    /// Creates a source; its header shows `headerPath`, by default `displayPath`.
    public init(url: URL, displayPath: String, headerPath: String? = nil) {
        self.url = url
        self.displayPath = displayPath
        self.headerPath = headerPath ?? displayPath
    }

    /// Files in a specs folder that are configuration, not specs (matched ignoring case).
    public static let configurationNames: Set<String> = ["modelgen.yml", "modelgen.yaml"]

    /// The spec files under `paths`: a file is taken whatever its name; a folder is read recursively, symbolic links
    /// followed and each folder read once, for files ending in `.yaml` or `.yml` in any case. Sorted by display path.
    /// A missing path and every file or folder that cannot be read are reported: a spec left out unseen would have
    /// its output removed. Header paths are relative to `configurationFolder` when given (see ``headerPath``).
    public static func find(
        _ paths: [String], currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        configurationFolder: URL? = nil
    ) throws(DiagnosticsError) -> [SpecSource] {
        try find(
            paths, currentDirectory: currentDirectory, configurationFolder: configurationFolder, fileSystem: .system)
    }

    /// `find(_:currentDirectory:configurationFolder:)` through `fileSystem`.
    static func find(
        _ paths: [String], currentDirectory: URL, configurationFolder: URL? = nil, fileSystem: SpecFileSystem
    ) throws(DiagnosticsError) -> [SpecSource] {
        let folder = URL(fileURLWithPath: currentDirectory.standardizedFileURL.path, isDirectory: true)
        let configuration = configurationFolder.map {
            URL(fileURLWithPath: $0.path, relativeTo: folder).standardizedFileURL.path
        }
        var search = Search(fileSystem: fileSystem, headerBases: (configuration.map { [$0] } ?? []) + [folder.path])
        for path in paths { search.add(path, url: URL(fileURLWithPath: path, relativeTo: folder).standardizedFileURL) }
        if search.problems.hasErrors { throw DiagnosticsError(search.problems.sorted) }
        // Paths are compared by their bytes: two names Swift finds equal (`Café` composed and decomposed) are two files.
        var seen = Set<[UInt8]>()
        return search.sources.sorted(by: precedes).filter { seen.insert(Array($0.url.path.utf8)).inserted }
    }

    /// True for a file name a folder's spec files have: `.yaml` or `.yml` in any case, and not a configuration file.
    static func isSpecName(_ name: String) -> Bool {
        let lowercased = name.lowercased()
        guard !configurationNames.contains(lowercased), let dot = lowercased.lastIndex(of: "."),
            dot != lowercased.startIndex
        else { return false }
        return ["yaml", "yml"].contains(lowercased[lowercased.index(after: dot)...])
    }

    /// Orders by the bytes of the display path, then of the path on disk.
    private static func precedes(_ a: SpecSource, _ b: SpecSource) -> Bool {
        guard a.displayPath.utf8.elementsEqual(b.displayPath.utf8) else {
            return a.displayPath.utf8.lexicographicallyPrecedes(b.displayPath.utf8)
        }
        return a.url.path.utf8.lexicographicallyPrecedes(b.url.path.utf8)
    }
}

/// One search for spec files: what was found and what could not be read.
private struct Search {
    let fileSystem: SpecFileSystem
    /// The folders header paths are relative to, first choice first: the configuration file's, the current one.
    let headerBases: [String]
    private(set) var sources: [SpecSource] = []
    private(set) var problems = DiagnosticList()
    /// The folders read or to be read: a folder reached again, as through a link to an ancestor, is not read again.
    private var visited = Set<SpecFileSystem.FolderIdentity>()

    init(fileSystem: SpecFileSystem, headerBases: [String]) {
        self.fileSystem = fileSystem
        self.headerBases = headerBases
    }

    /// Adds the file or folder `path` (as given), found at `url`.
    mutating func add(_ path: String, url: URL) {
        let location = SourceLocation(file: path, line: 1, column: 1)
        switch fileSystem.item(url.path) {
        case .failure(let error) where error.namesNothing:
            problems.error("no such file or folder", at: location)
        case .failure(let error):
            problems.error("cannot read the file or folder: \(error.reason)", at: location)
        case .success(.file):
            sources.append(
                SpecSource(
                    url: url, displayPath: path,
                    headerPath: header(url.path, root: url.deletingLastPathComponent().path)))
        case .success(.folder(let identity)):
            read(url.path, given: path, identity: identity)
        case .success(.other):
            problems.error("cannot read the file: it is not a regular file", at: location)
        }
    }

    /// Adds the spec files in the folder `root` and in the folders in it, nearest first: a folder that links reach
    /// again is read once, through the shortest path to it (of equal ones, the first by name).
    private mutating func read(_ root: String, given: String, identity: SpecFileSystem.FolderIdentity) {
        guard visited.insert(identity).inserted else { return }
        var folders = [root]
        var next = 0
        while next < folders.count {
            let folder = folders[next]
            next += 1
            let names: [String]
            switch fileSystem.names(folder) {
            case .success(let found): names = found
            case .failure(let error):
                problems.error("cannot read the folder: \(error.reason)", at: place(folder, root: root, given: given))
                continue
            }
            for name in names.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
                let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                let isSpec = SpecSource.isSpecName(name)
                switch fileSystem.item(path) {
                case .failure(let error) where error.namesNothing && !isSpec:
                    // A link to nothing that is not named as a spec: there is nothing to read behind it.
                    continue
                case .failure(let error):
                    problems.error(
                        "cannot read the \(isSpec ? "file" : "file or folder"): \(error.reason)",
                        at: place(path, root: root, given: given))
                case .success(.file):
                    if isSpec {
                        sources.append(
                            SpecSource(
                                url: URL(fileURLWithPath: path), displayPath: display(path, root: root, given: given),
                                headerPath: header(path, root: root)))
                    }
                case .success(.folder(let identity)):
                    if visited.insert(identity).inserted { folders.append(path) }
                case .success(.other):
                    if isSpec {
                        problems.error(
                            "cannot read the file: it is not a regular file", at: place(path, root: root, given: given))
                    }
                }
            }
        }
    }

    /// The start of the file or folder at `path`, for a problem with it.
    private func place(_ path: String, root: String, given: String) -> SourceLocation {
        SourceLocation(file: display(path, root: root, given: given), line: 1, column: 1)
    }

    /// `path`, found in the folder `root` that was given as `given`, as it was given: `given/inside/root`.
    private func display(_ path: String, root: String, given: String) -> String {
        guard let inside = relative(path, to: root) else { return given }
        return given.hasSuffix("/") ? given + inside : given + "/" + inside
    }

    /// `path` relative to the first of `headerBases` it is inside, else to `root`, else its last component.
    private func header(_ path: String, root: String) -> String {
        for base in headerBases { if let inside = relative(path, to: base) { return inside } }
        return relative(path, to: root) ?? path.split(separator: "/").last.map(String.init) ?? path
    }

    /// `path` without the leading `folder/`, compared by bytes; nil when it is not inside `folder`.
    private func relative(_ path: String, to folder: String) -> String? {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        guard path.utf8.starts(with: prefix.utf8) else { return nil }
        return String(decoding: path.utf8.dropFirst(prefix.utf8.count), as: UTF8.self)
    }
}
