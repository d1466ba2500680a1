// The system calls behind `SpecFileSystem.system`: stat, opendir/readdir and open/read, each failure with its errno.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file system as the C library reaches it; every failure keeps the system's error number.
enum SystemFiles {
    /// What `path` names, symbolic links followed (`stat`).
    @Sendable static func item(_ path: String) -> Result<SpecFileSystem.Item, SystemError> {
        var status = stat()
        guard stat(path, &status) == 0 else { return .failure(SystemError(code: errno)) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .success(.file(size: Int(status.st_size)))
        case S_IFDIR:
            return .success(
                .folder(
                    .init(
                        device: UInt64(truncatingIfNeeded: status.st_dev),
                        inode: UInt64(truncatingIfNeeded: status.st_ino))))
        default: return .success(.other)
        }
    }

    /// The names in the folder at `path`, without `.` and `..` (`opendir`, `readdir`).
    @Sendable static func names(_ path: String) -> Result<[String], SystemError> {
        guard let folder = opendir(path) else { return .failure(SystemError(code: errno)) }
        defer { closedir(folder) }
        var names: [String] = []
        while true {
            errno = 0
            guard let entry = readdir(folder) else {
                return errno == 0 ? .success(names) : .failure(SystemError(code: errno))
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
    }

    /// The bytes of the file at `path` (`open`, `read`).
    @Sendable static func contents(_ path: String) -> Result<[UInt8], SystemError> {
        let file = open(path, O_RDONLY | O_CLOEXEC)
        guard file >= 0 else { return .failure(SystemError(code: errno)) }
        defer { close(file) }
        var bytes: [UInt8] = []
        var status = stat()
        if fstat(file, &status) == 0 { bytes.reserveCapacity(Int(status.st_size)) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
            if count == 0 { return .success(bytes) }
            if count > 0 {
                bytes.append(contentsOf: chunk[..<count])
            } else if errno != EINTR {
                return .failure(SystemError(code: errno))
            }
        }
    }

    /// The system's description of an error number.
    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// True for the error numbers of a path that names nothing.
    static func namesNothing(_ code: Int32) -> Bool {
        code == ENOENT || code == ELOOP
    }
}
