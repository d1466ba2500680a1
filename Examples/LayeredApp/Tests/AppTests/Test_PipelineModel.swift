// PipelineModel: a custom-state model whose operations are all generated: a call goes `running`, then `finished` or
// `failed`; a stream goes `running`, then `logging` with each line, and its stop goes back to `idle`. Tested with the
// generated stubs and with the real use cases.

import App
import GreetingFeature
import Testing

@MainActor
@Suite struct Test_PipelineModel {
    @Test func theStubbedRunFinishesWithWhatTheStagesReported() async {
        let run = RunPipelineUseCaseStub(result: .success(["build: ok"]))
        let model = PipelineModel(runPipelineUseCase: run, tailLogUseCase: TailLogUseCaseStub(states: []))
        guard case .idle = model.state else { Issue.record("state is \(model.state)"); return }
        await model.run(stages: ["build"])
        guard case .finished(let report) = model.state else { Issue.record("state is \(model.state)"); return }
        #expect(report == ["build: ok"])
        #expect(run.calls == [.init(stages: ["build"])])
    }

    @Test func theStubbedRunsErrorIsTheFailedCasesPayload() async {
        let model = PipelineModel(
            runPipelineUseCase: RunPipelineUseCaseStub(result: .failure(RunPipelineUseCase.Failure.unnamedStage)),
            tailLogUseCase: TailLogUseCaseStub(states: []))
        await model.run(stages: [""])
        guard case .failed(let error) = model.state else { Issue.record("state is \(model.state)"); return }
        #expect(error as? RunPipelineUseCase.Failure == .unnamedStage)
    }

    @Test func theRealUseCasesRunAndFail() async {
        let model = PipelineModel(runPipelineUseCase: RunPipelineUseCase(), tailLogUseCase: TailLogUseCase())
        await model.run(stages: ["build", "test"])
        guard case .finished(let report) = model.state else { Issue.record("state is \(model.state)"); return }
        #expect(report == ["build: done", "test: done"])
        await model.run(stages: ["build", ""])
        guard case .failed(let error) = model.state else { Issue.record("state is \(model.state)"); return }
        #expect(error as? RunPipelineUseCase.Failure == .unnamedStage)
    }

    @Test func followingShowsRunningThenEachLine() async {
        let model = PipelineModel(
            runPipelineUseCase: RunPipelineUseCase(), tailLogUseCase: TailLogUseCase(lines: ["compiling", "linking"]))
        let task = model.follow(job: "build")
        guard case .running = model.state else { Issue.record("state is \(model.state)"); return }
        await task.value
        guard case .logging(let line) = model.state else { Issue.record("state is \(model.state)"); return }
        #expect(line == "build: linking")
    }

    @Test func stoppingTheStubbedFollowGoesBackToIdle() {
        let model = PipelineModel(
            runPipelineUseCase: RunPipelineUseCaseStub(result: .success([])),
            tailLogUseCase: TailLogUseCaseStub(states: ["a"]))
        model.follow(job: "build")
        model.stopFollowing()
        guard case .idle = model.state else { Issue.record("state is \(model.state)"); return }
    }
}
