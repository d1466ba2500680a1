// `assign:`: a call operation whose value goes into a property, leaving the state as it is; a failure shows as the
// standard state's `failed`.

import Foundation
import Testing

#if OBSERVABLE_OBJECT
@testable import ExampleAppObservableObject
#else
@testable import ExampleApp
#endif

@MainActor
struct Test_Assign {
    private struct Failure: Error {}

    private func loadedBoard(_ names: Result<[String], any Error>) async -> BoardModel {
        let model = BoardModel(
            loadBoardUseCase: LoadBoardUseCaseStub(result: .success(Board(title: "Board"))),
            loadPRNamesUseCase: LoadPRNamesUseCaseStub(result: names))
        await model.reload()
        return model
    }

    @Test func theValueGoesIntoThePropertyAndTheStateIsLeftAsItIs() async {
        let model = await loadedBoard(.success(["one", "two"]))
        #expect(caseName(model.state) == "ready")
        await model.refreshPRs(repo: "modelgen")
        #expect(model.prNames == ["one", "two"])
        guard case .ready(let board) = model.state else {
            Issue.record("expected ready, got \(caseName(model.state))")
            return
        }
        #expect(board.title == "Board")
    }

    @Test func aFailureShowsAsFailedWithThePriorAndLeavesThePropertyAlone() async {
        let model = await loadedBoard(.failure(Failure()))
        await model.refreshPRs(repo: "modelgen")
        #expect(model.prNames == [])
        guard case .failed(_, let prior) = model.state else {
            Issue.record("expected failed, got \(caseName(model.state))")
            return
        }
        #expect(prior?.title == "Board")
    }
}
