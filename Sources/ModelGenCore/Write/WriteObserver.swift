// The seam between writing an output folder and a test: each step of writing is reported to the folder's observer,
// if it has one, as it happens. A test installs one to stop a run at a step; a run has none, and each step is a nil
// check.

/// A step of writing an output folder.
public enum WriteStep: Sendable, Equatable, CustomStringConvertible {
    /// The folder's lock is taken; nothing is written yet.
    case locked
    /// The temporary file of `file` exists, empty.
    case created(file: String)
    /// The temporary file of `file` holds all its bytes and is closed; `file` itself is not yet replaced.
    case written(file: String)
    /// `file` is replaced: its temporary file is renamed over it.
    case renamed(file: String)
    /// The stale generated file `file` is about to be removed.
    case removing(file: String)

    /// `locked`, or the step and the file: `Notes.swift:written`.
    public var description: String {
        switch self {
        case .locked: "locked"
        case .created(let file): "\(file):created"
        case .written(let file): "\(file):written"
        case .renamed(let file): "\(file):renamed"
        case .removing(let file): "\(file):removing"
        }
    }
}

/// What hears each step of writing an output folder (``OutputFolder/init(_:displayPath:observer:)``). Steps come
/// from the threads that write, several at once.
public struct WriteObserver: Sendable {
    /// Called at each step, on the thread that takes it, before the run goes on.
    public let reach: @Sendable (WriteStep) -> Void

    /// An observer that calls `reach` at each step.
    public init(_ reach: @escaping @Sendable (WriteStep) -> Void) {
        self.reach = reach
    }
}
