// Helpers for the behaviour tests: bounded waits, controllable use cases, fixtures.

// Every test file of the target sees the module under test through this import: the same files test
// the observation flavour (ExampleAppTests) and the observableObject flavour (ExampleAppObservableObjectTests).
#if OBSERVABLE_OBJECT
@_exported @testable import ExampleAppObservableObject
#else
@_exported @testable import ExampleApp
#endif
import Foundation
import Testing

/// How long a bounded wait lasts before it records an issue. It decides only how long a failing test waits: the whole
/// suite shares two cores and the main actor in CI, where a first load has been seen to take over 2 seconds.
let waitBound: Duration = .seconds(10)

/// Waits until `condition` holds, yielding between checks; records an issue at the deadline.
@MainActor
@discardableResult
func eventually(
    timeout: Duration = waitBound, sourceLocation: SourceLocation = #_sourceLocation, _ condition: @MainActor () -> Bool
) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while !condition() {
        if clock.now >= deadline {
            Issue.record("condition still false after \(timeout)", sourceLocation: sourceLocation)
            return false
        }
        await Task.yield()
    }
    return true
}

/// Waits until `condition` holds, checking it at each turn of the main actor, with no deadline: for a state that no
/// event announces, where a deadline could pass while what the test waits for waits for a thread (see ``Signal``).
/// False when the waiting task is cancelled first (a test's time limit cancels it).
@MainActor
func until(_ condition: @MainActor () -> Bool) async -> Bool {
    while !condition() {
        if Task.isCancelled { return false }
        await Task.yield()
    }
    return true
}

/// The name of an enum value's case: `caseName(ModelState.ready(x)) == "ready"`.
func caseName(_ value: Any) -> String {
    if let label = Mirror(reflecting: value).children.first?.label {
        return label
    }
    return String(describing: value)
}

struct TestError: Error, Equatable {
    var message: String

    init(_ message: String = "boom") {
        self.message = message
    }
}

/// A streaming use case the test drives: each call makes a new stream and keeps its continuation.
final class StreamSource<Options: Sendable, State: Sendable>: @unchecked Sendable {
    typealias Continuation = AsyncThrowingStream<State, any Error>.Continuation

    private let lock = NSLock()

    private var recordedCalls: [Options] = []

    private var continuations: [Continuation] = []

    private var terminated: Set<Int> = []

    /// What the test awaits of each call: its stream made, its stream ended.
    private var madeSignals: [Int: Signal] = [:]

    private var endedSignals: [Int: Signal] = [:]

    var calls: [Options] {
        lock.withLock { recordedCalls }
    }

    var callCount: Int {
        lock.withLock { recordedCalls.count }
    }

    /// The continuation of the `index`-th call's stream.
    func continuation(_ index: Int) -> Continuation {
        lock.withLock { continuations[index] }
    }

    /// Whether the `index`-th call's stream has ended (finished, thrown or cancelled by its consumer).
    func isTerminated(_ index: Int) -> Bool {
        lock.withLock { terminated.contains(index) }
    }

    /// Returns once the `index`-th call has made its stream, as it happens: no clock decides it.
    func made(_ index: Int) async {
        await lock.withLock { Self.signal(index, in: &madeSignals) }.wait()
    }

    /// Returns once the `index`-th call's stream has ended, as it happens: no clock decides it.
    func ended(_ index: Int) async {
        await lock.withLock { Self.signal(index, in: &endedSignals) }.wait()
    }

    func makeStream(_ options: Options) -> AsyncThrowingStream<State, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: State.self, throwing: (any Error).self)
        let (index, made) = lock.withLock {
            recordedCalls.append(options)
            continuations.append(continuation)
            let index = continuations.count - 1
            return (index, Self.signal(index, in: &madeSignals))
        }
        continuation.onTermination = { [weak self] _ in
            self?.markTerminated(index)
        }
        made.fire()
        return stream
    }

    private func markTerminated(_ index: Int) {
        lock.withLock {
            _ = terminated.insert(index)
            return Self.signal(index, in: &endedSignals)
        }.fire()
    }

    /// The signal of `index` in `signals`, made when first asked for.
    private static func signal(_ index: Int, in signals: inout [Int: Signal]) -> Signal {
        if let signal = signals[index] { return signal }
        let signal = Signal()
        signals[index] = signal
        return signal
    }
}

/// Something that happens once, for a test to await as it happens rather than to poll for with a deadline: under
/// a loaded machine, what the test waits for may wait itself for a thread of the cooperative pool, which other
/// tests can hold for longer than any deadline (`eventually` then gives up although nothing is wrong).
final class Signal: @unchecked Sendable {
    private let lock = NSLock()

    private var fired = false

    private var nextWaiter = 0

    private var waiters: [Int: CheckedContinuation<Void, Never>] = [:]

    /// Resumes every waiter, and every later one at once.
    func fire() {
        let resumed = lock.withLock {
            fired = true
            defer { waiters = [:] }
            return Array(waiters.values)
        }
        for waiter in resumed { waiter.resume() }
    }

    /// Returns once `fire()` has run, or when the waiting task is cancelled (a test's time limit cancels it).
    func wait() async {
        let id = lock.withLock {
            nextWaiter += 1
            return nextWaiter
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let resumeNow = lock.withLock {
                    guard !fired, !Task.isCancelled else { return true }
                    waiters[id] = continuation
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            lock.withLock { waiters.removeValue(forKey: id) }?.resume()
        }
    }
}

/// Returns once `task` has finished, as it happens (see ``Signal``), or when the waiting task is cancelled.
func ending(of task: Task<Void, Never>) async {
    let ended = Signal()
    Task {
        await task.value
        ended.fire()
    }
    await ended.wait()
}

/// A fetching use case the test drives: each call waits until the test resolves it.
final class FetchGate<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()

    private var nextID = 0

    private var pending: [(id: Int, continuation: CheckedContinuation<Value, any Error>)] = []

    private var cancelledCount = 0

    var callCount: Int {
        lock.withLock { nextID }
    }

    var pendingCount: Int {
        lock.withLock { pending.count }
    }

    var cancelled: Int {
        lock.withLock { cancelledCount }
    }

    func fetch() async throws -> Value {
        let id = lock.withLock {
            let id = nextID
            nextID += 1
            return id
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                lock.withLock { pending.append((id, continuation)) }
            }
        } onCancel: {
            let continuation = lock.withLock { () -> CheckedContinuation<Value, any Error>? in
                guard let index = pending.firstIndex(where: { $0.id == id }) else { return nil }
                cancelledCount += 1
                return pending.remove(at: index).continuation
            }
            continuation?.resume(throwing: CancellationError())
        }
    }

    /// Resolves the oldest pending call.
    func resolve(_ result: Result<Value, any Error>) {
        let continuation = lock.withLock { pending.isEmpty ? nil : pending.removeFirst().continuation }
        guard let continuation else {
            Issue.record("no pending fetch to resolve")
            return
        }
        continuation.resume(with: result)
    }
}

/// Counts how often a factory ran.
@MainActor
final class Counter {
    var value = 0
}

// MARK: - Controllable use cases

struct ControlledImportUseCase: ImportUseCase {
    let source = StreamSource<ImportOptions, ImportState>()

    func stream(options: ImportOptions) -> AsyncThrowingStream<ImportState, any Error> {
        source.makeStream(options)
    }
}

struct GatedImportStatusUseCase: ImportStatusUseCase {
    let gate = FetchGate<ImportSnapshot>()

    func fetch() async throws -> ImportSnapshot {
        try await gate.fetch()
    }
}

struct GatedDashboardStatusUseCase: DashboardStatusUseCase {
    let gate = FetchGate<DataSnapshot>()

    func fetch() async throws -> DataSnapshot {
        try await gate.fetch()
    }
}

struct ControlledFetchDataUseCase: FetchDataUseCase {
    let source = StreamSource<FetchDataOptions, FetchDataState>()

    func stream(options: FetchDataOptions) -> AsyncThrowingStream<FetchDataState, any Error> {
        source.makeStream(options)
    }
}

struct ControlledRefreshDataUseCase: RefreshDataUseCase {
    let source = StreamSource<RefreshRequest, RefreshDataState>()

    func stream(options: RefreshRequest) -> AsyncThrowingStream<RefreshDataState, any Error> {
        source.makeStream(options)
    }
}

struct ControlledOpenDetailUseCase: OpenDetailUseCase {
    let source = StreamSource<OpenDetailOptions, OpenDetailState>()

    func stream(options: OpenDetailOptions) -> AsyncThrowingStream<OpenDetailState, any Error> {
        source.makeStream(options)
    }
}

struct ControlledStopPrimaryUseCase: StopPrimaryUseCase {
    let source = StreamSource<Void, PrimaryProgress>()

    func stream() -> AsyncThrowingStream<PrimaryProgress, any Error> {
        source.makeStream(())
    }
}

struct ControlledStopSettingsUseCase: StopSettingsUseCase {
    let source = StreamSource<Void, StopSettingsState>()

    func stream() -> AsyncThrowingStream<StopSettingsState, any Error> {
        source.makeStream(())
    }
}

struct ControlledCheckMergeabilityUseCase: CheckMergeabilityUseCase {
    let source = StreamSource<CheckMergeabilityOptions, CheckMergeabilityState>()

    func stream(options: CheckMergeabilityOptions) -> AsyncThrowingStream<CheckMergeabilityState, any Error> {
        source.makeStream(options)
    }
}

struct ControlledMergeUseCase: MergeUseCase {
    let source = StreamSource<Void, MergeState>()

    func stream() -> AsyncThrowingStream<MergeState, any Error> {
        source.makeStream(())
    }
}

// MARK: - Fixtures

enum Fixture {
    static let source = Source(url: URL(string: "file:///tmp/import.csv")!)

    static let progress = ImportProgress(step: .saving, fraction: 0.5)

    static let first = ImportSnapshot(items: [Item(name: "first")], title: "First")

    static let second = ImportSnapshot(items: [Item(name: "first"), Item(name: "second")], title: "Second")

    static let settings = Settings(region: "eu")

    static let otherSettings = Settings(region: "us")

    static let thirdSettings = Settings(region: "ap")

    static let data = DataSnapshot(items: [Item(name: "data")])

    static let otherData = DataSnapshot(items: [Item(name: "other data")])

    static let preview = DataPreview(rowCount: 3, headline: "Three rows")

    static let integration = IntegrationConfiguration(endpoint: URL(string: "https://example.invalid/a")!)

    static let otherIntegration = IntegrationConfiguration(endpoint: URL(string: "https://example.invalid/b")!)

    static let detail = DetailSnapshot(id: UUID(), title: "Detail")

    @MainActor
    static func settingsModel(_ current: Settings = settings) -> SettingsModel {
        SettingsModel(current: current, stopSettingsUseCase: StopSettingsUseCaseStub(states: [.stopping, .stopped]))
    }

    @MainActor
    static func integrationModel(_ configuration: IntegrationConfiguration) -> IntegrationModel {
        IntegrationModel(
            configuration: configuration,
            integrationStatusUseCase: IntegrationStatusUseCaseStub(result: .success(.empty)))
    }

    @MainActor
    static func detailModel() -> DetailModel {
        DetailModel(openDetailUseCase: OpenDetailUseCaseStub(states: []))
    }

    @MainActor
    static func logModel() -> LogModel {
        LogModel(entries: [], level: .info)
    }
}

// MARK: - Bounded waits for tasks and streams

/// Waits, bounded, for `task` to finish; records an issue and returns false at the deadline.
@MainActor
@discardableResult
func completion(
    of task: Task<Void, Never>, timeout: Duration = waitBound, sourceLocation: SourceLocation = #_sourceLocation
) async -> Bool {
    let done = flag(setWhenFinished: task)
    return await eventually(timeout: timeout, sourceLocation: sourceLocation) { done.isSet }
}

/// Waits for `task` to finish with no deadline but the test's time limit (see ``until(_:)``): for a task that a busy
/// machine can keep waiting for a thread longer than ``waitBound``. False when the waiting task is cancelled first.
@MainActor
func finished(_ task: Task<Void, Never>) async -> Bool {
    let done = flag(setWhenFinished: task)
    return await until { done.isSet }
}

/// A flag that is set once `task` finishes.
@MainActor
private func flag(setWhenFinished task: Task<Void, Never>) -> ChangeFlag {
    let done = ChangeFlag()
    Task {
        await task.value
        done.set()
    }
    return done
}

/// Waits, bounded, for a throwing `task` to finish; nil (and an issue) at the deadline.
@MainActor
func outcome<Success: Sendable>(
    of task: Task<Success, any Error>, timeout: Duration = waitBound, sourceLocation: SourceLocation = #_sourceLocation
) async -> Result<Success, any Error>? {
    let box = Box<Result<Success, any Error>>()
    Task {
        box.value = await task.result
    }
    guard await eventually(timeout: timeout, sourceLocation: sourceLocation, { box.value != nil }) else {
        return nil
    }
    return box.value
}

/// A value set from another task.
final class Box<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()

    private var stored: Value?

    var value: Value? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

/// Reads a stream in a task of its own, so a test can wait for its values with a bound.
final class Collector<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()

    private var received: [Value] = []

    private var ended = false

    private var task: Task<Void, Never>?

    static func start(_ stream: AsyncStream<Value>) -> Collector {
        let collector = Collector()
        let task = Task {
            for await value in stream {
                collector.append(value)
            }
            collector.end()
        }
        collector.lock.withLock { collector.task = task }
        return collector
    }

    var values: [Value] {
        lock.withLock { received }
    }

    var isFinished: Bool {
        lock.withLock { ended }
    }

    /// Stops reading; the stream ends.
    func cancel() {
        lock.withLock { task }?.cancel()
    }

    private func append(_ value: Value) {
        lock.withLock { received.append(value) }
    }

    private func end() {
        lock.withLock { ended = true }
    }
}

/// Holds an object weakly, to check that it was deallocated (works before Swift 6.2's `weak let`).
final class WeakReference<Object: AnyObject> {
    weak var object: Object?

    init(_ object: Object?) {
        self.object = object
    }
}
