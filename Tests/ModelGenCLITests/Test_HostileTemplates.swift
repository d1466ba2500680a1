// Templates passed with --templates that would render without end or overflow the stack: the command reports them
// at once and writes nothing.

import Foundation
import Testing

@Suite struct Test_HostileTemplates {
    /// Runs `modelgen generate Specs --templates Templates` on `spec`, `File.mustache` holding `file`;
    /// expects exit status 1 within a second, `error` alone on standard error and no output folder.
    private func expectRejected(file: String, spec: String = SampleSpecs.notes, error: String) throws {
        let cli = try CLI()
        defer { cli.remove() }
        try cli.write("Specs/Notes.yaml", spec)
        try cli.write("Templates/File.mustache", file)
        let run = try cli.run(["generate", "Specs", "--templates", "Templates"], timeout: 1)
        #expect(run.timedOut == false)
        #expect(run.status == 1)
        #expect(run.standardError == error + "\n")
        #expect(!FileManager.default.fileExists(atPath: cli.folder.appending(path: "Generated").path))
    }

    @Test func aFileTemplateThatIncludesItselfTwice() throws {
        try expectRejected(
            file: "{{>File}}{{>File}}", error: "Templates/File.mustache:1:1: error: partial cycle: File -> File")
    }

    @Test func fifteenThousandNestedSections() throws {
        try expectRejected(
            file: String(repeating: "{{#models}}", count: 15_000) + String(repeating: "{{/models}}", count: 15_000),
            error:
                "Templates/File.mustache:1:2817: error: template does not parse: `{{#models}}` nests sections deeper than 256 levels"
        )
    }
}
