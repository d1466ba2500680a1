// The spec paths and configuration file of the commands that read specs without generating (`validate`, `graph`).

import ArgumentParser
import ModelGenCore

/// Which specs to read: paths, else `modelgen.yml`'s specs, else `Specs`.
struct SpecArguments: ParsableArguments {
    @Argument(help: "Spec files or folders (default: modelgen.yml's specs, else Specs).")
    var paths: [String] = []

    @Option(help: "The configuration file (default: modelgen.yml in the current folder, if present).")
    var config: String?

    /// The specs, read and validated; when they have errors, these are printed and the run ends with exit status 1.
    func validatedSpecs() throws -> ValidatedSpecs {
        var request = GenerationRun()
        request.paths = paths
        request.configPath = config
        return try diagnosed { () throws(DiagnosticsError) in
            let settings = try request.settings()
            return try SpecLoading.validate(try settings.sources(), options: settings.options)
        }
    }
}
