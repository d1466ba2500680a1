// `begin`, `success`, `failure` and `onError` of a custom-state model's `call` and `stream` operations: each names a
// case of the model's state whose payload fits (none for `begin`, the value for `success`, `any Error` for
// `failure`), and `onError: state` needs `failure`.

import ModelGenCore
import Testing

@Suite struct Test_CustomStateOperationDiagnostics {
    /// A custom-state model whose operation `run` is `operation`.
    private static func spec(_ operation: String) -> String {
        """
        useCases:
          PlanUseCase:
            call: "plan() async throws -> [String]"
          SaveUseCase:
            call: "save() async throws"
          TailUseCase:
            call: "tail() -> AsyncThrowingStream<String, any Error>"
        models:
          PlanModel:
            state:
              idle:
              planning:
              planned: "[String]"
              failed: any Error
              reason: String
            initial: idle
            operations:
              run: \(operation)
        """
    }

    @Test func anUnknownCaseSuggestsTheNearest() {
        #expect(
            Snippet.diagnostics(Self.spec("{ call: PlanUseCase, begin: planing, success: planed, failure: faild }"))
                == """
                Spec.yaml:18:40: error: 'begin' names no case of the state of 'PlanModel'
                Spec.yaml:18:40: note: did you mean 'planning'?
                Spec.yaml:18:58: error: 'success' names no case of the state of 'PlanModel'
                Spec.yaml:18:58: note: did you mean 'planned'?
                Spec.yaml:18:75: error: 'failure' names no case of the state of 'PlanModel'
                Spec.yaml:18:75: note: did you mean 'failed'?
                """)
    }

    @Test func theBeginCaseHasNoPayload() {
        #expect(
            Snippet.diagnostics(Self.spec("{ call: PlanUseCase, begin: planned, onError: throw }")) == """
                Spec.yaml:18:40: error: 'begin' must name a case without payload, and 'planned' has one
                Spec.yaml:13:7: note: the case is declared here
                """)
    }

    @Test func theSuccessCaseCarriesTheValue() {
        #expect(
            Snippet.diagnostics(Self.spec("{ call: PlanUseCase, success: reason, onError: throw }")) == """
                Spec.yaml:18:42: error: 'success' names case 'reason', whose payload is not '[String]', the call's value
                Spec.yaml:15:7: note: the case is declared here
                Spec.yaml:18:42: note: declare it as 'reason: [String]'
                """)
        #expect(
            Snippet.diagnostics(Self.spec("{ stream: TailUseCase, success: planned }")) == """
                Spec.yaml:18:44: error: 'success' names case 'planned', whose payload is not 'String', each value of the stream
                Spec.yaml:13:7: note: the case is declared here
                Spec.yaml:18:44: note: declare it as 'planned: String'
                """)
        #expect(
            Snippet.diagnostics(Self.spec("{ call: SaveUseCase, success: planned, onError: throw }")) == """
                Spec.yaml:18:42: error: 'success' of a call that returns nothing must name a case without payload, and 'planned' has one
                Spec.yaml:13:7: note: the case is declared here
                """)
    }

    @Test func theFailureCaseHoldsTheError() {
        #expect(
            Snippet.diagnostics(Self.spec("{ call: PlanUseCase, failure: reason }")) == """
                Spec.yaml:18:42: error: 'failure' names case 'reason', whose payload cannot hold the error, an 'any Error'
                Spec.yaml:15:7: note: the case is declared here
                Spec.yaml:18:42: note: declare it as 'reason: any Error'
                """)
    }

    @Test func onErrorStateNeedsAFailureCase() {
        #expect(
            Snippet.diagnostics(Self.spec("{ call: PlanUseCase, onError: state }")) == """
                Spec.yaml:18:42: error: 'onError: state' in a custom state needs 'failure', the case the error goes to
                Spec.yaml:18:42: note: a custom state has no failed case of its own
                """)
        #expect(
            Snippet.diagnostics(Self.spec("{ call: PlanUseCase, failure: failed, onError: throw }")) == """
                Spec.yaml:18:42: error: 'onError: throw' rethrows the error, so the operation takes no 'failure'
                Spec.yaml:18:42: note: leave out 'onError' for the error to go to 'failed'
                """)
        #expect(
            Snippet.diagnostics(Self.spec("{ stream: TailUseCase, success: reason, onError: throw }")) == """
                Spec.yaml:18:61: error: a 'stream' operation cannot rethrow: it runs in the task it returns
                Spec.yaml:18:61: note: name the case its error goes to with 'failure'
                """)
    }

    @Test func aStandardStateTakesNoSuccessOrFailure() {
        #expect(
            Snippet.diagnostics(
                """
                useCases:
                  PlanUseCase:
                    call: "plan() async throws -> Int"
                models:
                  PlanModel:
                    snapshot: Int
                    operations:
                      run: { call: PlanUseCase, begin: idle, success: done }
                """) == """
                    Spec.yaml:8:40: error: 'begin' names a case of a custom state, and 'PlanModel' has none
                    Spec.yaml:8:40: note: 'begin', 'success' and 'failure' of a 'call' or 'stream' name cases of the model's 'state'
                    Spec.yaml:8:55: error: 'success' names a case of a custom state, and 'PlanModel' has none
                    Spec.yaml:8:55: note: 'begin', 'success' and 'failure' of a 'call' or 'stream' name cases of the model's 'state'
                    """)
    }

    @Test func operationsThatNameTheirCasesValidate() {
        #expect(
            Snippet.diagnostics(Self.spec("{ call: PlanUseCase, begin: planning, success: planned, failure: failed }"))
                == "")
        #expect(
            Snippet.diagnostics(Self.spec("{ stream: TailUseCase, begin: planning, success: reason, failure: failed }"))
                == "")
        #expect(
            Snippet.diagnostics(Self.spec("{ call: SaveUseCase, begin: planning, success: idle, onError: throw }"))
                == "")
    }
}
