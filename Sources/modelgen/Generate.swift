// `modelgen generate`: specs in, Swift out; with --check, compares instead of writing.

import ArgumentParser
import Foundation
import ModelGenCore

/// Generates Swift from specs into an output folder.
struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Generates Swift from specs; writes only files whose bytes change.")

    @Argument(help: "Spec files or folders (default: modelgen.yml's specs, else Specs).")
    var paths: [String] = []

    @Option(help: "The output folder (default: Generated).")
    var output: String?

    @Option(help: "Templates folder whose *.mustache files replace built-in ones by name.")
    var templates: String?

    @Flag(help: "Write nothing; exit 3 when the output is stale, missing or extra, printing a unified diff.")
    var check = false

    func run() throws {
        let folder = output ?? "Generated"
        let plan: OutputPlan
        do throws(DiagnosticsError) {
            let sources = try SpecSource.find(paths.isEmpty ? ["Specs"] : paths)
            let templateSet = try TemplateSet.load(overrides: templates.map { URL(fileURLWithPath: $0) })
            let files = try Generator(templates: templateSet).generate(sources)
            plan = OutputPlan(files: files, folder: URL(fileURLWithPath: folder))
        } catch {
            throw fail(with: error)
        }
        if check {
            guard plan.changes.isEmpty else {
                print(plan.diff(displayFolder: folder), terminator: "")
                throw ExitCode(3)
            }
            return
        }
        try plan.apply()
    }
}
