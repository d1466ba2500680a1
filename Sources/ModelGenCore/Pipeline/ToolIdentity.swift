// Which build of modelgen is running: its version and the file its code was loaded from, so that the output
// folder's cache never takes output of another build (an upgrade, or a rebuild with the same version) as current.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The identity of the running build of modelgen.
enum ToolIdentity {
    /// The version, then the device, inode, size and modification time of the file the running code was loaded
    /// from; nil when that cannot be read, and then nothing is cached.
    static let current: String? = {
        #if canImport(Darwin)
        // The image this code is in: the executable, or a library linked into it.
        var info = Dl_info()
        guard dladdr(#dsohandle, &info) != 0, let name = info.dli_fname else { return nil }
        let image = String(cString: name)
        let modified = { (status: stat) in status.st_mtimespec }
        #else
        // The executable, which the package manager links this module into.
        let image = "/proc/self/exe"
        let modified = { (status: stat) in status.st_mtim }
        #endif
        var status = stat()
        guard stat(image, &status) == 0 else { return nil }
        let time = modified(status)
        return
            "\(ModelGenVersion.current) \(status.st_dev):\(status.st_ino):\(status.st_size):\(time.tv_sec).\(time.tv_nsec)"
    }()
}
