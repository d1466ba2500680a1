// `modelgen generate`: specs in, Swift out; with --check, compares instead of writing.

import ArgumentParser
import ModelGenCore

/// Generates Swift from specs into an output folder.
struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generates Swift from specs; writes only files whose bytes change.",
        discussion:
            "Exit status: 0 done, 1 the specs have errors (nothing written), 2 bad usage, 3 --check found stale output."
    )

    @Argument(help: "Spec files or folders (default: modelgen.yml's specs, else Specs).")
    var paths: [String] = []

    @Option(help: "The output folder (default: modelgen.yml's output, else Generated).")
    var output: String?

    @Option(help: "The configuration file (default: modelgen.yml in the current folder, if present).")
    var config: String?

    @Option(help: "A folder whose *.mustache files replace built-in templates by name.")
    var templates: String?

    @Option(
        name: .customLong("reference"),
        help: "Specs whose declarations resolve names here and render nothing (default: modelgen.yml's references).")
    var references: [String] = []

    @Option(help: "The access level of generated declarations.")
    var access: GenerationOptions.Access?

    @Option(help: "How models are observed.")
    var flavor: GenerationOptions.Flavor?

    @Option(
        help:
            "Where the compiler reports code from the spec's words: at the spec's lines (spec), or in the output (none)."
    )
    var sourceLocations: GenerationOptions.SourceLocations?

    @Flag(help: "Write nothing; list stale, missing and extra files with a unified diff, and exit 3 if there are any.")
    var check = false

    @Flag(help: "Print nothing on success (by default one line to standard error says what was written).")
    var quiet = false

    func run() throws {
        var request = GenerationRun()
        request.paths = paths
        request.output = output
        request.configPath = config
        request.templates = templates
        request.references = references
        request.access = access
        request.flavor = flavor
        request.sourceLocations = sourceLocations
        let status = GenerateCommandRun.run(request, check: check, quiet: quiet)
        guard status == .success else { throw ExitCode(status.rawValue) }
    }
}
