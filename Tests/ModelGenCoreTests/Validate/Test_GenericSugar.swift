// `Array<T>`, `Optional<T>` and `Dictionary<K, V>` are their sugar: one type, compared and printed as the sugar.

@testable import ModelGenCore
import Testing

@Suite struct Test_GenericSugar {
    @Test(arguments: [
        ("Array<Row>", "[Row]"),
        ("Optional<Int>", "Int?"),
        ("Dictionary<String, [Int]>", "[String: [Int]]"),
        ("Swift.Array<Int>", "[Int]"),
        ("Swift.Optional<Swift.Dictionary<String, Int>>", "[String: Int]?"),
        ("Array<Optional<Int>>", "[Int?]"),
        ("Optional<() -> Void>", "(() -> Void)?"),
        ("Result<Array<Int>, any Error>", "Result<[Int], any Error>"),
    ])
    func isTheSugar(generic: String, sugar: String) throws {
        #expect(try TypeExpression.parse(generic) == TypeExpression.parse(sugar))
        #expect(try TypeExpression.parse(generic).swift() == sugar)
    }

    @Test func aNestedTypeNamedLikeAStandardGenericStaysNamed() throws {
        #expect(
            try TypeExpression.parse("Feature.Array<Int>")
                == .named(["Feature", "Array"], generic: [.named(["Int"], generic: [])]))
    }

    @Test(arguments: [
        ("Array", "'Array' takes one generic argument, and 0 are written"),
        ("Optional<Int, Int>", "'Optional' takes one generic argument, and 2 are written"),
        ("Dictionary<String>", "'Dictionary' takes two generic arguments, and 1 is written"),
        ("Set<Int, Int>", "'Set' takes one generic argument, and 2 are written"),
        ("AsyncThrowingStream<Int>", "'AsyncThrowingStream' takes two generic arguments, and 1 is written"),
        ("Task<Void>", "'Task' takes two generic arguments, and 1 is written"),
        ("Int<String>", "'Int' takes no generic arguments, and 1 is written"),
    ])
    func aStandardTypeTakesItsNumberOfArguments(text: String, message: String) {
        #expect(throws: TypeExpression.ParseError(message: message, offset: 0)) { try TypeExpression.parse(text) }
    }

    @Test func aCollectionOverAnArrayWrittenGenericallyIsAccepted() {
        #expect(
            Snippet.diagnostics(
                """
                external:
                  Row: [Sendable, Hashable]
                snapshots:
                  Item: { fields: { number: Int } }
                  ListSnapshot:
                    fields:
                      rows: "Array<Row>"
                      items: "Swift.Array<Item>"
                useCases:
                  LoadListUseCase:
                    fetch: { returns: "Optional<ListSnapshot>" }
                models:
                  ListModel:
                    snapshot: ListSnapshot?
                    load: LoadListUseCase
                  TableModel:
                    snapshot: ListSnapshot
                    children:
                      rowModels: { model: RowModel, each: rows, id: key }
                      itemModels: { model: ItemModel, each: items, id: number }
                  RowModel:
                    configuration: Row
                    id: { field: key, type: String }
                  ItemModel:
                    configuration: Item
                """) == "")
    }

    @Test func aTypeWithTooFewArgumentsIsALocatedError() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  ListSnapshot:
                    fields:
                      rows: Array
                """) == """
                    Spec.yaml:4:13: error: 'Array' is not a Swift type: 'Array' takes one generic argument, and 0 are written
                    """)
    }
}
