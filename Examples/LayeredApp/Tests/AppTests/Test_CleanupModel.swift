// CleanupModel: operations whose arguments come from the model's properties when they run, a call's literal default
// kept by the operation, and a use case made from the configuration at each run (`from`), with stubs and the real use
// case.

import App
import Foundation
import GreetingFeature
import Testing

@MainActor
@Suite struct Test_CleanupModel {
    @Test func theSelectedPathIsReadWhenTheOperationRuns() async throws {
        let stub = PruneWorktreeUseCaseStub(result: .success("done"))
        let model = CleanupModel(configuration: "/repo", makePruneWorktreeUseCase: { _ in stub })
        model.selectedPath = "/repo-one"
        try await model.prune()
        model.selectedPath = "/repo-two"
        try await model.prune(force: true)
        try await model.forcePrune()
        #expect(
            stub.calls == [
                .init(path: "/repo-one", force: false), .init(path: "/repo-two", force: true),
                .init(path: "/repo-two", force: true),
            ])
        #expect(model.lastRemoved == "done")
    }

    @Test func theFactoryIsCalledWithTheConfigurationAtEachRun() async throws {
        let stub = PruneWorktreeUseCaseStub(result: .success("done"))
        let made = MadeFrom()
        let model = CleanupModel(
            configuration: "/repo",
            makePruneWorktreeUseCase: { repoPath in
                made.append(repoPath)
                return stub
            })
        #expect(made.values.isEmpty)
        try await model.prune()
        try await model.forcePrune()
        #expect(made.values == ["/repo", "/repo"])
    }

    @Test func theRealUseCaseIsMadeForTheRepository() async throws {
        let model = CleanupModel(
            configuration: "/work/app",
            makePruneWorktreeUseCase: { PruneWorktreeUseCase(repoPath: $0, dirtyPaths: ["/work/app-wip"]) })
        model.selectedPath = "/work/app-feature"
        try await model.prune()
        #expect(model.lastRemoved == "removed /work/app-feature")
        model.selectedPath = "/work/app-wip"
        await #expect(throws: PruneWorktreeUseCase.Failure.dirty("/work/app-wip")) { try await model.prune() }
        try await model.prune(force: true)
        #expect(model.lastRemoved == "removed /work/app-wip (forced)")
        model.selectedPath = "/elsewhere-feature"
        await #expect(throws: PruneWorktreeUseCase.Failure.notAWorktree("/elsewhere-feature")) {
            try await model.forcePrune()
        }
    }
}

/// The values a factory was called with, in order; the factory may run off the main actor.
private final class MadeFrom: @unchecked Sendable {
    // The lock guards `made`, which is why the class may be shared.
    private let lock = NSLock()
    private var made: [String] = []

    func append(_ value: String) { lock.withLock { made.append(value) } }

    var values: [String] { lock.withLock { made } }
}
