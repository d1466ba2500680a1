// The file-system calls that finding and reading spec files make, as values a test can replace.

/// What finding and reading spec files asks of the file system: the system's calls by default (`SystemFiles`), and
/// in a test a stand-in that fails where the test needs a failure (tests run as root, and root reads any folder).
struct SpecFileSystem: Sendable {
    /// What a path names, symbolic links followed.
    enum Item: Sendable, Equatable {
        /// A regular file of `size` bytes.
        case file(size: Int)
        /// A folder, with what tells it apart from every other folder while the run lasts.
        case folder(FolderIdentity)
        /// Anything else: a device, a pipe, a socket.
        case other
    }

    /// A folder's device and inode: a folder reached again through a symbolic link has the same identity.
    struct FolderIdentity: Sendable, Hashable {
        /// The device the folder is on.
        var device: UInt64
        /// The folder's inode on that device.
        var inode: UInt64
    }

    /// What the path names.
    var item: @Sendable (_ path: String) -> Result<Item, SystemError>
    /// The names in the folder at the path, without `.` and `..`, in no particular order.
    var names: @Sendable (_ path: String) -> Result<[String], SystemError>
    /// The bytes of the file at the path.
    var contents: @Sendable (_ path: String) -> Result<[UInt8], SystemError>

    /// The system's file system.
    static let system = SpecFileSystem(item: SystemFiles.item, names: SystemFiles.names, contents: SystemFiles.contents)
}

/// A system call that failed: its error number and the system's description of it ("Permission denied").
struct SystemError: Error, Sendable, Equatable {
    /// The error number (`errno`).
    var code: Int32
    /// The system's description of `code`.
    var reason: String { SystemFiles.describe(code) }

    /// True when the path names nothing: it does not exist, or is a symbolic link to nothing or to itself.
    var namesNothing: Bool { SystemFiles.namesNothing(code) }
}
