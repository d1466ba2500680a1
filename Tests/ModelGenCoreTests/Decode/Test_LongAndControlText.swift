// Spec text that would not fit a diagnostic line: names of a megabyte are cut, and a path's line breaks escaped.

import ModelGenCore
import Testing

@Suite struct Test_LongAndControlText {
    private let megabyte = String(repeating: "k", count: 1_000_000)
    private let shown = String(repeating: "k", count: 80) + "..."

    // YAML's implicit keys end at 1,024 characters; a longer key is written as an explicit `? key`.
    @Test func aMegabyteUnknownKeyIsCut() {
        #expect(
            Snippet.diagnostics("? \(megabyte)\n: 1\n") == """
                Spec.yaml:1:3: error: unknown key '\(shown)' in a spec file
                Spec.yaml:1:3: note: a spec file takes 'imports', 'external', 'enums', 'snapshots', 'useCases' or 'models'
                """)
    }

    @Test func aMegabyteTypeNameIsCut() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  Item:
                    fields:
                      title: \(megabyte)
                """) == """
                    Spec.yaml:4:14: error: cannot find type '\(shown)'
                    Spec.yaml:4:14: note: declare it in the specs or list it under 'external'
                    """)
    }

    @Test func aMegabyteNameIsCutWhereItIsTheContext() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  ? \(megabyte)
                  :
                    colour: red
                """) == """
                    Spec.yaml:4:5: error: unknown key 'colour' in snapshot '\(shown)'
                    Spec.yaml:4:5: note: snapshot '\(shown)' takes 'doc', 'conforms' or 'fields'
                    """)
    }

    @Test func aMegabyteNameDeclaredTwiceIsCut() {
        #expect(
            Snippet.diagnostics(
                """
                external: [\(megabyte)]
                enums:
                  ? \(megabyte)
                  : [a]
                """) == """
                    Spec.yaml:3:5: error: '\(shown)' is declared twice: first as an external type, then as an enum
                    Spec.yaml:1:12: note: first declared here
                    """)
    }

    @Test func aLineBreakInASpecPathIsEscapedInErrorsAndNotes() {
        #expect(
            Snippet.diagnostics([("Specs/Bad\nName\t.yaml", "colour: red\n")]) == """
                Specs/Bad\\nName\\t.yaml:1:1: error: unknown key 'colour' in a spec file
                Specs/Bad\\nName\\t.yaml:1:1: note: a spec file takes 'imports', 'external', 'enums', 'snapshots', 'useCases' or 'models'
                """)
    }
}
