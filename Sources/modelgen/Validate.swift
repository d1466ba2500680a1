// `modelgen validate`: the front end alone; writes nothing.

import ArgumentParser
import ModelGenCore

/// Checks specs and reports every error; writes nothing.
struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate", abstract: "Checks specs and reports every error; writes nothing.")

    @OptionGroup var specs: SpecArguments

    func run() throws {
        _ = try specs.validatedSpecs()
    }
}
