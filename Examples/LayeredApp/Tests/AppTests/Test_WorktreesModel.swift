// WorktreesModel: a load whose existing use case takes the model's configuration, the repository's path.

import App
import CoreService
import GreetingFeature
import Testing

@MainActor
@Suite struct Test_WorktreesModel {
    let main = WorktreeStatus(path: "/repo", branch: "main", isDirty: false)
    let feature = WorktreeStatus(path: "/repo-feature", branch: "feature", isDirty: true)

    @Test func loadsFromInitWithTheConfiguration() async {
        let stub = ListWorktreesUseCaseStub(result: .success([main, feature]))
        let model = WorktreesModel(configuration: "/repo", listWorktreesUseCase: stub)
        #expect(model.configuration == "/repo")
        if case .loading(prior: .none) = model.state {} else { Issue.record("state is \(model.state)") }
        await eventually { model.state.snapshot != nil }
        guard case .ready(let worktrees) = model.state else { Issue.record("state is \(model.state)"); return }
        #expect(worktrees.map(\.branch) == ["main", "feature"])
        #expect(stub.calls.map(\.repoPath) == ["/repo"])
    }

    @Test func reloadCallsAgainAndReturnsWhenLoaded() async {
        let stub = ListWorktreesUseCaseStub(result: .success([main]))
        let model = WorktreesModel(configuration: "/repo", listWorktreesUseCase: stub)
        await model.reload()
        guard case .ready(let worktrees) = model.state else { Issue.record("state is \(model.state)"); return }
        #expect(worktrees.map(\.path) == ["/repo"])
        #expect(stub.calls.last?.repoPath == "/repo")
        #expect(!stub.calls.isEmpty)
    }

    @Test func aFailingLoadGivesError() async {
        let model = WorktreesModel(
            configuration: "/repo", listWorktreesUseCase: ListWorktreesUseCaseStub(result: .failure(Boom())))
        await model.reload()
        guard case .error(let error, prior: .none) = model.state else {
            Issue.record("state is \(model.state)"); return
        }
        #expect(error as? Boom == Boom())
    }

    @Test func theRealUseCaseIsPassedAsItIs() async {
        let useCase = ListWorktreesUseCase(branches: ["main", "feature"], dirtyBranches: ["feature"])
        let model = WorktreesModel(configuration: "/work/app", listWorktreesUseCase: useCase)
        await model.reload()
        let worktrees = model.state.snapshot ?? []
        #expect(worktrees.map(\.path) == ["/work/app", "/work/app-feature"])
        #expect(worktrees.map(\.isDirty) == [false, true])
    }

    @Test func theRealUseCaseRejectsARelativePath() async {
        let model = WorktreesModel(configuration: "app", listWorktreesUseCase: ListWorktreesUseCase())
        await model.reload()
        guard case .error(let error, prior: _) = model.state else { Issue.record("state is \(model.state)"); return }
        #expect(error as? ListWorktreesUseCase.Failure == .notARepository("app"))
    }
}
