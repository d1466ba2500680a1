// A blueprint run: the events it reports while it runs and its result, domain types that are only Sendable.

/// What a blueprint run reports while it runs.
public enum RunEvent: Sendable, Equatable {
    /// A step of the blueprint started.
    case stepStarted(String)
    /// A line of the run's output.
    case output(String)
}

/// What a finished blueprint run gives.
public struct RunResult: Sendable {
    /// The steps that ran, in order.
    public var steps: [String]

    /// Creates a run's result.
    public init(steps: [String]) {
        self.steps = steps
    }
}
