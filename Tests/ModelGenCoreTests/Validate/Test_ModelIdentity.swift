// A model's `id` and a collection's `id`: every field is a valid identifier that exists and is Hashable as far
// as the specs declare it, every type parses and matches; nothing else reaches the output.

import Testing

@Suite struct Test_ModelIdentity {
    /// Declarations the snippets share: a snapshot `Item` with an `Int` number and a closure, an external `Row`.
    private static let declarations = """
        external:
          Row: [Sendable, Hashable]
        snapshots:
          Item:
            fields:
              number: Int
              action: "@Sendable () -> Void"
        """

    @Test func aConfigurationFieldValidates() {
        #expect(
            Snippet.diagnostics(
                Self.declarations + """

                    models:
                      ItemModel: { configuration: Item, id: number }
                      TypedItemModel: { configuration: Item, id: { field: number, type: Int } }
                      RowModel: { configuration: Row, id: { field: key, type: String } }
                    """) == "")
    }

    @Test func aMissingFieldSuggestsTheNearest() {
        #expect(
            Snippet.diagnostics(
                Self.declarations + """

                    models:
                      ItemModel: { configuration: Item, id: nmber }
                    """) == """
                    Spec.yaml:9:41: error: 'id' names no field of 'Item'
                    Spec.yaml:9:41: note: did you mean 'number'?
                    """)
    }

    @Test func anIDNeedsAConfiguration() {
        #expect(
            Snippet.diagnostics(
                Self.declarations + """

                    models:
                      ItemModel: { id: number }
                    """) == """
                    Spec.yaml:9:20: error: 'id' names a field of the model's 'configuration', and 'ItemModel' has none
                    Spec.yaml:9:20: note: give the model a 'configuration' whose field identifies it
                    """)
    }

    @Test func aFieldThatIsNotHashableIsRefused() {
        #expect(
            Snippet.diagnostics(
                Self.declarations + """

                    models:
                      ItemModel: { configuration: Item, id: action }
                    """) == """
                    Spec.yaml:9:41: error: 'id' needs a Hashable field, and 'action' is '@Sendable () -> Void'
                    Spec.yaml:7:15: note: the field is declared here
                    """)
    }

    @Test func codeInTheFieldIsRefused() {
        #expect(
            Snippet.diagnostics(
                Self.declarations + """

                    models:
                      ItemModel:
                        configuration: Item
                        id: { field: "number; print(\\"INJECTED\\")", type: Int }
                    """) == """
                    Spec.yaml:11:18: error: 'number; print("INJECTED")' is not a valid field name: use ASCII letters, digits and underscores, not starting with a digit
                    """)
    }

    @Test func codeInTheTypeIsRefused() {
        #expect(
            Snippet.diagnostics(
                Self.declarations + """

                    models:
                      RowModel:
                        configuration: Row
                        id: { field: key, type: "Int; print(1)" }
                    """) == """
                    Spec.yaml:11:29: error: 'Int; print(1)' is not a Swift type: unexpected ';'
                    """)
    }

    @Test func aTypeThatIsNotTheFieldsIsRefused() {
        #expect(
            Snippet.diagnostics(
                Self.declarations + """

                    models:
                      ItemModel: { configuration: Item, id: { field: number, type: String } }
                    """) == """
                    Spec.yaml:9:64: error: 'id' has type 'String', and field 'number' of 'Item' is 'Int'
                    Spec.yaml:6:15: note: the field is declared here
                    """)
    }

    @Test func anExternalConfigurationNeedsAHashableType() {
        #expect(
            Snippet.diagnostics(
                Self.declarations + """

                    models:
                      RowModel: { configuration: Row, id: key }
                      ClosureRowModel: { configuration: Row, id: { field: key, type: "() -> Void" } }
                    """) == """
                    Spec.yaml:9:39: error: 'id' of 'RowModel' needs its type: the fields of 'Row' are not declared in the specs
                    Spec.yaml:9:39: note: write 'id: { field: key, type: ... }'
                    Spec.yaml:10:66: error: 'id' needs a Hashable type, and '() -> Void' is not
                    """)
    }

    @Test func aPropertyNamedIDClashesWithTheIdentity() {
        #expect(
            Snippet.diagnostics(
                Self.declarations + """

                    models:
                      ItemModel:
                        configuration: Item
                        id: number
                        properties: { id: Int }
                    """) == """
                    Spec.yaml:12:19: error: 'ItemModel' would declare 'id' twice: for property 'id' and for its identity ('id')
                    Spec.yaml:11:9: note: rename one of them; the other comes from here
                    """)
    }

    /// A collection's `id` over an external element must be the child model's own `id`, which states the type.
    @Test func aCollectionOverAnExternalElementTakesTheChildsID() {
        #expect(
            Snippet.diagnostics(
                Self.declarations + """

                      Rows: { fields: { rows: "[Row]", items: "[Item]" } }
                    models:
                      RowModel: { configuration: Row, id: { field: key, type: String } }
                      ItemModel: { configuration: Item }
                      UntypedRowModel: { configuration: Row }
                      TableModel:
                        snapshot: Rows
                        children:
                          rowModels: { model: RowModel, each: rows, id: name }
                          untypedModels: { model: UntypedRowModel, each: rows, id: key }
                          itemModels: { model: ItemModel, each: items, id: "number }; evil()" }
                    """) == """
                    Spec.yaml:16:53: error: 'id' is 'name', and 'RowModel' is identified by 'key'
                    Spec.yaml:10:48: note: the element is an external type, whose fields only the child model's 'id' declares
                    Spec.yaml:17:64: error: the element is an external type: give 'UntypedRowModel' 'id: { field: key, type: ... }'
                    Spec.yaml:18:56: error: 'number }; evil()' is not a valid field name: use ASCII letters, digits and underscores, not starting with a digit
                    """)
    }
}
