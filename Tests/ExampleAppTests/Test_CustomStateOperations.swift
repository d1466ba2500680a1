// Custom-state operations: a `call` goes `begin` -> `success` or `begin` -> `failure`, or rethrows after putting back
// the state `begin` replaced (`onError: throw`); a `stream` goes `begin`, then `success` with each value, and
// `failure` with its error.

import Foundation
import Testing

@MainActor
struct Test_CustomStateOperations {
    /// A planner whose draft waits on the returned gate, with `draft(topic:)` started and showing `drafting`.
    private func drafting() async -> (PlannerModel, FetchGate<[String]>, Task<Void, Never>) {
        let gate = FetchGate<[String]>()
        let model = PlannerModel(
            draftPlanUseCase: GatedDraftPlanUseCase(gate: gate), publishPlanUseCase: PublishPlanUseCaseStub(),
            followPlanUseCase: FollowPlanUseCaseStub(states: []))
        let call = Task { await model.draft(topic: "launch") }
        #expect(await eventually { caseName(model.state) == "drafting" && gate.pendingCount == 1 })
        return (model, gate, call)
    }

    @Test(.timeLimit(.minutes(5))) func aCallGoesFromBeginToSuccess() async {
        let (model, gate, call) = await drafting()
        gate.resolve(.success(["one", "two"]))
        await call.value
        guard case .drafted(let steps) = model.state else {
            Issue.record("expected drafted, got \(model.state)")
            return
        }
        #expect(steps == ["one", "two"])
    }

    @Test(.timeLimit(.minutes(5))) func aCallGoesFromBeginToFailure() async {
        let (model, gate, call) = await drafting()
        gate.resolve(.failure(TestError("no plan")))
        await call.value
        guard case .failed(let error) = model.state else {
            Issue.record("expected failed, got \(model.state)")
            return
        }
        #expect(error as? TestError == TestError("no plan"))
    }

    @Test func theStubsValueIsTheSuccessCasesPayload() async {
        let stub = DraftPlanUseCaseStub(result: .success(["a"]))
        let model = PlannerModel(
            draftPlanUseCase: stub, publishPlanUseCase: PublishPlanUseCaseStub(),
            followPlanUseCase: FollowPlanUseCaseStub(states: []))
        await model.draft(topic: "t")
        #expect(stub.calls == [.init(topic: "t")])
        guard case .drafted(let steps) = model.state else {
            Issue.record("expected drafted, got \(model.state)")
            return
        }
        #expect(steps == ["a"])
    }

    @Test func aVoidCallSetsItsPayloadlessSuccessCase() async throws {
        let model = PlannerModel(
            draftPlanUseCase: DraftPlanUseCaseStub(result: .success([])), publishPlanUseCase: PublishPlanUseCaseStub(),
            followPlanUseCase: FollowPlanUseCaseStub(states: []))
        try await model.publish()
        #expect(caseName(model.state) == "published")
    }

    @Test func onErrorThrowPutsBackTheStateBeginReplacedAndRethrows() async {
        let model = PlannerModel(
            draftPlanUseCase: DraftPlanUseCaseStub(result: .success(["a"])),
            publishPlanUseCase: PublishPlanUseCaseStub(failure: TestError("offline")),
            followPlanUseCase: FollowPlanUseCaseStub(states: []))
        await model.draft(topic: "t")
        await #expect(throws: TestError("offline")) { try await model.publish() }
        #expect(caseName(model.state) == "drafted")
    }

    @Test(.timeLimit(.minutes(5))) func aStreamGoesFromBeginThroughEachValueToFailure() async {
        let source = StreamSource<Int, String>()
        let model = PlannerModel(
            draftPlanUseCase: DraftPlanUseCaseStub(result: .success([])), publishPlanUseCase: PublishPlanUseCaseStub(),
            followPlanUseCase: ControlledFollowPlanUseCase(source: source))
        let run = model.follow()
        #expect(caseName(model.state) == "drafting")
        await source.made(0)
        source.continuation(0).yield("first")
        #expect(await eventually { if case .following("first") = model.state { true } else { false } })
        source.continuation(0).yield("second")
        #expect(await eventually { if case .following("second") = model.state { true } else { false } })
        source.continuation(0).finish(throwing: TestError("lost"))
        await ending(of: run)
        guard case .failed(let error) = model.state else {
            Issue.record("expected failed, got \(model.state)")
            return
        }
        #expect(error as? TestError == TestError("lost"))
    }

    @Test func aStubbedStreamEndsInItsLastValueAndStopGoesBackToInitial() async {
        let model = PlannerModel(
            draftPlanUseCase: DraftPlanUseCaseStub(result: .success([])), publishPlanUseCase: PublishPlanUseCaseStub(),
            followPlanUseCase: FollowPlanUseCaseStub(states: ["a", "b"]))
        await model.follow().value
        #expect(await eventually { if case .following("b") = model.state { true } else { false } })
        let source = StreamSource<Int, String>()
        let open = PlannerModel(
            draftPlanUseCase: DraftPlanUseCaseStub(result: .success([])), publishPlanUseCase: PublishPlanUseCaseStub(),
            followPlanUseCase: ControlledFollowPlanUseCase(source: source))
        open.follow()
        open.stopFollowing()
        #expect(caseName(open.state) == "idle")
    }
}

/// A draft the test resolves through its gate.
struct GatedDraftPlanUseCase: DraftPlanUseCase {
    let gate: FetchGate<[String]>

    func draft(topic: String) async throws -> [String] {
        try await gate.fetch()
    }
}

/// A followed plan whose lines the test yields.
struct ControlledFollowPlanUseCase: FollowPlanUseCase {
    let source: StreamSource<Int, String>

    func follow() -> AsyncThrowingStream<String, any Error> {
        source.makeStream(0)
    }
}
