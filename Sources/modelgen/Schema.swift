// `modelgen schema`: the JSON Schema of the spec language, or of modelgen.yml, for editors.

import ArgumentParser
import ModelGenCore

/// Prints a JSON Schema for editors' completion and validation.
struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Prints the JSON Schema (draft 2020-12) of the spec language, or of modelgen.yml with --config.")

    @Flag(help: "Print the schema of modelgen.yml instead of the spec language's.")
    var config = false

    func run() {
        print((config ? ConfigurationSchema.document : SpecSchema.document).text, terminator: "")
    }
}
