// Runs the built modelgen executable as a process in a scratch folder.

import Foundation
import Testing

/// A scratch folder with spec files, and the modelgen executable run inside it.
struct CLI {
    /// The result of one run.
    struct Run {
        var status: Int32
        var standardOutput: String
        var standardError: String
        /// True when the run was killed for taking longer than its timeout.
        var timedOut = false
        /// True when a signal ended the run (`status` is then the signal's number).
        var signalled = false
    }

    /// A run started and not yet waited for.
    struct Started {
        var process: Process
        var output: Pipe
        var error: Pipe
        /// Signalled when the process exits.
        var exited: DispatchSemaphore
    }

    /// Reads a pipe to its end on a thread of its own.
    final class PipeReader: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private var data = Data()

        init(_ pipe: Pipe) {
            let handle = pipe.fileHandleForReading
            Thread.detachNewThread { [self] in
                data = handle.readDataToEndOfFile()
                done.signal()
            }
        }

        /// Everything the pipe carried, once its writer closed it.
        func text() -> String {
            done.wait()
            return String(decoding: data, as: UTF8.self)
        }
    }

    /// The scratch folder.
    let folder: URL

    /// A new empty scratch folder.
    init() throws {
        folder = FileManager.default.temporaryDirectory.appending(path: "modelgen-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// The package root, found from this file's path.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The built executable, next to the test bundle.
    static var executable: URL { built("modelgen") }

    /// The build plugin's tool (`Sources/modelgen-plugin-tool`), next to the test bundle.
    static var pluginTool: URL { built("modelgen-plugin-tool") }

    /// The test-only tool that generates like modelgen and kills itself at a chosen step of writing
    /// (`Tests/KillHarness`).
    static var killHarness: URL { built("modelgen-kill-harness") }

    /// The built executable `name`, next to the test bundle.
    private static func built(_ name: String) -> URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appending(path: name).path), folder.path != "/" {
            folder = folder.deletingLastPathComponent()
        }
        return folder.appending(path: name)
    }

    /// Writes a file, creating folders.
    func write(_ path: String, _ text: String) throws {
        let url = folder.appending(path: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// A file's text, or nil when it does not exist.
    func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: folder.appending(path: path).path).map {
            String(decoding: $0, as: UTF8.self)
        }
    }

    /// Every file in the folder `path` (hidden ones too), by name, with its text.
    func files(_ path: String) throws -> [String: String] {
        let url = folder.appending(path: path)
        var result: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
            result[name] = String(decoding: try Data(contentsOf: url.appending(path: name)), as: UTF8.self)
        }
        return result
    }

    /// The modification date and inode of every file under `path`, by relative name.
    func stamps(_ path: String) throws -> [String: String] {
        let url = folder.appending(path: path)
        var result: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
            let attributes = try FileManager.default.attributesOfItem(atPath: url.appending(path: name).path)
            let date = (attributes[.modificationDate] as? Date)?.timeIntervalSinceReferenceDate ?? 0
            result[name] = "\(date)/\(attributes[.systemFileNumber] ?? 0)"
        }
        return result
    }

    /// Runs `modelgen ARGUMENTS` in the scratch folder.
    func run(_ arguments: String...) throws -> Run {
        try run(arguments)
    }

    /// Runs `modelgen ARGUMENTS` (or another `executable`) in the scratch folder (or in `directory`, relative to it),
    /// with `environment` added to this process's. A run still going after `timeout` seconds is killed and recorded
    /// as `timedOut`.
    func run(
        _ arguments: [String], in directory: String? = nil, environment: [String: String] = [:], timeout: Double = 60,
        executable: URL = CLI.executable
    ) throws -> Run {
        let process = try start(arguments, in: directory, environment: environment, executable: executable)
        return try finish(process, timeout: timeout)
    }

    /// Starts `modelgen ARGUMENTS` (or another `executable`) in the scratch folder without waiting for it; `finish`
    /// collects it.
    func start(
        _ arguments: [String], in directory: String? = nil, environment: [String: String] = [:],
        executable: URL = CLI.executable
    ) throws -> Started {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory.map { folder.appending(path: $0) } ?? folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let started = Started(process: process, output: Pipe(), error: Pipe(), exited: DispatchSemaphore(value: 0))
        process.terminationHandler = { [exited = started.exited] _ in exited.signal() }
        process.standardOutput = started.output
        process.standardError = started.error
        try process.run()
        return started
    }

    /// Waits for a started run, killing it after `timeout` seconds; its output is read on other threads, so a run
    /// that writes more than a pipe holds cannot block.
    func finish(_ started: Started, timeout: Double = 60) throws -> Run {
        let output = PipeReader(started.output)
        let error = PipeReader(started.error)
        let timedOut = started.exited.wait(timeout: .now() + timeout) == .timedOut
        if timedOut { kill(started.process.processIdentifier, SIGKILL) }
        started.process.waitUntilExit()
        return Run(
            status: started.process.terminationStatus, standardOutput: output.text(), standardError: error.text(),
            timedOut: timedOut, signalled: started.process.terminationReason == .uncaughtSignal)
    }

    /// Removes the scratch folder.
    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}

/// Two small specs that reference each other.
enum SampleSpecs {
    static let notes = """
        snapshots:
          NotesSnapshot:
            fields:
              titles: "[String]"
        useCases:
          NotesUseCase:
            fetch: { returns: NotesSnapshot }
        models:
          NotesModel:
            snapshot: NotesSnapshot
            load: NotesUseCase

        """

    static let settings = """
        external: [Theme]
        models:
          ThemeModel:
            broadcasts: { theme: Theme }

        """
}
