// The review feature's implementation of its generated use-case protocol.

import CoreService
import Uniflow

/// Loads the open pull requests from the repository's host. This fake knows the pull requests it was made with.
public struct HostedPRBoardUseCase: LoadPRBoardUseCase, UseCase {
    /// The open pull requests, as the host lists them.
    public var pullRequests: [PRMetadata]

    /// A use case whose host lists `pullRequests`.
    public init(
        pullRequests: [PRMetadata] = [
            PRMetadata(number: 12, title: "Greet by name", author: "ada"),
            PRMetadata(number: 15, title: "Watch the plan file", author: "grace"),
            PRMetadata(number: 17, title: "Save credentials", author: "ada"),
        ]
    ) {
        self.pullRequests = pullRequests
    }

    /// The board of the open pull requests.
    public func execute() async throws -> PRBoard {
        PRBoard(prs: pullRequests)
    }
}
