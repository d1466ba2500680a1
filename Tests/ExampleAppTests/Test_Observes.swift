// observes: subscribing after the first load, latest wins, reload restarts the subscription,
// observes on a custom-state model.

// Reaches internal members of the module under test.
#if OBSERVABLE_OBJECT
@testable import ExampleAppObservableObject
#else
@testable import ExampleApp
#endif
import Foundation
import Testing

@MainActor
struct Test_Observes {
    private struct Dashboard {
        let model: DashboardModel
        let settings: SettingsModel
        let status: GatedDashboardStatusUseCase
        let fetch: ControlledFetchDataUseCase
        let refresh: ControlledRefreshDataUseCase
    }

    private func makeDashboard() -> Dashboard {
        let settings = Fixture.settingsModel()
        let status = GatedDashboardStatusUseCase()
        let fetch = ControlledFetchDataUseCase()
        let refresh = ControlledRefreshDataUseCase()
        let model = DashboardModel(
            settingsModel: settings, makeIntegrationModel: Fixture.integrationModel, dashboardStatusUseCase: status,
            refreshDataUseCase: refresh, fetchDataUseCase: fetch)
        return Dashboard(model: model, settings: settings, status: status, fetch: fetch, refresh: refresh)
    }

    @Test func subscribesOnceTheFirstLoadHasFinished() async {
        let dashboard = makeDashboard()
        await eventually { dashboard.status.gate.pendingCount == 1 }
        // While loading, nothing runs for the broadcast value.
        for _ in 0..<20 {
            await Task.yield()
        }
        #expect(dashboard.fetch.source.callCount == 0)
        #expect(dashboard.settings.currentBroadcaster.subscriberCount == 0)

        dashboard.status.gate.resolve(.success(Fixture.data))
        await eventually { dashboard.fetch.source.callCount == 1 }
        #expect(dashboard.fetch.source.calls[0] == FetchDataOptions(settings: Fixture.settings))
        #expect(caseName(dashboard.model.state) == "ready")
        dashboard.fetch.source.continuation(0).yield(.loaded(Fixture.otherData))
        await eventually { dashboard.model.state.snapshot == Fixture.otherData }
    }

    @Test func subscribesAfterAFailedFirstLoadToo() async {
        let dashboard = makeDashboard()
        await eventually { dashboard.status.gate.pendingCount == 1 }
        dashboard.status.gate.resolve(.failure(TestError()))
        await eventually { dashboard.fetch.source.callCount == 1 }
        #expect(caseName(dashboard.model.state) == "failed")
    }

    @Test func aNewerValueCancelsTheRunForTheOlderOne() async {
        let dashboard = makeDashboard()
        await eventually { dashboard.status.gate.pendingCount == 1 }
        dashboard.status.gate.resolve(.success(Fixture.data))
        await eventually { dashboard.fetch.source.callCount == 1 }

        // The run for the first value is still open: a nested loop would miss this change.
        dashboard.settings.apply(Fixture.otherSettings)
        await eventually { dashboard.fetch.source.callCount == 2 }
        #expect(dashboard.fetch.source.calls[1] == FetchDataOptions(settings: Fixture.otherSettings))
        await eventually { dashboard.fetch.source.isTerminated(0) }

        dashboard.settings.apply(Fixture.thirdSettings)
        await eventually { dashboard.fetch.source.callCount == 3 }
        await eventually { dashboard.fetch.source.isTerminated(1) }

        // Only the latest run writes the state.
        dashboard.fetch.source.continuation(0).yield(.loaded(DataSnapshot(items: [Item(name: "stale")])))
        dashboard.fetch.source.continuation(2).yield(.loaded(Fixture.otherData))
        await eventually { dashboard.model.state.snapshot == Fixture.otherData }
        #expect(dashboard.settings.currentBroadcaster.subscriberCount == 1)
    }

    @Test func observesRunsAndStreamOperationsAreSeparate() async {
        let dashboard = makeDashboard()
        await eventually { dashboard.status.gate.pendingCount == 1 }
        dashboard.status.gate.resolve(.success(Fixture.data))
        await eventually { dashboard.fetch.source.callCount == 1 }
        let refreshing = dashboard.model.refresh(force: false)
        dashboard.refresh.source.continuation(0).yield(.previewing(Fixture.preview))
        await eventually { caseName(dashboard.model.state) == "operating" }
        dashboard.settings.apply(Fixture.otherSettings)
        await eventually { dashboard.fetch.source.callCount == 2 }
        #expect(!dashboard.fetch.source.isTerminated(1))
        #expect(!dashboard.refresh.source.isTerminated(0))
        dashboard.fetch.source.continuation(1).yield(.loaded(Fixture.otherData))
        await eventually { dashboard.model.state.snapshot == Fixture.otherData }
        dashboard.refresh.source.continuation(0).finish()
        await completion(of: refreshing)
    }

    @Test func anObservesRunEndingDoesNotEndARunningOperation() async {
        let dashboard = makeDashboard()
        await eventually { dashboard.status.gate.pendingCount == 1 }
        dashboard.status.gate.resolve(.success(Fixture.data))
        await eventually { dashboard.fetch.source.callCount == 1 }
        let refreshing = dashboard.model.refresh(force: false)
        dashboard.refresh.source.continuation(0).yield(.previewing(Fixture.preview))
        await eventually { caseName(dashboard.model.state) == "operating" }

        // The observes run ends without its completed case while `refresh` is operating.
        dashboard.fetch.source.continuation(0).finish()
        await eventually { dashboard.fetch.source.isTerminated(0) }
        for _ in 0..<20 {
            await Task.yield()
        }
        guard case .operating(.refresh(.previewing), let prior) = dashboard.model.state else {
            Issue.record("the refresh's state must stay, got \(dashboard.model.state)")
            return
        }
        #expect(prior == Fixture.data)

        // The operation's own end returns to .ready(prior).
        dashboard.refresh.source.continuation(0).finish()
        await completion(of: refreshing)
        guard case .ready(let snapshot) = dashboard.model.state else {
            Issue.record("expected .ready(prior), got \(dashboard.model.state)")
            return
        }
        #expect(snapshot == Fixture.data)
    }

    @Test func aReloadRestartsTheSubscriptionAfterItFinishes() async {
        let dashboard = makeDashboard()
        await eventually { dashboard.status.gate.pendingCount == 1 }
        dashboard.status.gate.resolve(.success(Fixture.data))
        await eventually { dashboard.fetch.source.callCount == 1 }

        let reloading = Task { await dashboard.model.reload() }
        await eventually { dashboard.status.gate.pendingCount == 1 }
        // The reload stopped the subscription and its run...
        await eventually { dashboard.fetch.source.isTerminated(0) }
        await eventually { dashboard.settings.currentBroadcaster.subscriberCount == 0 }
        dashboard.settings.apply(Fixture.otherSettings)
        for _ in 0..<20 {
            await Task.yield()
        }
        #expect(dashboard.fetch.source.callCount == 1)
        // ...and subscribes again, with the current value, once it has finished.
        dashboard.status.gate.resolve(.success(Fixture.data))
        await completion(of: reloading)
        await eventually { dashboard.fetch.source.callCount == 2 }
        #expect(dashboard.fetch.source.calls[1] == FetchDataOptions(settings: Fixture.otherSettings))
    }

    @Test func customStateModelSubscribesAtOnceAndMapsCaseByCase() async {
        let settings = Fixture.settingsModel()
        let check = ControlledCheckMergeabilityUseCase()
        let model = PullRequestModel(
            settingsModel: settings, makeReviewLogModel: Fixture.logModel, makeDetailModel: Fixture.detailModel,
            mergeUseCase: MergeUseCaseStub(states: []), checkMergeabilityUseCase: check)
        #expect(caseName(model.state) == "idle")
        await eventually { check.source.callCount == 1 }
        #expect(check.source.calls[0] == CheckMergeabilityOptions(settings: Fixture.settings))
        check.source.continuation(0).yield(.checking)
        await eventually { caseName(model.state) == "checking" }
        check.source.continuation(0).yield(.blocked("needs review"))
        await eventually { caseName(model.state) == "blocked" }
        guard case .blocked(let reason) = model.state else { return }
        #expect(reason == "needs review")

        settings.apply(Fixture.otherSettings)
        await eventually { check.source.callCount == 2 }
        await eventually { check.source.isTerminated(0) }
        check.source.continuation(0).yield(.mergeable)
        check.source.continuation(1).yield(.mergeable)
        await eventually { caseName(model.state) == "mergeable" }

        // A custom state has no failed case: a run that throws leaves the state as it is.
        check.source.continuation(1).finish(throwing: TestError())
        await eventually { check.source.isTerminated(1) }
        #expect(caseName(model.state) == "mergeable")
    }

    @Test func customStateMappingKeepsPayloads() {
        guard case .blocked(let reason) = PullRequestModel.ModelState(from: .blocked("x")) else {
            Issue.record("expected .blocked")
            return
        }
        #expect(reason == "x")
        #expect(caseName(PullRequestModel.ModelState(from: .checking)) == "checking")
        #expect(caseName(PullRequestModel.ModelState(from: .mergeable)) == "mergeable")
    }
}
