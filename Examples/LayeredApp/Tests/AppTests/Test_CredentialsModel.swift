// CredentialsModel: view input held beside the state, a synchronous load that is ready within init, and a call
// operation on an existing synchronous throwing use case that throws to the view and reloads on success.

import App
import GreetingFeature
import Testing

@MainActor
@Suite struct Test_CredentialsModel {
    @Test func theSynchronousLoadIsReadyRightAfterInit() {
        let model = CredentialsModel(
            listAccountsUseCase: ListAccountsUseCaseStub(value: ["ada"]),
            saveCredentialUseCase: SaveCredentialUseCaseStub()
        )
        guard case .ready(let accounts) = model.state else { Issue.record("state is \(model.state)"); return }
        #expect(accounts == ["ada"])
    }

    @Test func theFormsInputIsHeldBesideTheStateAndIsNotAnInitParameter() {
        let model = CredentialsModel(
            listAccountsUseCase: ListAccountsUseCaseStub(value: []), saveCredentialUseCase: SaveCredentialUseCaseStub()
        )
        #expect(model.accountInput == "")
        #expect(model.tokenInput == "")
        model.accountInput = "grace"
        model.tokenInput = "s3cret"
        #expect(model.accountInput == "grace")
        #expect(model.tokenInput == "s3cret")
        #expect(model.state.snapshot == [])
    }

    @Test func savingCallsTheUseCaseWithTheFormsInputAndReloads() throws {
        let list = ListAccountsUseCaseStub(value: ["grace"])
        let save = SaveCredentialUseCaseStub()
        let model = CredentialsModel(listAccountsUseCase: list, saveCredentialUseCase: save)
        model.accountInput = "grace"
        model.tokenInput = "s3cret"
        try model.save(account: model.accountInput, token: model.tokenInput)
        #expect(save.calls == [.init(account: "grace", token: "s3cret")])
        #expect(list.calls == 2)
        #expect(model.state.snapshot == ["grace"])
    }

    @Test func aFailedSaveThrowsToTheViewAndLeavesTheStateAsItWas() {
        let list = ListAccountsUseCaseStub(value: ["ada"])
        let model = CredentialsModel(
            listAccountsUseCase: list, saveCredentialUseCase: SaveCredentialUseCaseStub(failure: Boom()))
        #expect(throws: Boom.self) { try model.save(account: "grace", token: "") }
        guard case .ready(let accounts) = model.state else { Issue.record("state is \(model.state)"); return }
        #expect(accounts == ["ada"])
        #expect(list.calls == 1)
    }

    @Test func theRealUseCasesAreCalledAsTheyAre() throws {
        let store = CredentialStore()
        let model = CredentialsModel(
            listAccountsUseCase: ListAccountsUseCase(store: store),
            saveCredentialUseCase: SaveCredentialUseCase(store: store)
        )
        #expect(model.state.snapshot == [])
        try model.save(account: "grace", token: "s3cret")
        try model.save(account: "ada", token: "t0ken")
        #expect(model.state.snapshot == ["ada", "grace"])
        #expect(throws: SaveCredentialUseCase.Failure.noToken) { try model.save(account: "linus", token: "") }
        #expect(model.state.snapshot == ["ada", "grace"])
        #expect(store.token(for: "grace") == "s3cret")
    }
}
