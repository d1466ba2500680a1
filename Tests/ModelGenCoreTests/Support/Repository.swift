// Paths of the repository the tests run in.

import Foundation

/// The repository's folders, found from this file's path.
enum Repository {
    /// The package root.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A path inside the package.
    static func url(_ path: String) -> URL {
        root.appending(path: path)
    }

    /// The text of a file inside the package.
    static func text(_ path: String) throws -> String {
        try String(contentsOf: url(path), encoding: .utf8)
    }
}
