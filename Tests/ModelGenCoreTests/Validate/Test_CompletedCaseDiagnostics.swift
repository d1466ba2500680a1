// A use case's `completed`: the case its stream `call` completes with, written as a case with its payload type, or as
// the name of a case with one payload of an enum the specs declare.

import ModelGenCore
import Testing

@Suite struct Test_CompletedCaseDiagnostics {
    @Test func completedOnAValueCall() {
        #expect(
            Snippet.diagnostics(
                """
                useCases:
                  CountUseCase:
                    call: "execute() async throws -> Int"
                    completed: done
                """) == """
                    Spec.yaml:4:16: error: 'completed' belongs to a stream call, and the 'call' of 'CountUseCase' returns one value
                    """)
    }

    @Test func completedThatIsNeitherACaseWithTypeNorACaseName() {
        #expect(
            Snippet.diagnostics(
                """
                external: [Greeting, GreetingState]
                useCases:
                  GreetingUseCase:
                    call: "stream() -> AsyncStream<GreetingState>"
                    completed: "completed(Greeting"
                """) == """
                    Spec.yaml:5:16: error: 'completed' is a case with its payload type, like "completed(Greeting)", or a case name; not 'completed(Greeting'
                    """)
    }

    @Test func completedCaseNameForAStateTypeModelgenDoesNotDeclare() {
        #expect(
            Snippet.diagnostics(
                """
                external: [Greeting, GreetingState]
                useCases:
                  GreetingUseCase:
                    call: "stream() -> AsyncStream<GreetingState>"
                    completed: completed
                """) == """
                    Spec.yaml:5:16: error: 'completed' names only the case 'completed'; for a state type modelgen does not declare, write its payload type too
                    Spec.yaml:5:16: note: for example: completed: "completed(Snapshot)"
                    """)
    }

    @Test func completedCaseNameNamingNoCaseOfADeclaredEnum() {
        #expect(
            Snippet.diagnostics(
                """
                external: [Greeting]
                enums:
                  GreetingState:
                    preparing:
                    completed: Greeting
                useCases:
                  GreetingUseCase:
                    call: "stream() -> AsyncStream<GreetingState>"
                    completed: complete
                """) == """
                    Spec.yaml:9:16: error: 'completed' names no case of 'GreetingState'
                    Spec.yaml:9:16: note: did you mean 'completed'?
                    """)
    }

    @Test func completedCaseNameOfADeclaredEnumWithoutPayload() {
        #expect(
            Snippet.diagnostics(
                """
                external: [Greeting]
                enums:
                  GreetingState:
                    preparing:
                    completed: Greeting
                useCases:
                  GreetingUseCase:
                    call: "stream() -> AsyncStream<GreetingState>"
                    completed: preparing
                """) == """
                    Spec.yaml:9:16: error: the completed case 'preparing' must carry one payload, the snapshot
                    """)
    }

    @Test func completedWithAnUnresolvedType() {
        #expect(
            Snippet.diagnostics(
                """
                external: [Greeting, GreetingState]
                useCases:
                  GreetingUseCase:
                    call: "stream() -> AsyncStream<GreetingState>"
                    completed: "completed(Greetin)"
                """) == """
                    Spec.yaml:5:16: error: cannot find type 'Greetin'
                    Spec.yaml:5:16: note: did you mean 'Greeting'?
                    Spec.yaml:5:16: note: declare it in the specs or list it under 'external'
                    """)
    }

    @Test func completedBesideAStreamUseCase() {
        #expect(
            Snippet.diagnostics(
                """
                useCases:
                  ImportUseCase:
                    stream:
                      states: { importing: Double, finished: }
                    completed: finished
                """) == """
                    Spec.yaml:5:5: error: 'completed' of a use case goes with 'call'; a 'stream' takes it inside
                    """)
    }
}
