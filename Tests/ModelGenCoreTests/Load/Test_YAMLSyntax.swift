// Snippet tests: YAML the loader rejects, each with its located diagnostic.

import Testing

@Suite struct Test_YAMLSyntax {
    @Test func unterminatedFlowSequenceIsASyntaxError() {
        #expect(
            Snippet.diagnostics("external: [Item, Summary\nenums: {}\n") == """
                Spec.yaml:2:6: error: YAML syntax error: did not find expected ',' or ']'
                Spec.yaml:1:11: note: while parsing a flow sequence
                """)
    }

    @Test func duplicateTopLevelKeyPointsAtTheSecond() {
        #expect(
            Snippet.diagnostics("external: [Item]\nexternal: [Summary]\n") == """
                Spec.yaml:2:1: error: duplicate key 'external' in a spec file
                Spec.yaml:1:1: note: first declared here
                """)
    }

    @Test func unknownTopLevelKeySuggestsTheNearest() {
        #expect(
            Snippet.diagnostics("snapshot:\n  A:\n    fields: { a: Int }\n") == """
                Spec.yaml:1:1: error: unknown key 'snapshot' in a spec file
                Spec.yaml:1:1: note: did you mean 'snapshots'?
                """)
    }
}
