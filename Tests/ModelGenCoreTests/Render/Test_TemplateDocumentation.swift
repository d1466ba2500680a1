// docs/templates.md is what `modelgen templates docs` prints for the built-in templates.

import ModelGenCore
import Testing

@Suite struct Test_TemplateDocumentation {
    @Test func theCommittedDocumentationIsWhatTheToolPrints() throws {
        let committed = try? Repository.text("docs/templates.md")
        #expect(
            committed == (try TemplateSet.load().documentation()),
            "docs/templates.md is stale: run `swift run modelgen templates docs > docs/templates.md`")
    }
}
