// Streaming a pull request's review log: the heavyweight part of a pull request, which the app shows on demand.

import Uniflow

/// Streams the review log of one pull request: each value is the whole log so far. This fake writes the events it
/// was made with, then finishes.
public struct ReviewLogUseCase: UseCase {
    /// The log's events, in order.
    public var events: [String]

    /// A use case whose logs have these events.
    public init(events: [String] = ["review requested", "checks passed", "approved"]) {
        self.events = events
    }

    /// Yields the log of pull request `prNumber` after each of its lines ("#12 approved"), then finishes.
    public func stream(prNumber: Int) -> AsyncStream<[String]> {
        let lines = events.map { "#\(prNumber) \($0)" }
        return AsyncStream { continuation in
            for end in lines.indices {
                continuation.yield(Array(lines[...end]))
            }
            continuation.finish()
        }
    }
}
