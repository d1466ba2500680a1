// Write: compare rendered files with an output folder, then write only what changed, prune stale generated files, or check.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
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

    /// Compares `files` with what `folder` holds. Files already holding the same bytes need no change;
    /// files in `folder` that carry the modelgen header and are not in `files` are stale.
    public init(files: [OutputFile], folder: URL) {
        self.folder = folder
        let names = Set(files.map(\.name))
        // Files are compared on every core: reading and comparing is most of a run that changes nothing.
        var changes: [Change] = files.parallelMap { file -> Change? in
            guard let data = FileManager.default.contents(atPath: folder.appending(path: file.name).path) else { return .create(file) }
            return Self.holds(data, file.contents) ? nil : .update(file, old: String(decoding: data, as: UTF8.self))
        }.compactMap { $0 }
        let existing = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in existing.sorted() where name.hasSuffix(".swift") && !names.contains(name) {
            let url = folder.appending(path: name)
            if let data = FileManager.default.contents(atPath: url.path), GeneratedHeader.marks(data) {
                changes.append(.remove(name: name, old: String(decoding: data, as: UTF8.self)))
            }
        }
        self.changes = changes.sorted { $0.name < $1.name }
    }

    /// Applies the changes: each changed file written atomically (temporary file, then rename), stale generated files removed.
    public func apply() throws(WriteError) {
        if !changes.isEmpty { try FileWriting.createFolder(folder.path) }
        let failures = changes.parallelMap { change -> WriteError? in
            let path = folder.appending(path: change.name).path
            do throws(WriteError) {
                switch change {
                case .create(let file), .update(let file, _): try FileWriting.writeAtomically(file.contents, to: path)
                case .remove: try FileWriting.remove(path)
                }
                return nil
            } catch {
                return error
            }
        }
        if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
    }

    /// True when `data` holds exactly the UTF-8 bytes of `text` (compared with `memcmp`: a byte loop was a tenth
    /// of a large run).
    private static func holds(_ data: Data, _ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            data.count == bytes.count && (bytes.isEmpty || data.withUnsafeBytes { memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0 })
        }
    }

    /// A unified diff of every change, paths shown relative to `displayFolder`.
    public func diff(displayFolder: String) -> String {
        changes.map { change in
            let path = displayFolder.isEmpty ? change.name : "\(displayFolder)/\(change.name)"
            switch change {
            case .create(let file): return UnifiedDiff.render(old: "", new: file.contents, oldPath: "/dev/null", newPath: path)
            case .update(let file, let old): return UnifiedDiff.render(old: old, new: file.contents, oldPath: path, newPath: path)
            case .remove(_, let old): return UnifiedDiff.render(old: old, new: "", oldPath: path, newPath: "/dev/null")
            }
        }.joined()
    }
}

