// `modelgen graph`: the Mermaid flowchart of the specs as users run it, and the one the README embeds.

import Foundation
import Testing

@Suite struct Test_Graph {
    @Test func theReadmeEmbedsTheExampleAppsGraph() throws {
        let readme = try String(contentsOf: CLI.repository.appending(path: "README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "\n### The example app's models\n"))
        let start = try #require(readme.range(of: "\n```mermaid\n", range: section.upperBound..<readme.endIndex))
        let end = try #require(readme.range(of: "\n```\n", range: start.upperBound..<readme.endIndex))
        let cli = try CLI()
        defer { cli.remove() }
        let run = try cli.run("graph", CLI.repository.appending(path: "Specs").path)
        #expect(run.status == 0 && run.standardError == "")
        #expect(
            String(readme[start.upperBound...end.lowerBound]) == run.standardOutput,
            "run `modelgen graph Specs` and paste it into the README")
    }

    @Test func withoutPathsItReadsTheConfigurationsSpecs() throws {
        let cli = try CLI()
        defer { cli.remove() }
        try cli.write("Models/Notes.yaml", SampleSpecs.notes)
        try cli.write("Models/Theme.yaml", SampleSpecs.settings)
        try cli.write("modelgen.yml", "specs: [Models]\n")
        let run = try cli.run("graph")
        #expect(run.status == 0)
        #expect(
            run.standardOutput == """
                flowchart TD
                    NotesModel["NotesModel<br/>load: NotesUseCase"]
                    ThemeModel["ThemeModel"]

                """)
    }

    @Test func specErrorsArePrintedAndExitOne() throws {
        let cli = try CLI()
        defer { cli.remove() }
        try cli.write(
            "Specs/Notes.yaml",
            SampleSpecs.notes.replacingOccurrences(of: "load: NotesUseCase", with: "load: NoteUseCase"))
        let run = try cli.run("graph", "Specs")
        #expect(run.status == 1)
        #expect(run.standardOutput == "")
        #expect(
            run.standardError == """
                Specs/Notes.yaml:11:11: error: cannot find use case 'NoteUseCase'
                Specs/Notes.yaml:11:11: note: did you mean 'NotesUseCase'?

                """)
    }
}
