// Deallocation: tasks hold models weakly; dropping the last reference deallocates the model
// and ends its streams, loads and subscriptions at once.

// Reaches internal members of the module under test.
#if OBSERVABLE_OBJECT
@testable import ExampleAppObservableObject
#else
@testable import ExampleApp
#endif
import Foundation
import Testing

@MainActor
struct Test_Deinit {
    @Test func droppingAModelEndsItsRunningStreamOperation() async {
        let useCase = ControlledImportUseCase()
        var model: ImportModel? = ImportModel(
            importStatusUseCase: ImportStatusUseCaseStub(result: .success(Fixture.first)), importUseCase: useCase)
        let weakModel = WeakReference(model)
        await eventually { caseName(model!.state) == "ready" }
        let task = model!.startImport(source: Fixture.source)
        useCase.source.continuation(0).yield(.importing(Fixture.progress))
        await eventually { caseName(model!.state) == "operating" }

        model = nil
        #expect(weakModel.object == nil)
        #expect(task.isCancelled)
        await eventually { useCase.source.isTerminated(0) }
        await completion(of: task)
    }

    @Test func droppingAModelCancelsItsPendingLoad() async {
        let status = GatedImportStatusUseCase()
        var model: ImportModel? = ImportModel(importStatusUseCase: status, importUseCase: ImportUseCaseStub(states: []))
        let weakModel = WeakReference(model)
        await eventually { status.gate.pendingCount == 1 }
        model = nil
        #expect(weakModel.object == nil)
        await eventually { status.gate.cancelled == 1 }
    }

    // The wait is for the task itself, not a deadline (see below); the time limit only stops a run that hangs.
    @Test(.timeLimit(.minutes(5))) func theReturnedTaskDoesNotKeepTheModelAlive() async {
        let useCase = ControlledOpenDetailUseCase()
        var model: DetailModel? = DetailModel(openDetailUseCase: useCase)
        let weakModel = WeakReference(model)
        let task = model!.open(itemID: UUID())
        model = nil
        #expect(weakModel.object == nil)
        await task.value
        #expect(useCase.source.isTerminated(0))
    }

    // Every wait is for the event itself, not a deadline: the load's fetch runs on the cooperative pool, which other
    // tests of a loaded machine can hold for longer than any bound. The time limit only stops a run that hangs.
    @Test(.timeLimit(.minutes(5))) func droppingAnObservingModelEndsItsSubscriptionAndRun() async {
        let settings = Fixture.settingsModel()
        let fetch = ControlledFetchDataUseCase()
        var model: DashboardModel? = DashboardModel(
            settingsModel: settings, makeIntegrationModel: Fixture.integrationModel,
            dashboardStatusUseCase: DashboardStatusUseCaseStub(result: .success(Fixture.data)),
            refreshDataUseCase: RefreshDataUseCaseStub(states: []), fetchDataUseCase: fetch)
        let weakModel = WeakReference(model)
        // The load finished, subscribed, and the first value started the run.
        await fetch.source.made(0)
        #expect(settings.currentBroadcaster.subscriberCount == 1)

        model = nil
        #expect(weakModel.object == nil)
        // Dropping the model cancels the run's task and the subscription's; each ends its stream when it next runs.
        await fetch.source.ended(0)
        // No event tells that the broadcaster dropped the subscriber: checked at each turn, with no deadline.
        #expect(await until { settings.currentBroadcaster.subscriberCount == 0 })
        // The shared child lives on, and nothing of the dropped model follows it.
        settings.apply(Fixture.otherSettings)
        #expect(settings.current == Fixture.otherSettings)
        #expect(fetch.source.callCount == 1)
    }

    @Test func droppingACustomStateModelEndsItsSubscription() async {
        let settings = Fixture.settingsModel()
        let check = ControlledCheckMergeabilityUseCase()
        var model: PullRequestModel? = PullRequestModel(
            settingsModel: settings, makeReviewLogModel: Fixture.logModel, makeDetailModel: Fixture.detailModel,
            mergeUseCase: MergeUseCaseStub(states: []), checkMergeabilityUseCase: check)
        let weakModel = WeakReference(model)
        await eventually { check.source.callCount == 1 }
        model = nil
        #expect(weakModel.object == nil)
        await eventually { check.source.isTerminated(0) }
        await eventually { settings.currentBroadcaster.subscriberCount == 0 }
    }

    @Test func droppingABroadcastingModelFinishesItsSubscribersStreams() async {
        var settings: SettingsModel? = Fixture.settingsModel()
        let reader = Collector.start(settings!.observeChanges())
        await eventually { reader.values.count == 1 }
        settings = nil
        await eventually { reader.isFinished }
        #expect(reader.values == [Fixture.settings])
    }

    @Test func droppingAParentDropsItsChildren() async {
        let settings = Fixture.settingsModel()
        var app: AppModel? = AppModel(
            settingsModel: settings,
            dashboardModel: DashboardModel(
                settingsModel: settings, makeIntegrationModel: Fixture.integrationModel,
                integrationConfiguration: Fixture.integration,
                dashboardStatusUseCase: DashboardStatusUseCaseStub(result: .success(.empty)),
                refreshDataUseCase: RefreshDataUseCaseStub(states: []),
                fetchDataUseCase: FetchDataUseCaseStub(states: [])),
            makeLogModel: Fixture.logModel,
            makeDetailModel: Fixture.detailModel,
            stopPrimaryUseCase: StopPrimaryUseCaseStub(states: [])
        )
        app!.activate()
        let weakDashboard = WeakReference(app!.dashboardModel)
        let weakIntegration = WeakReference(app!.dashboardModel.integrationModel)
        let weakLog = WeakReference(app!.logModel)
        app = nil
        #expect(weakDashboard.object == nil)
        #expect(weakIntegration.object == nil)
        #expect(weakLog.object == nil)
    }
}
