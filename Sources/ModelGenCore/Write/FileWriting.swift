// Writing and removing output files with the C library: each file written atomically, every failure named with
// the system's reason.

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
    /// Writes `text` to `path` atomically: into a temporary file next to it, then renamed over it.
    static func writeAtomically(_ text: String, to path: String) throws(WriteError) {
        let temporary = path + ".modelgen-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw failure(path) }
        var text = text
        let written = text.withUTF8 { bytes -> Bool in
            var offset = 0
            while offset < bytes.count {
                let count = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if count > 0 {
                    offset += count
                } else if count < 0, errno != EINTR {
                    return false
                }
            }
            return true
        }
        let error = written ? nil : failure(path)
        if close(descriptor) != 0, error == nil {
            unlink(temporary)
            throw failure(path)
        }
        if let error {
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let error = failure(path)
            unlink(temporary)
            throw error
        }
    }

    /// Removes the file at `path`.
    static func remove(_ path: String) throws(WriteError) {
        guard unlink(path) == 0 else { throw failure(path) }
    }

    /// Creates `path` and its missing parents as folders.
    static func createFolder(_ path: String) throws(WriteError) {
        var current = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o755) != 0, errno != EEXIST { throw failure(current) }
        }
        var status = stat()
        guard stat(path, &status) == 0 else { throw failure(path) }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw WriteError(description: "\(path): not a folder") }
    }

    /// The last system error, with the path it concerns.
    private static func failure(_ path: String) -> WriteError {
        WriteError(description: "\(path): \(String(cString: strerror(errno)))")
    }
}
