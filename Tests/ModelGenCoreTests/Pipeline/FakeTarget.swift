// A target's files on disk, for the build plugin's plan: a scratch folder standing for an app package, the target's
// files under Sources/App in it, and files outside the target beside them.

import Foundation
@testable import ModelGenCore

/// The files of a target, as the build plugin is given them, written into a scratch folder.
struct FakeTarget {
    /// The scratch folder: the app package's root.
    let root: ScratchFolder
    /// Each file's text, by path relative to the target's folder.
    let texts: [String: String]

    /// Writes the target's files (`texts`, by path relative to the target's folder) and files outside it (`outside`,
    /// by path relative to the package root). `$ROOT` in a text stands for the package root's path.
    init(texts: [String: String], outside: [String: String] = [:]) throws {
        root = try ScratchFolder()
        let rootPath = root.url.path
        self.texts = texts
        for (path, text) in texts {
            try root.write("Sources/App/" + path, text.replacingOccurrences(of: "$ROOT", with: rootPath))
        }
        for (path, text) in outside { try root.write(path, text) }
    }

    /// The target's folder.
    var folder: URL { root.url("Sources/App").standardizedFileURL }
    /// The plugin's work folder.
    var workDirectory: URL { root.url(".build/plugins/outputs/app/App/destination/ModelGenPlugin").standardizedFileURL }

    /// The URL of a file of the target.
    func url(_ path: String) -> URL {
        folder.appending(path: path)
    }

    /// The URL of a file outside the target, relative to the package root.
    func outside(_ path: String) -> URL {
        root.url(path).standardizedFileURL
    }

    /// The target's file URLs, in no particular order.
    var files: [URL] {
        texts.keys.map(url)
    }

    /// The inputs the build plugin's plan picks.
    func inputs() throws -> TargetInputs {
        try TargetInputs(files: files)
    }

    /// The plan of the build plugin's command.
    func plan() throws -> PlannedBuild {
        try BuildPlan.plan(targetFiles: files.map(\.path), workDirectory: workDirectory.path)
    }

    /// Removes the scratch folder.
    func remove() {
        root.remove()
    }
}
