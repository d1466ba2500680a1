// `modelgen schema`: the committed JSON Schemas are exactly what the tool prints.

import Foundation
import Testing

@Suite struct Test_Schema {
    /// The text of a file of the repository.
    private func committed(_ path: String) throws -> String {
        try String(contentsOf: CLI.repository.appending(path: path), encoding: .utf8)
    }

    @Test func theCommittedSpecSchemaIsWhatTheToolPrints() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let run = try cli.run("schema")
        #expect(run.status == 0 && run.standardError == "")
        #expect(
            run.standardOutput == (try committed("docs/spec.schema.json")),
            "run `modelgen schema > docs/spec.schema.json`")
    }

    @Test func theCommittedConfigurationSchemaIsWhatTheToolPrints() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let run = try cli.run("schema", "--config")
        #expect(run.status == 0 && run.standardError == "")
        #expect(
            run.standardOutput == (try committed("docs/modelgen-config.schema.json")),
            "run `modelgen schema --config > docs/modelgen-config.schema.json`")
    }
}
