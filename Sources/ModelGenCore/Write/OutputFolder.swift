// The output folder as a run writes it: locked against other runs, cleared of the debris of killed ones, each file
// compared on its own and its new bytes staged in a temporary file, renamed into place once every file is staged,
// and the generated files no spec renders any more found and removed. Only files whose first line is a modelgen
// header are ever replaced or removed.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A folder of generated files, read and written one file at a time.
public struct OutputFolder: Sendable {
    /// Where the folder is.
    public let url: URL
    /// The folder as diagnostics show it: as it was given.
    public let displayPath: String
    /// What hears each step of writing, if anything: a test's seam (see ``WriteObserver``).
    public let observer: WriteObserver?

    /// The folder at `url` (which need not exist yet), shown in diagnostics as `url.relativePath` unless
    /// `displayPath` is given; `observer` hears each step of writing it.
    public init(_ url: URL, displayPath: String? = nil, observer: WriteObserver? = nil) {
        self.url = url
        self.displayPath = displayPath ?? url.relativePath
        self.observer = observer
    }

    /// Creates the folder and its missing parents; returns the folders it created, outermost first.
    @discardableResult
    public func create() throws(WriteError) -> [String] {
        try FileWriting.createFolder(url.path)
    }

    /// Takes the folder's lock, waiting while another run holds it, so that runs into one folder (two Xcode
    /// targets, a build plugin beside a command-line run) take turns. Released when the returned value goes, or
    /// when the process ends, even by a crash.
    public func lock() throws(WriteError) -> FolderLock {
        let lock = FolderLock(descriptor: try FileWriting.lockFolder(url.path))
        report(.locked)
        return lock
    }

    /// Removes the temporary files that runs killed before they renamed them left behind. Call it holding the
    /// lock: then no other run is writing, and every temporary file but this process's own is debris.
    public func removeDebris() throws(WriteError) {
        for name in names() where FileWriting.isForeignTemporary(name) { try FileWriting.remove(path(of: name)) }
    }

    /// Reports every output that would replace a file modelgen did not write: `outputs` are the file names a run
    /// writes, each with the display path of its spec (nil for the support file).
    public func checkOwnership(of outputs: [(name: String, spec: String?)]) throws(DiagnosticsError) {
        var problems: [Diagnostic] = []
        for output in outputs {
            // The first line is all that tells: a header line holds a path, so at most PATH_MAX and the fixed words.
            guard let head = FileWriting.prefix(of: path(of: output.name), count: 4096 + 64),
                !GeneratedHeader.marks(head)
            else { continue }
            let file = SourceLocation(
                file: displayPath.isEmpty ? output.name : "\(displayPath)/\(output.name)", line: 1, column: 1)
            let reason = "its first line is not a modelgen header, so modelgen never replaces it"
            if let spec = output.spec {
                problems.append(
                    .error(
                        "this spec would overwrite '\(file.file)', a file modelgen did not write",
                        at: SourceLocation(file: spec, line: 1, column: 1),
                        notes: [.init("\(reason); move that file or rename the spec", at: file)]))
            } else {
                problems.append(
                    .error(
                        "modelgen would overwrite this file with its support file: \(reason); move the file", at: file))
            }
        }
        if !problems.isEmpty { throw DiagnosticsError(problems) }
    }

    /// Writes `file` atomically unless the folder holds exactly its bytes already; true when it wrote. A file of
    /// that name that modelgen did not write is never replaced: that is a failure.
    @discardableResult
    public func update(_ file: OutputFile) throws(WriteError) -> Bool {
        guard let staged = try stage(file) else { return false }
        try commit(staged)
        return true
    }

    /// A file's new bytes, in its temporary file, waiting to replace it (``commit(_:)``) or to be dropped
    /// (``discard(_:)``).
    struct StagedFile: Sendable {
        /// The file's name in the folder.
        var name: String
        /// The temporary file's path.
        var temporary: String
    }

    /// Writes `file` into its temporary file, unless the folder holds exactly its bytes already (then nil). A file
    /// of that name that modelgen did not write is never replaced: that is a failure, unless `checked` is false
    /// (for a file that carries no header, whose caller has checked it).
    func stage(_ file: OutputFile, checked: Bool = true) throws(WriteError) -> StagedFile? {
        if let existing = contents(of: file.name) {
            if FileWriting.holds(existing, file.contents) { return nil }
            guard !checked || GeneratedHeader.marks(existing) else {
                throw WriteError(
                    description: "\(path(of: file.name).escapedToOneLine): not a file modelgen wrote; not replaced")
            }
        }
        let temporary = try FileWriting.writeTemporary(file.contents, for: file.name, in: url.path, report: report)
        return StagedFile(name: file.name, temporary: temporary)
    }

    /// Renames a staged file over the file it replaces.
    func commit(_ staged: StagedFile) throws(WriteError) {
        try FileWriting.replace(staged.name, in: url.path, with: staged.temporary)
        report(.renamed(file: staged.name))
    }

    /// Removes a staged file's temporary file: the file it would have replaced stays as it is.
    func discard(_ staged: StagedFile) {
        try? FileWriting.remove(staged.temporary)
    }

    /// Removes every generated file that `stale(keeping:)` finds; one another run removed first is no failure.
    /// Returns how many it removed.
    @discardableResult
    public func prune(keeping names: Set<String>) throws(WriteError) -> Int {
        let files = stale(keeping: names)
        for file in files {
            report(.removing(file: file.name))
            try FileWriting.remove(path(of: file.name))
        }
        return files.count
    }

    /// The Swift files of the folder, by name, that carry the modelgen header and are not in `names`, with their text.
    func stale(keeping kept: Set<String>) -> [(name: String, old: String)] {
        names().sorted().compactMap { name in
            guard name.hasSuffix(".swift"), !kept.contains(name), let data = contents(of: name),
                GeneratedHeader.marks(data)
            else { return nil }
            return (name, String(decoding: data, as: UTF8.self))
        }
    }

    /// The names of the folder's entries; none when it does not exist.
    private func names() -> [String] {
        (try? SystemFiles.names(url.path).get()) ?? []
    }

    /// The bytes of the file `name`, or nil when there is no such file (or it cannot be read).
    func contents(of name: String) -> [UInt8]? {
        try? SystemFiles.contents(path(of: name)).get()
    }

    /// The path of the file `name`.
    func path(of name: String) -> String {
        url.appending(path: name).path
    }

    /// Tells the observer, if any, of a step.
    func report(_ step: WriteStep) {
        observer?.reach(step)
    }
}

/// The lock of an output folder (``OutputFolder/lock()``), held while this value lives.
public final class FolderLock: Sendable {
    private let descriptor: Int32

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        FileWriting.unlockFolder(descriptor)
    }
}
