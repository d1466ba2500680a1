// Which build of modelgen is running: its version and the file its code was loaded from, so that the output
// folder's cache never takes output of another build (an upgrade, or a rebuild with the same version) as current.

#if canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The identity of the running build of modelgen.
enum ToolIdentity {
    /// The version, then the device, inode, size and modification time of the file the running code was loaded
    /// from; nil when that cannot be read, and then nothing is cached.
    static let current: String? = {
        guard let image = imagePath,
            let attributes = try? FileManager.default.attributesOfItem(atPath: image),
            let device = attributes[.systemNumber], let inode = attributes[.systemFileNumber],
            let size = attributes[.size], let modified = attributes[.modificationDate] as? Date
        else { return nil }
        return "\(ModelGenVersion.current) \(device):\(inode):\(size):\(modified.timeIntervalSinceReferenceDate)"
    }()

    /// The path of the file the running code was loaded from.
    private static var imagePath: String? {
        #if canImport(Darwin)
        // The image this code is in: the executable, or a library linked into it.
        var info = Dl_info()
        guard dladdr(#dsohandle, &info) != 0, let name = info.dli_fname else { return nil }
        return String(cString: name)
        #else
        // The executable, which the package manager links this module into.
        return try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        #endif
    }
}
