// Running a blueprint: an async throwing call that reports its events through a callback while it runs, the shape of
// `run(blueprint:onEvent:)` in apps that already have a use-case layer.

import CoreService
import Uniflow

/// Runs the steps of a blueprint, reporting each step and its output to `onEvent` as it goes.
public struct RunBlueprintUseCase: UseCase {
    /// Why a blueprint could not run.
    public enum Failure: Error, Equatable {
        /// The blueprint has no steps.
        case empty(String)
    }

    /// The steps of each blueprint, by name.
    public var blueprints: [String: [String]]

    /// A use case that knows these blueprints.
    public init(blueprints: [String: [String]]) {
        self.blueprints = blueprints
    }

    /// Runs `blueprint`: each step reports `stepStarted`, then its `output`; throws ``Failure/empty(_:)`` for a
    /// blueprint without steps.
    public func run(blueprint: String, onEvent: @escaping @Sendable (RunEvent) -> Void) async throws -> RunResult {
        let steps = blueprints[blueprint] ?? []
        guard !steps.isEmpty else { throw Failure.empty(blueprint) }
        for step in steps {
            onEvent(.stepStarted(step))
            await Task.yield()
            onEvent(.output("\(step): done"))
        }
        return RunResult(steps: steps)
    }
}
