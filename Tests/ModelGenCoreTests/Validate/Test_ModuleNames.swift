// `imports` names modules: a keyword (`struct`, `Any`) or anything else `import` cannot take is a located error.

import Testing

@Suite struct Test_ModuleNames {
    @Test func aKeywordIsNoModuleName() {
        #expect(
            Snippet.diagnostics(
                """
                imports: [Foundation, struct, Any]
                """) == """
                    Spec.yaml:1:23: error: 'struct' is not a module name: it is a Swift keyword, which 'import' cannot take
                    Spec.yaml:1:31: error: 'Any' is not a module name: it is a Swift keyword, which 'import' cannot take
                    """)
    }

    @Test func codeIsNoModuleName() {
        #expect(
            Snippet.diagnostics(
                """
                imports: ["Foundation; print(1)", "Foundation.Data"]
                """) == """
                    Spec.yaml:1:11: error: 'Foundation; print(1)' is not a valid module name: use ASCII letters, digits and underscores, not starting with a digit
                    Spec.yaml:1:35: error: 'Foundation.Data' is not a valid module name: use ASCII letters, digits and underscores, not starting with a digit
                    """)
    }

    @Test func modulesThatAreNamesAreAccepted() {
        #expect(Snippet.diagnostics("imports: [Foundation, Combine, Feature_2]") == "")
    }
}
