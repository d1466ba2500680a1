// The progress that many use cases report: named phases, then the output.

/// The progress of a use case that runs in named phases and ends with an output.
public enum PhaseProgress<Output: Sendable>: Sendable {
    /// A phase is running; `phase` names it for the user.
    case running(phase: String)
    /// The work is done and produced `Output`.
    case completed(Output)
}
