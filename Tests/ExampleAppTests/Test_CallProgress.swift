// `progress:` and `@escaping` closure parameters: a call whose callback's values show while it runs (as `operating`,
// or as the custom state's case), before the call returns; none shows over the final state. Stubs send the values
// they are given to the callback before they answer.

import Foundation
import Testing

#if OBSERVABLE_OBJECT
@testable import ExampleAppObservableObject
#else
@testable import ExampleApp
#endif

@MainActor
struct Test_CallProgress {
    @Test(.timeLimit(.minutes(5))) func eachValueShowsAsOperatingBeforeTheCallReturns() async {
        let useCase = GatedBlueprintRun(result: BlueprintResult(summary: "built"))
        let model = BlueprintRunModel(runBlueprintUseCase: useCase)
        let run = Task { await model.run(blueprint: "app") }
        #expect(await eventually { Self.event(of: model.state) == .started("app") })
        useCase.report(.step(1))
        #expect(await eventually { Self.event(of: model.state) == .step(1) })
        useCase.finish.fire()
        await run.value
        #expect(model.state.snapshot == BlueprintResult(summary: "built"))
        #expect(caseName(model.state) == "ready")
        // A value the use case reports after returning never shows over the final state.
        useCase.report(.step(2))
        await Task.yield()
        #expect(caseName(model.state) == "ready")
    }

    @Test func theStubSendsItsValuesToTheCallbackBeforeItReturns() async {
        let events = [RunEvent.started("a"), .step(1), .step(2)]
        let stub = RunBlueprintUseCaseStub(result: .success(BlueprintResult(summary: "ok")), onEventValues: events)
        let model = BlueprintRunModel(runBlueprintUseCase: stub)
        let seen = Recorded<RunEvent>()
        await model.runReporting(blueprint: "b") { seen.append($0) }
        #expect(seen.values == events)
        await model.run(blueprint: "c")
        #expect(model.state.snapshot == BlueprintResult(summary: "ok"))
        #expect(stub.calls.map(\.blueprint) == ["b", "c"])
    }

    @Test func anErrorAfterProgressShowsAsFailedWithThePriorSnapshot() async {
        let stub = RunBlueprintUseCaseStub(result: .failure(TestError()), onEventValues: [.started("x")])
        let model = BlueprintRunModel(runBlueprintUseCase: stub)
        await model.run(blueprint: "x")
        guard case .failed(let error, let prior) = model.state else {
            Issue.record("expected failed, got \(model.state)")
            return
        }
        #expect(error as? TestError == TestError())
        #expect(prior == nil)
    }

    @Test(.timeLimit(.minutes(5))) func aCustomStateShowsEachValueAsItsCase() async throws {
        let useCase = GatedCopy()
        let model = CopyJobModel(copyFilesUseCase: useCase)
        let copy = Task { try await model.copy(files: ["a", "b"]) }
        #expect(await eventually { Self.copied(model.state) == 1 })
        useCase.report(2)
        #expect(await eventually { Self.copied(model.state) == 2 })
        useCase.finish.fire()
        #expect(try await copy.value == 2)
        #expect(Self.copied(model.state) == 2)
    }

    @Test func aCustomStatesStubSendsItsValues() async throws {
        let model = CopyJobModel(
            copyFilesUseCase: CopyFilesUseCaseStub(result: .success(3), progressValues: [1, 2, 3]))
        #expect(try await model.copy(files: ["a"]) == 3)
        #expect(Self.copied(model.state) == 3)
    }

    private static func event(of state: BlueprintRunModel.ModelState) -> RunEvent? {
        if case .operating(let event, _) = state { event } else { nil }
    }

    private static func copied(_ state: CopyJobModel.ModelState) -> Int? {
        if case .copying(let count) = state { count } else { nil }
    }
}

/// Values a callback received, from any task.
final class Recorded<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var received: [Value] = []

    /// Records one value.
    func append(_ value: Value) { lock.withLock { received.append(value) } }

    /// The values received, in order.
    var values: [Value] { lock.withLock { received } }
}

/// A blueprint run that reports `started(blueprint)`, then returns `result` once the test fires `finish`; the test
/// reports more events through the callback it was given, during the run or after it.
final class GatedBlueprintRun: RunBlueprintUseCase, @unchecked Sendable {
    private let result: BlueprintResult
    private let lock = NSLock()
    private var callback: (@Sendable (RunEvent) -> Void)?
    /// Ends the run.
    let finish = Signal()

    init(result: BlueprintResult) { self.result = result }

    /// Reports `event` through the latest run's callback.
    func report(_ event: RunEvent) { lock.withLock { callback }?(event) }

    func run(blueprint: String, onEvent: @escaping @Sendable (RunEvent) -> Void) async throws -> BlueprintResult {
        lock.withLock { callback = onEvent }
        onEvent(.started(blueprint))
        await finish.wait()
        return result
    }
}

/// A copy that reports one file copied, then returns how many files it was given once the test fires `finish`.
final class GatedCopy: CopyFilesUseCase, @unchecked Sendable {
    private let lock = NSLock()
    private var callback: (@Sendable (Int) -> Void)?
    /// Ends the copy.
    let finish = Signal()

    /// Reports `count` through the latest copy's callback.
    func report(_ count: Int) { lock.withLock { callback }?(count) }

    func copy(files: [String], progress: @escaping @Sendable (Int) -> Void) async throws -> Int {
        lock.withLock { callback = progress }
        progress(1)
        await finish.wait()
        return files.count
    }
}
