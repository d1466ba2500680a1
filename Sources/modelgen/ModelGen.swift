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
        keepFreedMemory()
        // Started before parsing so that the parallel stages find them on the other core.
        ParallelWork.startWorkers()
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

/// What `body` returns; when the specs have errors, they are printed to standard error and the run ends with
/// exit status 1.
func diagnosed<Result>(_ body: () throws(DiagnosticsError) -> Result) throws -> Result {
    do throws(DiagnosticsError) {
        return try body()
    } catch {
        writeToStandardError(error.description + "\n")
        throw ExitCode(1)
    }
}
