// Closure parameters of a `call`: `@escaping` is read (every function-typed parameter is taken `@escaping`), and each
// closure must be `@Sendable`, since the use case may call it from any task and its stub records it.

import ModelGenCore
import Testing

@Suite struct Test_ClosureParameterDiagnostics {
    /// A use case whose `call` is `call`, run by a model's operation.
    private static func spec(_ call: String) -> String {
        """
        useCases:
          RunUseCase:
            call: "\(call)"
        models:
          RunModel:
            snapshot: Int
            operations:
              run: { call: RunUseCase }
        """
    }

    @Test func anEscapingSendableClosureValidates() {
        #expect(
            Snippet.diagnostics(Self.spec("run(id: String, onEvent: @escaping @Sendable (Int) -> Void) async throws"))
                == "")
        #expect(Snippet.diagnostics(Self.spec("run(onEvent: (@Sendable (Int) -> Void)?) async")) == "")
    }

    @Test func aClosureThatIsNotSendableIsReported() {
        #expect(
            Snippet.diagnostics(Self.spec("run(onEvent: @escaping (Int) -> Void) async throws")) == """
                Spec.yaml:3:12: error: the closure parameter 'onEvent' in the 'call' of 'RunUseCase' must be '@Sendable': the use case may call it from any task
                Spec.yaml:3:12: note: write 'onEvent: @escaping @Sendable (Int) -> Void'
                """)
        #expect(
            Snippet.diagnostics(Self.spec("run(_ done: (() async -> Void)?) async")) == """
                Spec.yaml:3:12: error: the closure parameter 'done' in the 'call' of 'RunUseCase' must be '@Sendable': the use case may call it from any task
                Spec.yaml:3:12: note: write '_ done: (@Sendable () async -> Void)?'
                """)
    }

    @Test func escapingNeedsAFunctionType() {
        #expect(
            Snippet.diagnostics(Self.spec("run(count: @escaping Int) async")) == """
                Spec.yaml:3:23: error: 'call' is not a Swift function signature: '@escaping' needs a function type, such as '@escaping @Sendable (Int) -> Void'
                Spec.yaml:3:23: note: write one signature, like "execute(repoPath: String) async throws -> [WorktreeStatus]"
                """)
    }
}
