// The protocols modelgen generates for GreetingFeature's use cases: the real structs conform as they are, and the
// stubs record their calls.

import App
import CoreService
import Foundation
import GreetingFeature
import Testing

@Suite struct Test_ExistingUseCases {
    @Test func theRealSaveCredentialUseCaseIsTheProtocol() throws {
        let store = CredentialStore()
        let save: any SaveCredentialUseCaseProtocol = SaveCredentialUseCase(store: store)
        try save.execute(account: "ada", token: "t0ken")
        #expect(store.token(for: "ada") == "t0ken")
        #expect(throws: SaveCredentialUseCase.Failure.noToken) { try save.execute(account: "grace", token: "") }
        #expect(store.token(for: "grace") == nil)
    }

    @Test func everyExistingUseCaseConformsAsItIs() {
        let greeting: any GreetingUseCaseProtocol = GreetingUseCase()
        let worktrees: any ListWorktreesUseCaseProtocol = ListWorktreesUseCase()
        let plan: any WatchPlanUseCaseProtocol = WatchPlanUseCase()
        let pullRequests: any FetchPRListUseCaseProtocol = FetchPRListUseCase()
        #expect(greeting is GreetingUseCase)
        #expect(worktrees is ListWorktreesUseCase)
        #expect(plan is WatchPlanUseCase)
        #expect(pullRequests is FetchPRListUseCase)
    }

    @Test func theSaveCredentialStubRecordsItsCalls() throws {
        let stub = SaveCredentialUseCaseStub()
        try stub.execute(account: "ada", token: "t0ken")
        #expect(stub.calls.map(\.account) == ["ada"])
        #expect(stub.calls.map(\.token) == ["t0ken"])
        let failing = SaveCredentialUseCaseStub(failure: Boom())
        #expect(throws: Boom()) { try failing.execute(account: "ada", token: "t0ken") }
        #expect(failing.calls.count == 1)
    }

    @Test func theStreamStubsYieldTheirStatesInOrder() async throws {
        let greeting = Greeting(text: "Hello, Ada!", recipient: "Ada")
        var texts: [String] = []
        for try await state in GreetingUseCaseStub(states: [.preparing, .completed(greeting)]).stream(
            options: .init(recipient: "Ada"))
        {
            switch state {
            case .preparing: texts.append("preparing")
            case .completed(let greeting): texts.append(greeting.text)
            }
        }
        #expect(texts == ["preparing", "Hello, Ada!"])
        let url = URL(fileURLWithPath: "/PLAN.md")
        var steps: [Int] = []
        for await update in WatchPlanUseCaseStub(states: [
            PlanUpdate(planURL: url, completedSteps: 1, totalSteps: 1, currentStep: "Do")
        ]).stream(url: url) {
            steps.append(update.completedSteps)
        }
        #expect(steps == [1])
    }
}
