// The observableObject flavour: every @Published change fires objectWillChange while the old value is still visible.

#if OBSERVABLE_OBJECT
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
@testable import ExampleAppObservableObject
import Testing

@MainActor
@Suite struct Test_ObjectWillChange {
    /// Records what `read` returns each time `objectWillChange` fires, that is, just before each change.
    final class Recorder<Value> {
        var valuesBeforeChange: [Value] = []
        var subscription: AnyCancellable?
    }

    func record<Model: ObservableObject, Value>(
        _ model: Model, _ read: @escaping @MainActor (Model) -> Value
    ) -> Recorder<Value>
    where Model.ObjectWillChangePublisher == ObservableObjectPublisher {
        let recorder = Recorder<Value>()
        recorder.subscription = model.objectWillChange.sink { [unowned model] _ in
            MainActor.assumeIsolated { recorder.valuesBeforeChange.append(read(model)) }
        }
        return recorder
    }

    @Test func everyStateChangeFiresBeforeTheNewValueIsVisible() async {
        let status = GatedImportStatusUseCase()
        let model = ImportModel(
            importStatusUseCase: status,
            importUseCase: ImportUseCaseStub(states: [.importing(Fixture.progress), .completed(Fixture.second)]))
        let recorder = record(model) { caseName($0.state) }
        await eventually { status.gate.pendingCount == 1 }
        status.gate.resolve(.success(Fixture.first))
        await eventually { caseName(model.state) == "ready" }
        #expect(recorder.valuesBeforeChange == ["loading"])
        await completion(of: model.startImport(source: Fixture.source))
        #expect(recorder.valuesBeforeChange == ["loading", "ready", "operating"])
        #expect(model.state.snapshot == Fixture.second)
    }

    @Test func broadcastChangesFireBeforeTheNewValueIsVisible() {
        let settings = Fixture.settingsModel()
        let recorder = record(settings) { $0.current }
        settings.apply(Fixture.otherSettings)
        settings.apply(Fixture.thirdSettings)
        #expect(recorder.valuesBeforeChange == [Fixture.settings, Fixture.otherSettings])
        #expect(settings.current == Fixture.thirdSettings)
    }

    @Test func childChangesFireBeforeTheNewValueIsVisible() {
        let settings = Fixture.settingsModel()
        let app = AppModel(
            settingsModel: settings,
            dashboardModel: DashboardModel(
                settingsModel: settings, makeIntegrationModel: Fixture.integrationModel,
                dashboardStatusUseCase: DashboardStatusUseCaseStub(result: .success(.empty)),
                refreshDataUseCase: RefreshDataUseCaseStub(states: []),
                fetchDataUseCase: FetchDataUseCaseStub(states: [])),
            makeLogModel: Fixture.logModel, makeDetailModel: Fixture.detailModel,
            stopPrimaryUseCase: StopPrimaryUseCaseStub(states: []))
        let recorder = record(app) { $0.logModel == nil }
        app.activate()
        app.deactivate()
        #expect(recorder.valuesBeforeChange == [true, false])
    }
}
#endif
