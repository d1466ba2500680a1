// Snippet tests of names and types: unresolved names with suggestions, invalid identifiers, injection attempts.

import Testing

@Suite struct Test_NameAndTypeDiagnostics {
    @Test func unresolvedTypeInsideAnArraySuggestsTheDeclaredName() {
        #expect(
            Snippet.diagnostics(
                """
                external: [Item]
                snapshots:
                  ImportSnapshot:
                    fields:
                      items: "[Iten]"
                """) == """
                    Spec.yaml:5:14: error: cannot find type 'Iten'
                    Spec.yaml:5:14: note: did you mean 'Item'?
                    Spec.yaml:5:14: note: declare it in the specs or list it under 'external'
                    """)
    }

    @Test func unresolvedOptionalTypeSuggestsAStandardType() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  ImportSnapshot:
                    fields:
                      title: Strng?
                """) == """
                    Spec.yaml:4:14: error: cannot find type 'Strng'
                    Spec.yaml:4:14: note: did you mean 'String'?
                    Spec.yaml:4:14: note: declare it in the specs or list it under 'external'
                    """)
    }

    @Test func lowercaseStandardTypeSuggestsTheRightCase() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  ImportSnapshot:
                    fields:
                      count: int
                """) == """
                    Spec.yaml:4:14: error: cannot find type 'int'
                    Spec.yaml:4:14: note: did you mean 'Int'?
                    Spec.yaml:4:14: note: declare it in the specs or list it under 'external'
                    """)
    }

    @Test func unresolvedTypeWithNoNearNameSaysHowToDeclareIt() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  ImportSnapshot:
                    fields:
                      lastSync: Timestamp
                """) == """
                    Spec.yaml:4:17: error: cannot find type 'Timestamp'
                    Spec.yaml:4:17: note: declare it in the specs or list it under 'external'
                    """)
    }

    @Test func aUseCaseIsNotAValueType() {
        #expect(
            Snippet.diagnostics(
                """
                useCases:
                  ImportStatusUseCase:
                    fetch: { returns: Int }
                snapshots:
                  ImportSnapshot:
                    fields:
                      status: ImportStatusUseCase
                """) == """
                    Spec.yaml:7:15: error: cannot find type 'ImportStatusUseCase'
                    Spec.yaml:2:3: note: 'ImportStatusUseCase' is a use case, not a type a value can have
                    """)
    }

    @Test func aModelIsNotAValueType() {
        #expect(
            Snippet.diagnostics(
                """
                models:
                  SettingsModel: {}
                snapshots:
                  ImportSnapshot:
                    fields:
                      settings: SettingsModel
                """) == """
                    Spec.yaml:6:17: error: cannot find type 'SettingsModel'
                    Spec.yaml:2:3: note: 'SettingsModel' is a model, not a type a value can have
                    """)
    }

    @Test func unresolvedUseCaseSuggestsTheDeclaredOne() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  ImportSnapshot:
                    fields: { count: Int }
                useCases:
                  ImportStatusUseCase:
                    fetch: { returns: ImportSnapshot }
                models:
                  ImportModel:
                    snapshot: ImportSnapshot
                    load: ImportStatusUsecase
                """) == """
                    Spec.yaml:10:11: error: cannot find use case 'ImportStatusUsecase'
                    Spec.yaml:10:11: note: did you mean 'ImportStatusUseCase'?
                    """)
    }

    @Test func unresolvedChildModelSuggestsTheDeclaredOne() {
        #expect(
            Snippet.diagnostics(
                """
                models:
                  SettingsModel: {}
                  AppModel:
                    children:
                      settingsModel: SettingModel
                """) == """
                    Spec.yaml:5:22: error: cannot find model 'SettingModel'
                    Spec.yaml:5:22: note: did you mean 'SettingsModel'?
                    """)
    }

    /// `snapshot` may name any type, external ones included; it must still resolve.
    @Test func snapshotMayNameAnyTypeThatResolves() {
        #expect(
            Snippet.diagnostics(
                """
                external: [Settings]
                models:
                  SettingsModel:
                    snapshot: Settings
                  ListModel:
                    snapshot: "[Setting]"
                """) == """
                    Spec.yaml:6:15: error: cannot find type 'Setting'
                    Spec.yaml:6:15: note: did you mean 'Settings'?
                    Spec.yaml:6:15: note: declare it in the specs or list it under 'external'
                    """)
    }

    @Test func typeNameStartingWithADigitIsInvalid() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  2FactorSnapshot:
                    fields: { code: String }
                """) == """
                    Spec.yaml:2:3: error: '2FactorSnapshot' is not a valid type name: use ASCII letters, digits and underscores, not starting with a digit
                    """)
    }

    @Test func fieldNameWithADashIsInvalid() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  ProfileSnapshot:
                    fields:
                      first-name: String
                """) == """
                    Spec.yaml:4:7: error: 'first-name' is not a valid field name: use ASCII letters, digits and underscores, not starting with a digit
                    """)
    }

    @Test func underscoreAloneIsNotAName() {
        #expect(
            Snippet.diagnostics(
                """
                enums:
                  Mode: [fast, _]
                """) == """
                    Spec.yaml:2:16: error: '_' is not a valid case name: '_' alone is not a name
                    """)
    }

    @Test func nonASCIIIdentifiersAreInvalid() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  CaféSnapshot:
                    fields: { naïve: Bool }
                """) == """
                    Spec.yaml:2:3: error: 'CaféSnapshot' is not a valid type name: use ASCII letters, digits and underscores, not starting with a digit
                    Spec.yaml:3:15: error: 'naïve' is not a valid field name: use ASCII letters, digits and underscores, not starting with a digit
                    """)
    }

    @Test func fieldNamedWithASemicolonCannotInjectCode() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  ImportSnapshot:
                    fields:
                      "a; b": Int
                """) == """
                    Spec.yaml:4:7: error: 'a; b' is not a valid field name: use ASCII letters, digits and underscores, not starting with a digit
                    """)
    }

    @Test func modelNamedWithABraceCannotInjectCode() {
        #expect(
            Snippet.diagnostics(
                """
                models:
                  "Foo {":
                    broadcasts: { current: Int }
                """) == """
                    Spec.yaml:2:3: error: 'Foo {' is not a valid type name: use ASCII letters, digits and underscores, not starting with a digit
                    """)
    }

    @Test func caseNameWithANewlineIsShownOnOneLine() {
        #expect(
            Snippet.diagnostics(
                #"""
                enums:
                  Mode: ["fast\n}"]
                """#) == #"""
                    Spec.yaml:2:10: error: 'fast\n}' is not a valid case name: use ASCII letters, digits and underscores, not starting with a digit
                    """#)
    }

    @Test func typeWithAStatementAfterItIsRejected() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  ImportSnapshot:
                    fields:
                      count: Int; import Evil
                """) == """
                    Spec.yaml:4:14: error: 'Int; import Evil' is not a Swift type: unexpected ';'
                    """)
    }

    @Test func typeWithAClosingBraceIsRejected() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  ImportSnapshot:
                    fields:
                      title: String }
                """) == """
                    Spec.yaml:4:14: error: 'String }' is not a Swift type: unexpected '}'
                    """)
    }

    @Test func typeThatClosesAParenthesisAndOpensABlockIsRejected() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  ImportSnapshot:
                    fields:
                      items: "[Int]) { }"
                """) == """
                    Spec.yaml:4:14: error: '[Int]) { }' is not a Swift type: unexpected ')'
                    """)
    }

    @Test func typeWithANewlineIsRejectedAndShownOnOneLine() {
        #expect(
            Snippet.diagnostics(
                #"""
                snapshots:
                  ImportSnapshot:
                    fields:
                      count: "Int\nimport Evil"
                """#) == #"""
                    Spec.yaml:4:14: error: 'Int\nimport Evil' is not a Swift type: unexpected '\n'
                    """#)
    }

    @Test func typeWithACommentIsRejected() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  ImportSnapshot:
                    fields:
                      title: String // the title
                """) == """
                    Spec.yaml:4:14: error: 'String // the title' is not a Swift type: unexpected '/'
                    """)
    }

    @Test func unclosedGenericIsRejected() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  ImportSnapshot:
                    fields:
                      items: Array<Int
                """) == """
                    Spec.yaml:4:14: error: 'Array<Int' is not a Swift type: expected '>' at the end
                    """)
    }

    @Test func declaringAStandardTypeNameIsRejected() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  String:
                    fields: { value: Int }
                """) == """
                    Spec.yaml:2:3: error: 'String' cannot be declared: it would shadow a type Swift or the generated code relies on
                    """)
    }

    @Test func duplicateEnumCasePointsAtTheFirst() {
        #expect(
            Snippet.diagnostics(
                """
                enums:
                  ImportStep: [fetching, saving, fetching]
                """) == """
                    Spec.yaml:2:34: error: duplicate case 'fetching'
                    Spec.yaml:2:16: note: first declared here
                    """)
    }

    @Test func aLongInvalidTypeIsShownCutOff() {
        let type = "Int" + String(repeating: ";x", count: 100)
        #expect(
            Snippet.diagnostics("snapshots:\n  ImportSnapshot:\n    fields:\n      count: \(type)") == """
                Spec.yaml:4:14: error: 'Int\(String(repeating: ";x", count: 38));...' is not a Swift type: unexpected ';'
                """)
    }
}
