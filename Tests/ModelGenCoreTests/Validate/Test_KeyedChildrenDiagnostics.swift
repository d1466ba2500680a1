// Keyed caches (`key`), collections over the snapshot itself (`each: snapshot`) and `call` steps that cannot reach a
// child: each rule at its node, with notes.

import ModelGenCore
import Testing

@Suite struct Test_KeyedChildrenDiagnostics {
    @Test func keyedCacheRules() {
        #expect(
            Snippet.diagnostics(
                """
                external:
                  Token: [Sendable]
                snapshots:
                  Row: { fields: { id: Int } }
                  Table: { fields: { rows: "[Row]" } }
                models:
                  AModel: { configuration: Row }
                  BModel: { configuration: Row }
                  CModel: { configuration: Row }
                  DModel: { configuration: Row }
                  EModel: { configuration: Row }
                  InboxModel:
                    snapshot: Table
                    load: LoadUseCase
                    children:
                      a: { model: AModel, key: Token }
                      b: { model: BModel, key: Strng }
                      c: { model: CModel, key: Int, each: rows, id: id }
                      d: { model: DModel, key: Int, lifetime: activated }
                      e: { model: EModel, key: Int, configuredBy: Row, reloadsParent: true }
                useCases:
                  LoadUseCase: { fetch: { returns: Table } }
                """) == """
                    Spec.yaml:16:32: error: 'key' needs a Hashable type, and 'Token' is not Hashable
                    Spec.yaml:16:32: note: a keyed cache holds its children in a dictionary, whose keys must be Hashable
                    Spec.yaml:2:3: note: 'Token' is declared here
                    Spec.yaml:17:32: error: cannot find type 'Strng'
                    Spec.yaml:17:32: note: did you mean 'String'?
                    Spec.yaml:17:32: note: declare it in the specs or list it under 'external'
                    Spec.yaml:18:43: error: 'each' makes a collection and 'key' a keyed cache: a child is one or the other
                    Spec.yaml:18:32: note: 'key' is given here
                    Spec.yaml:18:53: error: 'id' of a child goes with 'each'; a keyed cache holds its children by 'key'
                    Spec.yaml:19:32: error: 'key' makes a keyed cache of children; an activated child takes none
                    Spec.yaml:19:47: note: the lifetime is given here
                    Spec.yaml:20:51: error: 'configuredBy' makes a child optional; a keyed child takes none
                    Spec.yaml:20:71: error: 'reloadsParent' applies to optional, activated and assigned children, not a keyed one
                    """)
    }

    @Test func keyedCacheNamesClash() {
        #expect(
            Snippet.diagnostics(
                """
                models:
                  ChatModel: {}
                  InboxModel:
                    operations:
                      removeChatModel: { steps: [] }
                    children:
                      chatModels: { model: ChatModel, key: String }
                      otherChats: { model: ChatModel, key: Int }
                """) == """
                    Spec.yaml:5:7: error: 'steps' of 'removeChatModel' is empty
                    Spec.yaml:5:7: error: 'InboxModel' would declare 'removeChatModel' twice: for operation 'removeChatModel' and for child 'chatModels'
                    Spec.yaml:7:7: note: rename one of them; the other comes from here
                    Spec.yaml:8:7: error: 'InboxModel' would declare 'chatModel' twice: for child 'otherChats' and for child 'chatModels'
                    Spec.yaml:7:7: note: rename one of them; the other comes from here
                    Spec.yaml:8:7: error: 'InboxModel' would declare 'removeChatModel' twice: for child 'otherChats' and for child 'chatModels'
                    Spec.yaml:7:7: note: rename one of them; the other comes from here
                    Spec.yaml:8:7: error: 'InboxModel' would declare 'makeChatModel' twice: for child 'otherChats' and for child 'chatModels'
                    Spec.yaml:7:7: note: rename one of them; the other comes from here
                    """)
    }

    @Test func eachSnapshotRules() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  Row: { fields: { id: Int } }
                  Table: { fields: { rows: "[Row]" } }
                models:
                  RowModel: { configuration: Row, id: id }
                  ListModel:
                    snapshot: "[Row]"
                    children:
                      a: { model: RowModel, each: rows, id: id }
                  NamesModel:
                    snapshot: "[String]"
                    children:
                      b: { model: RowModel, each: snapshot, id: id }
                  TableModel:
                    snapshot: Table
                    children:
                      c: { model: RowModel, each: snapshot, id: id }
                  CountModel:
                    snapshot: Int
                    children:
                      d: { model: RowModel, each: snapshot, id: id }
                  IDsModel:
                    snapshot: "[Row]"
                    children:
                      e: { model: RowModel, each: snapshot, id: idd }
                """) == """
                    Spec.yaml:9:35: error: 'each' names a field of the snapshot, and the snapshot of 'ListModel' is the array '[Row]', which has none
                    Spec.yaml:9:35: note: write 'each: snapshot' to make one child per element of the snapshot itself
                    Spec.yaml:13:35: error: 'each' needs an array of 'RowModel''s configuration type, and the snapshot is '[String]'
                    Spec.yaml:5:30: note: 'RowModel' is configured by 'Row'
                    Spec.yaml:17:35: error: 'each' names no field of 'Table'
                    Spec.yaml:3:3: note: 'each: snapshot' makes a collection over a snapshot that is itself an array, and 'Table' is a snapshot with fields
                    Spec.yaml:21:35: error: 'each' needs a model whose 'snapshot' is a declared snapshot, to find the array in, or an array (with 'each: snapshot')
                    Spec.yaml:19:15: note: 'each: snapshot' makes a collection over a snapshot that is itself an array, and 'Int' is not one
                    Spec.yaml:25:49: error: 'id' names no field of 'Row'
                    Spec.yaml:25:49: note: did you mean 'id'?
                    """)
    }

    @Test func callStepsNameWhyAChildCannotBeCalled() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  Row: { fields: { id: Int } }
                  Table: { fields: { rows: "[Row]" } }
                models:
                  RowModel:
                    configuration: Row
                    id: id
                    operations:
                      stop: { steps: [] }
                  TableModel:
                    snapshot: Table
                    children:
                      rows: { model: RowModel, each: rows, id: id }
                      cached: { model: RowModel, key: Int }
                      made: { model: RowModel, lifetime: provided }
                    operations:
                      stopAll:
                        steps:
                          - { call: rows.stop }
                          - { call: rows.stp }
                          - { call: cached.stop }
                          - { call: made.stop }
                          - { call: rowz.stop }
                """) == """
                    Spec.yaml:9:7: error: 'steps' of 'stop' is empty
                    Spec.yaml:14:7: error: 'TableModel' would declare 'rowModel' twice: for child 'cached' and for child 'rows'
                    Spec.yaml:13:7: note: rename one of them; the other comes from here
                    Spec.yaml:14:7: error: 'TableModel' would declare 'makeRowModel' twice: for child 'cached' and for child 'rows'
                    Spec.yaml:13:7: note: rename one of them; the other comes from here
                    Spec.yaml:20:26: error: 'RowModel' has no operation 'stp'
                    Spec.yaml:20:26: note: did you mean 'stop'?
                    Spec.yaml:21:21: error: 'call' cannot call an operation of 'cached': a keyed cache holds its children by key, in no order that steps could call them in
                    Spec.yaml:14:7: note: 'cached' is declared here
                    Spec.yaml:22:21: error: 'call' cannot call an operation of 'made': a provided child is made anew by each call of its factory method, and the model keeps none
                    Spec.yaml:15:7: note: 'made' is declared here
                    Spec.yaml:23:21: error: 'call' names no child of 'TableModel'
                    Spec.yaml:23:21: note: did you mean 'rows'?
                    """)
    }
}
