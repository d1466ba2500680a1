// Running a pipeline: an asynchronous throwing call that returns what each stage reported.

import Uniflow

/// Runs a pipeline's stages in order.
public struct RunPipelineUseCase: UseCase {
    /// Why a pipeline did not run.
    public enum Failure: Error, Equatable {
        /// A stage has no name.
        case unnamedStage
    }

    /// A use case that runs stages.
    public init() {}

    /// Runs each stage in order and returns what each reported ("build: done"); throws, running nothing, when a stage
    /// has no name.
    public func execute(stages: [String]) async throws -> [String] {
        guard !stages.contains(where: \.isEmpty) else { throw Failure.unnamedStage }
        return stages.map { "\($0): done" }
    }
}
