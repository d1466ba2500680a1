// The build plugin's one question to modelgen: `modelgen plan FILE-LIST WORK-FOLDER`, which decides which of a
// target's files are specs and what its modelgen.yml says with modelgen's own YAML reader and decoders (a plugin
// cannot link them: it depends only on the executables it runs). SwiftPM builds a plugin's tools before it asks the
// plugin for its commands, so the tool is there to ask.

import Foundation

/// Asks the tool for a target's ``PlannedBuild``.
enum BuildPlanRequest {
    /// The file in the work folder that lists the target's files for the tool, one path a line.
    static let fileListName = "target-files.txt"

    /// Runs `tool plan` over `files` and returns its plan; `workDirectory` is the plugin's work folder, where the list
    /// of files goes and the output will. Throws ``Failure`` when the tool fails or prints no plan.
    static func plan(tool: URL, files: [URL], workDirectory: URL) throws -> PlannedBuild {
        try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
        let list = workDirectory.appending(path: fileListName)
        let text = files.map(\.path).sorted().map { $0 + "\n" }.joined()
        if FileManager.default.contents(atPath: list.path) != Data(text.utf8) {
            try Data(text.utf8).write(to: list, options: .atomic)
        }
        // Standard error goes to a file, so that neither pipe fills while the other is read.
        let errors = workDirectory.appending(path: "plan-errors.txt")
        try Data().write(to: errors)
        let errorHandle = try FileHandle(forWritingTo: errors)
        defer { try? errorHandle.close() }
        let output = Pipe()
        let process = Process()
        process.executableURL = tool
        process.arguments = ["plan", list.path, workDirectory.path]
        process.standardOutput = output
        process.standardError = errorHandle
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let message = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            throw Failure(
                status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
                message: message.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        do {
            return try JSONDecoder().decode(PlannedBuild.self, from: printed)
        } catch {
            throw Failure(status: 0, signalled: false, message: "its output is no plan: \(error)")
        }
    }

    /// Creates the plan's empty configuration as an empty file, unless there is none to create or it exists.
    static func writeEmptyConfiguration(of plan: PlannedBuild) throws {
        guard let path = plan.emptyConfiguration, !FileManager.default.fileExists(atPath: path) else { return }
        let file = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data().write(to: file)
    }

    /// The build's warning for a skipped file.
    static func warning(for skipped: PlannedBuild.Skipped) -> String {
        "\(skipped.file): modelgen does not generate from this file: \(skipped.reason)"
    }

    /// How `modelgen plan` failed.
    struct Failure: Error, Equatable, CustomStringConvertible {
        /// The exit status, or the signal's number when `signalled`.
        var status: Int32
        /// True when a signal ended the run.
        var signalled: Bool
        /// What the tool printed to standard error (its diagnostics), or why its output is no plan.
        var message: String

        /// The failure as SwiftPM and Xcode show it.
        var description: String {
            let how = status == 0 && !signalled ? "" : " (\(signalled ? "signal" : "exit status") \(status))"
            return "modelgen plan failed\(how)" + (message.isEmpty ? "" : ":\n\(message)")
        }
    }
}
