// The `stateNames` setting of `modelgen.yml`: it renames the standard cases it names, each to a valid case name that
// no other standard case has.

import Foundation
@testable import ModelGenCore
import Testing

@Suite struct Test_StateNamesDiagnostics {
    /// The diagnostics of `modelgen.yml` text, or "" when it decodes.
    private static func configurationDiagnostics(_ yaml: String) -> String {
        do {
            _ = try Configuration.decode(Array(yaml.utf8), path: "modelgen.yml")
            return ""
        } catch {
            return error.description
        }
    }

    @Test func stateNamesRenameOnlyTheCasesTheyName() throws {
        let configuration = try Configuration.decode(
            Array("stateNames: { uninitialized: idle, failed: error }\n".utf8), path: "modelgen.yml")
        var expected = StateNames()
        expected[.uninitialized] = "idle"
        expected[.failed] = "error"
        #expect(configuration.options.stateNames == expected)
    }

    @Test func aStateNameThatIsNotAValidCaseName() {
        #expect(
            Self.configurationDiagnostics(
                """
                stateNames: { ready: "1x" }
                """) == """
                    modelgen.yml:1:22: error: '1x' is not a valid case name: use ASCII letters, digits and underscores, not starting with a digit
                    """)
    }

    @Test func twoStateNamesRenamedToOneName() {
        #expect(
            Self.configurationDiagnostics(
                """
                stateNames:
                  loading: busy
                  operating: busy
                """) == """
                    modelgen.yml:3:14: error: two standard cases would be named 'busy'
                    modelgen.yml:2:12: note: 'loading' is named 'busy' here
                    """)
    }

    @Test func aStateNameRenamedToAnotherStandardCasesName() {
        #expect(
            Self.configurationDiagnostics(
                """
                stateNames: { ready: loading }
                """) == """
                    modelgen.yml:1:22: error: two standard cases would be named 'loading'
                    modelgen.yml:1:22: note: 'loading' keeps its name unless 'stateNames' renames it too
                    """)
    }

    @Test func anUnknownKeyUnderStateNames() {
        #expect(
            Self.configurationDiagnostics(
                """
                stateNames: { loadng: busy }
                """) == """
                    modelgen.yml:1:15: error: unknown key 'loadng' in 'stateNames'
                    modelgen.yml:1:15: note: did you mean 'loading'?
                    """)
    }
}
