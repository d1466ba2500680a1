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
        let output = OutputFolder(folder)
        // Files are compared on every core: reading and comparing is most of a run that changes nothing.
        let changes = files.parallelMap { Self.change(to: $0, in: output) }.compactMap { $0 }
        self.init(changes: changes, rendering: files.map(\.name), in: output)
    }

    /// The plan of a run that renders the files `names` into `folder`, where `changes` are those that differ from
    /// what the folder holds; the folder's stale files are added.
    init(changes: [Change], rendering names: [String], in folder: OutputFolder) {
        self.folder = folder.url
        self.files = names.count
        let stale = folder.stale(keeping: Set(names)).map { Change.remove(name: $0.name, old: $0.old) }
        self.changes = (changes + stale).sorted { $0.name < $1.name }
    }

    /// The change writing `file` into `folder` makes: nil when the folder holds its bytes already.
    static func change(to file: OutputFile, in folder: OutputFolder) -> Change? {
        guard let data = folder.contents(of: file.name) else { return .create(file) }
        return FileWriting.holds(data, file.contents) ? nil : .update(file, old: String(decoding: data, as: UTF8.self))
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
