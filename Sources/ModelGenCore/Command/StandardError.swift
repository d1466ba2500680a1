// Standard error, through the C library: the command lines do not load Foundation's FileHandle.

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
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = writeToDescriptor2(buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0, errno != EINTR {
                    return
                }
            }
        }
    }
}

/// The C library's `write(2, bytes, count)`, named apart from ``StandardError/write(_:)``, which hides it there.
private func writeToDescriptor2(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
    write(2, bytes, count)
}
