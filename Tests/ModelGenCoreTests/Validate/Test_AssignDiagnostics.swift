// `assign:` of a call operation: a property or broadcast value of the model, of the type the call returns (or its
// optional), for a call that returns a value.

import ModelGenCore
import Testing

@Suite struct Test_AssignDiagnostics {
    /// A model with a standard state, `names: [String]`, `count: Int?` and a broadcast `current: Int`, whose
    /// operation `refresh` is `operation`.
    private static func spec(_ operation: String) -> String {
        """
        useCases:
          NamesUseCase:
            call: "names() -> [String]"
          PingUseCase:
            call: "ping()"
        models:
          BoardModel:
            snapshot: Int
            broadcasts: { current: Int }
            properties:
              names: { type: "[String]", default: "[]" }
              count: Int?
            operations:
              refresh: \(operation)
        """
    }

    @Test func anUnknownMemberSuggestsTheNearest() {
        #expect(
            Snippet.diagnostics(Self.spec("{ call: NamesUseCase, assign: nmes }")) == """
                Spec.yaml:14:46: error: 'assign' of a call to 'NamesUseCase' names no property or broadcast value of 'BoardModel'
                Spec.yaml:14:46: note: did you mean 'names'?
                """)
    }

    @Test func theMemberHasTheCallsType() {
        #expect(
            Snippet.diagnostics(Self.spec("{ call: NamesUseCase, assign: count }")) == """
                Spec.yaml:14:46: error: 'assign' of a call to 'NamesUseCase' writes a '[String]' to 'count', of type 'Int?'
                Spec.yaml:12:7: note: 'count' is declared here
                """)
        #expect(Snippet.diagnostics(Self.spec("{ call: NamesUseCase, assign: current }")).contains("of type 'Int'"))
    }

    @Test func theCallReturnsAValue() {
        #expect(
            Snippet.diagnostics(Self.spec("{ call: PingUseCase, assign: names }")) == """
                Spec.yaml:14:45: error: 'assign' of a call to 'PingUseCase' has nothing to write: the call returns no value
                Spec.yaml:4:3: note: 'PingUseCase' is declared here
                """)
    }

    @Test func aCallThatAssignsItsValueValidates() {
        #expect(Snippet.diagnostics(Self.spec("{ call: NamesUseCase, assign: names }")) == "")
    }
}
