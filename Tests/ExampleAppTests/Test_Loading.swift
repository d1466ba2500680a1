// Loading: initial states, load success and failure, reload with a prior snapshot.

import Foundation
#if !OBSERVABLE_OBJECT
import Observation
#endif
import Testing

@MainActor
struct Test_Loading {
    @Test func modelWithLoadStartsLoadingAndLoadsFromInit() async {
        let status = GatedImportStatusUseCase()
        let model = ImportModel(importStatusUseCase: status, importUseCase: ImportUseCaseStub(states: []))
        guard case .loading(prior: nil) = model.state else {
            Issue.record("expected .loading(prior: nil), got \(model.state)")
            return
        }
        await eventually { status.gate.pendingCount == 1 }
        status.gate.resolve(.success(Fixture.first))
        await eventually { caseName(model.state) == "ready" }
        #expect(model.state.snapshot == Fixture.first)
        #expect(status.gate.callCount == 1)
    }

    @Test func loadErrorGivesFailedWithoutPrior() async {
        let model = ImportModel(
            importStatusUseCase: ImportStatusUseCaseStub(result: .failure(TestError())),
            importUseCase: ImportUseCaseStub(states: []))
        await eventually { caseName(model.state) == "failed" }
        guard case .failed(let error, let prior) = model.state else { return }
        #expect(error as? TestError == TestError())
        #expect(prior == nil)
    }

    @Test func reloadKeepsTheSnapshotAsPriorAndFailsWithIt() async {
        let status = GatedImportStatusUseCase()
        let model = ImportModel(importStatusUseCase: status, importUseCase: ImportUseCaseStub(states: []))
        await eventually { status.gate.pendingCount == 1 }
        status.gate.resolve(.success(Fixture.first))
        await eventually { caseName(model.state) == "ready" }

        let reloading = Task { await model.reload() }
        await eventually { status.gate.pendingCount == 1 }
        guard case .loading(let prior) = model.state else {
            Issue.record("expected .loading, got \(model.state)")
            return
        }
        #expect(prior == Fixture.first)
        status.gate.resolve(.failure(TestError("offline")))
        await completion(of: reloading)
        guard case .failed(let error, let failedPrior) = model.state else {
            Issue.record("expected .failed, got \(model.state)")
            return
        }
        #expect(error as? TestError == TestError("offline"))
        #expect(failedPrior == Fixture.first)
        #expect(model.state.snapshot == Fixture.first)
    }

    @Test func reloadReturnsWhenTheLoadHasFinished() async {
        let status = ImportStatusUseCaseStub(result: .success(Fixture.second))
        let model = ImportModel(importStatusUseCase: status, importUseCase: ImportUseCaseStub(states: []))
        await model.reload()
        #expect(caseName(model.state) == "ready")
        #expect(model.state.snapshot == Fixture.second)
        #expect(status.calls == 2)
    }

    @Test func aNewerLoadWinsOverAnOlderOne() async {
        let status = GatedImportStatusUseCase()
        let model = ImportModel(importStatusUseCase: status, importUseCase: ImportUseCaseStub(states: []))
        await eventually { status.gate.pendingCount == 1 }
        let reloading = Task { await model.reload() }
        await eventually { status.gate.callCount == 2 }
        // The load from init was cancelled by the reload.
        #expect(status.gate.cancelled == 1)
        status.gate.resolve(.success(Fixture.second))
        await completion(of: reloading)
        #expect(model.state.snapshot == Fixture.second)
    }

    @Test func modelWithConfigurationKeepsItAndLoads() async {
        let model = IntegrationModel(
            configuration: Fixture.integration,
            integrationStatusUseCase: IntegrationStatusUseCaseStub(
                result: .success(IntegrationSnapshot(name: "CI", connected: true, lastEvent: .moved(from: 1, to: 2)))))
        #expect(model.configuration == Fixture.integration)
        await eventually { caseName(model.state) == "ready" }
        #expect(model.state.snapshot?.lastEvent == .moved(from: 1, to: 2))
    }

    @Test func standardModelWithoutLoadStartsUninitialized() {
        let model = DetailModel(openDetailUseCase: OpenDetailUseCaseStub(states: []))
        guard case .uninitialized = model.state else {
            Issue.record("expected .uninitialized, got \(model.state)")
            return
        }
        #expect(model.state.snapshot == nil)
    }

    @Test func customStateModelStartsInItsInitialCase() {
        let settings = Fixture.settingsModel()
        let app = AppModel(
            settingsModel: settings,
            dashboardModel: DashboardModel(
                settingsModel: settings, makeIntegrationModel: Fixture.integrationModel,
                dashboardStatusUseCase: DashboardStatusUseCaseStub(result: .success(.empty)),
                refreshDataUseCase: RefreshDataUseCaseStub(states: []),
                fetchDataUseCase: FetchDataUseCaseStub(states: [])),
            makeLogModel: Fixture.logModel,
            makeDetailModel: Fixture.detailModel,
            stopPrimaryUseCase: StopPrimaryUseCaseStub(states: [])
        )
        guard case .idle = app.state else {
            Issue.record("expected .idle, got \(app.state)")
            return
        }
    }

    #if !OBSERVABLE_OBJECT
    @Test func stateChangesAreObservable() async {
        let status = GatedImportStatusUseCase()
        let model = ImportModel(importStatusUseCase: status, importUseCase: ImportUseCaseStub(states: []))
        let changed = ChangeFlag()
        withObservationTracking {
            _ = model.state
        } onChange: {
            changed.set()
        }
        await eventually { status.gate.pendingCount == 1 }
        status.gate.resolve(.success(Fixture.first))
        await eventually { changed.isSet }
    }
    #endif
}

/// Set once by an observation's `onChange`, which may run on any thread.
final class ChangeFlag: @unchecked Sendable {
    private let lock = NSLock()

    private var value = false

    var isSet: Bool {
        lock.withLock { value }
    }

    func set() {
        lock.withLock { value = true }
    }
}
