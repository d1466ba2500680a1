// Snippet tests of field defaults: only Swift literals that fit the field type pass.

import Testing

@Suite struct Test_DefaultDiagnostics {
    @Test func stringConcatenationIsNotALiteral() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  ImportSnapshot:
                    fields:
                      value: { type: String, default: '"a" + evil()' }
                """) == """
                    Spec.yaml:4:39: error: default '"a" + evil()' is not a Swift literal
                    Spec.yaml:4:39: note: a default is a number, a string in double quotes, true, false, nil, [], [:] or an enum case like .name
                    """)
    }

    @Test func stringInterpolationIsNotALiteral() {
        #expect(
            Snippet.diagnostics(
                #"""
                snapshots:
                  ImportSnapshot:
                    fields:
                      value: { type: String, default: '"\(secret)"' }
                """#) == #"""
                    Spec.yaml:4:39: error: default '"\(secret)"' is not a Swift literal
                    Spec.yaml:4:39: note: a default is a number, a string in double quotes, true, false, nil, [], [:] or an enum case like .name
                    """#)
    }

    @Test func aStringDoesNotFitInt() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  ImportSnapshot:
                    fields:
                      value: { type: Int, default: '"seven"' }
                """) == """
                    Spec.yaml:4:36: error: default '"seven"' does not fit type 'Int': a string literal needs String
                    """)
    }

    @Test func aMissingEnumCaseDoesNotFit() {
        #expect(
            Snippet.diagnostics(
                """
                enums:
                  ImportStep: [fetching, saving]
                snapshots:
                  ImportSnapshot:
                    fields:
                      value: { type: ImportStep, default: .missingCase }
                """) == """
                    Spec.yaml:6:43: error: default '.missingCase' does not fit type 'ImportStep': 'ImportStep' has no case 'missingCase'
                    """)
    }

    @Test func aMisspeltEnumCaseSuggestsTheCase() {
        #expect(
            Snippet.diagnostics(
                """
                enums:
                  ImportStep: [fetching, saving]
                snapshots:
                  ImportSnapshot:
                    fields:
                      value: { type: ImportStep, default: .savng }
                """) == """
                    Spec.yaml:6:43: error: default '.savng' does not fit type 'ImportStep': 'ImportStep' has no case 'savng'
                    Spec.yaml:6:43: note: did you mean '.saving'?
                    """)
    }

    @Test func anEnumCaseWithAPayloadDoesNotFit() {
        #expect(
            Snippet.diagnostics(
                """
                enums:
                  SyncEvent:
                    started:
                    progressed: Double
                snapshots:
                  ImportSnapshot:
                    fields:
                      value: { type: SyncEvent, default: .progressed }
                """) == """
                    Spec.yaml:8:42: error: default '.progressed' does not fit type 'SyncEvent': case 'progressed' has a payload
                    """)
    }

    @Test func anEnumCaseDoesNotFitANonEnumType() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  ImportSnapshot:
                    fields:
                      value: { type: Int, default: .zero }
                """) == """
                    Spec.yaml:4:36: error: default '.zero' does not fit type 'Int': '.zero' needs an enum type
                    """)
    }

    @Test func aFractionDoesNotFitInt() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  ImportSnapshot:
                    fields:
                      value: { type: Int, default: 1.5 }
                """) == """
                    Spec.yaml:4:36: error: default '1.5' does not fit type 'Int': an integer type cannot take a fraction
                    """)
    }

    @Test func nilNeedsAnOptional() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  ImportSnapshot:
                    fields:
                      value: { type: Int, default: nil }
                """) == """
                    Spec.yaml:4:36: error: default 'nil' does not fit type 'Int': only an optional can be nil
                    """)
    }

    @Test func anEmptyDictionaryDoesNotFitAnArray() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  ImportSnapshot:
                    fields:
                      value: { type: "[Int]", default: {} }
                """) == """
                    Spec.yaml:4:40: error: default '[:]' does not fit type '[Int]': [:] needs a dictionary type
                    """)
    }

    @Test func anEmptyArrayDoesNotFitAString() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  ImportSnapshot:
                    fields:
                      value: { type: String, default: [] }
                """) == """
                    Spec.yaml:4:39: error: default '[]' does not fit type 'String': [] needs an array type
                    """)
    }

    @Test func aBareWordIsNotALiteral() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  ImportSnapshot:
                    fields:
                      value: { type: String, default: Untitled }
                """) == """
                    Spec.yaml:4:39: error: default 'Untitled' is not a Swift literal
                    Spec.yaml:4:39: note: a default is a number, a string in double quotes, true, false, nil, [], [:] or an enum case like .name
                    """)
    }

    @Test func yamlYesIsNotASwiftBool() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  ImportSnapshot:
                    fields:
                      value: { type: Bool, default: yes }
                """) == """
                    Spec.yaml:4:37: error: default 'yes' is not a Swift literal
                    Spec.yaml:4:37: note: a default is a number, a string in double quotes, true, false, nil, [], [:] or an enum case like .name
                    """)
    }

    @Test func aStringWithALineBreakIsNotALiteral() {
        #expect(
            Snippet.diagnostics(
                #"""
                snapshots:
                  ImportSnapshot:
                    fields:
                      value: { type: String, default: "\"first\nsecond\"" }
                """#) == #"""
                    Spec.yaml:4:39: error: default '"first\nsecond"' is not a Swift literal
                    Spec.yaml:4:39: note: a default is a number, a string in double quotes, true, false, nil, [], [:] or an enum case like .name
                    """#)
    }

    @Test func aStatementAfterANumberIsNotALiteral() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  ImportSnapshot:
                    fields:
                      value: { type: Int, default: '0; import Evil' }
                """) == """
                    Spec.yaml:4:36: error: default '0; import Evil' is not a Swift literal
                    Spec.yaml:4:36: note: a default is a number, a string in double quotes, true, false, nil, [], [:] or an enum case like .name
                    """)
    }

    @Test func aHexLiteralMustStartWithADigit() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  ImportSnapshot:
                    fields:
                      value: { type: Int, default: 0x_1 }
                """) == """
                    Spec.yaml:4:36: error: default '0x_1' is not a Swift literal
                    Spec.yaml:4:36: note: a default is a number, a string in double quotes, true, false, nil, [], [:] or an enum case like .name
                    """)
    }

    @Test func aNullDefaultIsNotALiteral() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  ImportSnapshot:
                    fields:
                      value: { type: Int, default:  }
                """) == """
                    Spec.yaml:4:37: error: a default must be a Swift literal, not null
                    """)
    }

    @Test func trueDoesNotFitString() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  ImportSnapshot:
                    fields:
                      value: { type: String, default: true }
                """) == """
                    Spec.yaml:4:39: error: default 'true' does not fit type 'String': true and false need Bool
                    """)
    }

    @Test func aNegativeNumberDoesNotFitAnUnsignedType() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  ImportSnapshot:
                    fields:
                      value: { type: UInt8, default: -1 }
                """) == """
                    Spec.yaml:4:38: error: default '-1' does not fit type 'UInt8': UInt8 holds 0...255
                    """)
    }

    @Test func aNumberBeyondTheTypesRangeDoesNotFit() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  ImportSnapshot:
                    fields:
                      value: { type: Int8, default: 128 }
                """) == """
                    Spec.yaml:4:37: error: default '128' does not fit type 'Int8': Int8 holds -128...127
                    """)
    }

    @Test func aNumberBeyondSixtyFourBitsDoesNotFitInt() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  ImportSnapshot:
                    fields:
                      value: { type: Int, default: 0x1_0000_0000_0000_0000 }
                """) == """
                    Spec.yaml:4:36: error: default '0x1_0000_0000_0000_0000' does not fit type 'Int': Int holds -9223372036854775808...9223372036854775807
                    """)
    }
}
