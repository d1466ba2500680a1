// One modelgen run per module: two runs into one SwiftPM target would each write the support file, whose internal
// types would then be declared twice. A run's models each take their own `access` and `stateNames`, so one run can
// generate a whole module; a second one is refused, naming the first.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension OutputFolder {
    /// The folders a search for other runs' support files looks through at most: a module is far smaller.
    private static let searchLimit = 10_000

    /// Reports the support file of another run in the module the folder is in: the SwiftPM target folder (the
    /// folder itself or the ancestor whose parent is `Sources` or `Tests`) holding it. Nothing is reported for a
    /// folder outside such a layout, whose module modelgen cannot tell.
    public func checkNoOtherRunInModule() throws(DiagnosticsError) {
        let folder = url.standardizedFileURL.path
        guard let module = Self.moduleFolder(of: folder), let other = Self.supportFile(in: module, apartFrom: folder)
        else { return }
        let shown = displayPath.isEmpty ? "." : displayPath
        throw DiagnosticsError([
            .error(
                "another modelgen run writes into this module: '\(shown)' is in the module '\(Self.relative(module))' too, and both runs would declare the support types",
                at: SourceLocation(file: Self.relative(other), line: 1, column: 1),
                notes: [
                    .init(
                        "one run can generate a whole module: give each model its own 'access' and 'stateNames' instead of a second run, or give each run its own module"
                    )
                ])
        ])
    }

    /// `path` relative to the current folder when it is inside it, as diagnostics show paths.
    private static func relative(_ path: String) -> String {
        let current = FileManager.default.currentDirectoryPath
        return path.hasPrefix(current + "/") ? String(path.dropFirst(current.count + 1)) : path
    }

    /// The target folder of `path` in a SwiftPM layout: the first of `path` and its ancestors whose parent is named
    /// `Sources` or `Tests`.
    private static func moduleFolder(of path: String) -> String? {
        var components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        while components.count >= 2 {
            if ["Sources", "Tests"].contains(components[components.count - 2]) {
                return "/" + components.joined(separator: "/")
            }
            components.removeLast()
        }
        return nil
    }

    /// The path of a support file that modelgen wrote in `module` (or a folder in it, hidden ones left out) other
    /// than in `excluded`, if there is one.
    private static func supportFile(in module: String, apartFrom excluded: String) -> String? {
        var pending = [module]
        var seen = Set<SpecFileSystem.FolderIdentity>()
        while let folder = pending.popLast(), seen.count < searchLimit {
            guard case .success(.folder(let identity)) = SystemFiles.item(folder), seen.insert(identity).inserted,
                case .success(let names) = SystemFiles.names(folder)
            else { continue }
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = folder + "/" + name
                if name == OutputFile.supportName, folder != excluded,
                    let head = FileWriting.prefix(of: path, count: GeneratedHeader.support.utf8.count + 1),
                    head.elementsEqual(Array((GeneratedHeader.support + "\n").utf8))
                {
                    return path
                }
                if case .success(.folder) = SystemFiles.item(path) { pending.append(path) }
            }
        }
        return nil
    }
}
