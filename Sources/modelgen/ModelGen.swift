// The modelgen command: subcommands over ModelGenCore, and the exit codes of the command-line contract.

import ArgumentParser
import ModelGenCore

/// `modelgen`: generates Swift model layers from YAML specs.
@main
struct ModelGen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "modelgen",
        abstract: "Generates @MainActor observable model classes, use-case protocols and test doubles from YAML specs.",
        version: ModelGenVersion.current,
        subcommands: [Generate.self, Validate.self, Templates.self]
    )

    /// Runs the command; usage errors exit with 2 rather than ArgumentParser's 64.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                writeToStandardError(fullMessage(for: error) + "\n")
                exitProcess(2)
            }
            exit(withError: error)
        }
    }
}

/// Prints diagnostics to standard error and ends the run with exit status 1.
func fail(with error: DiagnosticsError) -> ExitCode {
    writeToStandardError(error.description + "\n")
    return ExitCode(1)
}
