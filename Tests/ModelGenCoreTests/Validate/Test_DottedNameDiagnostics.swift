// Dotted type names: `A.B` resolves when `A` is an `external` or an `existing` use case, never through a use case
// modelgen generates.

import ModelGenCore
import Testing

@Suite struct Test_DottedNameDiagnostics {
    @Test func aDottedNameNeedsAnExternalOrExistingFirstPart() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  Greeting: { fields: { text: String } }
                useCases:
                  GreetingUseCase:
                    call: "execute(options: Feature.Options) async throws -> Greeting"
                """) == """
                    Spec.yaml:5:12: error: cannot find type 'Feature'
                    Spec.yaml:5:12: note: declare it in the specs or list it under 'external'
                    """)
    }

    @Test func aDottedNameThroughAGeneratedUseCaseDoesNotResolve() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  Greeting: { fields: { text: String } }
                useCases:
                  ImportUseCase:
                    fetch: { returns: Greeting }
                  GreetingUseCase:
                    call: "execute(options: ImportUseCase.Options) async throws -> Greeting"
                """) == """
                    Spec.yaml:7:12: error: cannot find type 'ImportUseCase'
                    Spec.yaml:4:3: note: 'ImportUseCase' is a use case, not a type a value can have
                    """)
    }

    @Test func aDottedNameThroughAnExistingUseCaseResolves() {
        #expect(
            Snippet.diagnostics(
                """
                imports: [Foundation, GreetingFeature]
                external:
                  Greeting: [Sendable, Codable]
                  GreetingState: [Sendable]
                useCases:
                  GreetingUseCase:
                    existing: true
                    call: "stream(options: GreetingUseCase.Options) -> AsyncThrowingStream<GreetingState, any Error>"
                    completed: "completed(Greeting)"
                models:
                  GreetingModel:
                    snapshot: Greeting
                    operations:
                      generate: { stream: GreetingUseCase }
                """) == "")
    }

    @Test func aDottedNameThroughAnExternalResolves() {
        #expect(
            Snippet.diagnostics(
                """
                external:
                  Feature: [Sendable]
                useCases:
                  FeatureUseCase:
                    call: "execute(options: Feature.Options) -> Int"
                """) == "")
    }
}
