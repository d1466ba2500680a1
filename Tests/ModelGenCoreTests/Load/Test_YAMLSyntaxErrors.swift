// YAML that libyaml rejects, each with the located syntax error and the note on what was being parsed.

import Testing

@Suite struct Test_YAMLSyntaxErrors {
    @Test func unterminatedQuotedScalarPointsAtTheEndAndTheOpeningQuote() {
        #expect(
            Snippet.diagnostics(
                """
                external: [Item]
                enums:
                  Mode: "fast
                """) == """
                    Spec.yaml:3:14: error: YAML syntax error: found unexpected end of stream
                    Spec.yaml:3:9: note: while scanning a quoted scalar
                    """)
    }

    @Test func tabIndentationIsASyntaxError() {
        #expect(
            Snippet.diagnostics("models:\n\tAppModel: {}") == """
                Spec.yaml:2:1: error: YAML syntax error: found character that cannot start any token
                Spec.yaml:2:1: note: while scanning for the next token
                """)
    }

    @Test func aSecondColonOnOneLineIsASyntaxError() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  A:
                    fields: count: Int
                """) == """
                    Spec.yaml:3:18: error: YAML syntax error: mapping values are not allowed in this context
                    """)
    }

    @Test func aListItemAfterAMappingKeyIsASyntaxError() {
        #expect(
            Snippet.diagnostics(
                """
                external:
                  - Item
                enums: {}
                - Summary
                """) == """
                    Spec.yaml:4:1: error: YAML syntax error: did not find expected key
                    Spec.yaml:1:1: note: while parsing a block mapping
                    """)
    }

    @Test func anUnknownAliasSuggestsTheAnchor() {
        #expect(
            Snippet.diagnostics(
                """
                external: &types [Item]
                imports: *type
                """) == """
                    Spec.yaml:2:10: error: unknown alias '*type'
                    Spec.yaml:2:10: note: did you mean 'types'?
                    """)
    }

    @Test func anUnclosedFlowMappingIsASyntaxError() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  A:
                    fields: { count: Int, name: String
                  B:
                    fields: {}
                """) == """
                    Spec.yaml:4:4: error: YAML syntax error: did not find expected ',' or '}'
                    Spec.yaml:3:13: note: while parsing a flow mapping
                    """)
    }
}
