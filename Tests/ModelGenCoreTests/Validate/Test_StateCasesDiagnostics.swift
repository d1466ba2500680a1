// `stateCases` of a model: `all` or `reachable`, for a standard state.

import ModelGenCore
import Testing

@Suite struct Test_StateCasesDiagnostics {
    @Test func stateCasesIsAllOrReachable() {
        #expect(
            Snippet.diagnostics(
                """
                models:
                  ListModel:
                    snapshot: Int
                    stateCases: reachble
                """) == """
                    Spec.yaml:4:17: error: 'reachble' is not a valid stateCases
                    Spec.yaml:4:17: note: did you mean 'reachable'?
                    Spec.yaml:4:17: note: stateCases is 'all' or 'reachable'
                    """)
    }

    @Test func stateCasesNeedsAStandardState() {
        #expect(
            Snippet.diagnostics(
                """
                models:
                  FormModel:
                    state: { editing: }
                    initial: editing
                    stateCases: reachable
                  ListModel:
                    snapshot: Int
                    stateCases: all
                """) == """
                    Spec.yaml:5:17: error: 'stateCases' chooses the cases of a standard state, and 'FormModel' has no 'snapshot'
                    Spec.yaml:5:17: note: a custom 'state' declares its own cases
                    """)
    }
}
