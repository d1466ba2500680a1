// Snippet tests: spec names that would collide with names the generated code uses are errors with a note
// (the names that cannot collide by construction are shown by the NamesGeneratedBodiesUse snippet).

import Testing
@testable import ModelGenCore

@Suite struct Test_GeneratedNameCollisions {
    @Test func aPropertyNamedLikeTheStatesMacroStorageClashes() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  S: { fields: { count: Int } }
                models:
                  M:
                    snapshot: S
                    properties: { _state: Int }
                """) == """
                    Spec.yaml:6:19: error: 'M' would declare '_state' twice: for property '_state' and for the @Observable macro's storage of 'state'
                    Spec.yaml:5:15: note: rename one of them; the other comes from here
                    """)
    }

    @Test func anUnderscoredPropertyBesideItsNamesakeClashes() {
        #expect(
            Snippet.diagnostics(
                """
                models:
                  M:
                    properties:
                      query: { type: String, default: "\\"\\"" }
                      _query: { type: String, default: "\\"\\"" }
                """) == """
                    Spec.yaml:5:7: error: 'M' would declare '_query' twice: for property '_query' and for the @Observable macro's storage of 'query'
                    Spec.yaml:4:7: note: rename one of them; the other comes from here
                    """)
    }

    @Test func aPropertyNamedLikeTheTrackedTaskMethodsClashes() {
        #expect(
            Snippet.diagnostics(
                """
                models:
                  M:
                    properties:
                      cancelTrackedTask: { type: Int, default: "0" }
                """) == """
                    Spec.yaml:4:7: error: 'M' would declare 'cancelTrackedTask' twice: for property 'cancelTrackedTask' and for its task bag
                    Spec.yaml:2:3: note: rename one of them; the other comes from here
                    """)
    }

    @Test func aCallParameterNamedSelfIsRefused() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  Page: { fields: { title: String } }
                useCases:
                  OpenUseCase:
                    call: "open(self: Int) async throws -> Page"
                """) == """
                    Spec.yaml:5:12: error: the parameter name 'self' in the 'call' of 'OpenUseCase' cannot be used: the generated code needs it
                    Spec.yaml:5:12: note: give the parameter a second name, such as 'self value: Type'
                    """)
    }

    @Test(arguments: ["default", "in", "case", "nil", "false"])
    func aStateNameThatIsAKeywordIsRefused(keyword: String) {
        var message = ""
        do {
            _ = try Configuration.decode(Array("stateNames: { ready: \(keyword) }\n".utf8), path: "modelgen.yml")
        } catch {
            message = error.description
        }
        #expect(
            message == """
                modelgen.yml:1:22: error: '\(keyword)' is a Swift keyword, which cannot name a standard case
                modelgen.yml:1:22: note: choose another name, such as '\(keyword)State'
                """)
    }
}
