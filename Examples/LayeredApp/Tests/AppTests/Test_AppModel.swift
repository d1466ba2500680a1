// AppModel: the root that holds the screens' models, made with stubs and as the app makes it.

import App
import CoreService
import Foundation
import GreetingFeature
import ReviewFeature
import SettingsFeature
import Testing

@MainActor
@Suite struct Test_AppModel {
    @Test func holdsItsChildrenAndMakesAWorktreesModelPerCall() async {
        let greetingModel = GreetingModel(greetingUseCase: GreetingUseCaseStub(states: []))
        let settingsModel = SettingsModel(loadSettingsUseCase: LoadSettingsUseCaseStub(result: .success(.empty)))
        let worktrees = ListWorktreesUseCaseStub(result: .success([]))
        let model = AppModel(
            greetingModel: greetingModel,
            settingsModel: settingsModel,
            planModel: PlanModel(watchPlanUseCase: WatchPlanUseCaseStub(states: [])),
            pullRequestsModel: PullRequestsModel(fetchPRListUseCase: FetchPRListUseCaseStub(states: [])),
            prBoardModel: PRBoardModel(
                makePRModel: { pr in
                    PRModel(
                        configuration: pr,
                        makeReviewLogModel: {
                            ReviewLogModel(configuration: pr.number, reviewLogUseCase: ReviewLogUseCaseStub(states: []))
                        })
                },
                loadPRBoardUseCase: LoadPRBoardUseCaseStub(result: .success(PRBoard()))
            ),
            credentialsModel: CredentialsModel(
                listAccountsUseCase: ListAccountsUseCaseStub(value: []),
                saveCredentialUseCase: SaveCredentialUseCaseStub()
            ),
            makeWorktreesModel: { WorktreesModel(configuration: "/repo", listWorktreesUseCase: worktrees) }
        )
        #expect(model.greetingModel === greetingModel)
        #expect(model.settingsModel === settingsModel)
        let first = model.makeWorktreesModel()
        let second = model.makeWorktreesModel()
        #expect(first !== second)
        #expect(first.configuration == "/repo")
        await first.reload()
        await second.reload()
        #expect(worktrees.calls.map(\.repoPath).allSatisfy { $0 == "/repo" })
    }

    @Test func theLiveAppRunsOnTheRealUseCases() async throws {
        let model = AppModel.live(repoPath: "/work/app", savedSettings: AppSettings(theme: .light))
        await model.settingsModel.reload()
        #expect(model.settingsModel.state.snapshot?.theme == .light)
        await model.greetingModel.generate(options: .init(recipient: "Ada")).value
        #expect(model.greetingModel.state.snapshot?.text == "Hello, Ada!")
        let worktreesModel = model.makeWorktreesModel()
        await worktreesModel.reload()
        #expect(worktreesModel.state.snapshot?.map(\.path) == ["/work/app"])
        await model.planModel.watch(url: URL(fileURLWithPath: "/work/app/PLAN.md")).value
        #expect(model.planModel.state.snapshot?.completedSteps == 3)
        await model.pullRequestsModel.refresh(filter: "").value
        #expect(model.pullRequestsModel.state.snapshot?.count == 2)
        await model.prBoardModel.reload()
        #expect(model.prBoardModel.prModels.map(\.id) == [12, 15, 17])
        let first = model.prBoardModel.prModels[0]
        first.activate()
        await eventually { first.reviewLogModel?.state.snapshot?.last == "#12 approved" }
        try model.credentialsModel.save(account: "ada", token: "t0ken")
        #expect(model.credentialsModel.state.snapshot == ["ada"])
    }
}
