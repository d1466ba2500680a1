// A value that several threads share, read and changed only through a serial queue.

import Dispatch

/// A mutable value shared across threads: every access runs on one serial queue, one at a time.
///
/// `@unchecked Sendable` because the compiler cannot see that guarantee: `value` is private and touched only inside
/// `queue.sync`, so no two threads ever access it at once.
final class Guarded<Value>: @unchecked Sendable {
    private var value: Value
    private let queue = DispatchQueue(label: "modelgen.guarded")

    /// Guards `value`.
    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value, which it may change, while no other thread accesses it.
    func access<Result>(_ body: (inout Value) -> Result) -> Result {
        queue.sync { body(&value) }
    }
}
