// `progress:` of a `call` operation: a callback parameter of an async call, `@Sendable (Value) -> Void` with a
// Sendable value; the standard state takes the parameter alone (its values show as operating, a type no other stream
// of the model yields), a custom state names the case whose payload is the value.

import ModelGenCore
import Testing

@Suite struct Test_ProgressDiagnostics {
    /// A standard-state model and a custom-state model; `operation` is the standard one's `run`, `custom` the other's.
    private static func spec(_ operation: String, custom: String = "{ call: RunUseCase, onError: throw }") -> String {
        """
        useCases:
          RunUseCase:
            call: "run(id: String, onEvent: @escaping @Sendable (Int) -> Void) async throws -> Int"
          SyncRunUseCase:
            call: "run(onEvent: @escaping @Sendable (Int) -> Void) throws"
          TwoUseCase:
            call: "run(each: @escaping @Sendable (Int, Int) -> Void) async"
          CountsUseCase:
            call: "counts() -> AsyncStream<Int>"
        models:
          RunModel:
            snapshot: Int
            operations:
              watch: { stream: CountsUseCase }
              run: \(operation)
          StepModel:
            state: { idle: , step: Int, named: String }
            initial: idle
            operations:
              run: \(custom)
        """
    }

    @Test func aCallbackOfAnAsyncCallValidates() {
        #expect(
            Snippet.diagnostics(
                Self.spec(
                    "{ call: RunUseCase }",
                    custom: "{ call: RunUseCase, progress: { parameter: onEvent, case: step }, onError: throw }")) == ""
        )
    }

    @Test func anUnknownParameterSuggestsTheNearest() {
        #expect(
            Snippet.diagnostics(Self.spec("{ call: RunUseCase, progress: onEvnt }")) == """
                Spec.yaml:15:42: error: 'progress' names no parameter of the 'call' of 'RunUseCase'
                Spec.yaml:15:42: note: did you mean 'onEvent'?
                """)
    }

    @Test func theParameterIsACallbackOfOneValue() {
        #expect(
            Snippet.diagnostics(Self.spec("{ call: RunUseCase, progress: id }")) == """
                Spec.yaml:15:42: error: 'progress' names 'id', of type 'String', which is not a callback of one value
                Spec.yaml:15:42: note: a callback is written '@escaping @Sendable (Value) -> Void'
                """)
        #expect(
            Snippet.diagnostics(Self.spec("{ call: TwoUseCase, progress: each }")) == """
                Spec.yaml:15:42: error: 'progress' names 'each', of type '@Sendable (Int, Int) -> Void', which is not a callback of one value
                Spec.yaml:15:42: note: a callback is written '@escaping @Sendable (Value) -> Void'
                """)
    }

    @Test func theCallIsAsync() {
        #expect(
            Snippet.diagnostics(Self.spec("{ call: SyncRunUseCase, progress: onEvent }")) == """
                Spec.yaml:15:46: error: 'progress' needs an async 'call', and the 'call' of 'SyncRunUseCase' is synchronous
                Spec.yaml:15:46: note: a synchronous call returns before any value it reports can show
                """)
    }

    @Test func theStandardStateTakesNoCaseAndNoSecondStreamOfTheType() {
        #expect(
            Snippet.diagnostics(Self.spec("{ call: RunUseCase, progress: { parameter: onEvent, case: step } }")) == """
                Spec.yaml:15:55: error: two streams of 'RunModel' yield 'Int'
                Spec.yaml:14:24: note: the other is here
                Spec.yaml:15:55: note: ModelState(from:prior:) could not tell them apart
                Spec.yaml:15:70: error: 'progress' of 'RunModel', which has a standard state, takes no 'case': its values show as operating
                Spec.yaml:15:70: note: write 'progress: onEvent'
                """)
    }

    @Test func theMappingFormNeedsTheParameter() {
        #expect(
            Snippet.diagnostics(
                Self.spec(
                    "{ call: RunUseCase }", custom: "{ call: RunUseCase, progress: { case: step }, onError: throw }"))
                    == """
                    Spec.yaml:20:42: error: 'progress' needs a 'parameter', the callback's
                    """)
    }

    @Test func aCustomStateNamesACaseThatCarriesTheValue() {
        #expect(
            Snippet.diagnostics(
                Self.spec("{ call: RunUseCase }", custom: "{ call: RunUseCase, progress: onEvent, onError: throw }"))
                    == """
                    Spec.yaml:20:42: error: 'progress' of 'StepModel', which has a custom state, names the case its values are assigned to
                    Spec.yaml:20:42: note: write 'progress: { parameter: onEvent, case: <case> }'
                    """)
        #expect(
            Snippet.diagnostics(
                Self.spec(
                    "{ call: RunUseCase }",
                    custom: "{ call: RunUseCase, progress: { parameter: onEvent, case: stp }, onError: throw }"))
                    == """
                    Spec.yaml:20:70: error: 'stp' is no case of the state of 'StepModel'
                    Spec.yaml:20:70: note: did you mean 'step'?
                    """)
        #expect(
            Snippet.diagnostics(
                Self.spec(
                    "{ call: RunUseCase }",
                    custom: "{ call: RunUseCase, progress: { parameter: onEvent, case: named }, onError: throw }"))
                    == """
                    Spec.yaml:20:70: error: 'progress' assigns values of 'Int' to case 'named', whose payload is not that type
                    Spec.yaml:17:33: note: the case is declared here
                    """)
    }
}
