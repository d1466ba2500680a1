// `append:` of a stream operation: an array property of the model whose element is the stream's value or whose type
// is; no `begin` or `stop`; a stream that can fail only into a model with a standard state.

import ModelGenCore
import Testing

@Suite struct Test_AppendDiagnostics {
    /// A model with `entries: [String]` and `count: Int`, whose operation `tail` is `operation`.
    private static func spec(_ operation: String, state: String = "") -> String {
        """
        useCases:
          LinesUseCase:
            call: "lines() -> AsyncStream<[String]>"
          FailingLinesUseCase:
            call: "lines() -> AsyncThrowingStream<String, any Error>"
          CountsUseCase:
            call: "counts() -> AsyncStream<Int>"
        models:
          TailModel:\(state)
            properties:
              entries: { type: "[String]", default: "[]" }
              count: { type: Int, default: "0" }
            operations:
              tail: \(operation)
        """
    }

    @Test func anUnknownPropertySuggestsTheNearest() {
        #expect(
            Snippet.diagnostics(Self.spec("{ stream: LinesUseCase, append: entrys }")) == """
                Spec.yaml:14:45: error: 'append' of operation 'tail' names no property of 'TailModel'
                Spec.yaml:14:45: note: did you mean 'entries'?
                """)
    }

    @Test func thePropertyIsAnArray() {
        #expect(
            Snippet.diagnostics(Self.spec("{ stream: LinesUseCase, append: count }")) == """
                Spec.yaml:14:45: error: 'append' of operation 'tail' names 'count', of type 'Int', which is not an array
                Spec.yaml:12:7: note: the property is declared here
                """)
    }

    @Test func eachValueIsAnElementOrAnArrayOfThem() {
        #expect(
            Snippet.diagnostics(Self.spec("{ stream: CountsUseCase, append: entries }")) == """
                Spec.yaml:14:46: error: 'append' of operation 'tail' appends the values of 'CountsUseCase', of type 'Int', to 'entries' of type '[String]'
                Spec.yaml:14:46: note: each value must be an element ('String') or an array of them
                """)
    }

    @Test func anAppendingOperationTakesNoBeginOrStop() {
        #expect(
            Snippet.diagnostics(Self.spec("{ stream: LinesUseCase, append: entries, begin: waiting, stop: halt }"))
                == """
                Spec.yaml:14:61: error: 'append' of operation 'tail' leaves the state alone, so the operation takes no 'begin'
                Spec.yaml:14:61: note: the task the operation returns cancels the run
                Spec.yaml:14:76: error: 'append' of operation 'tail' leaves the state alone, so the operation takes no 'stop'
                Spec.yaml:14:76: note: the task the operation returns cancels the run
                """)
    }

    @Test func aStreamThatCanFailNeedsAStandardState() {
        #expect(
            Snippet.diagnostics(Self.spec("{ stream: FailingLinesUseCase, append: entries }")) == """
                Spec.yaml:14:52: error: 'append' of operation 'tail' streams 'FailingLinesUseCase', which can fail, into a model without a standard state to show the failure
                Spec.yaml:14:52: note: give the model a 'snapshot', or make the use case's stream one that cannot fail
                """)
        #expect(
            Snippet.diagnostics(
                Self.spec("{ stream: FailingLinesUseCase, append: entries }", state: "\n    snapshot: Int")) == "")
    }
}
