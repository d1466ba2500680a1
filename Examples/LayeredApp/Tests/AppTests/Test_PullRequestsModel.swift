// PullRequestsModel: an existing stream of the generic PhaseProgress, whose completed case carries the snapshot.

import App
import CoreService
import GreetingFeature
import Testing
import Uniflow

@MainActor
@Suite struct Test_PullRequestsModel {
    let greet = PRMetadata(number: 12, title: "Greet by name", author: "ada")

    @Test func phasesThenTheList() async {
        let stub = FetchPRListUseCaseStub(states: [.running(phase: "fetching"), .completed([greet])])
        let model = PullRequestsModel(fetchPRListUseCase: stub)
        await model.refresh(filter: "Greet").value
        #expect(model.state.snapshot == [greet])
        #expect(stub.calls.map(\.filter) == ["Greet"])
    }

    @Test func aFailureGivesError() async {
        let model = PullRequestsModel(
            fetchPRListUseCase: FetchPRListUseCaseStub(states: [.running(phase: "fetching")], failure: Boom()))
        await model.refresh(filter: "").value
        guard case .error(let error, prior: .none) = model.state else {
            Issue.record("state is \(model.state)"); return
        }
        #expect(error as? Boom == Boom())
    }

    @Test func aPhaseIsRunning() async {
        let model = PullRequestsModel(fetchPRListUseCase: FetchingForever())
        let task = model.refresh(filter: "")
        await eventually {
            if case .running(.running(phase: "fetching"), prior: .none) = model.state { true } else { false }
        }
        task.cancel()
        await task.value
    }

    @Test func theRealUseCaseIsPassedAsItIs() async {
        let model = PullRequestsModel(fetchPRListUseCase: FetchPRListUseCase())
        await model.refresh(filter: "plan").value
        #expect(model.state.snapshot?.map(\.number) == [15])
    }

    /// A use case written in the test: it starts fetching and never finishes.
    struct FetchingForever: FetchPRListUseCaseProtocol {
        func execute(filter: String) -> AsyncThrowingStream<PhaseProgress<[PRMetadata]>, any Error> {
            AsyncThrowingStream { continuation in continuation.yield(.running(phase: "fetching")) }
        }
    }
}
