// A custom state's initial case with a payload, `initial: { idle: { prior: "[]" } }`: one literal per label the case
// declares (one unlabelled literal for a single payload, none for a payload-less case), each a literal that fits.

import ModelGenCore
import Testing

@Suite struct Test_InitialPayloadDiagnostics {
    /// A custom state whose `idle` case has `prior: [Int]` and `note: String?`, and whose `initial` is `initial`.
    private static func spec(_ initial: String) -> String {
        """
        models:
          CounterModel:
            state:
              idle: { prior: "[Int]", note: String? }
              counting: Int
            initial: \(initial)
        """
    }

    @Test func eachLabelIsTheCasesAndEachIsGiven() {
        #expect(
            Snippet.diagnostics(Self.spec("{ idle: { prir: \"[]\" } }")) == """
                Spec.yaml:6:16: error: 'initial' gives no literal for 'prior' of 'idle'
                Spec.yaml:4:15: note: 'prior' is declared here
                Spec.yaml:6:16: error: 'initial' gives no literal for 'note' of 'idle'
                Spec.yaml:4:31: note: 'note' is declared here
                Spec.yaml:6:24: error: 'idle' has no payload label 'prir'
                Spec.yaml:6:24: note: did you mean 'prior'?
                Spec.yaml:4:7: note: the case is declared here
                """)
    }

    @Test func eachLiteralFitsItsType() {
        #expect(
            Snippet.diagnostics(Self.spec("{ idle: { prior: \"1\", note: total } }")) == """
                Spec.yaml:6:31: error: '1' does not fit type '[Int]': a number needs a numeric type
                Spec.yaml:6:42: error: 'total' is not a Swift literal
                Spec.yaml:6:42: note: a payload of 'initial' is a number, a string in double quotes, true, false, nil, [], [:] or an enum case like .name
                """)
    }

    @Test func thePayloadIsGivenAsTheCaseDeclaresIt() {
        #expect(
            Snippet.diagnostics(
                """
                models:
                  CounterModel:
                    state:
                      idle:
                      counting: Int
                    initial: { idle: "1" }
                  GaugeModel:
                    state:
                      level: Double
                    initial: { level: { value: "1" } }
                """) == """
                    Spec.yaml:6:16: error: 'initial' gives a payload, and 'idle' has none
                    Spec.yaml:4:7: note: the case is declared here
                    Spec.yaml:6:16: note: write 'initial: idle'
                    Spec.yaml:10:25: error: the payload of 'level' is one value without a label: 'initial: { level: literal }'
                    Spec.yaml:9:7: note: the case is declared here
                    """)
    }

    @Test func aPayloadOfLiteralsValidates() {
        #expect(Snippet.diagnostics(Self.spec("{ idle: { note: nil, prior: \"[]\" } }")) == "")
        #expect(Snippet.diagnostics(Self.spec("{ counting: \"3\" }")) == "")
    }
}
