// An `existing` use case is described by its `call` alone, and a use case takes `call`, `stream` or `fetch`, one of
// them.

import ModelGenCore
import Testing

@Suite struct Test_ExistingUseCaseDiagnostics {
    @Test func existingWithStreamNeedsCall() {
        #expect(
            Snippet.diagnostics(
                """
                useCases:
                  GreetingUseCase:
                    existing: true
                    stream:
                      states: { done: }
                """) == """
                    Spec.yaml:3:15: error: an 'existing' use case needs 'call', the signature of its method, not 'stream' or 'fetch'
                    Spec.yaml:3:15: note: for example: call: "stream(options: GreetingUseCase.Options) -> AsyncThrowingStream<State, any Error>"
                    """)
    }

    @Test func existingWithFetchNeedsCall() {
        #expect(
            Snippet.diagnostics(
                """
                useCases:
                  GreetingUseCase:
                    existing: true
                    fetch: { returns: Int }
                """) == """
                    Spec.yaml:3:15: error: an 'existing' use case needs 'call', the signature of its method, not 'stream' or 'fetch'
                    Spec.yaml:3:15: note: for example: call: "stream(options: GreetingUseCase.Options) -> AsyncThrowingStream<State, any Error>"
                    """)
    }

    @Test func existingAloneNeedsCall() {
        #expect(
            Snippet.diagnostics(
                """
                useCases:
                  GreetingUseCase:
                    existing: true
                """) == """
                    Spec.yaml:3:15: error: an 'existing' use case needs 'call', the signature of its method, not 'stream' or 'fetch'
                    Spec.yaml:3:15: note: for example: call: "stream(options: GreetingUseCase.Options) -> AsyncThrowingStream<State, any Error>"
                    """)
    }

    @Test func callTogetherWithStream() {
        #expect(
            Snippet.diagnostics(
                """
                useCases:
                  GreetingUseCase:
                    existing: true
                    call: "execute() -> Int"
                    stream:
                      states: { done: }
                """) == """
                    Spec.yaml:5:5: error: use case 'GreetingUseCase' has both 'call' and 'stream'; it takes one
                    Spec.yaml:5:5: note: an 'existing' use case is described by its 'call' alone
                    """)
    }

    @Test func callTogetherWithFetchOnAGeneratedUseCase() {
        #expect(
            Snippet.diagnostics(
                """
                useCases:
                  CountUseCase:
                    call: "execute() -> Int"
                    fetch: { returns: Int }
                """) == """
                    Spec.yaml:4:5: error: use case 'CountUseCase' has both 'call' and 'fetch'; it takes one
                    """)
    }
}
