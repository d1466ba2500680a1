// Runs independent per-file work (parsing, rendering) on every core.

import Dispatch

/// The threads that per-file work runs on.
public enum ParallelWork {
    /// Starts the worker threads now, ahead of the first parallel stage: a command line calls it before parsing its
    /// arguments, so that the first stage finds its threads ready on the other cores.
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
