// The build plugin's tool, modelgen-plugin-tool, as the plugin runs it: errors reported as modelgen reports them, with
// the same exit statuses, and any command line but the plugin's refused with a usage error.

import Foundation
import Testing

@Suite struct Test_PluginTool {
    @Test func specErrorsAreReportedAsModelgenReportsThem() throws {
        let cli = try CLI()
        defer { cli.remove() }
        try cli.write("Specs/Broken.yaml", "models:\n  BrokenModel:\n    snapshot: Missing\n")
        try cli.write("empty.yml", "")
        let arguments = ["generate", "Specs/Broken.yaml", "--output", "Generated", "--config", "empty.yml", "--quiet"]
        let tool = try cli.run(arguments, executable: CLI.pluginTool)
        let own = try cli.run(arguments)
        #expect(tool.status == 1 && own.status == 1)
        #expect(!tool.standardError.isEmpty && tool.standardError == own.standardError)
        #expect(cli.read("Generated/Broken.swift") == nil)
    }

    @Test func aConfigurationWithErrorsFailsThePlanAsInModelgen() throws {
        let cli = try CLI()
        defer { cli.remove() }
        try cli.write("App/modelgen.yml", "acces: public\n")
        try cli.write("files.txt", cli.folder.appending(path: "App/modelgen.yml").path + "\n")
        let tool = try cli.run(["plan", "files.txt", "work"], executable: CLI.pluginTool)
        let own = try cli.run(["plan", "files.txt", "work"])
        #expect(tool.status == 1 && own.status == 1)
        #expect(tool.standardError.contains("modelgen.yml:1:1: error:") && tool.standardError == own.standardError)
        #expect(tool.standardOutput.isEmpty)
    }

    @Test func aSuccessfulRunSaysWhatItWroteUnlessQuiet() throws {
        let cli = try CLI()
        defer { cli.remove() }
        try cli.write("Specs/Notes.yaml", SampleSpecs.notes)
        try cli.write("empty.yml", "")
        let run = try cli.run(
            ["generate", "Specs/Notes.yaml", "--output", "Generated", "--config", "empty.yml"],
            executable: CLI.pluginTool)
        #expect(run.status == 0)
        #expect(run.standardError == "modelgen: 1 spec -> 2 files (2 written, 0 removed, 0 unchanged)\n")
    }

    @Test func anyOtherCommandLineIsAUsageError() throws {
        let cli = try CLI()
        defer { cli.remove() }
        for arguments in [["validate", "Specs"], ["generate", "Specs", "--check"], ["--version"], []] {
            let run = try cli.run(arguments, executable: CLI.pluginTool)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.standardError.hasPrefix("modelgen-plugin-tool: error: "), "\(arguments)")
            #expect(run.standardError.hasSuffix("run modelgen itself for anything else.\n"), "\(arguments)")
        }
    }
}
