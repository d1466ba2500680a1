// Call signatures: the contract's examples parse and print back; malformed ones fail at the right byte.

@testable import ModelGenCore
import Testing

@Suite struct Test_CallSignature {
    private static func named(_ name: String, _ generic: [TypeExpression] = []) -> TypeExpression {
        .named(name.split(separator: ".").map(String.init), generic: generic)
    }

    @Test(arguments: [
        "execute(repoPath: String) async throws -> [WorktreeStatus]",
        "execute() -> AppSettings",
        "execute(account: String, token: String) throws",
        "stream(url: URL) -> AsyncStream<PlanUpdate>",
        "execute(filter: PRFilter) -> AsyncThrowingStream<PhaseProgress<[PRMetadata]>, any Error>",
        "stream(options: GreetingUseCase.Options) -> AsyncThrowingStream<GreetingState, any Error>",
        "fetch() async throws -> ImportSnapshot",
        "fetch(options: ImportOptions) async throws -> ImportSnapshot",
        "execute()",
        "execute() async",
        "run(_ url: URL, to destination: URL, progress: @Sendable (Double) -> Void) async throws",
    ])
    func contractExamplesPrintBack(text: String) throws {
        let signature = try CallSignature.parse(text)
        #expect(signature.declaration == text)
        #expect(signature.swift() == "func " + text)
    }

    @Test func parsesTheParts() throws {
        let signature = try CallSignature.parse(
            "run(_ url: URL, to destination: URL, count: Int) async throws -> [Item]")
        #expect(signature.name == "run")
        #expect(
            signature.parameters == [
                .init(label: nil, name: "url", type: Self.named("URL")),
                .init(label: "to", name: "destination", type: Self.named("URL")),
                .init(label: "count", name: "count", type: Self.named("Int")),
            ])
        #expect(signature.isAsync && signature.isThrowing)
        #expect(signature.returns == .array(Self.named("Item")))
        #expect(!signature.returnsVoid)
    }

    @Test func spacingIsNormalised() throws {
        #expect(
            try CallSignature.parse("  execute ( a :Int,b  c:[X] )async   throws->Y  ").declaration
                == "execute(a: Int, b c: [X]) async throws -> Y")
    }

    @Test func keywordsAreEscapedWhenPrinted() throws {
        let signature = try CallSignature.parse("default(in value: Int, for: String) -> Int")
        #expect(signature.declaration == "`default`(`in` value: Int, `for`: String) -> Int")
        #expect(signature.swift(escape: { $0 }) == "func default(in value: Int, for: String) -> Int")
    }

    @Test(arguments: [
        ("execute()", true), ("execute() -> Void", true), ("execute() throws -> ()", true), ("execute() -> Int", false),
    ])
    func returnsVoid(text: String, isVoid: Bool) throws {
        #expect(try CallSignature.parse(text).returnsVoid == isVoid)
    }

    @Test func returnsIsKeptAsWritten() throws {
        #expect(try CallSignature.parse("execute() -> Void").returns == Self.named("Void"))
        #expect(try CallSignature.parse("execute()").returns == nil)
    }

    @Test func throwingStreams() throws {
        let state = Self.named("PhaseProgress", [.array(Self.named("PRMetadata"))])
        for error in ["any Error", "Error"] {
            let stream = try CallSignature.parse(
                "execute(filter: PRFilter) -> AsyncThrowingStream<PhaseProgress<[PRMetadata]>, \(error)>"
            ).stream
            #expect(stream?.state == state)
            #expect(stream?.canFail == true)
        }
    }

    @Test func streamsThatCannotFail() throws {
        let stream = try CallSignature.parse("stream(url: URL) -> AsyncStream<PlanUpdate>").stream
        #expect(stream?.state == Self.named("PlanUpdate"))
        #expect(stream?.canFail == false)
    }

    @Test(arguments: [
        "execute() async throws -> [WorktreeStatus]",
        "execute()",
        "execute() -> AsyncThrowingStream<State, MyError>",
        "execute() -> Feature.AsyncStream<State>",
        "execute() -> AsyncStream<State>?",
    ])
    func valueCallsAreNoStreams(text: String) throws {
        #expect(try CallSignature.parse(text).stream == nil)
    }

    @Test(
        arguments: [
            ("execute(a: Int, b: Int)", nil),
            ("execute(a: Int, _ a: Int, b a: Int)", nil),
            ("execute(_ a: Int, _ b: Int)", nil),
            ("execute(a: Int, b: Int, a c: Int, b: Int)", "a"),
            ("execute(x a: Int, y: Int, x b: Int)", "x"),
        ] as [(String, String?)])
    func duplicateLabel(text: String, label: String?) throws {
        #expect(try CallSignature.parse(text).duplicateLabel == label)
    }

    @Test func literalDefaultsAreReadAndLeftOutOfTheRequirement() throws {
        let text = #"execute(path: String, force: Bool = false, note: String = "a, \"b)", mode: Mode = .quick)"#
        let signature = try CallSignature.parse(text)
        #expect(signature.parameters.map(\.defaultValue) == [nil, "false", #""a, \"b)""#, ".quick"])
        #expect(signature.parameters[1].defaultOffset == 36)
        #expect(signature.declaration == "execute(path: String, force: Bool, note: String, mode: Mode)")
    }

    @Test func escapingIsReadBeforeAFunctionType() throws {
        let parsed = try CallSignature.parse(
            "run(blueprint: String, onEvent: @escaping @Sendable (RunEvent) -> Void) async throws -> RunResult")
        #expect(
            parsed.declaration
                == "run(blueprint: String, onEvent: @Sendable (RunEvent) -> Void) async throws -> RunResult")
        #expect(parsed.parameters[1].type.isFunction)
    }

    @Test func duplicateName() throws {
        #expect(try CallSignature.parse("execute(a x: Int, b x: Int)").duplicateName == "x")
        #expect(try CallSignature.parse("execute(a x: Int, x: Int)").duplicateName == "x")
        #expect(try CallSignature.parse("execute(a x: Int, b y: Int)").duplicateName == nil)
    }

    @Test(arguments: [
        ("execute(repoPath String)", "expected ':' after the parameter label", 16),
        ("execute(repoPath [String])", "expected ':' after the parameter label", 16),
        ("execute(a b c: Int)", "expected ':' after the parameter name, found 'c'", 12),
        ("execute(a: Int = )", "expected a default value after '=', found ')'", 17),
        ("execute(a: inout Int)", "'inout' parameters are not allowed", 11),
        ("execute(a: Int...)", "variadic parameters are not allowed", 14),
        ("execute(a: [Int]...)", "variadic parameters are not allowed", 16),
        ("execute() throws async", "'async' must come before 'throws'", 17),
        ("execute() rethrows", "'rethrows' is not allowed", 10),
        ("execute() throws(MyError)", "typed 'throws(...)' is not supported", 10),
        ("execute(a: Int", "expected ',' or ')' after a parameter at the end", 14),
        ("execute(a: Int; b: Int)", "expected ',' or ')' after a parameter, found ';'", 14),
        ("execute", "expected '(' at the end", 7),
        ("", "expected a function name at the end", 0),
        ("   ", "expected a function name at the end", 3),
        ("execute(a: Int) -> ", "expected a type name at the end", 19),
        ("execute(a: Int) -> Int; import Evil", "unexpected ';'", 22),
        ("func execute()", "expected '(', found 'e'", 5),
        ("_(a: Int)", "'_' is not a valid function name", 0),
        ("execute(_: Int)", "a parameter needs a name: write '_ name: Type'", 8),
        ("execute(a _: Int)", "a parameter needs a name, not '_'", 8),
        (
            "execute(a: @escaping Int)",
            "'@escaping' needs a function type, such as '@escaping @Sendable (Int) -> Void'", 11
        ),
        (
            "execute(a: @escaping ((Int) -> Void)?)",
            "'@escaping' needs a function type, such as '@escaping @Sendable (Int) -> Void'", 11
        ),
        ("execute(a: @Sendable @escaping () -> Void)", "'@escaping' is not allowed in a type expression", 21),
        ("execute(@MainActor a: Int)", "attributes are not allowed on parameters", 8),
        (
            "execute(a: (b: Int) -> Void)",
            "a function type's parameters have no labels; write '_ b: Type' or the type alone", 12
        ),
        ("exécute()", "expected '(', found 'é'", 2),
    ])
    func malformed(text: String, message: String, offset: Int) {
        #expect(throws: TypeExpression.ParseError(message: message, offset: offset)) { try CallSignature.parse(text) }
    }
}
