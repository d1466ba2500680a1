// PlanModel: an existing stream that cannot fail and yields the model's snapshot type, so each value is `.ready`.

import App
import CoreService
import Foundation
import GreetingFeature
import Testing

@MainActor
@Suite struct Test_PlanModel {
    let plan = URL(fileURLWithPath: "/repo/PLAN.md")

    func update(_ completed: Int) -> PlanUpdate {
        PlanUpdate(planURL: plan, completedSteps: completed, totalSteps: 2, currentStep: "step \(completed)")
    }

    @Test func eachValueIsReadyAndTheLastStays() async {
        let stub = WatchPlanUseCaseStub(states: [update(1), update(2)])
        let model = PlanModel(watchPlanUseCase: stub)
        if case .idle = model.state {} else { Issue.record("state is \(model.state)") }
        await model.watch(url: plan).value
        guard case .ready(let last) = model.state else { Issue.record("state is \(model.state)"); return }
        #expect(last.completedSteps == 2)
        #expect(stub.calls.map(\.url) == [plan])
    }

    @Test func aValueIsReadyWhileTheStreamRuns() async {
        let model = PlanModel(watchPlanUseCase: OneUpdateThenWaits(update: update(1)))
        let task = model.watch(url: plan)
        await eventually { if case .ready(let value) = model.state { value.completedSteps == 1 } else { false } }
        task.cancel()
        await task.value
        #expect(model.state.snapshot?.currentStep == "step 1")
    }

    @Test func theRealUseCaseIsPassedAsItIs() async {
        let model = PlanModel(watchPlanUseCase: WatchPlanUseCase(steps: ["Read", "Apply", "Verify"]))
        await model.watch(url: plan).value
        #expect(model.state.snapshot?.completedSteps == 3)
        #expect(model.state.snapshot?.currentStep == "Verify")
        #expect(model.state.snapshot?.planURL == plan)
    }

    @Test func stopWatchingEndsTheRunAndKeepsTheLastUpdate() async {
        let model = PlanModel(watchPlanUseCase: OneUpdateThenWaits(update: update(1)))
        let task = model.watch(url: plan)
        await eventually { model.state.snapshot?.completedSteps == 1 }
        model.stopWatching()
        await task.value
        guard case .ready(let last) = model.state else { Issue.record("state is \(model.state)"); return }
        #expect(last.currentStep == "step 1")
    }

    @Test func stopWatchingBeforeAnyUpdateReturnsToIdle() async {
        let model = PlanModel(watchPlanUseCase: WatchPlanUseCaseStub(states: []))
        model.stopWatching()
        guard case .idle = model.state else { Issue.record("state is \(model.state)"); return }
        let waiting = PlanModel(watchPlanUseCase: NoUpdateYet())
        let task = waiting.watch(url: plan)
        waiting.stopWatching()
        await task.value
        guard case .idle = waiting.state else { Issue.record("state is \(waiting.state)"); return }
    }

    /// A use case written in the test: its stream stays open and yields nothing.
    struct NoUpdateYet: WatchPlanUseCaseProtocol {
        func stream(url: URL) -> AsyncStream<PlanUpdate> {
            AsyncStream { _ in }
        }
    }

    /// A use case written in the test: it yields one update, then stays open.
    struct OneUpdateThenWaits: WatchPlanUseCaseProtocol {
        let update: PlanUpdate

        func stream(url: URL) -> AsyncStream<PlanUpdate> {
            AsyncStream { continuation in continuation.yield(update) }
        }
    }
}
