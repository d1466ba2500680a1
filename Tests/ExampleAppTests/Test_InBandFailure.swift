// `failure:`: a stream operation whose state type reports failure in-band. The case it names ends the run in
// `failed`, its payload as the error (`ModelGenFailure<String>` for a message); what the stream yields after it is
// never shown.

import Foundation
import Testing

#if OBSERVABLE_OBJECT
@testable import ExampleAppObservableObject
#else
@testable import ExampleApp
#endif

@MainActor
struct Test_InBandFailure {
    @Test func theStubsFailureCaseEndsTheRunInFailedWithItsPayload() async {
        let stub = AnalyzeUseCaseStub(states: [
            .running(phase: "scan"), .failed("disk full"), .completed(AnalysisReport(findings: ["late"])),
        ])
        let model = AnalysisModel(analyzeUseCase: stub)
        await model.analyze(path: "/src").value
        guard case .failed(let error, let prior) = model.state else {
            Issue.record("expected failed, got \(model.state)")
            return
        }
        #expect((error as? ModelGenFailure<String>)?.payload == "disk full")
        #expect(prior == nil)
        #expect(stub.calls == [AnalyzeOptions(path: "/src")])
    }

    @Test(.timeLimit(.minutes(5))) func theFailureKeepsTheShownSnapshotAsPriorAndEndsTheRun() async {
        let useCase = OpenAnalyzeUseCase()
        let model = AnalysisModel(analyzeUseCase: useCase)
        let first = model.analyze(path: "/a")
        useCase.states.yield(.completed(AnalysisReport(findings: ["one"])))
        #expect(await eventually { model.state.snapshot == AnalysisReport(findings: ["one"]) })
        useCase.states.yield(.running(phase: "scan"))
        #expect(await eventually { caseName(model.state) == "operating" })
        useCase.states.yield(.failed("no access"))
        useCase.states.yield(.completed(AnalysisReport(findings: ["two"])))
        await ending(of: first)
        guard case .failed(let error, let prior) = model.state else {
            Issue.record("expected failed, got \(model.state)")
            return
        }
        #expect((error as? ModelGenFailure<String>)?.payload == "no access")
        #expect(prior == AnalysisReport(findings: ["one"]))
    }
}

/// An analysis whose states the test yields, open until the run that reads them ends.
final class OpenAnalyzeUseCase: AnalyzeUseCase, Sendable {
    private let stream: AsyncThrowingStream<AnalyzeState, any Error>
    /// Yields the states.
    let states: AsyncThrowingStream<AnalyzeState, any Error>.Continuation

    init() {
        (stream, states) = AsyncThrowingStream.makeStream(of: AnalyzeState.self)
    }

    func stream(options: AnalyzeOptions) -> AsyncThrowingStream<AnalyzeState, any Error> {
        stream
    }
}
