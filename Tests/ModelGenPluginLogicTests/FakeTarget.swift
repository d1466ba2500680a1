// A target's files in memory, for the plugin logic: paths under /App/Sources/App and their texts.

import Foundation

/// The files of a target, as the build plugin is given them, and a `read` that returns their texts.
struct FakeTarget {
    /// The target's folder.
    static let folder = URL(fileURLWithPath: "/App/Sources/App")
    /// The plugin's work folder.
    static let workDirectory = URL(fileURLWithPath: "/App/.build/plugins/outputs/app/App/destination/ModelGenPlugin")

    /// The repository the tests run in, found from this file's path.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Each file's text, by path relative to the target's folder.
    var texts: [String: String]
    /// Files outside the target that can be read, by absolute path.
    var outsideTexts: [String: String] = [:]

    /// The URL of a file of the target.
    static func url(_ path: String) -> URL {
        folder.appending(path: path)
    }

    /// The target's file URLs, in no particular order.
    var files: [URL] {
        texts.keys.map(Self.url)
    }

    /// Reads a file of the target or a readable file outside it; throws for any other path.
    func read(_ file: URL) throws -> String {
        let relative =
            file.path.hasPrefix(Self.folder.path + "/") ? String(file.path.dropFirst(Self.folder.path.count + 1)) : nil
        guard let text = relative.flatMap({ texts[$0] }) ?? outsideTexts[file.path] else {
            throw CocoaError(.fileReadNoSuchFile)
        }
        return text
    }

    /// The files of the target and the readable files outside it that are under `folder`, sorted by path; nil when
    /// there are none (a folder exists when a file is in it).
    func list(_ folder: URL) throws -> [URL]? {
        let prefix = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
        let under = (files + outsideTexts.keys.map { URL(fileURLWithPath: $0) }).filter { $0.path.hasPrefix(prefix) }
        return under.isEmpty ? nil : under.sorted { $0.path < $1.path }
    }

    /// The inputs the build plugin picks.
    func inputs() throws -> TargetInputs {
        try TargetInputs(files: files, read: read, list: list)
    }

    /// The plan of the build plugin's command.
    func plan() throws -> GenerationPlan? {
        try GenerationPlan(targetFiles: files, workDirectory: Self.workDirectory, read: read, list: list)
    }
}
