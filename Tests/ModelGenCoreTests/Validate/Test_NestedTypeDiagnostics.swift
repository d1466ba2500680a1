// Types nested in a model: their names clash with neither the run's declarations nor the model's own nested types
// and members; a spec names them bare or by their model, alike; a declaration seen more widely than the model may
// not use them.

import ModelGenCore
import Testing

@Suite struct Test_NestedTypeDiagnostics {
    @Test func aNestedNameClashesWithTheRunsDeclarations() {
        #expect(
            Snippet.diagnostics(
                """
                enums:
                  Kind: [a, b]
                models:
                  AModel:
                    enums:
                      Kind: [c]
                """) == """
                    Spec.yaml:6:7: error: 'Kind' is declared twice
                    Spec.yaml:2:3: note: first declared here
                    """)
    }

    @Test func aNestedNameClashesWithTheModelsGeneratedTypesAndMembers() {
        #expect(
            Snippet.diagnostics(
                """
                models:
                  AModel:
                    enums:
                      TaskKey: [y]
                    snapshots:
                      filter:
                        fields: { x: Int }
                    properties:
                      filter: { type: Int, default: "0" }
                """) == """
                    Spec.yaml:4:7: error: 'TaskKey' cannot be declared: it would shadow a type Swift or the generated code relies on
                    Spec.yaml:4:7: error: 'AModel' would declare 'TaskKey' twice: for the nested type 'TaskKey' and for its task bag
                    Spec.yaml:2:3: note: rename one of them; the other comes from here
                    Spec.yaml:6:7: error: 'AModel' would declare 'filter' twice: for the nested type 'filter' and for property 'filter'
                    Spec.yaml:9:7: note: rename one of them; the other comes from here
                    """)
    }

    @Test func bareAndQualifiedNamesAreOneType() {
        #expect(
            Snippet.diagnostics(
                """
                useCases:
                  LoadFilterUseCase: { call: "execute() -> LogsModel.Filter" }
                  LoadEntryUseCase: { call: "execute() async throws -> LogsModel.Entry" }
                models:
                  LogsModel:
                    enums: { Filter: [all, errors] }
                    snapshots: { Entry: { fields: { id: Int, filter: { type: LogsModel.Filter, default: .all } } } }
                    snapshot: Entry
                    load: LoadEntryUseCase
                    properties:
                      filter: { type: Filter, load: LoadFilterUseCase }
                """) == "")
    }

    @Test func aQualifiedNameOfNoNestedTypeIsReported() {
        #expect(
            Snippet.diagnostics(
                """
                models:
                  LogsModel:
                    properties:
                      filter: { type: LogsModel.Missing? }
                """
            ).hasPrefix("Spec.yaml:4:23: error: cannot find type 'LogsModel'"))
    }

    @Test func aDeclarationSeenMoreWidelyThanTheModelMayNotUseItsTypes() {
        var options = GenerationOptions()
        options.access = .public
        #expect(
            Snippet.diagnostics(
                """
                useCases:
                  SaveFilterUseCase: { call: "execute(filter: Filter)" }
                models:
                  LogsModel:
                    access: internal
                    enums: { Filter: [all, errors] }
                """, options: options) == """
                    Spec.yaml:2:31: error: 'Filter' is nested in 'LogsModel', which is 'internal', and is used here in a declaration seen as 'public'
                    Spec.yaml:2:31: note: a nested type is seen only as widely as its model: raise the 'access' of 'LogsModel', or declare the type outside it
                    """)
    }
}
