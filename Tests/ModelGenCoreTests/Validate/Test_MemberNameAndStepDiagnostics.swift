// Snippet tests: member names Swift forbids even in backticks, and stream steps that would need options.

import Testing

@Suite struct Test_MemberNameAndStepDiagnostics {
    @Test func fieldsNamedSelfOrInitAreRejected() {
        #expect(Snippet.diagnostics("""
            snapshots:
              S:
                fields:
                  self: Int
                  Type: Int
            """) == """
            Spec.yaml:4:7: error: 'self' cannot be a field name: Swift does not allow it as a member name, even in backticks
            Spec.yaml:5:7: error: 'Type' cannot be a field name: Swift does not allow it as a member name, even in backticks
            """)
    }

    @Test func aCaseNamedInitIsRejected() {
        #expect(Snippet.diagnostics("enums:\n  E: [ready, init]\n") == """
            Spec.yaml:2:14: error: 'init' cannot be a case name: Swift does not allow it as a member name, even in backticks
            """)
    }

    @Test func aStreamStepCannotPassOptions() {
        #expect(Snippet.diagnostics("""
            external: [Query]
            useCases:
              SearchUseCase:
                stream:
                  options: { query: Query }
                  states: { searching: }
            models:
              SearchModel:
                operations:
                  run:
                    steps:
                      - { stream: SearchUseCase }
            """) == """
            Spec.yaml:12:23: error: a 'stream' step cannot pass options, and 'SearchUseCase' takes some
            Spec.yaml:12:23: note: use a 'stream' operation, whose parameters are the options, or a use case without options
            """)
    }
}
