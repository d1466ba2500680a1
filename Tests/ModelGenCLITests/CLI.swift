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
    }

    /// The scratch folder.
    let folder: URL

    /// A new empty scratch folder.
    init() throws {
        folder = FileManager.default.temporaryDirectory.appending(path: "modelgen-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// The built executable, next to the test bundle.
    static var executable: URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appending(path: "modelgen").path), folder.path != "/" {
            folder = folder.deletingLastPathComponent()
        }
        return folder.appending(path: "modelgen")
    }

    /// Writes a file, creating folders.
    func write(_ path: String, _ text: String) throws {
        let url = folder.appending(path: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// A file's text, or nil when it does not exist.
    func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: folder.appending(path: path).path).map { String(decoding: $0, as: UTF8.self) }
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
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self))
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
