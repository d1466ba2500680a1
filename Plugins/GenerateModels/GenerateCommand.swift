// The command plugins' one action: `modelgen generate ARGUMENTS` in a folder, its failure passed on.

import Foundation

/// Runs the tool's `generate` subcommand for the command plugins.
enum GenerateCommand {
    /// Runs `tool generate arguments` in `folder` and waits for it; throws ``ToolFailure`` unless it exits with 0.
    static func run(tool: URL, arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = ["generate"] + arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw ToolFailure(
                status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal)
        }
    }

    /// How a run of the tool failed.
    struct ToolFailure: Error, Equatable, CustomStringConvertible {
        /// The exit status, or the signal's number when `signalled`.
        var status: Int32
        /// True when a signal ended the run.
        var signalled: Bool

        /// The failure as SwiftPM and Xcode show it.
        var description: String {
            "modelgen generate failed (\(signalled ? "signal" : "exit status") \(status))"
        }
    }
}
