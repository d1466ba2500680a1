// `arguments`, `from` and literal defaults in `call:` signatures: each parameter label, member path and literal resolves
// or is reported at its node, with the nearest names; a member has exactly the parameter's type; a path goes only
// through fields modelgen can see; a factory's name is claimed, and every use of a use case made by a factory has
// `from`, of one type.

import ModelGenCore
import Testing

@Suite struct Test_ArgumentsDiagnostics {
    /// A model configured by `Repo` (`slug`, `owner: String?`, `token` of an external type), with properties
    /// `pathInput: String`, `count: Int` and `names`, whose operation `run` is `operation`.
    private static func spec(_ operation: String) -> String {
        """
        external:
          Token: [Sendable, Equatable]
        snapshots:
          Repo:
            fields:
              slug: String
              owner: String?
              token: Token
        enums:
          Mode: [quick, full]
        useCases:
          RemoveUseCase:
            call: "execute(path: String, force: Bool, mode: Mode) async throws"
          LoadUseCase:
            call: "execute() async throws -> [String]"
        models:
          RepoModel:
            configuration: Repo
            snapshot: Int
            properties:
              pathInput: { type: String, default: "\\"\\"" }
              count: { type: Int, default: "0" }
              names: { type: "[String]", default: "[]" }
            operations:
              run: \(operation)
        """
    }

    /// A model whose `RemoveUseCase` call gives `force: Bool` the default `value`.
    private static func defaults(_ value: String) -> String {
        """
        snapshots:
          Repo:
            fields:
              slug: String
        enums:
          Mode: [quick, full]
        useCases:
          RemoveUseCase:
            call: "execute(path: String, force: Bool = \(value), mode: Mode = .quick) async throws"
        models:
          RepoModel:
            snapshot: Int
            operations:
              remove: { call: RemoveUseCase }
        """
    }

    /// A model whose `refresh` makes `LoadUseCase` from its configuration, with one more operation, `operation`.
    private static func factories(_ operation: String) -> String {
        """
        snapshots:
          Repo:
            fields:
              slug: String
        useCases:
          LoadUseCase:
            call: "execute() async throws -> [String]"
          WatchUseCase:
            call: "watch() -> AsyncStream<String>"
        models:
          RepoModel:
            configuration: Repo
            snapshot: Int
            properties:
              names: { type: "[String]", default: "[]" }
              slug: { type: String, default: "\\"\\"" }
            operations:
              refresh: { call: LoadUseCase, from: configuration, assign: names }
              \(operation)
        """
    }

    @Test func anUnknownLabelSuggestsTheNearestAndListsTheCallsLabels() {
        #expect(
            Snippet.diagnostics(Self.spec("{ call: RemoveUseCase, arguments: { pth: pathInput } }")) == """
                Spec.yaml:25:48: error: 'arguments' of operation 'run' names no parameter of 'RemoveUseCase'
                Spec.yaml:25:48: note: did you mean 'path'?
                Spec.yaml:12:3: note: 'RemoveUseCase' takes 'path', 'force' and 'mode'
                """)
    }

    @Test func anUnknownMemberSuggestsTheNearest() {
        #expect(
            Snippet.diagnostics(Self.spec("{ call: RemoveUseCase, arguments: { path: pathInpt } }")) == """
                Spec.yaml:25:54: error: the argument for 'path' names no member of 'RepoModel': 'pathInpt'
                Spec.yaml:25:54: note: did you mean 'pathInput'?
                Spec.yaml:25:54: note: a member path starts at a property, a broadcast value, a dependency or 'configuration'
                """)
    }

    @Test func anUnknownFieldSuggestsTheNearest() {
        #expect(
            Snippet.diagnostics(Self.spec("{ call: RemoveUseCase, arguments: { path: configuration.slg } }")) == """
                Spec.yaml:25:54: error: the argument for 'path' names no field of 'Repo': 'slg'
                Spec.yaml:25:54: note: did you mean 'slug'?
                Spec.yaml:4:3: note: 'Repo' is declared here
                """)
    }

    @Test func aMemberHasExactlyTheParametersType() {
        #expect(
            Snippet.diagnostics(Self.spec("{ call: RemoveUseCase, arguments: { path: count } }")) == """
                Spec.yaml:25:54: error: the argument for 'path' reads 'count', of type 'Int', and 'path' is 'String'
                Spec.yaml:22:22: note: 'count' is declared here
                Spec.yaml:25:54: note: a member passed as an argument must have exactly the parameter's type
                """)
    }

    @Test func aLiteralFitsTheParametersType() {
        #expect(
            Snippet.diagnostics(Self.spec("{ call: RemoveUseCase, arguments: { force: 3 } }")) == """
                Spec.yaml:25:55: error: the argument '3' for 'force' does not fit type 'Bool': a number needs a numeric type
                """)
    }

    @Test func anEnumCaseLiteralSuggestsTheNearestCase() {
        #expect(
            Snippet.diagnostics(Self.spec("{ call: RemoveUseCase, arguments: { mode: .ful } }")) == """
                Spec.yaml:25:54: error: the argument '.ful' for 'mode' does not fit type 'Mode': 'Mode' has no case 'ful'
                Spec.yaml:25:54: note: did you mean '.full'?
                """)
    }

    /// A model whose `sign` calls `SignUseCase` (`call`, with a parameter `token` of the external type `Token`) with
    /// `arguments`.
    private static func signer(call: String, arguments: String) -> String {
        """
        external:
          Token: [Sendable]
        useCases:
          SignUseCase:
            call: "\(call)"
        models:
          SignerModel:
            operations:
              sign: { call: SignUseCase, arguments: \(arguments), onError: throw }
        """
    }

    @Test func aLiteralForAnExternalTypeIsRefused() {
        #expect(
            Snippet.diagnostics(
                Self.signer(call: "execute(token: Token) async throws", arguments: #"{ token: "\"abc\"" }"#)) == """
                    Spec.yaml:9:54: error: the argument '"abc"' for 'token' cannot be checked against the external type 'Token'
                    Spec.yaml:9:54: note: give the value from a member of the model, whose type the spec declares
                    """)
    }

    @Test func aDefaultForAnExternalTypeIsRefused() {
        #expect(
            Snippet.diagnostics(Self.signer(call: "execute(token: Token = .guest) async throws", arguments: "{}"))
                == """
                Spec.yaml:5:35: error: the default '.guest' cannot be checked against the external type 'Token'
                Spec.yaml:5:35: note: give the value from a member of the model, whose type the spec declares
                """)
    }

    @Test func aPathThroughAnExternalTypeIsRefused() {
        #expect(
            Snippet.diagnostics(Self.spec("{ call: RemoveUseCase, arguments: { path: configuration.token.value } }"))
                == """
                Spec.yaml:25:54: error: the argument for 'path' reads a field of 'configuration.token', of type 'Token', whose fields modelgen cannot see
                Spec.yaml:25:54: note: 'Token' is an external type: its fields are not declared in the specs
                """)
    }

    @Test func aPathThroughAnOptionalIsRefused() {
        #expect(
            Snippet.diagnostics(Self.spec("{ call: RemoveUseCase, arguments: { path: configuration.owner.count } }"))
                == """
                Spec.yaml:25:54: error: the argument for 'path' reads through 'configuration.owner', which is optional ('String?')
                Spec.yaml:25:54: note: a member path reads fields of values that are always there
                """)
    }

    @Test func anArgumentIsAScalar() {
        #expect(
            Snippet.diagnostics(Self.spec("{ call: RemoveUseCase, arguments: { path: [a, b] } }")) == """
                Spec.yaml:25:54: error: the argument 'path' is a member path of the model or a Swift literal, not a sequence
                """)
    }

    @Test func stepsTakeNoArgumentsOrFrom() {
        #expect(
            Snippet.diagnostics(
                Self.spec("{ steps: [{ call: other.run }], arguments: { path: pathInput }, from: configuration }"))
                    == """
                    Spec.yaml:25:30: error: 'call' names no child of 'RepoModel'
                    Spec.yaml:25:44: error: 'arguments' belongs to a 'stream' or 'call' operation
                    Spec.yaml:25:76: error: 'from' belongs to a 'stream' or 'call' operation
                    """)
    }

    @Test func aDefaultFitsTheParametersType() {
        #expect(
            Snippet.diagnostics(Self.defaults("1")) == """
                Spec.yaml:9:48: error: the default '1' does not fit type 'Bool': a number needs a numeric type
                """)
    }

    @Test func aDefaultIsALiteral() {
        #expect(
            Snippet.diagnostics(Self.defaults("yes")) == """
                Spec.yaml:9:48: error: the default 'yes' of 'force' is not a Swift literal
                Spec.yaml:9:48: note: a literal is a number, a string in double quotes, true, false, nil, [], [:] or an enum case like .name
                """)
    }

    @Test func anUnknownFromMemberSuggestsTheNearest() {
        #expect(
            Snippet.diagnostics(Self.factories("other: { call: LoadUseCase, from: configuratio, assign: names }"))
                == """
                Spec.yaml:19:41: error: 'from' names no member of 'RepoModel': 'configuratio'
                Spec.yaml:19:41: note: did you mean 'configuration'?
                Spec.yaml:19:41: note: a member path starts at a property, a broadcast value, a dependency or 'configuration'
                """)
    }

    @Test func theFactoryNameIsClaimed() {
        #expect(
            Snippet.diagnostics(Self.factories("makeLoadUseCase: { stream: WatchUseCase, append: names }")) == """
                Spec.yaml:19:7: error: 'RepoModel' would declare 'makeLoadUseCase' twice: for operation 'makeLoadUseCase' and for the factory of use case 'LoadUseCase' ('from')
                Spec.yaml:18:43: note: rename one of them; the other comes from here
                """)
    }

    @Test func everyUseOfAFactoryMadeUseCaseHasFrom() {
        #expect(
            Snippet.diagnostics(Self.factories("other: { call: LoadUseCase, assign: names }")) == """
                Spec.yaml:19:22: error: operation 'other' uses 'LoadUseCase' as it is, and operation 'refresh' makes it with 'from'
                Spec.yaml:18:43: note: the model holds a factory of it instead of the use case
                Spec.yaml:19:22: note: give every use of 'LoadUseCase' in 'RepoModel' a 'from'
                """)
    }

    @Test func everyFromOfOneUseCaseReadsOneType() {
        #expect(
            Snippet.diagnostics(Self.factories("other: { call: LoadUseCase, from: slug, assign: names }")) == """
                Spec.yaml:19:41: error: 'from' of operation 'other' reads a 'String', and the factory of 'LoadUseCase' takes a 'Repo'
                Spec.yaml:18:43: note: operation 'refresh' makes it from 'configuration'
                """)
    }

    @Test func aCallStepCallsAnOperationWhoseParametersTheModelGives() {
        #expect(
            Snippet.diagnostics(
                """
                useCases:
                  RemoveUseCase:
                    call: "execute(path: String, force: Bool = false) async throws"
                models:
                  ChildModel:
                    snapshot: Int
                    properties:
                      path: { type: String, default: "\\"x\\"" }
                    operations:
                      remove: { call: RemoveUseCase, arguments: { path: path, force: true } }
                  ParentModel:
                    children:
                      child: { model: ChildModel }
                    operations:
                      run: { steps: [{ call: child.remove }] }
                """) == "")
    }
}
