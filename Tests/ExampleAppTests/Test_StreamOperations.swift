// Stream operations: ModelState(from:prior:), yielded states, ending, errors, cancel-previous.

import Foundation
import Testing

@MainActor
struct Test_StreamOperations {
    /// An ImportModel that has loaded `Fixture.first`, with a controllable ImportUseCase.
    private func loadedImportModel() async -> (ImportModel, StreamSource<ImportOptions, ImportState>) {
        let useCase = ControlledImportUseCase()
        let model = ImportModel(
            importStatusUseCase: ImportStatusUseCaseStub(result: .success(Fixture.first)), importUseCase: useCase)
        await eventually { caseName(model.state) == "ready" }
        return (model, useCase.source)
    }

    @Test func trivialMappingWithOneStreamingUseCase() {
        guard case .ready(let snapshot) = ImportModel.ModelState(from: .completed(Fixture.second), prior: Fixture.first)
        else {
            Issue.record("the completed case must give .ready")
            return
        }
        #expect(snapshot == Fixture.second)
        guard
            case .operating(.importing(let progress), let prior) = ImportModel.ModelState(
                from: .importing(Fixture.progress), prior: Fixture.first)
        else {
            Issue.record("any other case must give .operating(state, prior:)")
            return
        }
        #expect(progress == Fixture.progress)
        #expect(prior == Fixture.first)
    }

    @Test func trivialMappingWithSeveralStreamingUseCases() {
        guard
            case .operating(.refresh(.previewing(let preview)), let prior) = DashboardModel.ModelState(
                from: RefreshDataState.previewing(Fixture.preview), prior: Fixture.data)
        else {
            Issue.record("a non-completed refresh state must give .operating(.refresh(state), prior:)")
            return
        }
        #expect(preview == Fixture.preview)
        #expect(prior == Fixture.data)
        guard
            case .ready(let refreshed) = DashboardModel.ModelState(
                from: RefreshDataState.refreshed(Fixture.otherData), prior: Fixture.data)
        else {
            Issue.record("the completed case `refreshed` must give .ready")
            return
        }
        #expect(refreshed == Fixture.otherData)
        guard case .ready(let loaded) = DashboardModel.ModelState(from: FetchDataState.loaded(Fixture.data), prior: nil)
        else {
            Issue.record("an observes use case's completed case must give .ready")
            return
        }
        #expect(loaded == Fixture.data)
        let operation: DashboardModel.Operation = .settingsModel(.loaded(Fixture.data))
        #expect(caseName(operation) == "settingsModel")
    }

    @Test func callsTheUseCaseBeforeReturning() async {
        let (model, source) = await loadedImportModel()
        let task = model.startImport(source: Fixture.source)
        #expect(source.callCount == 1)
        #expect(source.calls.first == ImportOptions(source: Fixture.source))
        source.continuation(0).finish()
        await completion(of: task)
    }

    @Test func assignsEachYieldedStateThroughTheMapping() async {
        let (model, source) = await loadedImportModel()
        let task = model.startImport(source: Fixture.source)
        source.continuation(0).yield(.importing(Fixture.progress))
        await eventually { caseName(model.state) == "operating" }
        guard case .operating(.importing(let progress), let prior) = model.state else { return }
        #expect(progress == Fixture.progress)
        #expect(prior == Fixture.first)
        source.continuation(0).yield(.completed(Fixture.second))
        await eventually { caseName(model.state) == "ready" }
        #expect(model.state.snapshot == Fixture.second)
        source.continuation(0).finish()
        await completion(of: task)
        #expect(caseName(model.state) == "ready")
        #expect(model.state.snapshot == Fixture.second)
    }

    @Test func streamEndingWithoutCompletionReturnsToReadyPrior() async {
        let (model, source) = await loadedImportModel()
        let task = model.startImport(source: Fixture.source)
        source.continuation(0).yield(.importing(Fixture.progress))
        await eventually { caseName(model.state) == "operating" }
        source.continuation(0).finish()
        await completion(of: task)
        guard case .ready(let snapshot) = model.state else {
            Issue.record("expected .ready(prior), got \(model.state)")
            return
        }
        #expect(snapshot == Fixture.first)
    }

    @Test func streamEndingWithoutCompletionOrPriorReturnsToUninitialized() async {
        let useCase = ControlledOpenDetailUseCase()
        let model = DetailModel(openDetailUseCase: useCase)
        let id = UUID()
        let task = model.open(itemID: id)
        #expect(useCase.source.calls.first == OpenDetailOptions(itemID: id))
        useCase.source.continuation(0).yield(.opening(0.5))
        await eventually { caseName(model.state) == "operating" }
        guard case .operating(.opening(let fraction), nil) = model.state else {
            Issue.record("expected .operating(.opening, prior: nil), got \(model.state)")
            return
        }
        #expect(fraction == 0.5)
        useCase.source.continuation(0).finish()
        await completion(of: task)
        #expect(caseName(model.state) == "uninitialized")
    }

    @Test func thrownErrorGivesFailedWithPrior() async {
        let (model, source) = await loadedImportModel()
        let task = model.startImport(source: Fixture.source)
        source.continuation(0).yield(.importing(Fixture.progress))
        source.continuation(0).finish(throwing: TestError("disk full"))
        await completion(of: task)
        guard case .failed(let error, let prior) = model.state else {
            Issue.record("expected .failed, got \(model.state)")
            return
        }
        #expect(error as? TestError == TestError("disk full"))
        #expect(prior == Fixture.first)
    }

    @Test func startingAStreamOperationCancelsTheRunningOne() async {
        let (model, source) = await loadedImportModel()
        let first = model.startImport(source: Fixture.source)
        source.continuation(0).yield(.importing(Fixture.progress))
        await eventually { caseName(model.state) == "operating" }
        let second = model.startImport(source: Fixture.source)
        #expect(source.callCount == 2)
        await completion(of: first)
        #expect(first.isCancelled)
        await eventually { source.isTerminated(0) }
        // What the cancelled stream would still yield is not assigned.
        source.continuation(0).yield(.completed(Fixture.second))
        source.continuation(1).yield(.completed(.empty))
        await eventually { model.state.snapshot == .empty }
        source.continuation(1).finish()
        await completion(of: second)
        #expect(model.state.snapshot == .empty)
    }

    @Test func valuesBufferedBeforeCancellationAreNotAssigned() async {
        let (model, source) = await loadedImportModel()
        let first = model.startImport(source: Fixture.source)
        // Both values are buffered before the first operation's task can read them.
        source.continuation(0).yield(.importing(Fixture.progress))
        source.continuation(0).yield(.completed(Fixture.second))
        let second = model.startImport(source: Fixture.source)
        await completion(of: first)
        #expect(caseName(model.state) == "ready")
        #expect(model.state.snapshot == Fixture.first)
        source.continuation(1).finish()
        await completion(of: second)
    }

    @Test func operatingCarriesTheOperationWithSeveralStreamingUseCases() async {
        // DashboardModel has two streaming use cases (refresh and observes), so operating carries Operation.
        let settings = Fixture.settingsModel()
        let refresh = ControlledRefreshDataUseCase()
        let model = DashboardModel(
            settingsModel: settings, makeIntegrationModel: Fixture.integrationModel,
            dashboardStatusUseCase: DashboardStatusUseCaseStub(result: .success(Fixture.data)),
            refreshDataUseCase: refresh, fetchDataUseCase: FetchDataUseCaseStub(states: []))
        await eventually { caseName(model.state) == "ready" }
        model.refresh(force: false)
        refresh.source.continuation(0).yield(.previewing(Fixture.preview))
        await eventually { caseName(model.state) == "operating" }
        guard case .operating(.refresh(.previewing(let preview)), let prior) = model.state else {
            Issue.record("expected .operating(.refresh(.previewing)), got \(model.state)")
            return
        }
        #expect(preview == Fixture.preview)
        #expect(prior == Fixture.data)
        let second = model.refresh(force: true)
        await eventually { refresh.source.isTerminated(0) }
        #expect(refresh.source.calls.map(\.force) == [false, true])
        refresh.source.continuation(1).yield(.refreshed(Fixture.otherData))
        refresh.source.continuation(1).finish()
        await completion(of: second)
        #expect(model.state.snapshot == Fixture.otherData)
    }

    @Test func cancellationLeavesTheLastState() async {
        let (model, source) = await loadedImportModel()
        let task = model.startImport(source: Fixture.source)
        source.continuation(0).yield(.importing(Fixture.progress))
        await eventually { caseName(model.state) == "operating" }
        task.cancel()
        await completion(of: task)
        await eventually { source.isTerminated(0) }
        guard case .operating(.importing(let progress), let prior) = model.state else {
            Issue.record("expected the last state to stay, got \(model.state)")
            return
        }
        #expect(progress == Fixture.progress)
        #expect(prior == Fixture.first)
    }
}
