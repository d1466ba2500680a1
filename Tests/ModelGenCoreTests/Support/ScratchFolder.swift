// A temporary folder of files for tests that read from disk.

import Foundation

/// A new empty folder under the temporary folder, removed by `remove()`.
struct ScratchFolder {
    /// The folder.
    let url: URL

    /// Creates the folder with `files` (path: text) in it.
    init(_ files: [String: String] = [:]) throws {
        url = FileManager.default.temporaryDirectory.appending(path: "modelgen-scratch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (path, text) in files { try write(path, text) }
    }

    /// The URL of `path` inside the folder.
    func url(_ path: String) -> URL {
        url.appending(path: path)
    }

    /// Writes `text` to `path`, creating folders.
    func write(_ path: String, _ text: String) throws {
        try FileManager.default.createDirectory(
            at: url(path).deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url(path))
    }

    /// Writes a sparse file of `length` bytes to `path`: as long as asked, and no disk used.
    func writeSparse(_ path: String, length: UInt64) throws {
        try write(path, "")
        let handle = try FileHandle(forWritingTo: url(path))
        try handle.truncate(atOffset: length)
        try handle.close()
    }

    /// Makes `path` a symbolic link to `destination` (relative to the link's folder when not absolute).
    func link(_ path: String, to destination: String) throws {
        try FileManager.default.createDirectory(
            at: url(path).deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url(path).path, withDestinationPath: destination)
    }

    /// Removes the folder and everything in it.
    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
