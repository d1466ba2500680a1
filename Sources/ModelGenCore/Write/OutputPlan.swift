// Write, the check: compare rendered files with an output folder and tell what writing them would change.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What writing a run's files into a folder would change.
public struct OutputPlan: Sendable {
    /// A change to one file.
    public enum Change: Sendable, Equatable {
        /// The file does not exist yet.
        case create(OutputFile)
        /// The file exists with other bytes; `old` is its current text.
        case update(OutputFile, old: String)
        /// A generated file whose spec is gone; `old` is its current text.
        case remove(name: String, old: String)

        /// The file name.
        public var name: String {
            switch self {
            case .create(let file), .update(let file, _): file.name
            case .remove(let name, _): name
            }
        }
    }

    /// The folder written to.
    public let folder: URL
    /// Every change, by file name.
    public let changes: [Change]
    /// How many files the run renders.
    public let files: Int

    /// Compares `files` with what `folder` holds. Files already holding the same bytes need no change;
    /// files in `folder` that carry the modelgen header and are not in `files` are stale.
    public init(files: [OutputFile], folder: URL) {
        self.folder = folder
        self.files = files.count
        let output = OutputFolder(folder)
        // Files are compared on every core: reading and comparing is most of a run that changes nothing.
        var changes: [Change] = files.parallelMap { file -> Change? in
            guard let data = output.contents(of: file.name) else { return .create(file) }
            return OutputFolder.holds(data, file.contents)
                ? nil : .update(file, old: String(decoding: data, as: UTF8.self))
        }.compactMap { $0 }
        changes += output.stale(keeping: Set(files.map(\.name))).map { Change.remove(name: $0.name, old: $0.old) }
        self.changes = changes.sorted { $0.name < $1.name }
    }

    /// A unified diff of every change, paths shown relative to `displayFolder`.
    public func diff(displayFolder: String) -> String {
        changes.map { change in
            let path = displayFolder.isEmpty ? change.name : "\(displayFolder)/\(change.name)"
            switch change {
            case .create(let file):
                return UnifiedDiff.render(old: "", new: file.contents, oldPath: "/dev/null", newPath: path)
            case .update(let file, let old):
                return UnifiedDiff.render(old: old, new: file.contents, oldPath: path, newPath: path)
            case .remove(_, let old): return UnifiedDiff.render(old: old, new: "", oldPath: path, newPath: "/dev/null")
            }
        }.joined()
    }
}
