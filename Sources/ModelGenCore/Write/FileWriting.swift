// Writing and removing output files: each file written whole into a temporary file whose name marks it as
// modelgen's, then renamed into place; every failure named with the system's reason. Bytes go through Foundation
// (`Data`, `FileManager`); the C library renames, creates folders and locks.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file of the output folder could not be written or removed.
public struct WriteError: Error, CustomStringConvertible {
    /// The path and the system's reason.
    public var description: String
}

/// The output folder's file operations.
enum FileWriting {
    /// What the name of every temporary file holds: `.Import.swift.modelgen-tmp-1234` while `Import.swift` is
    /// written by process 1234. The leading dot and the ending keep it out of globs for `*.swift`.
    static let temporaryMarker = ".modelgen-tmp-"

    /// The temporary file this process writes `name` through.
    static func temporaryName(for name: String) -> String {
        ".\(name)\(temporaryMarker)\(getpid())"
    }

    /// True when `name` is a temporary file of a modelgen run other than this one: of this version, or
    /// `Import.swift.modelgen-1234` of versions before it.
    static func isForeignTemporary(_ name: String) -> Bool {
        guard let dash = name.lastIndex(of: "-"), let owner = Int32(name[name.index(after: dash)...]), owner != getpid()
        else { return false }
        let marked = name[...dash]
        return (name.hasPrefix(".") && marked.hasSuffix(temporaryMarker)) || marked.hasSuffix(".swift.modelgen-")
    }

    /// Writes the UTF-8 bytes of `text` to the temporary file of `name` in `folder` (created, or emptied), and
    /// returns its path. `report` hears when the file is created, empty, and when it is complete. The temporary file
    /// is removed when writing fails.
    static func writeTemporary(
        _ text: String, for name: String, in folder: String, report: (WriteStep) -> Void
    ) throws(WriteError) -> String {
        let path = folder + "/" + name
        let temporary = folder + "/" + temporaryName(for: name)
        let url = URL(fileURLWithPath: temporary)
        do {
            try Data().write(to: url)
        } catch {
            throw failure(path, error)
        }
        report(.created(file: name))
        do {
            try Data(text.utf8).write(to: url)
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw failure(path, error)
        }
        report(.written(file: name))
        return temporary
    }

    /// Renames the temporary file `temporary` over the file `name` of `folder`: a reader sees the old file or the
    /// new one, never a part. The temporary file is removed when that fails.
    static func replace(_ name: String, in folder: String, with temporary: String) throws(WriteError) {
        let path = folder + "/" + name
        guard rename(temporary, path) == 0 else {
            let error = failure(path)
            try? FileManager.default.removeItem(atPath: temporary)
            throw error
        }
    }

    /// The first `count` bytes of the file at `path` (fewer when it is shorter), or nil when it cannot be read.
    static func prefix(of path: String, count: Int) -> [UInt8]? {
        // Mapped rather than read: only the pages of the prefix are read.
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe) else { return nil }
        return Array(data.prefix(count))
    }

    /// True when `bytes` are exactly the UTF-8 bytes of `text`.
    static func holds(_ bytes: [UInt8], _ text: String) -> Bool {
        bytes.count == text.utf8.count && bytes.elementsEqual(text.utf8)
    }

    /// Removes the file at `path`; one already gone (removed by another run) is no failure.
    static func remove(_ path: String) throws(WriteError) {
        do {
            try FileManager.default.removeItem(atPath: path)
        } catch let error as CocoaError where error.code == .fileNoSuchFile {
            return
        } catch {
            throw failure(path, error)
        }
    }

    /// Creates `path` and its missing parents as folders; returns the folders it created, outermost first.
    @discardableResult
    static func createFolder(_ path: String) throws(WriteError) -> [String] {
        var current = path.hasPrefix("/") ? "" : "."
        var created: [String] = []
        for component in path.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o755) == 0 {
                created.append(current)
            } else if errno != EEXIST {
                throw failure(current)
            }
        }
        switch SystemFiles.item(path) {
        case .success(.folder): return created
        case .success: throw WriteError(description: "\(path): not a folder")
        case .failure(let error): throw failure(path, code: error.code)
        }
    }

    /// Removes the folder at `path` if it is empty.
    static func removeEmptyFolder(_ path: String) {
        rmdir(path)
    }

    /// Takes an exclusive advisory lock on the folder at `path` (`flock` on the folder itself, so no lock file is
    /// left behind), waiting for any other run that holds it. The lock lasts until the returned descriptor is
    /// closed or the process ends, however it ends.
    static func lockFolder(_ path: String) throws(WriteError) -> Int32 {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw failure(path) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let error = failure(path)
                close(descriptor)
                throw error
            }
        }
        return descriptor
    }

    /// Releases a lock taken by `lockFolder`.
    static func unlockFolder(_ descriptor: Int32) {
        close(descriptor)
    }

    /// The last system error, with the path it concerns.
    static func failure(_ path: String) -> WriteError {
        failure(path, code: errno)
    }

    /// The system error `code`, with the path it concerns.
    static func failure(_ path: String, code: Int32) -> WriteError {
        WriteError(description: "\(path.escapedToOneLine): \(SystemFiles.describe(code))")
    }

    /// A Foundation file error, with the path it concerns: the system's reason when it carries one.
    static func failure(_ path: String, _ error: any Error) -> WriteError {
        if let code = ((error as? CocoaError)?.underlying as? POSIXError)?.code.rawValue {
            return failure(path, code: code)
        }
        return WriteError(description: "\(path.escapedToOneLine): \(error)")
    }
}
