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

/// Ends a successful run that made `made` (the validated specs of `validate` and `graph`): exits with status 0 at
/// once, without releasing `made`, which spares a large run freeing its declarations one by one. (`generate` needs
/// none of this: it asks the generator to keep what it makes, ``GenerationRun/releasesSpecs``.)
///
/// Under LeakSanitizer (a build with `--sanitize=address`, which an app's `swift test --sanitize=address` applies to
/// this tool too, through the build plugin) it returns instead, so that the caller returns, releases `made`, and the
/// process exits from `main`. Keeping `made` reachable is not enough there: Swift keeps the case of an
/// `indirect enum` such as `TypeExpression` in the spare bits of the pointer to its box, so the leak check at exit
/// does not recognise the pointer, reports the box of every composite type (`[Item]`, `[String: Int]`) as leaked,
/// and turns the exit status into 1.
func exitSuccessfully<Made>(keeping made: borrowing Made) {
    guard !isLeakChecked else { return }
    withExtendedLifetime(made) { exit(0) }
}

/// True when LeakSanitizer runs in this process: only a sanitizer build links in its interface. Then whatever a run
/// made must be released before the process exits (see ``exitSuccessfully(keeping:)``).
let isLeakChecked = dlsym(dlopen(nil, RTLD_LAZY), "__lsan_do_leak_check") != nil
