// `modelgen validate`: the front end alone; writes nothing.

import ArgumentParser
import ModelGenCore

/// Checks specs and reports every error; writes nothing.
struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "validate", abstract: "Checks specs and reports every error; writes nothing.")

    @Argument(help: "Spec files or folders (default: modelgen.yml's specs, else Specs).")
    var paths: [String] = []

    @Option(help: "The configuration file (default: modelgen.yml in the current folder, if present).")
    var config: String?

    func run() throws {
        var request = GenerationRun()
        request.paths = paths
        request.configPath = config
        let specs = try diagnosed { () throws(DiagnosticsError) in
            try SpecLoading.validate(try request.sources())
        }
        // The process ends here: exiting now skips releasing every node of the specs one by one.
        withExtendedLifetime(specs) { exitProcess(0) }
    }
}
