// `modelgen validate`: the front end alone; writes nothing.

import ArgumentParser
import ModelGenCore

/// Checks specs and reports every error; writes nothing.
struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Checks specs and reports every error; writes nothing.")

    @Argument(help: "Spec files or folders (default: Specs).")
    var paths: [String] = []

    func run() throws {
        do throws(DiagnosticsError) {
            _ = try SpecLoading.validate(try SpecSource.find(paths.isEmpty ? ["Specs"] : paths))
        } catch {
            throw fail(with: error)
        }
    }
}
