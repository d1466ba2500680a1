// The use-case protocols of the architecture: every feature module's use cases conform to one of them.

/// A use case: a value type with one or more methods that do one thing for the app. Its methods take the shape the
/// work needs (`execute(repoPath:) async throws`, `execute(account:token:) throws`, `stream(url:)`...).
public protocol UseCase: Sendable {}

/// A use case that reports its work as a stream of states, from options given per call.
public protocol StreamingUseCase: Sendable {
    /// What one run needs.
    associatedtype Options: Sendable
    /// What the run reports, step by step; the last state carries the result.
    associatedtype State: Sendable

    /// Starts a run; the stream yields its states and finishes, or throws what stopped it.
    func stream(options: Options) -> AsyncThrowingStream<State, any Error>
}
