// How the commands that read specs without writing end the process (`validate`, `graph`).

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ModelGenCore

/// Ends the process with `status` at once, without releasing what it holds.
func exitProcess(_ status: Int32) -> Never {
    exit(status)
}

/// Ends a successful run that made `made` (the validated specs of `validate` and `graph`): exits with status 0 at
/// once, without releasing `made`, which spares a large run freeing its declarations one by one. (`generate` needs
/// none of this: it asks the generator to keep what it makes, ``GenerationRun/releasesSpecs``.)
///
/// Under LeakSanitizer (``LeakCheck/isActive``: a build with `--sanitize=address`) it returns instead, so that the
/// caller returns, releases `made`, and the process exits from `main`: keeping `made` reachable is not enough there.
func exitSuccessfully<Made>(keeping made: borrowing Made) {
    guard !LeakCheck.isActive else { return }
    withExtendedLifetime(made) { exit(0) }
}
