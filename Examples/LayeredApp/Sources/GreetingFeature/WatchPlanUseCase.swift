// Watching a plan file: a stream that cannot fail.

import CoreService
import Foundation
import Uniflow

/// Reports the progress through a plan as it changes. This fake reports one update per step it was made with, then
/// finishes.
public struct WatchPlanUseCase: UseCase {
    /// The plan's steps, in order.
    public var steps: [String]

    /// A use case for a plan of these steps.
    public init(steps: [String] = ["Read the plan", "Apply it", "Verify it"]) {
        self.steps = steps
    }

    /// Yields an update for each completed step of the plan at `url`, then finishes.
    public func stream(url: URL) -> AsyncStream<PlanUpdate> {
        let steps = steps
        return AsyncStream { continuation in
            for (index, step) in steps.enumerated() {
                continuation.yield(
                    PlanUpdate(planURL: url, completedSteps: index + 1, totalSteps: steps.count, currentStep: step))
            }
            continuation.finish()
        }
    }
}
