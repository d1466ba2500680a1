// The build plugin's tool takes exactly the command lines the plugin runs: `plan FILE-LIST WORK-FOLDER`, and
// `generate` with the arguments of a plan, read back into the run `modelgen generate` would make of them; anything
// else is a usage error.

import Foundation
import Testing

@testable import ModelGenCore

@Suite struct Test_PluginToolCommand {
    @Test func planTakesAFileListAndAWorkFolder() throws {
        guard case .plan(let list, let work) = try PluginToolCommand(arguments: ["plan", "/w/files.txt", "/w"]) else {
            Issue.record("not a plan")
            return
        }
        #expect(list == "/w/files.txt" && work == "/w")
    }

    @Test func generateTakesThePlansArguments() throws {
        let target = try FakeTarget(texts: [
            "modelgen.yml": "access: public\n", "B.yaml": ForeignYAML.spec, "A.yml": ForeignYAML.spec,
        ])
        defer { target.remove() }
        let plan = try target.plan()
        guard case .generate(let request, let quiet) = try PluginToolCommand(arguments: plan.arguments) else {
            Issue.record("not a generate")
            return
        }
        #expect(request.paths == [target.url("A.yml").path, target.url("B.yaml").path])
        #expect(request.output == target.workDirectory.appending(path: "Generated").path)
        #expect(request.configPath == target.url("modelgen.yml").path)
        #expect(quiet)
        #expect(request.templates == nil && request.references.isEmpty && request.access == nil)
    }

    @Test func generateTakesItsOptionsInAnyOrder() throws {
        guard
            case .generate(let request, let quiet) = try PluginToolCommand(arguments: [
                "generate", "--config", "/a/modelgen.yml", "/a/A.yaml", "--output", "/w/Generated", "/a/B.yaml",
            ])
        else {
            Issue.record("not a generate")
            return
        }
        #expect(request.paths == ["/a/A.yaml", "/a/B.yaml"])
        #expect(request.output == "/w/Generated" && request.configPath == "/a/modelgen.yml")
        #expect(!quiet)
    }

    @Test(arguments: [
        ([], "no subcommand"),
        (["validate", "Specs"], "unknown subcommand 'validate'"),
        (["--help"], "unknown subcommand '--help'"),
        (["plan", "/w/files.txt"], "plan takes a file list and a work folder: plan FILE-LIST WORK-FOLDER"),
        (["plan", "/w/files.txt", "/w", "/x"], "plan takes a file list and a work folder: plan FILE-LIST WORK-FOLDER"),
        (["generate", "A.yaml", "--check"], "generate takes spec paths, --output, --config and --quiet; not --check"),
        (
            ["generate", "A.yaml", "--access", "public"],
            "generate takes spec paths, --output, --config and --quiet; not --access"
        ),
        (["generate", "A.yaml", "--output"], "--output takes a path"),
        (["generate", "A.yaml", "--config", "--quiet"], "--config takes a path"),
        (["generate", "--quiet", "A.yaml", "--quiet"], "--quiet is given twice"),
    ])
    func anyOtherCommandLineIsAUsageError(arguments: [String], reason: String) {
        #expect(throws: PluginToolCommand.UsageError(reason)) { try PluginToolCommand(arguments: arguments) }
    }

    @Test func aUsageErrorPointsToModelgen() {
        let text = PluginToolCommand.UsageError("no subcommand").description
        #expect(text.hasPrefix("modelgen-plugin-tool: error: no subcommand\nUsage: modelgen-plugin-tool plan "))
        #expect(text.hasSuffix("run modelgen itself for anything else.\n"))
    }
}
