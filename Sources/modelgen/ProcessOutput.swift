// Standard error and the exit status, through the C library: the tool does not load Foundation's FileHandle.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes `text` to standard error as it is, all of it.
func writeToStandardError(_ text: String) {
    var text = text
    text.withUTF8 { buffer in
        var offset = 0
        while offset < buffer.count {
            let written = write(2, buffer.baseAddress! + offset, buffer.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0, errno != EINTR {
                return
            }
        }
    }
}

/// Ends the process with `status` at once, without releasing what it holds.
func exitProcess(_ status: Int32) -> Never {
    exit(status)
}
