// The nesting limit of type expressions counts every level, each `?` included: a deep type is a located error,
// and nothing reads, prints or visits a type deeper than the limit, so no spec overflows the stack.

@testable import ModelGenCore
import Testing

@Suite struct Test_TypeNestingDepth {
    /// A spec whose one field is `Int` followed by `count` question marks, with a model that holds it.
    private static func spec(optionals count: Int) -> String {
        """
        snapshots:
          DeepSnapshot:
            fields:
              value: "Int\(String(repeating: "?", count: count))"
        models:
          DeepModel: { snapshot: DeepSnapshot }
        """
    }

    private static let tooDeep = "type nested too deeply (at most 32 levels, each '?' counting as one)"

    @Test func thirtyOneOptionalsAreTheMostThatParse() throws {
        #expect(
            try TypeExpression.parse("Int" + String(repeating: "?", count: 31)).swift() == "Int"
                + String(repeating: "?", count: 31))
        #expect(throws: TypeExpression.ParseError(message: Self.tooDeep, offset: 34)) {
            try TypeExpression.parse("Int" + String(repeating: "?", count: 32))
        }
    }

    @Test func optionalsCountWithTheLevelsTheyAreIn() {
        let nested = String(repeating: "[", count: 30) + "Int??" + String(repeating: "]", count: 30)
        #expect(throws: TypeExpression.ParseError(message: Self.tooDeep, offset: 34)) {
            try TypeExpression.parse(nested)
        }
    }

    @Test func twoThousandOptionalsAreALocatedError() {
        #expect(
            Snippet.diagnostics(Self.spec(optionals: 2_000)) == """
                Spec.yaml:4:14: error: 'Int?????????????????????????????????????????????????????????????????????????????...' is not a Swift type: \(Self.tooDeep)
                """)
    }

    /// 50,000 `?` (a 50 KB spec) overflowed the stack when validated, generated or graphed: each recursed once per `?`.
    @Test func fiftyThousandOptionalsAreAnErrorInEveryCommand() throws {
        let spec = Self.spec(optionals: 50_000)
        let expected =
            "Spec.yaml:4:14: error: 'Int?????????????????????????????????????????????????????????????????????????????...' is not a Swift type: \(Self.tooDeep)"
        // `validate` and `graph` validate first; `generate` too.
        #expect(Snippet.diagnostics(spec) == expected)
        let generator = Generator(templates: try TemplateSet.load())
        #expect(throws: DiagnosticsError.self) { try generator.generate(texts: [("Spec.yaml", spec)]) }
    }

    @Test func theDeepestTypeGeneratesAndGraphs() throws {
        let spec = Self.spec(optionals: 31)
        let files = try Generator(templates: try TemplateSet.load()).generate(texts: [("Spec.yaml", spec)])
        #expect(files.contains { $0.contents.contains("Int" + String(repeating: "?", count: 31)) })
        #expect(try ModelGraph.mermaid(SpecLoading.validate(texts: [("Spec.yaml", spec)])).contains("DeepModel"))
    }
}
