// A model's `dependencies` and `properties`: each type resolves, each default fits its type.

import ModelGenCore
import Testing

@Suite struct Test_PropertyAndDependencyDiagnostics {
    @Test func aDependencyIsAUseCaseOrATypeThatResolves() {
        #expect(
            Snippet.diagnostics(
                """
                models:
                  EditorModel:
                    dependencies:
                      clock: "any Clock<Duration>"
                      store: Stor
                """) == """
                    Spec.yaml:5:14: error: cannot find type 'Stor'
                    Spec.yaml:5:14: note: declare it in the specs or list it under 'external'
                    """)
    }

    @Test func aPropertyDefaultMustFitItsType() {
        #expect(
            Snippet.diagnostics(
                """
                models:
                  EditorModel:
                    properties:
                      count: { type: Int, default: "\\"none\\"" }
                """) == """
                    Spec.yaml:4:36: error: default '"none"' does not fit type 'Int': a string literal needs String
                    """)
    }
}
