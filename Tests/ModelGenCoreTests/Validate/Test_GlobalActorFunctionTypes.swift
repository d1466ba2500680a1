// `@MainActor` on function types: parsed, printed back, Sendable, and still the only attribute beside `@Sendable`.

@testable import ModelGenCore
import Testing

@Suite struct Test_GlobalActorFunctionTypes {
    @Test(arguments: [
        "@MainActor @Sendable () -> Void",
        "@MainActor (Int) -> Void",
        "@MainActor () async throws -> Int",
        "(@MainActor (Int) -> Void)?",
        "[@MainActor @Sendable (String) -> Void]",
    ])
    func printsBack(text: String) throws {
        #expect(try TypeExpression.parse(text).swift() == text)
    }

    @Test func eitherOrderIsOneType() throws {
        #expect(
            try TypeExpression.parse("@Sendable @MainActor () -> Void")
                == TypeExpression.parse("@MainActor @Sendable () -> Void"))
        #expect(
            try TypeExpression.parse("@Sendable @MainActor () -> Void").swift() == "@MainActor @Sendable () -> Void")
    }

    @Test(arguments: [
        ("@MainActor Int", "'@MainActor' needs a function type", 0),
        ("@MainActor (Int)", "'@MainActor' needs a function type", 0),
        ("@MainActor @MainActor () -> Void", "'@MainActor' is written twice", 11),
        ("@objc () -> Void", "only '@Sendable' and '@MainActor' are allowed as attributes, found '@objc'", 0),
        ("@MainActor @escaping () -> Void", "'@escaping' is not allowed in a type expression", 11),
    ])
    func malformed(text: String, message: String, offset: Int) {
        #expect(throws: TypeExpression.ParseError(message: message, offset: offset)) { try TypeExpression.parse(text) }
    }

    @Test func aMainActorFunctionFieldValidatesAsSendable() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  Handlers:
                    fields:
                      onTap: "@MainActor (Int) -> Void"
                      onDone: "@MainActor @Sendable () -> Void"
                useCases:
                  SubscribeUseCase:
                    call: "execute(handler: @MainActor @Sendable (Int) -> Void) async"
                """) == "")
    }

    @Test func anotherAttributeIsALocatedError() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  Handlers:
                    fields:
                      onTap: "@preconcurrency (Int) -> Void"
                """) == """
                    Spec.yaml:4:14: error: '@preconcurrency (Int) -> Void' is not a Swift type: only '@Sendable' and '@MainActor' are allowed as attributes, found '@preconcurrency'
                    """)
    }
}
