// steps operations: stream (with and without `as:`), state and call steps in order,
// cancellation between steps, errors.

import Foundation
import Testing

@MainActor
struct Test_Steps {
    private struct App {
        let model: AppModel
        let primary: ControlledStopPrimaryUseCase
        let stopSettings: ControlledStopSettingsUseCase
    }

    private func makeApp() -> App {
        let primary = ControlledStopPrimaryUseCase()
        let stopSettings = ControlledStopSettingsUseCase()
        let settings = SettingsModel(current: Fixture.settings, stopSettingsUseCase: stopSettings)
        let dashboard = DashboardModel(
            settingsModel: settings, makeIntegrationModel: Fixture.integrationModel,
            dashboardStatusUseCase: DashboardStatusUseCaseStub(result: .success(.empty)),
            refreshDataUseCase: RefreshDataUseCaseStub(states: []), fetchDataUseCase: FetchDataUseCaseStub(states: []))
        let model = AppModel(
            settingsModel: settings, dashboardModel: dashboard, makeLogModel: Fixture.logModel,
            makeDetailModel: Fixture.detailModel, stopPrimaryUseCase: primary)
        return App(model: model, primary: primary, stopSettings: stopSettings)
    }

    @Test func runsItsStepsInOrder() async throws {
        let app = makeApp()
        let stopping = Task { try await app.model.stopAll() }

        // Step 1: stream StopPrimaryUseCase as .stoppingPrimary.
        await eventually { app.primary.source.callCount == 1 }
        #expect(caseName(app.model.state) == "idle")
        app.primary.source.continuation(0).yield(.stopping(0.5))
        await eventually { caseName(app.model.state) == "stoppingPrimary" }
        guard case .stoppingPrimary(.stopping(let fraction)) = app.model.state else { return }
        #expect(fraction == 0.5)
        app.primary.source.continuation(0).yield(.stopped)
        await eventually {
            if case .stoppingPrimary(.stopped) = app.model.state { true } else { false }
        }
        #expect(app.stopSettings.source.callCount == 0)

        // Step 2 (state: waitingForSettings) and step 3 (call: settingsModel.stopAll).
        app.primary.source.continuation(0).finish()
        await eventually { app.stopSettings.source.callCount == 1 }
        #expect(caseName(app.model.state) == "waitingForSettings")

        // Step 4: state: stopped, once the call has returned.
        app.stopSettings.source.continuation(0).yield(.stopping)
        for _ in 0..<20 {
            await Task.yield()
        }
        #expect(caseName(app.model.state) == "waitingForSettings")
        app.stopSettings.source.continuation(0).finish()
        try #require(await outcome(of: stopping)).get()
        #expect(caseName(app.model.state) == "stopped")
    }

    @Test func cancellingTheCallerStopsItBetweenStepsWithCancellationError() async {
        let app = makeApp()
        let stopping = Task { try await app.model.stopAll() }
        await eventually { app.primary.source.callCount == 1 }
        app.primary.source.continuation(0).yield(.stopping(0.25))
        await eventually { caseName(app.model.state) == "stoppingPrimary" }
        stopping.cancel()
        let result = await outcome(of: stopping)
        #expect(throws: CancellationError.self) {
            try result?.get()
        }
        #expect(app.primary.source.isTerminated(0))
        #expect(caseName(app.model.state) == "stoppingPrimary")
        #expect(app.stopSettings.source.callCount == 0)
    }

    @Test func anAlreadyCancelledCallerRunsNoStep() async {
        let app = makeApp()
        let stopping = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await app.model.stopAll()
        }
        let result = await outcome(of: stopping)
        #expect(throws: CancellationError.self) {
            try result?.get()
        }
        #expect(app.primary.source.callCount == 0)
        #expect(caseName(app.model.state) == "idle")
    }

    @Test func aStreamStepThatThrowsStopsTheOperationWithItsError() async {
        let app = makeApp()
        let stopping = Task { try await app.model.stopAll() }
        await eventually { app.primary.source.callCount == 1 }
        app.primary.source.continuation(0).finish(throwing: TestError("stuck"))
        let result = await outcome(of: stopping)
        #expect(throws: TestError("stuck")) {
            try result?.get()
        }
        #expect(app.stopSettings.source.callCount == 0)
    }

    @Test func aStreamStepWithoutAsDrainsTheUseCase() async throws {
        let stub = StopSettingsUseCaseStub(states: [.stopping, .stopped])
        let settings = SettingsModel(current: Fixture.settings, stopSettingsUseCase: stub)
        try await settings.stopAll()
        #expect(stub.calls == 1)
        #expect(settings.current == Fixture.settings)
    }

    @Test func asAssignsAGeneratedStateEnumToTheCustomCase() async throws {
        let merge = ControlledMergeUseCase()
        let model = PullRequestModel(
            settingsModel: Fixture.settingsModel(), makeReviewLogModel: Fixture.logModel,
            makeDetailModel: Fixture.detailModel, mergeUseCase: merge,
            checkMergeabilityUseCase: CheckMergeabilityUseCaseStub(states: []))
        let merging = Task { try await model.merge() }
        await eventually { merge.source.callCount == 1 }
        merge.source.continuation(0).yield(.rebasing)
        await eventually {
            if case .merging(.rebasing) = model.state { true } else { false }
        }
        merge.source.continuation(0).yield(.pushing(0.75))
        await eventually {
            if case .merging(.pushing(0.75)) = model.state { true } else { false }
        }
        merge.source.continuation(0).finish()
        try #require(await outcome(of: merging)).get()
        #expect(caseName(model.state) == "merged")
    }
}
