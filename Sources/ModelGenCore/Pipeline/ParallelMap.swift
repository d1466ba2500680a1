// Runs independent per-file work (parsing, rendering) on every core.

import Dispatch

/// Holds results written from several threads, each to its own index.
private final class ResultSlots<Result>: @unchecked Sendable {
    var values: [Result?]

    init(count: Int) {
        values = Array(repeating: nil, count: count)
    }
}

extension Array where Element: Sendable {
    /// `map` run concurrently across cores, results in the original order.
    func parallelMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        let slots = ResultSlots<Result>(count: count)
        slots.values.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let buffer = buffer
            DispatchQueue.concurrentPerform(iterations: count) { index in
                buffer[index] = transform(self[index])
            }
        }
        return slots.values.map { $0! }
    }
}
