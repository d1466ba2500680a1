// Children: required (shared), optional (configure / clear, reloadsParent, created at init),
// activated (one and two per model), provided.

import Foundation
#if !OBSERVABLE_OBJECT
import Observation
#endif
import Testing

@MainActor
struct Test_Children {
    private func dashboard(
        settings: SettingsModel, status: any DashboardStatusUseCase, made: Counter,
        integrationConfiguration: IntegrationConfiguration? = nil
    ) -> DashboardModel {
        DashboardModel(
            settingsModel: settings,
            makeIntegrationModel: { configuration in
                made.value += 1
                return Fixture.integrationModel(configuration)
            },
            integrationConfiguration: integrationConfiguration,
            dashboardStatusUseCase: status,
            refreshDataUseCase: RefreshDataUseCaseStub(states: []),
            fetchDataUseCase: FetchDataUseCaseStub(states: [])
        )
    }

    private func app(settings: SettingsModel, logs: Counter, details: Counter) -> AppModel {
        AppModel(
            settingsModel: settings,
            dashboardModel: dashboard(
                settings: settings, status: DashboardStatusUseCaseStub(result: .success(Fixture.data)), made: Counter()),
            makeLogModel: {
                logs.value += 1
                return Fixture.logModel()
            },
            makeDetailModel: {
                details.value += 1
                return Fixture.detailModel()
            },
            stopPrimaryUseCase: StopPrimaryUseCaseStub(states: [])
        )
    }

    @Test func requiredChildrenAreInjectedAndMayBeShared() {
        let settings = Fixture.settingsModel()
        let app = app(settings: settings, logs: Counter(), details: Counter())
        #expect(app.settingsModel === settings)
        #expect(app.dashboardModel.settingsModel === settings)
    }

    @Test func optionalChildExistsOnceConfigured() async {
        let made = Counter()
        let status = DashboardStatusUseCaseStub(result: .success(Fixture.data))
        let model = dashboard(settings: Fixture.settingsModel(), status: status, made: made)
        #expect(model.integrationModel == nil)
        #expect(made.value == 0)
        model.configure(Fixture.integration)
        #expect(made.value == 1)
        #expect(model.integrationModel?.configuration == Fixture.integration)
        let first = model.integrationModel
        model.configure(Fixture.otherIntegration)
        #expect(made.value == 2)
        #expect(model.integrationModel !== first)
        #expect(model.integrationModel?.configuration == Fixture.otherIntegration)
        model.clearIntegration()
        #expect(model.integrationModel == nil)
    }

    @Test func optionalChildIsCreatedAtInitWhenItsConfigurationIsGiven() {
        let made = Counter()
        let model = dashboard(
            settings: Fixture.settingsModel(), status: DashboardStatusUseCaseStub(result: .success(Fixture.data)),
            made: made, integrationConfiguration: Fixture.integration)
        #expect(made.value == 1)
        #expect(model.integrationModel?.configuration == Fixture.integration)
    }

    @Test func replacingAChildThatReloadsParentRerunsTheParentsLoad() async {
        let status = GatedDashboardStatusUseCase()
        let model = dashboard(settings: Fixture.settingsModel(), status: status, made: Counter())
        await eventually { status.gate.pendingCount == 1 }
        status.gate.resolve(.success(Fixture.data))
        await eventually { caseName(model.state) == "ready" }

        model.configure(Fixture.integration)
        guard case .loading(let prior) = model.state else {
            Issue.record("configure must start the parent's load, got \(model.state)")
            return
        }
        #expect(prior == Fixture.data)
        await eventually { status.gate.pendingCount == 1 }
        status.gate.resolve(.success(Fixture.otherData))
        await eventually { caseName(model.state) == "ready" }
        #expect(model.state.snapshot == Fixture.otherData)

        model.clearIntegration()
        #expect(caseName(model.state) == "loading")
        await eventually { status.gate.pendingCount == 1 }
        status.gate.resolve(.success(Fixture.data))
        await eventually { caseName(model.state) == "ready" }
        #expect(status.gate.callCount == 3)
    }

    @Test func activatedChildIsCreatedOnlyWhenThereIsNone() {
        let logs = Counter()
        let app = app(settings: Fixture.settingsModel(), logs: logs, details: Counter())
        #expect(app.logModel == nil)
        app.activate()
        let log = app.logModel
        #expect(log != nil)
        app.activate()
        #expect(app.logModel === log)
        #expect(logs.value == 1)
        app.deactivate()
        #expect(app.logModel == nil)
        app.activate()
        #expect(app.logModel !== log)
        #expect(logs.value == 2)
    }

    @Test func twoActivatedChildrenHaveNamedMethods() {
        let reviewLogs = Counter()
        let details = Counter()
        let model = PullRequestModel(
            settingsModel: Fixture.settingsModel(),
            makeReviewLogModel: {
                reviewLogs.value += 1
                return Fixture.logModel()
            },
            makeDetailModel: {
                details.value += 1
                return Fixture.detailModel()
            },
            mergeUseCase: MergeUseCaseStub(states: []),
            checkMergeabilityUseCase: CheckMergeabilityUseCaseStub(states: [])
        )
        #expect(model.reviewLogModel == nil)
        #expect(model.detailModel == nil)
        model.activateReviewLogModel()
        #expect(model.reviewLogModel != nil)
        #expect(model.detailModel == nil)
        model.activateDetailModel()
        model.activateDetailModel()
        #expect(model.detailModel != nil)
        #expect(details.value == 1)
        model.deactivateReviewLogModel()
        #expect(model.reviewLogModel == nil)
        #expect(model.detailModel != nil)
        model.deactivateDetailModel()
        #expect(model.detailModel == nil)
        #expect(reviewLogs.value == 1)
    }

    @Test func providedChildIsNewOnEveryCall() {
        let details = Counter()
        let app = app(settings: Fixture.settingsModel(), logs: Counter(), details: details)
        #expect(details.value == 0)
        let first = app.makeDetailModel()
        let second = app.makeDetailModel()
        #expect(first !== second)
        #expect(details.value == 2)
    }

    #if !OBSERVABLE_OBJECT
    @Test func childChangesAreObservable() {
        let app = app(settings: Fixture.settingsModel(), logs: Counter(), details: Counter())
        let changed = ChangeFlag()
        withObservationTracking {
            _ = app.logModel
        } onChange: {
            changed.set()
        }
        app.activate()
        #expect(changed.isSet)
    }
    #endif
}
