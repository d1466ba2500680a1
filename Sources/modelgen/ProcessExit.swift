// How the command line ends the process with a status of its own.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Ends the process with `status` at once: named apart from `ParsableCommand.exit(withError:)`, which hides the C
/// library's `exit` inside a command.
func exitProcess(_ status: Int32) -> Never {
    exit(status)
}
