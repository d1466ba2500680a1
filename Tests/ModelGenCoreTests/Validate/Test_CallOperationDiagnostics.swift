// `call` operations: a value use case, `reloads` and `onError`, and the keys that belong to `call` or `stream` alone.

import ModelGenCore
import Testing

@Suite struct Test_CallOperationDiagnostics {
    @Test func callOperationRules() {
        #expect(
            Snippet.diagnostics(
                """
                external: [Token]
                snapshots:
                  Plan: { fields: { steps: Int } }
                useCases:
                  SaveUseCase:
                    call: "save(_ token: Token) throws"
                  WatchUseCase:
                    call: "watch() -> AsyncStream<Plan>"
                models:
                  PlanModel:
                    snapshot: Plan
                    operations:
                      save: { call: SaveUseCase, reloads: true, onError: thrown }
                      watch: { call: WatchUseCase }
                      again: { stream: SaveUseCase, reloads: true }
                  FormModel:
                    state: { editing: }
                    initial: editing
                    operations:
                      save: { call: SaveUseCase }
                """) == """
                    Spec.yaml:13:43: error: 'reloads' needs a model with 'load', and 'PlanModel' has none
                    Spec.yaml:13:58: error: 'thrown' is not a valid onError
                    Spec.yaml:13:58: note: did you mean 'throw'?
                    Spec.yaml:13:58: note: onError is 'state' or 'throw'
                    Spec.yaml:14:22: error: 'WatchUseCase' is a stream use case; a value use case is needed here
                    Spec.yaml:7:3: note: 'WatchUseCase' is declared here
                    Spec.yaml:15:24: error: 'SaveUseCase' is a value use case; a stream use case is needed here
                    Spec.yaml:5:3: note: 'SaveUseCase' is declared here
                    Spec.yaml:15:37: error: 'reloads' belongs to a 'call' operation
                    Spec.yaml:20:21: error: a 'call' operation of a model without a standard state needs 'onError: throw': there is no failed case to show
                    Spec.yaml:20:21: note: or name the case of the state the error goes to with 'failure'
                    """)
    }
}
