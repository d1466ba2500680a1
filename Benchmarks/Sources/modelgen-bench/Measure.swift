// Timing: medians of repeated runs after a warm-up, pairs measured side by side, and child processes with their rusage.

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The load average (1 minute), to show how busy the machine was.
func loadAverage() -> String {
    ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?").split(separator: " ").first.map(
        String.init) ?? "?"
}

/// The middle value of `values`, or the mean of the middle two when there are evenly many.
func median<Value: Comparable>(_ values: [Value], meanOf mean: (Value, Value) -> Value) -> Value {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : mean(sorted[middle - 1], sorted[middle])
}

/// The times of one measured thing.
struct Sample {
    var times: [Duration]

    var median: Duration { modelgen_bench.median(times) { ($0 + $1) / 2 } }

    var seconds: Double { median.seconds }
    var minimum: Duration { times.min() ?? .zero }

    /// The median of `other`'s time over this one's, repetition by repetition: the two samples were taken in
    /// step (`Timer.measurePair`, the end-to-end loop), so each quotient compares two runs made moments apart, and a
    /// slow spell of a shared machine weighs on both terms of it instead of on one sample's median only.
    func pairedRatio(over other: Sample) -> Double {
        modelgen_bench.median(zip(times, other.times).map { $1.seconds / $0.seconds }) { ($0 + $1) / 2 }
    }
}

extension Duration {
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) * 1e-18
    }

    /// Milliseconds with sensible precision.
    var milliseconds: String { Self.format(seconds) }

    static func format(_ seconds: Double) -> String {
        let ms = seconds * 1000
        switch ms {
        case ..<1: return String(format: "%.3f ms", ms)
        case ..<100: return String(format: "%.2f ms", ms)
        default: return String(format: "%.0f ms", ms)
        }
    }
}

struct Timer {
    var repetitions: Int
    var warmup: Int
    let clock = ContinuousClock()

    /// Runs `body` `warmup` times unmeasured, then `repetitions` times measured.
    func measure<Result>(_ body: () throws -> Result) rethrows -> Sample {
        for _ in 0..<warmup { _ = try body() }
        var times: [Duration] = []
        for _ in 0..<repetitions { times.append(try timed(body)) }
        return Sample(times: times)
    }

    /// Runs the async `body` `warmup` times unmeasured, then `repetitions` times measured, on the main actor.
    @MainActor
    func measureAsync(_ body: @MainActor () async throws -> Void) async rethrows -> Sample {
        for _ in 0..<warmup { try await body() }
        var times: [Duration] = []
        for _ in 0..<repetitions {
            let start = clock.now
            try await body()
            times.append(clock.now - start)
        }
        return Sample(times: times)
    }

    /// Two things measured side by side: after the warm-up, each repetition runs both, alternating which goes
    /// first, so whatever else the machine does weighs on both alike.
    func measurePair<First, Second>(
        _ first: () throws -> First, _ second: () throws -> Second
    ) rethrows -> (Sample, Sample) {
        for _ in 0..<warmup {
            _ = try first()
            _ = try second()
        }
        var a: [Duration] = []
        var b: [Duration] = []
        for repetition in 0..<repetitions {
            if repetition % 2 == 0 {
                a.append(try timed(first))
                b.append(try timed(second))
            } else {
                b.append(try timed(second))
                a.append(try timed(first))
            }
        }
        return (Sample(times: a), Sample(times: b))
    }

    /// The time `body` takes to produce its result. The result is released after the clock stops: what a body
    /// builds (a spec model, a rendered text) is measured, and taking it apart again is not, as the tool never
    /// takes it apart (it exits) and the floors have little or nothing to release.
    private func timed<Result>(_ body: () throws -> Result) rethrows -> Duration {
        var result: Result?
        let time = try clock.measure { result = try body() }
        withExtendedLifetime(result) {}
        return time
    }
}

/// One finished child process.
struct ProcessRun {
    var status: Int32
    var elapsed: Duration
    /// The child's peak resident set, from wait4's rusage (KiB on Linux). Not the child's own when it was started
    /// with posix_spawn from a large process (see Sources/rusage-run/main.c): use `peakRSS(of:)` for memory.
    var maxRSSKiB: Int
    /// The child's user + system CPU time, from the same rusage.
    var cpu: Duration = .zero
    var standardError: String
}

struct ProcessFailure: Error, CustomStringConvertible {
    var description: String
}

/// Starts `path` with `arguments` (stdout discarded, stderr kept), waits for it with wait4, and returns its status,
/// wall time and rusage. The time runs from just before posix_spawn to just after wait4.
func runProcess(_ path: String, _ arguments: [String]) -> ProcessRun {
    let errorPath = FileManager.default.temporaryDirectory.appending(path: "modelgen-bench-stderr-\(getpid()).txt").path
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }

    let clock = ContinuousClock()
    let start = clock.now
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
    guard spawned == 0 else {
        return ProcessRun(
            status: -1, elapsed: .zero, maxRSSKiB: 0,
            standardError: "cannot start \(path): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
    let elapsed = clock.now - start
    let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    let errorText = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
    try? FileManager.default.removeItem(atPath: errorPath)
    let cpu =
        Duration.seconds(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + .microseconds(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec)
    return ProcessRun(
        status: exitStatus, elapsed: elapsed, maxRSSKiB: Int(usage.ru_maxrss), cpu: cpu, standardError: errorText)
}

/// Runs a process and throws unless it exits 0.
@discardableResult
func runChecked(_ path: String, _ arguments: [String]) throws -> ProcessRun {
    let run = runProcess(path, arguments)
    guard run.status == 0 else {
        throw ProcessFailure(
            description:
                "\(path) \(arguments.joined(separator: " ")) exited \(run.status):\n\(run.standardError.prefix(4000))")
    }
    return run
}

/// The peak RSS (KiB) of one run of `path`, measured through the `rusage-run` helper so that it is the program's own.
func peakRSS(helper: String, of path: String, _ arguments: [String]) throws -> Int {
    try usage(helper: helper, of: path, arguments).peakKiB
}

/// What one run of a program cost, as the `rusage-run` helper reports it.
struct Usage {
    /// Peak resident set, KiB.
    var peakKiB: Int
    /// User + system CPU time.
    var cpu: Duration
    /// Wall time, from starting the helper to its end (a fork and exec more than the program alone).
    var wall: Duration
}

/// The peak RSS and CPU time of one run of `path`, through the `rusage-run` helper so that they are the program's
/// own; throws unless it exits 0.
func usage(helper: String, of path: String, _ arguments: [String]) throws -> Usage {
    let resultPath = FileManager.default.temporaryDirectory.appending(path: "modelgen-bench-rusage-\(getpid()).txt")
        .path
    defer { try? FileManager.default.removeItem(atPath: resultPath) }
    let run = try runChecked(helper, [resultPath, path] + arguments)
    let fields =
        ((try? String(contentsOfFile: resultPath, encoding: .utf8)) ?? "").split(separator: "\n").first?
        .split(separator: " ").compactMap { Int($0) } ?? []
    guard fields.count == 3 else { throw ProcessFailure(description: "rusage-run wrote no result") }
    return Usage(peakKiB: fields[0], cpu: .microseconds(fields[1] + fields[2]), wall: run.elapsed)
}

/// Every file's modification time (nanoseconds) and inode in `folder`, by name.
func modificationTimes(_ folder: String) throws -> [String: [Int]] {
    var times: [String: [Int]] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
        var info = stat()
        guard stat(folder + "/" + name, &info) == 0 else {
            throw ProcessFailure(description: "cannot stat \(name)")
        }
        times[name] = [Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec), Int(info.st_ino)]
    }
    return times
}
