// Function types in type expressions: what parses, how it prints back, and where malformed ones fail.

@testable import ModelGenCore
import Testing

@Suite struct Test_FunctionTypes {
    private static let void = TypeExpression.named(["Void"], generic: [])
    private static let double = TypeExpression.named(["Double"], generic: [])

    @Test(arguments: [
        "@Sendable (Double) -> Void",
        "(Int, String) async throws -> Bool",
        "() -> Void",
        "() async -> Int",
        "(Int) throws -> [String: Int]",
        "@Sendable () async throws -> Result<Int, any Error>",
        "((Int) -> Void)?",
        "(Int) -> Int?",
        "() -> () -> Void",
        "((Int, String)) -> Void",
        "[(Int) -> Void]",
        "(a: @Sendable (Int) -> Void, b: Int)",
        "Box<@Sendable (Double) -> Void>",
        "(@Sendable (Int) -> Void) -> Void",
    ])
    func printsBack(text: String) throws {
        #expect(try TypeExpression.parse(text).swift() == text)
    }

    @Test func parsesTheParts() throws {
        #expect(
            try TypeExpression.parse("@Sendable (Double) -> Void")
                == .function(
                    parameters: [Self.double], isMainActor: false, isSendable: true, isAsync: false, isThrowing: false,
                    result: Self.void))
        #expect(
            try TypeExpression.parse("(Double, Void) async throws -> Double")
                == .function(
                    parameters: [Self.double, Self.void], isMainActor: false, isSendable: false, isAsync: true,
                    isThrowing: true, result: Self.double))
        #expect(
            try TypeExpression.parse("() -> ()")
                == .function(
                    parameters: [], isMainActor: false, isSendable: false, isAsync: false, isThrowing: false,
                    result: .tuple([])))
    }

    @Test func underscoreNamesAreDropped() throws {
        #expect(
            try TypeExpression.parse("(_ progress: Double, _ note: String) -> Void").swift()
                == "(Double, String) -> Void")
    }

    @Test func spacingIsNormalised() throws {
        #expect(try TypeExpression.parse("@Sendable(Double)->Void").swift() == "@Sendable (Double) -> Void")
    }

    @Test func namedPathsIncludeParametersAndResult() throws {
        #expect(
            try TypeExpression.parse("(Item, [A.B]) -> Result<C, D>").namedPaths == [
                ["Item"], ["A", "B"], ["Result"], ["C"], ["D"],
            ])
    }

    @Test func functionsStayFunctionsInsideOptionalsAndArrays() throws {
        let type = try TypeExpression.parse("[((Int) -> Void)?]")
        guard case .array(.optional(.function(let parameters, _, _, _, _, _))) = type else {
            Issue.record("parsed as \(type)")
            return
        }
        #expect(parameters == [.named(["Int"], generic: [])])
    }

    @Test(arguments: [
        ("@escaping (Int) -> Void", "'@escaping' is not allowed in a type expression", 0),
        ("@objc () -> Void", "only '@Sendable' and '@MainActor' are allowed as attributes, found '@objc'", 0),
        ("@Sendable Int", "'@Sendable' needs a function type", 0),
        ("[@Sendable (Int)]", "'@Sendable' needs a function type", 1),
        ("(a: Int) -> Void", "a function type's parameters have no labels; write '_ a: Type' or the type alone", 1),
        (
            "(Int, b: Int) -> Void", "a function type's parameters have no labels; write '_ b: Type' or the type alone",
            6
        ),
        ("(_ a: Int, String)", "'_ name:' is only allowed in a function type's parameters", 1),
        ("(Int) throws async -> Void", "'async' must come before 'throws'", 13),
        ("(Int) async", "expected '->' at the end", 11),
        ("(Int) async Void", "expected '->', found 'V'", 12),
        ("(Int) -> ", "expected a type name at the end", 9),
        ("(Int) rethrows -> Void", "'rethrows' is not allowed", 6),
        ("(Int) throws(E) -> Void", "typed 'throws(...)' is not supported", 6),
        ("Int -> Void", "unexpected '-'", 4),
        ("(Int -> Void", "expected ')', found '-'", 5),
    ])
    func malformed(text: String, message: String, offset: Int) {
        #expect(throws: TypeExpression.ParseError(message: message, offset: offset)) { try TypeExpression.parse(text) }
    }

    @Test func nestingIsLimited() {
        let text = String(repeating: "() -> ", count: 40) + "Void"
        #expect(throws: TypeExpression.ParseError.self) { try TypeExpression.parse(text) }
    }

    @Test func aFoundCharacterIsWholeAndItsOffsetInBytes() {
        #expect(throws: TypeExpression.ParseError(message: "expected ')', found 'é'", offset: 11)) {
            try TypeExpression.parse("(Int) -> (Ré)")
        }
    }
}
