// A collection of children: `each` names an array field of the child's configuration type, `id` a field of it.

import ModelGenCore
import Testing

@Suite struct Test_CollectionDiagnostics {
    @Test func collectionRules() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  PRMetadata: { fields: { number: Int, title: String } }
                  PRList: { fields: { prs: "[PRMetadata]", names: "[String]" } }
                models:
                  PRModel: { configuration: PRMetadata }
                  PRListModel:
                    snapshot: PRList
                    children:
                      a: { model: PRModel, each: prz, id: number }
                  NamesModel:
                    snapshot: PRList
                    children:
                      b: { model: PRModel, each: names, id: number }
                  NumbersModel:
                    snapshot: PRList
                    children:
                      c: { model: PRModel, each: prs, id: numbr }
                """) == """
                    Spec.yaml:9:34: error: 'each' names no field of 'PRList'
                    Spec.yaml:9:34: note: did you mean 'prs'?
                    Spec.yaml:13:34: error: 'each' needs an array of 'PRModel''s configuration type, and 'names' is '[String]'
                    Spec.yaml:5:29: note: 'PRModel' is configured by 'PRMetadata'
                    Spec.yaml:17:43: error: 'id' names no field of 'PRMetadata'
                    Spec.yaml:17:43: note: did you mean 'number'?
                    """)
    }
}
