// What a run did to its output folder, for the one line `generate` prints when it succeeds.

/// How many specs a run read and how many files it wrote, left unchanged and removed.
public struct WriteSummary: Sendable, Equatable, CustomStringConvertible {
    /// Spec files read.
    public var specs: Int
    /// Files the run renders: one per spec and the support file.
    public var files: Int
    /// Files written because their bytes changed or they were missing.
    public var written = 0
    /// Stale generated files removed.
    public var removed = 0

    /// A summary of a run over `specs` spec files rendering `files` files, nothing written yet.
    public init(specs: Int, files: Int) {
        self.specs = specs
        self.files = files
    }

    /// `9 specs -> 10 files (2 written, 1 removed, 8 unchanged)`.
    public var description: String {
        "\(specs) spec\(specs == 1 ? "" : "s") -> \(files) files (\(written) written, \(removed) removed, \(files - written) unchanged)"
    }
}
