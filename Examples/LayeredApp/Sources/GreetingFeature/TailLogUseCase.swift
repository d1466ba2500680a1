// Tailing a job's log: a stream that cannot fail, of the lines as they are written.

import Uniflow

/// Streams the lines of a job's log as they are written. This fake writes the lines it was made with, then finishes.
public struct TailLogUseCase: UseCase {
    /// The log's lines, in order.
    public var lines: [String]

    /// A use case whose logs have these lines.
    public init(lines: [String] = ["compiling", "error: missing semicolon", "done"]) {
        self.lines = lines
    }

    /// Yields each line of the log of `job` ("build: compiling"), then finishes.
    public func stream(job: String) -> AsyncStream<String> {
        let lines = lines.map { "\(job): \($0)" }
        return AsyncStream { continuation in
            for line in lines {
                continuation.yield(line)
            }
            continuation.finish()
        }
    }
}
