// `modelgen plan`, hidden: the build plugin's plan of a target's run, decided by modelgen's own reading of YAML.

import ArgumentParser
import ModelGenCore

/// Prints, as JSON, the `generate` run a build plugin declares for a target's files (see ``BuildPlan``).
struct Plan: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan", abstract: "Prints the build plugin's plan for a target's files, as JSON.",
        shouldDisplay: false)

    @Argument(help: "A file listing the target's files, one absolute path a line.")
    var fileList: String

    @Argument(help: "The plugin's work folder: the output goes into its Generated folder.")
    var workDirectory: String

    func run() throws {
        let status = PlanCommandRun.run(fileList: fileList, workDirectory: workDirectory)
        guard status == .success else { throw ExitCode(status.rawValue) }
    }
}
