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
        subcommands: [Generate.self, Validate.self, Graph.self, Schema.self, Templates.self, Plan.self]
    )

    /// Runs the command; usage errors exit with 2 rather than ArgumentParser's 64.
    static func main() {
        ParallelWork.startWorkers()
        suggestSubcommand()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                StandardError.write(fullMessage(for: error) + "\n")
                exitProcess(ExitStatus.usage.rawValue)
            }
            exit(withError: error)
        }
    }

    /// Ends the run with a usage error when the first argument looks like a misspelled subcommand, suggesting the
    /// nearest one (`generat`: did you mean `generate`?).
    private static func suggestSubcommand() {
        let names = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
        guard let word = CommandLine.arguments.dropFirst().first, !word.hasPrefix("-"), !names.contains(word) else {
            return
        }
        var message = "modelgen: error: unknown subcommand '\(word)'\n"
        if let match = Suggestion.closest(to: word, in: names) {
            message += "modelgen: note: did you mean '\(match)'?\n"
        }
        StandardError.write(message + "Usage: modelgen <subcommand>; see 'modelgen --help'.\n")
        exitProcess(ExitStatus.usage.rawValue)
    }
}

/// What `body` returns; when the specs have errors, they are printed to standard error and the run ends with
/// exit status 1.
func diagnosed<Result>(_ body: () throws(DiagnosticsError) -> Result) throws -> Result {
    do throws(DiagnosticsError) {
        return try body()
    } catch {
        StandardError.write(error.description + "\n")
        throw ExitCode(1)
    }
}
