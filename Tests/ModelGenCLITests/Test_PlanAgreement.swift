// The build plugin's plan agrees with modelgen: over the corpus in Tests/BuildPlanCorpus (specs the plugin once missed,
// the forms of modelgen.yml it once misread, other tools' YAML), `modelgen plan` takes a file for a spec exactly when
// modelgen accepts it as one in that target, and `generate` with the plan's arguments writes exactly the planned files.
// The plugin's own tool, modelgen-plugin-tool, prints the same plans and writes the same files.

import Foundation
import Testing

@Suite struct Test_PlanAgreement {
    /// What the test reads of the plan's JSON (`PlannedBuild`, which this target cannot link).
    struct Plan: Decodable, Equatable {
        struct Skipped: Decodable, Equatable {
            var file: String
            var reason: String
        }
        var arguments: [String]
        var inputFiles: [String]
        var outputFiles: [String]
        var emptyConfiguration: String?
        var skipped: [Skipped]

        /// The spec paths among the arguments.
        var specs: [String] { Array(arguments.dropFirst().prefix { $0 != "--output" }) }
    }

    static let corpus = CLI.repository.appending(path: "Tests/BuildPlanCorpus")

    /// Every file of a corpus target, hidden ones too, as absolute paths sorted.
    static func files(of target: String) throws -> [String] {
        let folder = corpus.appending(path: target).standardizedFileURL
        return try #require(FileManager.default.subpaths(atPath: folder.path)).map { folder.appending(path: $0).path }
            .sorted()
    }

    /// Runs `modelgen plan` (or `tool plan`) over a corpus target's files, with the work folder in `cli`'s scratch
    /// folder.
    static func plan(_ target: String, in cli: CLI, tool: URL = CLI.executable) throws -> Plan {
        try cli.write("\(target).list", try files(of: target).map { $0 + "\n" }.joined())
        let run = try cli.run(
            ["plan", cli.folder.appending(path: "\(target).list").path, "work-\(target)"], executable: tool)
        #expect(run.status == 0, "\(run.standardError)")
        return try JSONDecoder().decode(Plan.self, from: Data(run.standardOutput.utf8))
    }

    /// Runs `generate` with the plan's arguments (with modelgen, or `tool`) and expects exactly the planned files.
    static func generate(_ plan: Plan, in cli: CLI, tool: URL = CLI.executable) throws {
        if let empty = plan.emptyConfiguration {
            try FileManager.default.createDirectory(
                at: URL(fileURLWithPath: empty).deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: URL(fileURLWithPath: empty))
        }
        let run = try cli.run(plan.arguments, executable: tool)
        #expect(run.status == 0, "\(run.standardError)")
        let output = try #require(plan.arguments.firstIndex(of: "--output")).advanced(by: 1)
        let written = try FileManager.default.contentsOfDirectory(atPath: plan.arguments[output])
            .filter { !$0.hasPrefix(".") }
        #expect(Set(written) == Set(plan.outputFiles.map { URL(fileURLWithPath: $0).lastPathComponent }))
    }

    @Test func withoutSpecsTheSpecsAreTheFilesModelgenAccepts() throws {
        let cli = try CLI()
        defer { cli.remove() }
        try cli.write("empty.yml", "")
        let plan = try Self.plan("NoSpecsKey", in: cli)
        for file in try Self.files(of: "NoSpecsKey")
        where ["yaml", "yml"].contains(URL(fileURLWithPath: file).pathExtension) {
            let accepted = try cli.run(["validate", "--config", "empty.yml", file]).status == 0
            // The one difference, by design: a file without a top-level key declares nothing, and is no spec.
            let declaresNothing = file.hasSuffix("/Empty.yaml")
            #expect(plan.specs.contains(file) == (accepted && !declaresNothing), "\(file)")
            #expect(!declaresNothing || accepted)
        }
        let names = Set(plan.specs.map { URL(fileURLWithPath: $0).lastPathComponent })
        #expect(
            names == [
                "FlowTopLevel.yaml", "DocumentStartFlow.yaml", "ExplicitKey.yaml", "CarriageReturns.yaml",
                "NextLine.yaml", "LineSeparator.yaml", "DocAtColumnZero.yaml", "Plain.yml",
            ])
        // Meant as specs and not specs: warned about; other tools' YAML: not a word.
        #expect(
            plan.skipped.map { URL(fileURLWithPath: $0.file).lastPathComponent } == [
                "MixedKeys.yaml", "Unparsable.yaml",
            ])
        try Self.generate(plan, in: cli)
    }

    @Test(arguments: ["SpecsOnNextLine", "FlowConfiguration", "AnchoredSpecs"])
    func withSpecsTheSpecsAreThoseGenerateReads(target: String) throws {
        let cli = try CLI()
        defer { cli.remove() }
        let plan = try Self.plan(target, in: cli)
        // modelgen's own reading: `generate` with the configuration and no paths takes its `specs:`.
        let configuration = Self.corpus.appending(path: "\(target)/modelgen.yml").path
        let run = try cli.run(["generate", "--config", configuration, "--output", "own", "--quiet"])
        #expect(run.status == 0, "\(run.standardError)")
        let own = try FileManager.default.contentsOfDirectory(atPath: cli.folder.appending(path: "own").path)
            .filter { !$0.hasPrefix(".") }
        #expect(Set(own) == Set(plan.outputFiles.map { URL(fileURLWithPath: $0).lastPathComponent }))
        #expect(!plan.specs.isEmpty && plan.skipped.isEmpty)
        try Self.generate(plan, in: cli)
    }

    @Test(arguments: ["NoSpecsKey", "SpecsOnNextLine", "FlowConfiguration", "AnchoredSpecs"])
    func thePluginToolPlansAndGeneratesAsModelgenDoes(target: String) throws {
        let cli = try CLI()
        defer { cli.remove() }
        let plan = try Self.plan(target, in: cli, tool: CLI.pluginTool)
        #expect(plan == (try Self.plan(target, in: cli)))
        try Self.generate(plan, in: cli, tool: CLI.pluginTool)
        // modelgen's run of the same plan, into another folder, writes the same bytes.
        let output = try #require(plan.arguments.firstIndex(of: "--output")).advanced(by: 1)
        var arguments = plan.arguments
        arguments[output] = cli.folder.appending(path: "modelgen-\(target)").path
        #expect(try cli.run(arguments).status == 0)
        let generated = try cli.files("work-\(target)/Generated").filter { !$0.key.hasPrefix(".") }
        #expect(!generated.isEmpty)
        #expect(generated == (try cli.files("modelgen-\(target)").filter { !$0.key.hasPrefix(".") }))
    }
}
