// An enum in mapping form: its `doc` and its `cases`, and no other key.

import ModelGenCore
import Testing

@Suite struct Test_EnumMappingDiagnostics {
    @Test func anEnumInMappingFormWithDocAndCases() {
        #expect(
            Snippet.diagnostics(
                """
                enums:
                  SyncEvent:
                    doc: What a sync reports.
                    cases:
                      started:
                      progressed: Double
                      moved: { from: Int, to: Int }
                """) == "")
    }

    @Test func anUnknownKeyBesideCases() {
        #expect(
            Snippet.diagnostics(
                """
                enums:
                  SyncEvent:
                    doc: What a sync reports.
                    conforms: [Codable]
                    cases:
                      started:
                      progressed: Double
                """) == """
                    Spec.yaml:4:5: error: unknown key 'conforms' in enum 'SyncEvent'
                    Spec.yaml:4:5: note: enum 'SyncEvent' takes 'doc' or 'cases'
                    """)
    }

    @Test func aMisspelledDocBesideCases() {
        #expect(
            Snippet.diagnostics(
                """
                enums:
                  SyncEvent:
                    docs: What a sync reports.
                    cases:
                      started:
                """) == """
                    Spec.yaml:3:5: error: unknown key 'docs' in enum 'SyncEvent'
                    Spec.yaml:3:5: note: did you mean 'doc'?
                    """)
    }
}
