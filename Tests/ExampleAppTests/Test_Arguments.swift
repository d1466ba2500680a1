// `arguments`, literal defaults of a `call:` signature and `from`: an operation's use case gets its values from the
// model's members as they are when the operation runs, or literals; a defaulted parameter is the operation's, with its
// default; a use case made by a factory is made from the member's current value at each run.

import Foundation
import Testing

#if OBSERVABLE_OBJECT
@testable import ExampleAppObservableObject
#else
@testable import ExampleApp
#endif

@MainActor
struct Test_Arguments {
    private let repo = CheckoutRepo(slug: "modelgen", root: "/src")

    private func model(
        remove: RemoveCheckoutUseCaseStub = RemoveCheckoutUseCaseStub(),
        search: SearchCheckoutsUseCaseStub = SearchCheckoutsUseCaseStub(states: [])
    ) -> CheckoutsModel {
        CheckoutsModel(
            configuration: repo, removeCheckoutUseCase: remove,
            makeListCheckoutBranchesUseCase: { BranchesOfRepo(repo: $0) },
            makeDescribeOwnerUseCase: { OwnerDescription(owner: $0) }, searchCheckoutsUseCase: search)
    }

    @Test func anArgumentIsReadFromThePropertyWhenTheOperationRuns() async throws {
        let stub = RemoveCheckoutUseCaseStub()
        let model = model(remove: stub)
        model.selectedPath = "/src/one"
        try await model.remove()
        model.selectedPath = "/src/two"
        try await model.remove()
        #expect(stub.calls.map(\.path) == ["/src/one", "/src/two"])
    }

    @Test func aDefaultedParameterIsTheOperationsWithItsDefault() async throws {
        let stub = RemoveCheckoutUseCaseStub()
        let model = model(remove: stub)
        model.selectedPath = "/src/one"
        try await model.remove()
        try await model.remove(force: true)
        #expect(
            stub.calls == [
                .init(path: "/src/one", force: false), .init(path: "/src/one", force: true),
            ])
    }

    @Test func aLiteralArgumentIsPassedAsWritten() async throws {
        let stub = RemoveCheckoutUseCaseStub()
        let model = model(remove: stub)
        model.selectedPath = "/src/three"
        try await model.forceRemove()
        #expect(stub.calls == [.init(path: "/src/three", force: true)])
    }

    @Test func aFailureOfTheUseCaseIsRethrown() async {
        let model = model(remove: RemoveCheckoutUseCaseStub(failure: TestError("remove")))
        await #expect(throws: TestError("remove")) { try await model.remove() }
    }

    @Test func theFactoryMakesTheUseCaseFromTheConfiguration() async throws {
        let model = model()
        try await model.loadBranches()
        #expect(model.branches == ["modelgen/main", "limit 3"])
    }

    @Test func theFactoryIsCalledWithThePropertysCurrentValueAtEachRun() {
        let model = model()
        model.owner = "ann"
        model.describeOwner()
        #expect(model.ownerDescription == "ann")
        model.owner = "bob"
        model.describeOwner()
        #expect(model.ownerDescription == "bob")
    }

    @Test func aStreamsOptionsAreReadFromThePropertyAndTheConfiguration() async {
        let stub = SearchCheckoutsUseCaseStub(states: ["hit"])
        let model = model(search: stub)
        model.query = "first"
        await model.search().value
        model.query = "second"
        await model.search().value
        #expect(stub.calls == [.init(query: "first", root: "/src"), .init(query: "second", root: "/src")])
        #expect(model.hits == ["hit", "hit"])
    }
}

/// Lists the branches of the repository it was made from.
private struct BranchesOfRepo: ListCheckoutBranchesUseCase {
    let repo: CheckoutRepo

    func execute(limit: Int) async throws -> [String] {
        ["\(repo.slug)/main", "limit \(limit)"]
    }
}

/// Describes the owner it was made for.
private struct OwnerDescription: DescribeOwnerUseCase {
    let owner: String

    func describe(verbose: Bool) -> String {
        verbose ? "owner \(owner)" : owner
    }
}
