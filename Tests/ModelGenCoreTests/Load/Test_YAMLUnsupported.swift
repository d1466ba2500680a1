// Snippet tests of YAML the spec language does not take: tags, merge keys and files over the size limit.

import ModelGenCore
import Testing

@Suite struct Test_YAMLUnsupported {
    @Test func aTagOnAScalarIsReportedAtItsNode() {
        #expect(
            Snippet.diagnostics(
                """
                external: [Theme]
                models:
                  ThemeModel:
                    broadcasts: { theme: !foo Theme }
                """) == """
                    Spec.yaml:4:26: error: YAML tags are not supported ('!foo')
                    """)
    }

    @Test func yamlsOwnTagsAreShownAsWritten() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  Item:
                    fields:
                      title: !!null
                """) == """
                    Spec.yaml:4:14: error: YAML tags are not supported ('!!null')
                    """)
    }

    @Test func aTagOnASequenceOrMappingIsReported() {
        #expect(
            Snippet.diagnostics("external: !!seq [Theme]\n") == """
                Spec.yaml:1:11: error: YAML tags are not supported ('!!seq')
                """)
        #expect(
            Snippet.diagnostics("snapshots: !custom\n  Item: {}\n") == """
                Spec.yaml:1:12: error: YAML tags are not supported ('!custom')
                """)
    }

    @Test func aLongTagIsCut() {
        let tag = "!" + String(repeating: "t", count: 200)
        #expect(
            Snippet.diagnostics("external: [\(tag) Theme]\n") == """
                Spec.yaml:1:12: error: YAML tags are not supported ('!\(String(repeating: "t", count: 79))...')
                """)
    }

    @Test func theStringTagReadsAScalarAsQuotedText() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  Item:
                    fields:
                      title: !!str String
                      note: { type: String, default: !!str null }
                """) == """
                    Spec.yaml:5:38: error: default 'null' is not a Swift literal
                    Spec.yaml:5:38: note: a default is a number, a string in double quotes, true, false, nil, [], [:] or an enum case like .name
                    """)
    }

    @Test func aMergeKeyIsReportedAsUnsupported() {
        #expect(
            Snippet.diagnostics(
                """
                base: &base { doc: Shared }
                snapshots:
                  Item:
                    <<: *base
                    fields: { title: String }
                """) == """
                    Spec.yaml:4:5: error: merge keys ('<<') are not supported; write the keys out
                    """)
    }

    @Test func aMergeKeyInAFlowMappingIsReported() {
        #expect(
            Snippet.diagnostics("snapshots: { Item: { <<: {doc: Shared} } }\n") == """
                Spec.yaml:1:22: error: merge keys ('<<') are not supported; write the keys out
                """)
    }

    @Test func aQuotedOrValueLessThanLessThanIsOrdinaryText() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  Item:
                    "<<": x
                    doc: <<
                """) == """
                    Spec.yaml:3:5: error: unknown key '<<' in snapshot 'Item'
                    Spec.yaml:3:5: note: snapshot 'Item' takes 'doc', 'conforms' or 'fields'
                    """)
    }

    @Test func aFileOverTheLoadersLimitIsReportedAtItsStart() {
        let loader = YAMLLoader(maxBytes: 16)
        let (_, problems) = SpecLoading.decode(
            Array("external: [Alpha, Beta]\n".utf8), path: "Spec.yaml", loader: loader)
        #expect(problems.map(\.description) == ["Spec.yaml:1:1: error: the file is too large (24 bytes; at most 16)"])
        #expect(SpecLoading.decode(Array("external: [A]\n".utf8), path: "Spec.yaml", loader: loader).1.isEmpty)
    }
}
