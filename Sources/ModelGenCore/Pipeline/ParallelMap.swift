// Runs independent per-file work (parsing, rendering) on every core.

import Dispatch

/// The threads that per-file work runs on.
public enum ParallelWork {
    /// Starts the worker threads now, ahead of the first parallel stage, so that a command line can have them
    /// started while it parses its arguments. On Linux a thread created by the first parallel stage shares its
    /// creator's core for its first time slice (about 4 ms), which left the other core idle for a third of a
    /// 100 KB run; a thread that already exists is woken on the idle core.
    public static func startWorkers() {
        DispatchQueue.global().async {}
    }
}

extension Array where Element: Sendable {
    /// `map` run concurrently across cores, results in the original order.
    func parallelMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        let slots = Guarded([Result?](repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let result = transform(self[index])
            slots.access { $0[index] = result }
        }
        return slots.access { $0.map { $0! } }
    }
}
