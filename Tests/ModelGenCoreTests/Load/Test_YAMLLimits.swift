// Snippet tests of hostile or unusual input: alias bombs, deep nesting, bytes that are not UTF-8, several documents, size.

@testable import ModelGenCore
import Testing

@Suite struct Test_YAMLLimits {
    /// The number of parser events the loader handles to load or reject `yaml`: hostile input must be rejected
    /// without being worked through.
    private func events(_ yaml: String) -> Int {
        var events = 0
        _ = try? YAMLLoader().load(Array(yaml.utf8), path: "Spec.yaml", events: &events)
        return events
    }

    @Test func billionLaughsStopsFastWithTheAliasBombDiagnostic() {
        var lines = [#"a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]"#]
        for (name, previous) in zip("bcdefghi", "abcdefgh") {
            lines.append(
                "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]")
        }
        let yaml = lines.joined(separator: "\n")
        #expect(
            Snippet.diagnostics(yaml) == """
                Spec.yaml:6:8: error: aliases expand to more than 100000 nodes; refusing what looks like an alias bomb
                """)
        // Aliases share their anchor's node: the loader handles the events as written, not the nodes they expand to.
        #expect(events(yaml) < 100)
    }

    @Test func tenThousandUnclosedBracketsReportNestingTooDeep() {
        let yaml = "external: " + String(repeating: "[", count: 10_000)
        #expect(
            Snippet.diagnostics(yaml) == """
                Spec.yaml:1:138: error: nesting deeper than 128 levels
                """)
        #expect(events(yaml) < 140, "stops at the first bracket too deep")
    }

    @Test func tenThousandNestedFlowMappingsReportNestingTooDeep() {
        let yaml = "models: " + String(repeating: "{a: ", count: 10_000) + "b" + String(repeating: "}", count: 10_000)
        #expect(
            Snippet.diagnostics(yaml) == """
                Spec.yaml:1:517: error: nesting deeper than 128 levels
                """)
        #expect(events(yaml) < 270, "stops at the first mapping too deep")
    }

    @Test func deeplyIndentedBlockMappingsReportNestingTooDeep() {
        let yaml = (0..<200).map { String(repeating: " ", count: $0) + "a:" }.joined(separator: "\n")
        #expect(
            Snippet.diagnostics(yaml) == """
                Spec.yaml:129:129: error: nesting deeper than 128 levels
                """)
        #expect(events(yaml) < 270, "stops at the first mapping too deep")
    }

    /// Each item of a list is one event: the load is linear in the list's length.
    @Test func aLongListLoadsInLinearTime() {
        let names = (0..<2_000).map { "Type\($0)" }.joined(separator: ", ")
        #expect(Snippet.diagnostics("external: [\(names)]") == "")
        let base = events("external: []")
        for count in [10, 100, 2_000] {
            let list = (0..<count).map { "Type\($0)" }.joined(separator: ", ")
            #expect(events("external: [\(list)]") == base + count)
        }
    }

    @Test func anInvalidLeadingByteIsReportedWhereItIs() {
        let bytes = Array("external: [It".utf8) + [0xFF] + Array("em]\n".utf8)
        #expect(
            Snippet.diagnostics(bytes: bytes) == """
                Spec.yaml:1:14: error: the file is not valid UTF-8: invalid leading UTF-8 octet
                """)
    }

    @Test func aLatin1CharacterIsReportedAtItsOwnColumn() {
        // "café" written in Latin-1: 0xE9 starts a three-byte sequence that ':' breaks; the error points at the 'é'.
        let bytes = Array("snapshots:\n  A:\n    fields: { caf".utf8) + [0xE9] + Array(": Int }\n".utf8)
        #expect(
            Snippet.diagnostics(bytes: bytes) == """
                Spec.yaml:3:18: error: the file is not valid UTF-8: invalid trailing UTF-8 octet
                """)
    }

    @Test func aSequenceCutOffAtTheEndOfTheFileIsReported() {
        let bytes = Array("external: [Item]\n# caf".utf8) + [0xC3]
        #expect(
            Snippet.diagnostics(bytes: bytes) == """
                Spec.yaml:2:6: error: the file is not valid UTF-8: incomplete UTF-8 octet sequence
                """)
    }

    @Test func aNULByteIsRejected() {
        let bytes = Array("external: [Item".utf8) + [0x00] + Array("]\n".utf8)
        #expect(
            Snippet.diagnostics(bytes: bytes) == """
                Spec.yaml:1:16: error: control characters are not allowed
                """)
    }

    @Test func aUTF8ByteOrderMarkIsAccepted() {
        #expect(Snippet.diagnostics(bytes: [0xEF, 0xBB, 0xBF] + Array("external: [Item]\n".utf8)) == "")
    }

    @Test func aSecondDocumentIsRejected() {
        #expect(
            Snippet.diagnostics(
                """
                external: [Item]
                ---
                external: [Summary]
                """) == """
                    Spec.yaml:2:1: error: a spec file holds one YAML document; found another here
                    """)
    }

    @Test func aSecondDocumentAfterAnEndMarkerIsRejected() {
        #expect(
            Snippet.diagnostics(
                """
                ---
                external: [Item]
                ...
                ---
                external: [Summary]
                ...
                """) == """
                    Spec.yaml:4:1: error: a spec file holds one YAML document; found another here
                    """)
    }

    @Test func oneExplicitDocumentWithADirectiveIsAccepted() {
        #expect(
            Snippet.diagnostics(
                """
                %YAML 1.1
                ---
                external: [Item]
                ...
                """) == "")
    }
}
