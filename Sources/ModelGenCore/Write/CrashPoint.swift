// A test hook: ends the process with SIGKILL at a chosen point of writing one file, so that tests can show a run
// killed anywhere leaves every file old or new and the next run leaves no debris.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The points of the write stage where a test may kill the process, named by `MODELGEN_CRASH_AT=FILE:POINT`
/// (`Notes.swift:written`), or `MODELGEN_CRASH_AT=locked` for the moment the folder lock is taken. Unset, every
/// point is a comparison with nil.
enum CrashPoint: String, CaseIterable, Sendable {
    /// The folder lock is taken, nothing written yet.
    case locked
    /// The temporary file exists, empty.
    case created
    /// Half of the file's bytes are in the temporary file.
    case halfWritten
    /// The temporary file is complete and closed, not yet renamed.
    case written
    /// The file is renamed into place.
    case renamed
    /// A stale file is about to be removed.
    case pruning

    /// The point asked for, read once per process.
    private static let target: String? = getenv("MODELGEN_CRASH_AT").map { String(cString: $0) }

    /// Kills the process when `MODELGEN_CRASH_AT` names this point for `file`.
    static func reach(_ point: CrashPoint, file: String) {
        guard let target else { return }
        if target == (file.isEmpty ? point.rawValue : "\(file):\(point.rawValue)") { kill(getpid(), SIGKILL) }
    }
}
