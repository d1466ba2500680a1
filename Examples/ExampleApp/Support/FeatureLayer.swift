// A feature layer written by hand, as apps have one: use cases with their own names and call shapes, and domain
// types that are only Sendable. Specs/Greeting.yaml declares them `existing` and `external`. Not generated.

import Foundation

/// A greeting: Sendable and Codable, not Equatable.
public struct Greeting: Sendable, Codable {
    /// The text.
    public var text: String

    /// A greeting saying `text`.
    public init(text: String) {
        self.text = text
    }
}

/// What `GreetingUseCase` yields.
public enum GreetingState: Sendable {
    /// Preparing the greeting.
    case preparing
    /// The greeting.
    case completed(Greeting)
}

/// A use case of the feature layer, with a nested options type.
public struct GreetingUseCase: Sendable {
    /// Whom to greet.
    public struct Options: Sendable {
        /// The recipient.
        public var recipient: String

        /// Options for `recipient`.
        public init(recipient: String) {
            self.recipient = recipient
        }
    }

    /// The use case.
    public init() {}

    /// Yields `.preparing`, then the greeting; throws for an empty recipient.
    public func stream(options: Options) -> AsyncThrowingStream<GreetingState, any Error> {
        AsyncThrowingStream { continuation in
            continuation.yield(.preparing)
            if options.recipient.isEmpty {
                continuation.finish(throwing: GreetingError.noRecipient)
            } else {
                continuation.yield(.completed(Greeting(text: "Hello, \(options.recipient)!")))
                continuation.finish()
            }
        }
    }
}

/// Why a greeting failed.
public enum GreetingError: Error {
    /// The recipient was empty.
    case noRecipient
}

/// One worktree of a repository.
public struct WorktreeStatus: Sendable {
    /// The worktree's path.
    public var path: String

    /// A worktree at `path`.
    public init(path: String) {
        self.path = path
    }
}

/// Lists the worktrees of a repository.
public struct ListWorktreesUseCase: Sendable {
    /// The use case.
    public init() {}

    /// The main worktree and one linked worktree of `repoPath`.
    public func execute(repoPath: String) async throws -> [WorktreeStatus] {
        [WorktreeStatus(path: repoPath), WorktreeStatus(path: repoPath + "-feature")]
    }
}

/// One update of a plan.
public struct PlanUpdate: Sendable, Equatable {
    /// The steps done.
    public var done: Int

    /// An update with `done` steps.
    public init(done: Int) {
        self.done = done
    }
}

/// The progress of a phased task, shared by many use cases.
public enum PhaseProgress<Output: Sendable>: Sendable {
    /// A phase is running.
    case running(phase: String)
    /// The output.
    case completed(Output)
}
