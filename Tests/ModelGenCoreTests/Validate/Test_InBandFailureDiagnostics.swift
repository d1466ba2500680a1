// `failure:` of a stream operation of a standard-state model: a case of a state type modelgen declares, which carries
// one value and is not the completed case; never beside `append`.

import ModelGenCore
import Testing

@Suite struct Test_InBandFailureDiagnostics {
    /// A standard-state model whose operation `analyze` is `operation`.
    private static func spec(_ operation: String) -> String {
        """
        external: [Outside]
        snapshots:
          Report: { fields: { text: String } }
        enums:
          Progress:
            running: { phase: String }
            broken: { reason: String, code: Int }
            failed: String
            completed: Report
        useCases:
          AnalyzeUseCase:
            stream: { states: { running: String, failed: String, stalled: , done: Report } }
          DeclaredUseCase:
            call: "run() -> AsyncStream<Progress>"
            completed: completed
          OutsideUseCase:
            call: "run() -> AsyncStream<Outside>"
        models:
          AnalysisModel:
            snapshot: Report
            properties:
              states: { type: "[AnalyzeState]", default: "[]" }
            operations:
              analyze: \(operation)
        """
    }

    @Test func aCaseOfAGeneratedOrDeclaredStateValidates() {
        #expect(Snippet.diagnostics(Self.spec("{ stream: AnalyzeUseCase, failure: failed }")) == "")
        #expect(Snippet.diagnostics(Self.spec("{ stream: DeclaredUseCase, failure: failed }")) == "")
    }

    @Test func anUnknownCaseSuggestsTheNearest() {
        #expect(
            Snippet.diagnostics(Self.spec("{ stream: AnalyzeUseCase, failure: faild }")) == """
                Spec.yaml:24:51: error: 'failure' names no case of the state type of 'AnalyzeUseCase'
                Spec.yaml:24:51: note: did you mean 'failed'?
                """)
    }

    @Test func theCaseCarriesOneValue() {
        #expect(
            Snippet.diagnostics(Self.spec("{ stream: AnalyzeUseCase, failure: stalled }")) == """
                Spec.yaml:24:51: error: 'failure' names 'stalled', which must carry one value, the error or what describes it
                Spec.yaml:12:58: note: the case is declared here
                """)
        #expect(
            Snippet.diagnostics(Self.spec("{ stream: DeclaredUseCase, failure: broken }")) == """
                Spec.yaml:24:52: error: 'failure' names 'broken', which must carry one value, the error or what describes it
                Spec.yaml:7:5: note: the case is declared here
                """)
    }

    @Test func theCompletedCaseIsNoFailure() {
        #expect(
            Snippet.diagnostics(Self.spec("{ stream: DeclaredUseCase, failure: completed }")) == """
                Spec.yaml:24:52: error: 'failure' names 'completed', the case that completes the stream of 'DeclaredUseCase'
                """)
    }

    @Test func theStateTypeMustBeOneModelgenDeclares() {
        #expect(
            Snippet.diagnostics(Self.spec("{ stream: OutsideUseCase, failure: failed }")) == """
                Spec.yaml:24:51: error: 'failure' names a case of the state type of 'OutsideUseCase', which modelgen does not declare
                Spec.yaml:24:51: note: declare the states with 'stream', or the state type under 'enums', so that the case can be checked
                """)
    }

    @Test func anAppendingStreamTakesNoFailure() {
        #expect(
            Snippet.diagnostics(Self.spec("{ stream: AnalyzeUseCase, append: states, failure: failed }")) == """
                Spec.yaml:24:67: error: 'append' of operation 'analyze' leaves the state alone, so the operation takes no 'failure'
                Spec.yaml:24:67: note: an appending stream reports failure by throwing
                """)
    }
}
