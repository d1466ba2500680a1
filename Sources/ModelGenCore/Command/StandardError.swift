// Standard error, through the C library's `write`: Foundation's FileHandle would load all of Foundation, not only
// FoundationEssentials, into every run of the command lines.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's standard error, where the command lines write diagnostics and their one-line summaries.
public enum StandardError {
    /// Writes `text` as it is, all of it.
    public static func write(_ text: String) {
        var rest = Array(text.utf8)
        while !rest.isEmpty {
            let written = writeToDescriptor2(rest)
            if written > 0 {
                rest.removeFirst(written)
            } else if written < 0, errno != EINTR {
                return
            }
        }
    }
}

/// The C library's `write(2, bytes, bytes.count)`, named apart from ``StandardError/write(_:)``, which hides it there.
private func writeToDescriptor2(_ bytes: [UInt8]) -> Int {
    write(2, bytes, bytes.count)
}
