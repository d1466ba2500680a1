// `indirect` custom states: a case of a custom state may hold the model's own state type, named `ModelState` or
// `<Model>.ModelState`; no other declaration may name a model's state type.

import ModelGenCore
import Testing

@Suite struct Test_IndirectStateDiagnostics {
    @Test func onlyACustomStatesCasesHoldTheirOwnModelsState() {
        #expect(
            Snippet.diagnostics(
                """
                models:
                  HistoryModel:
                    state:
                      idle:
                      back: { prior: OtherModel.ModelState }
                    initial: idle
                    properties:
                      last: ModelState?
                  OtherModel:
                    state: { idle: }
                    initial: idle
                """) == """
                    Spec.yaml:5:22: error: cannot find type 'OtherModel'
                    Spec.yaml:9:3: note: 'OtherModel' is a model, not a type a value can have
                    Spec.yaml:5:22: note: only the cases of a custom state may hold a state type: their own model's, as 'ModelState'
                    Spec.yaml:8:13: error: cannot find type 'ModelState'
                    Spec.yaml:8:13: note: 'ModelState' is a name Swift or the generated code relies on: specs can neither declare it nor list it under 'external'
                    Spec.yaml:8:13: note: only the cases of a custom state may hold a state type: their own model's, as 'ModelState'
                    """)
    }

    @Test func aCaseHoldsItsOwnModelsStateBareOrByItsModel() {
        #expect(
            Snippet.diagnostics(
                """
                models:
                  HistoryModel:
                    state:
                      idle:
                      editing: { text: String, prior: ModelState }
                      undone: "[HistoryModel.ModelState]"
                    initial: idle
                """) == "")
    }
}
