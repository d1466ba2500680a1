// Writing and removing output files with the C library: each file written whole into a temporary file whose name
// marks it as modelgen's, then renamed into place; every failure named with the system's reason.

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

    /// Writes `bytes` to the temporary file of `name` in `folder` (created, or emptied), all of them, and closes it;
    /// returns its path. `report` hears when the file is created and when it is complete. The temporary file is
    /// removed when writing fails.
    static func writeTemporary(
        _ bytes: UnsafeRawBufferPointer, for name: String, in folder: String, report: (WriteStep) -> Void
    ) throws(WriteError) -> String {
        let path = folder + "/" + name
        let temporary = folder + "/" + temporaryName(for: name)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure(path) }
        report(.created(file: name))
        var offset = 0
        var error: WriteError?
        while offset < bytes.count {
            let count = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if count > 0 {
                offset += count
            } else if count < 0, errno != EINTR {
                error = failure(path)
                break
            }
        }
        if close(descriptor) != 0, error == nil { error = failure(path) }
        if let error {
            unlink(temporary)
            throw error
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
            unlink(temporary)
            throw error
        }
    }

    /// The first `count` bytes of the file at `path` (fewer when it is shorter), or nil when it cannot be opened.
    static func prefix(of path: String, count: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, count - filled) }
            if got > 0 {
                filled += got
            } else if got == 0 || errno != EINTR {
                break
            }
        }
        return Array(bytes[..<filled])
    }

    /// True when `bytes` are exactly the UTF-8 bytes of `text`.
    static func holds(_ bytes: [UInt8], _ text: String) -> Bool {
        guard bytes.count == text.utf8.count else { return false }
        guard !bytes.isEmpty else { return true }
        var text = text
        return text.withUTF8 { utf8 in
            bytes.withUnsafeBytes { memcmp($0.baseAddress!, utf8.baseAddress!, utf8.count) == 0 }
        }
    }

    /// Removes the file at `path`; one already gone (removed by another run) is no failure.
    static func remove(_ path: String) throws(WriteError) {
        guard unlink(path) == 0 || errno == ENOENT else { throw failure(path) }
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
        var status = stat()
        guard stat(path, &status) == 0 else { throw failure(path) }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw WriteError(description: "\(path): not a folder") }
        return created
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
        WriteError(description: "\(path.escapedToOneLine): \(String(cString: strerror(errno)))")
    }
}
