// Progress through a callback and failure in-band: BlueprintRunModel shows each event GreetingFeature's
// RunBlueprintUseCase reports to its `onEvent` callback as `running` before the run returns; RepoAnalysisModel ends
// an analysis whose stream yields `failed(message)` in `error`, the message in ModelGenFailure<String>.

import CoreService
import GreetingFeature
import Testing

@testable import App

@MainActor
@Suite struct Test_Progress {
    @Test func theStubsEventsShowThenTheResult() async {
        let events = [RunEvent.stepStarted("build"), .output("build: done")]
        let stub = RunBlueprintUseCaseStub(result: .success(RunResult(steps: ["build"])), onEventValues: events)
        let model = BlueprintRunModel(runBlueprintUseCase: stub)
        await model.run(blueprint: "app")
        #expect(model.state.snapshot?.steps == ["build"])
        guard case .ready = model.state else { Issue.record("state is \(model.state)"); return }
        #expect(stub.calls.map(\.blueprint) == ["app"])
    }

    @Test func theRealUseCasesRunEndsReadyAfterItsEvents() async {
        let useCase = RunBlueprintUseCase(blueprints: ["app": ["fetch", "build", "test"]])
        let model = BlueprintRunModel(runBlueprintUseCase: useCase)
        await model.run(blueprint: "app")
        guard case .ready(let result) = model.state else { Issue.record("state is \(model.state)"); return }
        #expect(result.steps == ["fetch", "build", "test"])
    }

    @Test func theRealUseCasesErrorShowsAsError() async {
        let model = BlueprintRunModel(runBlueprintUseCase: RunBlueprintUseCase(blueprints: [:]))
        await model.run(blueprint: "none")
        guard case .error(let error, prior: .none) = model.state else {
            Issue.record("state is \(model.state)"); return
        }
        #expect(error as? RunBlueprintUseCase.Failure == .empty("none"))
    }

    @Test func anInBandFailureFromTheStubEndsInError() async {
        let stub = AnalyzeRepoUseCaseStub(states: [
            .running(phase: "scan"), .failed("disk full"), .completed(RepoAnalysis(findings: ["late"])),
        ])
        let model = RepoAnalysisModel(analyzeRepoUseCase: stub)
        await model.analyze(path: "/repo").value
        guard case .error(let error, prior: .none) = model.state else {
            Issue.record("state is \(model.state)"); return
        }
        #expect((error as? ModelGenFailure<String>)?.payload == "disk full")
    }

    @Test func theRealUseCasesFindingsAndInBandFailure() async {
        let model = RepoAnalysisModel(analyzeRepoUseCase: LiveAnalyzeRepoUseCase(findings: ["unused import"]))
        await model.analyze(path: "/repo").value
        #expect(model.state.snapshot?.findings == ["unused import"])
        await model.analyze(path: "repo").value
        guard case .error(let error, let prior) = model.state else { Issue.record("state is \(model.state)"); return }
        #expect((error as? ModelGenFailure<String>)?.payload == "cannot read repo")
        #expect(prior?.findings == ["unused import"])
    }
}
