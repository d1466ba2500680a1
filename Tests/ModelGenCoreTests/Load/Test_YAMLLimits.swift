// Snippet tests of hostile or unusual input: alias bombs, deep nesting, bytes that are not UTF-8, several documents, size.

import Testing

@Suite struct Test_YAMLLimits {
    /// Runs `body` and expects it to take less than `limit`: the loader must reject hostile input quickly, not work through it.
    private func fast<T>(within limit: Duration = .seconds(2), _ body: () -> T) -> T {
        var result: T?
        let elapsed = ContinuousClock().measure { result = body() }
        #expect(elapsed < limit, "took \(elapsed)")
        return result!
    }

    @Test func billionLaughsStopsFastWithTheAliasBombDiagnostic() {
        var lines = [#"a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]"#]
        for (name, previous) in zip("bcdefghi", "abcdefgh") {
            lines.append(
                "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]")
        }
        let output = fast { Snippet.diagnostics(lines.joined(separator: "\n")) }
        #expect(
            output == """
                Spec.yaml:6:8: error: aliases expand to more than 100000 nodes; refusing what looks like an alias bomb
                """)
    }

    @Test func tenThousandUnclosedBracketsReportNestingTooDeep() {
        let output = fast { Snippet.diagnostics("external: " + String(repeating: "[", count: 10_000)) }
        #expect(
            output == """
                Spec.yaml:1:138: error: nesting deeper than 128 levels
                """)
    }

    @Test func tenThousandNestedFlowMappingsReportNestingTooDeep() {
        let yaml = "models: " + String(repeating: "{a: ", count: 10_000) + "b" + String(repeating: "}", count: 10_000)
        let output = fast { Snippet.diagnostics(yaml) }
        #expect(
            output == """
                Spec.yaml:1:517: error: nesting deeper than 128 levels
                """)
    }

    @Test func deeplyIndentedBlockMappingsReportNestingTooDeep() {
        let yaml = (0..<200).map { String(repeating: " ", count: $0) + "a:" }.joined(separator: "\n")
        let output = fast { Snippet.diagnostics(yaml) }
        #expect(
            output == """
                Spec.yaml:129:129: error: nesting deeper than 128 levels
                """)
    }

    @Test func aLongListLoadsInLinearTime() {
        let names = (0..<20_000).map { "Type\($0)" }.joined(separator: ", ")
        #expect(fast(within: .seconds(10)) { Snippet.diagnostics("external: [\(names)]") } == "")
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
