// JobLogsModel and JobLogModel: an appending log (`append:`) and a keyed cache of child models (`key:`), driven with
// the generated stub and with GreetingFeature's real `TailLogUseCase`.

import App
import GreetingFeature
import Testing

@MainActor
@Suite struct Test_JobLogsModel {
    @Test func eachTailAppendsTheStubsLinesToWhatTheLogHeld() async {
        let model = JobLogModel(configuration: "build", tailLogUseCase: TailLogUseCaseStub(states: ["a", "b"]))
        await model.tail(job: "build").value
        await model.tail(job: "build").value
        #expect(model.lines == ["a", "b", "a", "b"])
    }

    @Test func theRealUseCasesLinesAreAppendedInOrder() async {
        let model = JobLogModel(configuration: "test", tailLogUseCase: TailLogUseCase(lines: ["compiling", "done"]))
        await model.tail(job: "test").value
        await model.tail(job: "lint").value
        #expect(model.lines == ["test: compiling", "test: done", "lint: compiling", "lint: done"])
    }

    @Test func theCacheKeepsOneLogPerJobUntilItIsRemoved() async {
        let logs = JobLogsModel(makeJobLogModel: { JobLogModel(configuration: $0, tailLogUseCase: TailLogUseCase()) })
        let build = logs.jobLogModel(for: "build")
        #expect(logs.jobLogModel(for: "build") === build, "the same job gives the same model")
        let test = logs.jobLogModel(for: "test")
        #expect(test !== build)
        #expect(test.configuration == "test")
        #expect(Set(logs.jobLogModels.keys) == ["build", "test"])
        await build.tail(job: "build").value
        #expect(logs.jobLogModel(for: "build").lines.count == 3, "the cached model keeps its lines")
        logs.removeJobLogModel(for: "build")
        #expect(Set(logs.jobLogModels.keys) == ["test"])
        let again = logs.jobLogModel(for: "build")
        #expect(again !== build, "a removed job gets a new model")
        #expect(again.lines.isEmpty)
    }
}
