// Whether LeakSanitizer checks this process at exit: an app's `swift test --sanitize=address` builds the build plugin's
// tool with AddressSanitizer too, and then whatever a run made must be released before the process exits.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// LeakSanitizer in this process.
public enum LeakCheck {
    /// True when LeakSanitizer runs in this process: only a sanitizer build links in its interface. A command that
    /// ends the process without releasing what it made (to spare a large run freeing its declarations one by one)
    /// must release it then: Swift keeps the case of an `indirect enum` such as `TypeExpression` in the spare bits of
    /// the pointer to its box, so the leak check at exit does not recognise the pointer, reports the box of every
    /// composite type (`[Item]`, `[String: Int]`) as leaked, and turns the exit status into 1.
    public static let isActive = dlsym(dlopen(nil, RTLD_LAZY), "__lsan_do_leak_check") != nil
}
