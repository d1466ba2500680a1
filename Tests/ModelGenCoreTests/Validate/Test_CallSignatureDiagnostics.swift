// A use case's `call`: one Swift function signature, each parse error pointing inside the string, each parameter
// label and name used once, each type resolved.

import ModelGenCore
import Testing

@Suite struct Test_CallSignatureDiagnostics {
    @Test func aQuotedCallThatDoesNotParsePointsInsideTheString() {
        #expect(
            Snippet.diagnostics(
                """
                useCases:
                  ListWorktreesUseCase:
                    call: "execute(repoPath String)"
                """) == """
                    Spec.yaml:3:28: error: 'call' is not a Swift function signature: expected ':' after the parameter label
                    Spec.yaml:3:28: note: write one signature, like "execute(repoPath: String) async throws -> [WorktreeStatus]"
                    """)
    }

    @Test func aPlainCallThatDoesNotParsePointsInsideTheString() {
        #expect(
            Snippet.diagnostics(
                """
                useCases:
                  CountUseCase:
                    call: execute(a:Int = )
                """) == """
                    Spec.yaml:3:27: error: 'call' is not a Swift function signature: expected a default value after '=', found ')'
                    Spec.yaml:3:27: note: write one signature, like "execute(repoPath: String) async throws -> [WorktreeStatus]"
                    """)
    }

    @Test func anInoutParameterIsNotAllowed() {
        #expect(
            Snippet.diagnostics(
                """
                useCases:
                  CountUseCase:
                    call: "execute(value: inout Int)"
                """) == """
                    Spec.yaml:3:27: error: 'call' is not a Swift function signature: 'inout' parameters are not allowed
                    Spec.yaml:3:27: note: write one signature, like "execute(repoPath: String) async throws -> [WorktreeStatus]"
                    """)
    }

    @Test func aVariadicParameterIsNotAllowed() {
        #expect(
            Snippet.diagnostics(
                """
                useCases:
                  CountUseCase:
                    call: "execute(values: Int...) -> Int"
                """) == """
                    Spec.yaml:3:31: error: 'call' is not a Swift function signature: variadic parameters are not allowed
                    Spec.yaml:3:31: note: write one signature, like "execute(repoPath: String) async throws -> [WorktreeStatus]"
                    """)
    }

    @Test func throwsBeforeAsyncIsNotAllowed() {
        #expect(
            Snippet.diagnostics(
                """
                useCases:
                  CountUseCase:
                    call: "execute() throws async -> Int"
                """) == """
                    Spec.yaml:3:29: error: 'call' is not a Swift function signature: 'async' must come before 'throws'
                    Spec.yaml:3:29: note: write one signature, like "execute(repoPath: String) async throws -> [WorktreeStatus]"
                    """)
    }

    @Test func anEmptyCallIsNotASignature() {
        #expect(
            Snippet.diagnostics(
                """
                useCases:
                  CountUseCase:
                    call: ""
                """) == """
                    Spec.yaml:3:12: error: 'call' is not a Swift function signature: expected a function name at the end
                    Spec.yaml:3:12: note: write one signature, like "execute(repoPath: String) async throws -> [WorktreeStatus]"
                    """)
    }

    @Test func aSingleQuotedCallPointsInsideTheString() {
        #expect(
            Snippet.diagnostics(
                """
                useCases:
                  CountUseCase:
                    call: 'execute(count: Int) -> Int Int'
                """) == """
                    Spec.yaml:3:39: error: 'call' is not a Swift function signature: unexpected 'I'
                    Spec.yaml:3:39: note: write one signature, like "execute(repoPath: String) async throws -> [WorktreeStatus]"
                    """)
    }

    @Test func aParameterLabelUsedTwice() {
        #expect(
            Snippet.diagnostics(
                """
                useCases:
                  SaveCredentialUseCase:
                    call: "execute(account: String, account: String) throws"
                """) == """
                    Spec.yaml:3:12: error: the parameter label 'account' is used twice in the 'call' of 'SaveCredentialUseCase'
                    """)
    }

    @Test func aParameterNameUsedTwiceUnderTwoLabels() {
        #expect(
            Snippet.diagnostics(
                """
                useCases:
                  SaveCredentialUseCase:
                    call: "execute(account name: String, token name: String) throws"
                """) == """
                    Spec.yaml:3:12: error: the parameter name 'name' is used twice in the 'call' of 'SaveCredentialUseCase'
                    """)
    }

    @Test func anUnresolvedTypeInsideACallSuggestsTheDeclaredName() {
        #expect(
            Snippet.diagnostics(
                """
                external: [WorktreeStatus]
                useCases:
                  ListWorktreesUseCase:
                    call: "execute(repoPath: Strng) async throws -> [WorktreeStatu]"
                """) == """
                    Spec.yaml:4:12: error: cannot find type 'Strng'
                    Spec.yaml:4:12: note: did you mean 'String'?
                    Spec.yaml:4:12: note: declare it in the specs or list it under 'external'
                    Spec.yaml:4:12: error: cannot find type 'WorktreeStatu'
                    Spec.yaml:4:12: note: did you mean 'WorktreeStatus'?
                    Spec.yaml:4:12: note: declare it in the specs or list it under 'external'
                    """)
    }
}
