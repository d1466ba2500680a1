// Fetching pull requests: a stream of the architecture's generic phase progress, ending with the list.

import CoreService
import Foundation
import Uniflow

/// Lists the open pull requests whose title contains a filter. This fake knows the pull requests it was made with.
public struct FetchPRListUseCase: UseCase {
    /// The open pull requests.
    public var pullRequests: [PRMetadata]

    /// A use case over these pull requests.
    public init(
        pullRequests: [PRMetadata] = [
            PRMetadata(number: 12, title: "Greet by name", author: "ada"),
            PRMetadata(number: 15, title: "Watch the plan file", author: "grace"),
        ]
    ) {
        self.pullRequests = pullRequests
    }

    /// Yields the phases `fetching` and `filtering`, then `.completed` with the pull requests whose title contains
    /// `filter` (all of them when it is empty), in order.
    public func execute(filter: String) -> AsyncThrowingStream<PhaseProgress<[PRMetadata]>, any Error> {
        let pullRequests = pullRequests
        return AsyncThrowingStream { continuation in
            continuation.yield(.running(phase: "fetching"))
            continuation.yield(.running(phase: "filtering"))
            continuation.yield(
                .completed(
                    filter.isEmpty
                        ? pullRequests : pullRequests.filter { $0.title.localizedCaseInsensitiveContains(filter) }))
            continuation.finish()
        }
    }
}
