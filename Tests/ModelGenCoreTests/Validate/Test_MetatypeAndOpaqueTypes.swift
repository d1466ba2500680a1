// Metatypes, `.self` and `some P` cannot stand anywhere in a spec: each is a located error, never output.

@testable import ModelGenCore
import Testing

@Suite struct Test_MetatypeAndOpaqueTypes {
    @Test(arguments: [
        ("Int.Type", "a metatype ('.Type') cannot stand in a spec, which stores and passes values", 4),
        ("Loader.Protocol", "a metatype ('.Protocol') cannot stand in a spec, which stores and passes values", 7),
        ("[Feature.Row.Type]", "a metatype ('.Type') cannot stand in a spec, which stores and passes values", 13),
        ("any Loader.Type", "a metatype ('.Type') cannot stand in a spec, which stores and passes values", 11),
        ("Loader.self", "'.self' makes an expression, not a type", 7),
        ("Int?.Type", "unexpected '.'", 4),
        (
            "some Loader",
            "'some' (an opaque type) cannot stand in a spec, which stores and passes values of a known type; write 'any'",
            0
        ),
        (
            "[some Loader]",
            "'some' (an opaque type) cannot stand in a spec, which stores and passes values of a known type; write 'any'",
            1
        ),
        (
            "() -> some Loader",
            "'some' (an opaque type) cannot stand in a spec, which stores and passes values of a known type; write 'any'",
            6
        ),
    ])
    func isAParseError(text: String, message: String, offset: Int) {
        #expect(throws: TypeExpression.ParseError(message: message, offset: offset)) { try TypeExpression.parse(text) }
    }

    @Test func aMetatypeFieldIsALocatedError() {
        #expect(
            Snippet.diagnostics(
                """
                external: [Loader]
                snapshots:
                  Registry:
                    fields:
                      kind: Loader.Type
                      marker: Loader.self
                """) == """
                    Spec.yaml:5:13: error: 'Loader.Type' is not a Swift type: a metatype ('.Type') cannot stand in a spec, which stores and passes values
                    Spec.yaml:6:15: error: 'Loader.self' is not a Swift type: '.self' makes an expression, not a type
                    """)
    }

    @Test func anOpaqueFieldIsALocatedError() {
        #expect(
            Snippet.diagnostics(
                """
                external: [Loader]
                models:
                  LoaderModel:
                    properties:
                      loader: some Loader
                """) == """
                    Spec.yaml:5:15: error: 'some Loader' is not a Swift type: 'some' (an opaque type) cannot stand in a spec, which stores and passes values of a known type; write 'any'
                    """)
    }

    @Test func anOpaqueCallResultIsALocatedError() {
        #expect(
            Snippet.diagnostics(
                """
                external: [Loader]
                useCases:
                  MakeLoaderUseCase:
                    call: "execute() -> some Loader"
                """) == """
                    Spec.yaml:4:25: error: 'call' is not a Swift function signature: 'some' (an opaque type) cannot stand in a spec, which stores and passes values of a known type; write 'any'
                    Spec.yaml:4:25: note: write one signature, like "execute(repoPath: String) async throws -> [WorktreeStatus]"
                    """)
    }

    @Test func anOpaqueOrMetatypeCallParameterIsALocatedError() {
        #expect(
            Snippet.diagnostics(
                """
                external: [Loader]
                useCases:
                  UseLoaderUseCase:
                    call: "execute(loader: some Loader)"
                  UseTypeUseCase:
                    call: "execute(type: Loader.Type)"
                """) == """
                    Spec.yaml:4:28: error: 'call' is not a Swift function signature: 'some' (an opaque type) cannot stand in a spec, which stores and passes values of a known type; write 'any'
                    Spec.yaml:4:28: note: write one signature, like "execute(repoPath: String) async throws -> [WorktreeStatus]"
                    Spec.yaml:6:33: error: 'call' is not a Swift function signature: a metatype ('.Type') cannot stand in a spec, which stores and passes values
                    Spec.yaml:6:33: note: write one signature, like "execute(repoPath: String) async throws -> [WorktreeStatus]"
                    """)
    }
}
