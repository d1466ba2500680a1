// Writing a greeting: a streaming use case with nested options, reporting that it prepares, then the greeting.

import CoreService
import Foundation
import Uniflow

/// What `GreetingUseCase` reports: it prepares, then completes with the greeting.
public enum GreetingState: Sendable {
    /// The greeting is being written.
    case preparing
    /// The greeting is written.
    case completed(Greeting)
}

/// Writes a greeting for a recipient.
public struct GreetingUseCase: StreamingUseCase {
    /// What one greeting needs.
    public struct Options: Sendable {
        /// Whom to greet.
        public var recipient: String

        /// Options for greeting `recipient`.
        public init(recipient: String) {
            self.recipient = recipient
        }
    }

    /// Why no greeting was written.
    public enum Failure: Error, Equatable {
        /// The recipient is empty or only blanks.
        case noRecipient
    }

    /// How the greeting starts.
    public var salutation: String

    /// A use case that greets with `salutation`.
    public init(salutation: String = "Hello") {
        self.salutation = salutation
    }

    /// Yields `.preparing`, then `.completed` with "<salutation>, <recipient>!"; throws ``Failure/noRecipient`` after
    /// `.preparing` when the recipient is blank.
    public func stream(options: Options) -> AsyncThrowingStream<GreetingState, any Error> {
        let recipient = options.recipient.trimmingCharacters(in: .whitespaces)
        let salutation = salutation
        return AsyncThrowingStream { continuation in
            continuation.yield(.preparing)
            guard !recipient.isEmpty else {
                continuation.finish(throwing: Failure.noRecipient)
                return
            }
            continuation.yield(.completed(Greeting(text: "\(salutation), \(recipient)!", recipient: recipient)))
            continuation.finish()
        }
    }
}
