// LogsModel: a model whose spec declares the stored state and hooks its hand-written extension (LogsModel+Tail.swift)
// needs: a counter and a task handle, a filter loaded at init and saved in its `didSet`, and a nested enum.

import App
import GreetingFeature
import Testing

@MainActor
@Suite struct Test_LogsModel {
    func model(
        saved: LogsModel.Filter = .all, tail: any TailLogUseCaseProtocol = TailLogUseCaseStub(states: []),
        save: SaveLogFilterUseCaseStub = SaveLogFilterUseCaseStub()
    ) -> LogsModel {
        LogsModel(
            loadLogFilterUseCase: LoadLogFilterUseCaseStub(value: saved), tailLogUseCase: tail,
            saveLogFilterUseCase: save)
    }

    @Test func theFilterIsANestedEnum() {
        let filter: App.LogsModel.Filter = .errors
        #expect(App.LogsModel.Filter.allCases == [.all, .errors])
        #expect(model(saved: filter).filter == .errors)
    }

    @Test func theSavedFilterIsLoadedAtInitAndNotSavedAgain() {
        let load = LoadLogFilterUseCaseStub(value: .errors)
        let save = SaveLogFilterUseCaseStub()
        let model = LogsModel(
            loadLogFilterUseCase: load, tailLogUseCase: TailLogUseCaseStub(states: []), saveLogFilterUseCase: save)
        #expect(model.filter == .errors)
        #expect(load.calls == 1)
        #expect(save.calls.isEmpty)
    }

    @Test func eachChangeOfTheFilterIsSavedInItsDidSet() {
        let save = SaveLogFilterUseCaseStub()
        let model = model(save: save)
        model.filter = .errors
        model.filter = .all
        #expect(save.calls == [.init(filter: .errors), .init(filter: .all)])
    }

    @Test func tailingNumbersEachLineWithTheModelsCounterAcrossTails() async {
        let model = model(tail: TailLogUseCaseStub(states: ["compiling", "error: missing semicolon"]))
        await model.tail(job: "build").value
        #expect(model.entries.map(\.id) == [0, 1])
        #expect(model.entries.map(\.isError) == [false, true])
        model.clear()
        await model.tail(job: "test").value
        #expect(model.entries.map(\.id) == [2, 3])
        #expect(model.entries.map(\.text) == ["compiling", "error: missing semicolon"])
    }

    @Test func theFilterShowsOnlyErrors() async {
        let model = model(saved: .errors, tail: TailLogUseCase(lines: ["compiling", "error: missing semicolon"]))
        await model.tail(job: "build").value
        #expect(model.visibleEntries.map(\.text) == ["build: error: missing semicolon"])
        model.filter = .all
        #expect(model.visibleEntries.map(\.id) == [0, 1])
    }

    @Test func stopTailingCancelsTheTasksHandleAndKeepsTheEntries() async {
        let (lines, log) = AsyncStream.makeStream(of: String.self)
        let model = model(tail: Scripted(lines: lines))
        let task = model.tail(job: "build")
        log.yield("compiling")
        await eventually { model.entries.count == 1 }
        model.stopTailing()
        await task.value
        #expect(task.isCancelled)
        log.yield("linking")
        log.finish()
        #expect(model.entries.map(\.text) == ["compiling"])
    }

    @Test func aNewTailStopsTheOneThatRuns() async {
        let model = model(tail: Silent())
        let first = model.tail(job: "build")
        let second = model.tail(job: "test")
        await first.value
        #expect(first.isCancelled)
        #expect(!second.isCancelled)
        model.stopTailing()
        await second.value
    }

    /// A use case written in the test: its one tail streams the lines the test yields.
    struct Scripted: TailLogUseCaseProtocol {
        let lines: AsyncStream<String>

        func stream(job: String) -> AsyncStream<String> {
            lines
        }
    }

    /// A use case written in the test: each tail stays open and yields nothing.
    struct Silent: TailLogUseCaseProtocol {
        func stream(job: String) -> AsyncStream<String> {
            AsyncStream { _ in }
        }
    }
}
