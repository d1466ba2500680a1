// The use-case layer an app already has. Existing use cases are passed to models unchanged, through the
// generated protocols; `call` stubs follow the stub table; `completed: "case(Type)"` and stream states that are the
// snapshot reach `ready`.

import Foundation
import Testing
#if OBSERVABLE_OBJECT
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
#else
import Observation
#endif

@MainActor
struct Test_ExistingUseCases {
    @Test func theRealExistingUseCaseIsPassedToTheModelUnchanged() async {
        let model = GreetingModel(greetingUseCase: GreetingUseCase())
        #expect(caseName(model.state) == "uninitialized")
        await model.generate(options: GreetingUseCase.Options(recipient: "Ada")).value
        guard case .ready(let greeting) = model.state else {
            Issue.record("expected ready, got \(caseName(model.state))")
            return
        }
        #expect(greeting.text == "Hello, Ada!")
    }

    @Test func anExistingStreamThatThrowsFailsTheModelWithItsPrior() async {
        let model = GreetingModel(greetingUseCase: GreetingUseCase())
        await model.generate(options: GreetingUseCase.Options(recipient: "")).value
        guard case .failed(let error, let prior) = model.state else {
            Issue.record("expected failed, got \(caseName(model.state))")
            return
        }
        #expect(error is GreetingError)
        #expect(prior == nil)
    }

    @Test func theGeneratedStubDrivesTheSameModel() async {
        let stub = GreetingUseCaseStub(states: [.preparing, .completed(Greeting(text: "Hi"))])
        let model = GreetingModel(greetingUseCase: stub)
        await model.generate(options: GreetingUseCase.Options(recipient: "Bo")).value
        #expect(model.state.snapshot?.text == "Hi")
        #expect(stub.calls.map(\.options.recipient) == ["Bo"])
    }

    @Test func aNonCompletedStateIsOperating() {
        if case .operating(.preparing, nil) = GreetingModel.ModelState(from: .preparing, prior: nil) {
        } else {
            Issue.record("`.preparing` is not the completed case")
        }
    }

    @Test func aStreamEndingWithoutItsCompletedCaseLeavesOperating() async {
        let model = GreetingModel(greetingUseCase: GreetingUseCaseStub(states: [.preparing]))
        await model.generate(options: GreetingUseCase.Options(recipient: "Bo")).value
        // No prior: back to uninitialized.
        #expect(caseName(model.state) == "uninitialized")
    }

    @Test func aLoadWhoseCallTakesTheConfigurationPassesIt() async {
        let stub = ListWorktreesUseCaseStub(result: .success([WorktreeStatus(path: "/repo")]))
        let model = WorktreesModel(configuration: "/repo", listWorktreesUseCase: stub)
        await model.reload()
        #expect(model.state.snapshot?.map(\.path) == ["/repo"])
        #expect(stub.calls == [.init(repoPath: "/repo"), .init(repoPath: "/repo")])
    }

    @Test func theRealListUseCaseLoadsUnchanged() async {
        let model = WorktreesModel(configuration: "/repo", listWorktreesUseCase: ListWorktreesUseCase())
        await model.reload()
        #expect(model.state.snapshot?.map(\.path) == ["/repo", "/repo-feature"])
    }

    @Test func aStreamOfTheSnapshotTypeMakesEveryValueReady() async {
        let stub = WatchPlanUseCaseStub(states: [PlanUpdate(done: 1), PlanUpdate(done: 2)])
        let model = PlanModel(watchPlanUseCase: stub)
        await model.watch(url: URL(fileURLWithPath: "/plan")).value
        guard case .ready(let update) = model.state else {
            Issue.record("expected ready, got \(caseName(model.state))")
            return
        }
        #expect(update == PlanUpdate(done: 2))
        #expect(stub.calls.map(\.url.path) == ["/plan"])
    }

    @Test func aGenericExternalStateCompletesByItsNamedCase() async {
        let stub = FetchPRTitlesUseCaseStub(states: [.running(phase: "fetch"), .completed(["One", "Two"])])
        let model = PRTitlesModel(fetchPRTitlesUseCase: stub)
        await model.fetch("open").value
        #expect(model.state.snapshot == ["One", "Two"])
        #expect(stub.calls == [.init(filter: "open")])
    }

    // `stop: { name: stopWatching, to: initial }`: the run is cancelled and the state goes back to the case the model
    // starts in, not to `ready` with the update shown.
    @Test(.timeLimit(.minutes(5))) func stopToInitialReturnsToUninitializedWhateverWasShown() async {
        let useCase = OpenPlanUseCase()
        let model = PlanModel(watchPlanUseCase: useCase)
        let run = model.watch(url: URL(fileURLWithPath: "/plan"))
        useCase.updates.yield(PlanUpdate(done: 1))
        #expect(await eventually { model.state.snapshot == PlanUpdate(done: 1) })
        model.stopWatching()
        #expect(caseName(model.state) == "uninitialized")
        useCase.updates.yield(PlanUpdate(done: 2))
        useCase.updates.finish()
        await ending(of: run)
        #expect(caseName(model.state) == "uninitialized", "the stopped run changes nothing more")
        model.stopWatching()
        #expect(caseName(model.state) == "uninitialized", "stop after the run ended changes nothing")
    }
}

/// A plan watch whose updates the test yields, and that stays open until the test finishes it.
final class OpenPlanUseCase: WatchPlanUseCase {
    private let stream: AsyncStream<PlanUpdate>
    /// Yields the stream's updates.
    let updates: AsyncStream<PlanUpdate>.Continuation

    init() {
        (stream, updates) = AsyncStream.makeStream(of: PlanUpdate.self)
    }

    func stream(url: URL) -> AsyncStream<PlanUpdate> {
        stream
    }
}

/// The stub table of generated-api.md, one row each.
struct Test_CallStubs {
    @Test func throwingVoidStubThrowsItsFailureOrReturns() throws {
        let quiet = SaveCredentialUseCaseStub()
        try quiet.execute(account: "a", token: "t")
        #expect(quiet.calls == [.init(account: "a", token: "t")])
        let failing = SaveCredentialUseCaseStub(failure: TestError("locked"))
        #expect(throws: TestError("locked")) { try failing.execute(account: "b", token: "u") }
        #expect(failing.calls.map(\.account) == ["b"])
    }

    @Test func valueStubReturnsItsValueAndRecordsTheSecondName() {
        let stub = CountGreetingsUseCaseStub(value: 3)
        #expect(stub.count(in: .warm) == 3)
        #expect(stub.calls == [.init(tone: .warm)])
    }

    @Test func voidStubWithoutParametersCountsItsCalls() async {
        let stub = PingUseCaseStub()
        await stub.ping()
        await stub.ping()
        #expect(stub.calls == 2)
    }

    @Test func nonThrowingStreamStubYieldsItsStates() async {
        let stub = WatchPlanUseCaseStub(states: [PlanUpdate(done: 1)])
        var received: [PlanUpdate] = []
        for await update in stub.stream(url: URL(fileURLWithPath: "/p")) { received.append(update) }
        #expect(received == [PlanUpdate(done: 1)])
    }

    @Test func theRealStructsConformToTheGeneratedProtocols() {
        let greeting: any GreetingUseCaseProtocol = GreetingUseCase()
        let list: any ListWorktreesUseCaseProtocol = ListWorktreesUseCase()
        #expect(greeting is GreetingUseCase)
        #expect(list is ListWorktreesUseCase)
    }
}

/// Properties and dependencies: stored beside the state, observable, settable; dependencies for extensions.
@MainActor
struct Test_Properties {
    @Test func propertiesAreInitializedAndSettableAndDependenciesAreKept() {
        let save = SaveCredentialUseCaseStub()
        let model = ComposerModel(
            tone: .warm, greetingUseCase: GreetingUseCase(), saveCredentialUseCase: save, clock: ContinuousClock())
        #expect(model.recipientInput == "")
        #expect(model.tone == .warm)
        #expect(model.draft == nil)
        model.recipientInput = "Ada"
        model.draft = "Hi"
        #expect(model.recipientInput == "Ada")
        #expect(model.draft == "Hi")
        try? model.saveDraft()
        #expect(save.calls == [.init(account: "Ada", token: "Hi")])
    }

    @Test func anOperationReadsAPropertyAsViewInput() async {
        let model = ComposerModel(
            tone: .plain, greetingUseCase: GreetingUseCase(), saveCredentialUseCase: SaveCredentialUseCaseStub(),
            clock: ContinuousClock())
        model.recipientInput = "Bo"
        await model.generate(options: GreetingUseCase.Options(recipient: model.recipientInput)).value
        #expect(model.state.snapshot?.text == "Hello, Bo!")
    }

    @Test func settingAPropertyIsObserved() {
        let model = ComposerModel(
            tone: .plain, greetingUseCase: GreetingUseCase(), saveCredentialUseCase: SaveCredentialUseCaseStub(),
            clock: ContinuousClock())
        let changes = ChangeCount()
        #if OBSERVABLE_OBJECT
        let subscription = model.objectWillChange.sink { _ in changes.add() }
        model.recipientInput = "Cy"
        model.tone = .warm
        subscription.cancel()
        #expect(changes.value == 2)
        #else
        withObservationTracking {
            _ = model.recipientInput
        } onChange: {
            changes.add()
        }
        model.recipientInput = "Cy"
        #expect(changes.value == 1)
        #endif
    }
}

/// A count that observation callbacks, which may run on any thread, add to.
final class ChangeCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    /// The changes so far.
    var value: Int { lock.withLock { count } }

    /// Counts one change.
    func add() { lock.withLock { count += 1 } }
}

/// `replay: false`: a subscriber gets only the changes made after it subscribed.
@MainActor
struct Test_BroadcastWithoutReplay {
    @Test func aNewSubscriberGetsOnlyLaterChanges() async {
        let model = TickerModel(tick: 5)
        model.advance()
        var changes = model.observeChanges().makeAsyncIterator()
        model.advance()
        #expect(await changes.next() == 7)
        model.advance()
        #expect(await changes.next() == 8)
    }
}

/// Tracked tasks: a hand-written extension starts a task under the model's own lifecycle.
@MainActor
struct Test_TrackedTasks {
    @Test func aTrackedTaskAppliesItsValuesAndEndsWhenTheModelIsDropped() async {
        let (ticks, continuation) = AsyncStream.makeStream(of: Int.self)
        var model: TickerModel? = TickerModel(tick: 0)
        weak let dropped = model
        let task = model!.follow(ticks)
        continuation.yield(3)
        #expect(await eventually { model?.tick == 3 })
        model = nil
        #expect(dropped == nil, "the tracked task holds the model weakly")
        // The stream never finishes: only the model's deinit cancelling the task ends it.
        #expect(await completion(of: task))
        continuation.finish()
    }

    @Test(.timeLimit(.minutes(5))) func aTrackedTaskUnderTheSameKeyReplacesTheRunningOne() async {
        let model = TickerModel(tick: 0)
        let (first, firstContinuation) = AsyncStream.makeStream(of: Int.self)
        let replaced = model.follow(first)
        model.follow(
            AsyncStream {
                $0.yield(9); $0.finish()
            })
        // Unbounded but for the time limit: on a busy machine the cancelled task has waited over 10 s for a thread.
        #expect(await finished(replaced))
        #expect(replaced.isCancelled)
        #expect(await eventually { model.tick == 9 })
        firstContinuation.finish()
    }

    @Test func aThrowingTrackedTaskReportsItsErrorToOnError() async {
        let model = TickerModel(tick: 0)
        let (ticks, continuation) = AsyncThrowingStream.makeStream(of: Int.self)
        let task = model.count(ticks)
        continuation.yield(4)
        #expect(await eventually { model.tick == 4 })
        continuation.finish(throwing: TestError("broken"))
        #expect(await completion(of: task))
        #expect(model.lastError == String(describing: TestError("broken")))
    }

    @Test func cancellingATrackedTaskByKeyStopsItWithoutAnError() async {
        let model = TickerModel(tick: 0)
        let (ticks, continuation) = AsyncThrowingStream.makeStream(of: Int.self)
        let task = model.count(ticks)
        continuation.yield(2)
        #expect(await eventually { model.tick == 2 })
        model.stopCounting()
        #expect(await completion(of: task))
        #expect(task.isCancelled)
        continuation.yield(5)
        continuation.finish(throwing: TestError())
        #expect(model.tick == 2, "a cancelled tracked task changes nothing more")
        #expect(model.lastError == nil, "a cancelled tracked task reports no error")
    }
}

/// A greeting use case whose stream stays open until the test finishes it.
final class OpenGreetingUseCase: GreetingUseCaseProtocol, @unchecked Sendable {
    private let lock = NSLock()
    private var continuations: [AsyncThrowingStream<GreetingState, any Error>.Continuation] = []

    func stream(options: GreetingUseCase.Options) -> AsyncThrowingStream<GreetingState, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: GreetingState.self)
        lock.withLock { continuations.append(continuation) }
        return stream
    }

    /// Yields `state` to the latest stream.
    func yield(_ state: GreetingState) {
        _ = lock.withLock { continuations.last }?.yield(state)
    }

    /// Finishes every stream.
    func finishAll() {
        for continuation in lock.withLock({ continuations }) { continuation.finish() }
    }
}

/// `begin` and `stop` on a stream operation.
@MainActor
struct Test_BeginAndStop {
    func composer(_ useCase: any GreetingUseCaseProtocol) -> ComposerModel {
        ComposerModel(
            tone: .plain, greetingUseCase: useCase, saveCredentialUseCase: SaveCredentialUseCaseStub(),
            clock: ContinuousClock())
    }

    @Test func beginIsVisibleBeforeTheOperationReturns() async {
        let useCase = OpenGreetingUseCase()
        let model = composer(useCase)
        let task = model.generate(options: GreetingUseCase.Options(recipient: "Ada"))
        if case .operating(.preparing, nil) = model.state {
        } else {
            Issue.record("expected operating(.preparing), got \(caseName(model.state))")
        }
        useCase.yield(.completed(Greeting(text: "Hi")))
        #expect(await eventually { model.state.snapshot?.text == "Hi" })
        useCase.finishAll()
        await task.value
    }

    @Test func stopReturnsToReadyWithThePrior() async {
        let useCase = OpenGreetingUseCase()
        let model = composer(useCase)
        let first = model.generate(options: GreetingUseCase.Options(recipient: "Ada"))
        useCase.yield(.completed(Greeting(text: "Hi")))
        #expect(await eventually { model.state.snapshot?.text == "Hi" })
        useCase.finishAll()
        await first.value
        let second = model.generate(options: GreetingUseCase.Options(recipient: "Bo"))
        if case .operating(.preparing, let prior) = model.state {
            #expect(prior?.text == "Hi")
        } else {
            Issue.record("expected operating")
        }
        model.stopGenerating()
        guard case .ready(let shown) = model.state else {
            Issue.record("expected ready, got \(caseName(model.state))")
            return
        }
        #expect(shown.text == "Hi")
        #expect(await completion(of: second))
        useCase.finishAll()
    }

    // The stopped run's end is awaited as it happens, not against a deadline: `Task.value` resumes on the cooperative
    // pool, which other tests of a loaded machine can hold for longer than any bound. The time limit only stops a
    // run that hangs.
    @Test(.timeLimit(.minutes(5))) func stopWithoutAPriorGivesUninitializedAndDoesNothingOnceTheRunEnded() async {
        let useCase = OpenGreetingUseCase()
        let model = composer(useCase)
        let run = model.generate(options: GreetingUseCase.Options(recipient: "Ada"))
        model.stopGenerating()
        #expect(caseName(model.state) == "uninitialized")
        await ending(of: run)
        #expect(caseName(model.state) == "uninitialized", "the stopped run ends without changing the state")
        let failing = composer(GreetingUseCase())
        await failing.generate(options: GreetingUseCase.Options(recipient: "")).value
        failing.stopGenerating()
        #expect(caseName(failing.state) == "failed", "stop after the run ended changes nothing")
        useCase.finishAll()
    }
}

/// A list use case that waits until the test lets each call finish, so that the state during the call shows.
final class GatedListWorktrees: ListWorktreesUseCaseProtocol, @unchecked Sendable {
    private let lock = NSLock()
    private var waiting: [CheckedContinuation<[WorktreeStatus], any Error>] = []

    /// How many calls wait.
    var pending: Int { lock.withLock { waiting.count } }

    func execute(repoPath: String) async throws -> [WorktreeStatus] {
        try await withCheckedThrowingContinuation { continuation in lock.withLock { waiting.append(continuation) } }
    }

    /// Finishes the waiting call at `position` (0 is the oldest) with `result`.
    func resolve(_ result: Result<[WorktreeStatus], any Error>, at position: Int = 0) {
        lock.withLock { waiting.remove(at: position) }.resume(with: result)
    }
}

/// `call` operations.
@MainActor
struct Test_CallOperations {
    func repository(
        _ list: any ListWorktreesUseCaseProtocol, save: SaveCredentialUseCaseStub = SaveCredentialUseCaseStub()
    ) -> RepositoryModel {
        RepositoryModel(
            configuration: "/repo", listWorktreesUseCase: list, saveCredentialUseCase: save,
            countGreetingsUseCase: CountGreetingsUseCaseStub(value: 4),
            pingUseCase: PingUseCaseStub())
    }

    @Test func reloadsHasFinishedWhenAnAsyncOperationReturns() async {
        let list = ListWorktreesUseCaseStub(result: .success([WorktreeStatus(path: "/repo")]))
        let model = repository(list)
        await model.reload()
        let before = list.calls.count
        await model.ping()
        #expect(list.calls.count == before + 1, "the load ran again")
        #expect(caseName(model.state) == "ready", "and finished before the operation returned")
    }

    @Test func aCallReturningTheSnapshotGoesLoadingThenReadyAndLoadingThenFailed() async {
        let list = GatedListWorktrees()
        let model = repository(list)
        #expect(await eventually { list.pending == 1 })
        list.resolve(.success([WorktreeStatus(path: "/repo")]))
        #expect(await eventually { model.state.snapshot?.count == 1 })

        let refresh = Task { await model.refresh(repoPath: "/repo") }
        #expect(await eventually { list.pending == 1 })
        if case .loading(let prior) = model.state {
            #expect(prior?.count == 1)
        } else {
            Issue.record("expected loading, got \(caseName(model.state))")
        }
        list.resolve(.success([WorktreeStatus(path: "/a"), WorktreeStatus(path: "/b")]))
        await refresh.value
        #expect(model.state.snapshot?.map(\.path) == ["/a", "/b"])
        #expect(caseName(model.state) == "ready")

        let failing = Task { await model.refresh(repoPath: "/repo") }
        #expect(await eventually { list.pending == 1 })
        #expect(caseName(model.state) == "loading")
        list.resolve(.failure(TestError("gone")))
        await failing.value
        guard case .failed(let error, let prior) = model.state else {
            Issue.record("expected failed, got \(caseName(model.state))")
            return
        }
        #expect(error as? TestError == TestError("gone"))
        #expect(prior?.count == 2)
    }

    /// A model whose first load has shown `/repo`, from a list use case the test lets finish call by call.
    func loadedRepository(_ list: GatedListWorktrees) async -> RepositoryModel {
        let model = repository(list)
        #expect(await eventually { list.pending == 1 })
        list.resolve(.success([WorktreeStatus(path: "/repo")]))
        #expect(await eventually { model.state.snapshot?.map(\.path) == ["/repo"] })
        return model
    }

    /// Starts `call` and waits until the use case holds `pending` waiting calls.
    func start(
        _ call: @escaping @MainActor () async -> Void, until pending: Int, of list: GatedListWorktrees
    ) async -> Task<Void, Never> {
        let task = Task { await call() }
        #expect(await eventually { list.pending == pending })
        return task
    }

    @Test func ofOverlappingCallsTheOneStartedLastWinsOverAnEarlierValueOrError() async {
        let list = GatedListWorktrees()
        let model = await loadedRepository(list)
        let earlier = await start({ await model.refresh(repoPath: "/repo") }, until: 1, of: list)
        let later = await start({ await model.refresh(repoPath: "/repo") }, until: 2, of: list)
        list.resolve(.success([WorktreeStatus(path: "/later")]), at: 1)
        await later.value
        #expect(model.state.snapshot?.map(\.path) == ["/later"])
        list.resolve(.failure(TestError("stale")))
        await earlier.value
        #expect(caseName(model.state) == "ready", "the earlier call's error, which came last, is not shown")
        #expect(model.state.snapshot?.map(\.path) == ["/later"])

        let failing = await start({ await model.refresh(repoPath: "/repo") }, until: 1, of: list)
        let failingLater = await start({ await model.refresh(repoPath: "/repo") }, until: 2, of: list)
        list.resolve(.failure(TestError("later")), at: 1)
        await failingLater.value
        list.resolve(.success([WorktreeStatus(path: "/earlier")]))
        await failing.value
        guard case .failed(let error, let prior) = model.state else {
            Issue.record("expected the later call's failure, got \(caseName(model.state))")
            return
        }
        #expect(error as? TestError == TestError("later"), "the earlier call's value, which came last, is not shown")
        #expect(prior?.map(\.path) == ["/later"])
    }

    @Test func anEarlierCallWithOnErrorThrowThatFailsLastRethrowsAndLeavesTheNewerState() async {
        let list = GatedListWorktrees()
        let model = await loadedRepository(list)
        let earlier = Task { try await model.refreshOrThrow(repoPath: "/repo") }
        #expect(await eventually { list.pending == 1 })
        let later = await start({ await model.refresh(repoPath: "/repo") }, until: 2, of: list)
        list.resolve(.success([WorktreeStatus(path: "/later")]), at: 1)
        await later.value
        list.resolve(.failure(TestError("stale")))
        await #expect(throws: TestError("stale")) { try await earlier.value }
        #expect(caseName(model.state) == "ready", "the state it replaced is not put back over the newer one")
        #expect(model.state.snapshot?.map(\.path) == ["/later"])
    }

    @Test func onErrorThrowRethrowsAndPutsBackTheReplacedState() async {
        let list = ListWorktreesUseCaseStub(result: .failure(TestError("down")))
        let model = repository(list)
        await model.reload()
        #expect(caseName(model.state) == "failed")
        let working = repository(ListWorktreesUseCaseStub(result: .success([WorktreeStatus(path: "/x")])))
        await working.reload()
        let failing = RepositoryModel(
            configuration: "/repo", listWorktreesUseCase: list, saveCredentialUseCase: SaveCredentialUseCaseStub(),
            countGreetingsUseCase: CountGreetingsUseCaseStub(value: 0), pingUseCase: PingUseCaseStub())
        await failing.reload()
        await #expect(throws: TestError("down")) { try await failing.refreshOrThrow(repoPath: "/repo") }
        #expect(caseName(failing.state) == "uninitialized", "no prior: the replaced state had no snapshot")
        await #expect(throws: Never.self) { try await working.refreshOrThrow(repoPath: "/repo") }
        #expect(working.state.snapshot?.map(\.path) == ["/x"])
    }

    @Test func reloadsHasFinishedWhenAnAsyncOperationReturnsAndStartsFromASynchronousOne() async throws {
        let list = ListWorktreesUseCaseStub(result: .success([WorktreeStatus(path: "/repo")]))
        let save = SaveCredentialUseCaseStub()
        let model = repository(list, save: save)
        await model.reload()
        let before = list.calls.count
        try model.save(account: "a", token: "t")
        #expect(caseName(model.state) == "loading", "a synchronous operation starts the load")
        #expect(await eventually { list.calls.count == before + 1 && caseName(model.state) == "ready" })
        #expect(save.calls == [.init(account: "a", token: "t")])
    }

    @Test func aFailingCallWithOnErrorStateShowsFailedAndReturns() async {
        let model = repository(
            ListWorktreesUseCaseStub(result: .success([])),
            save: SaveCredentialUseCaseStub(failure: TestError("locked")))
        await model.reload()
        model.saveQuietly(account: "a", token: "t")
        #expect(caseName(model.state) == "failed")
        #expect(model.state.snapshot?.isEmpty == true)
    }

    @Test func aValueCallWithOnErrorThrowReturnsItsValue() {
        let model = repository(ListWorktreesUseCaseStub(result: .success([])))
        #expect(model.count(in: .warm) == 4)
    }
}

/// `lifetime: assigned`: the owner sets the child; with `reloadsParent`, each assignment reloads.
@MainActor
struct Test_AssignedChild {
    @Test func assigningAnAssignedChildWithReloadsParentReloads() async {
        let list = ListWorktreesUseCaseStub(result: .success([WorktreeStatus(path: "/repo")]))
        let model = RepositoryModel(
            configuration: "/repo", listWorktreesUseCase: list, saveCredentialUseCase: SaveCredentialUseCaseStub(),
            countGreetingsUseCase: CountGreetingsUseCaseStub(value: 0), pingUseCase: PingUseCaseStub())
        await model.reload()
        #expect(model.planModel == nil)
        let loads = list.calls.count
        let plan = PlanModel(watchPlanUseCase: WatchPlanUseCaseStub(states: []))
        model.planModel = plan
        #expect(model.planModel === plan)
        #expect(caseName(model.state) == "loading")
        #expect(await eventually { list.calls.count == loads + 1 && caseName(model.state) == "ready" })
        model.planModel = nil
        #expect(await eventually { list.calls.count == loads + 2 })
    }

    @Test func anAssignedChildGivenAtInitDoesNotReload() async {
        let list = ListWorktreesUseCaseStub(result: .success([]))
        let plan = PlanModel(watchPlanUseCase: WatchPlanUseCaseStub(states: []))
        let model = RepositoryModel(
            configuration: "/repo", planModel: plan, listWorktreesUseCase: list,
            saveCredentialUseCase: SaveCredentialUseCaseStub(),
            countGreetingsUseCase: CountGreetingsUseCaseStub(value: 0), pingUseCase: PingUseCaseStub())
        await model.reload()
        #expect(model.planModel === plan)
        #expect(list.calls.count == 2, "the load from init and the reload")
    }
}

/// A PR-titles use case whose stream stays open until the test finishes it.
final class OpenTitles: FetchPRTitlesUseCase, @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: AsyncThrowingStream<PhaseProgress<[String]>, any Error>.Continuation?

    func execute(_ filter: String) -> AsyncThrowingStream<PhaseProgress<[String]>, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: PhaseProgress<[String]>.self)
        lock.withLock { self.continuation = continuation }
        return stream
    }

    /// Yields `state` to the open stream.
    func yield(_ state: PhaseProgress<[String]>) { _ = lock.withLock { continuation }?.yield(state) }

    /// Finishes the open stream.
    func finish() { lock.withLock { continuation }?.finish() }
}

/// Loads: a stream load, and a synchronous one.
@MainActor
struct Test_LoadShapes {
    @Test func aSynchronousLoadIsReadyRightAfterInit() async {
        let model = ToneCountModel(configuration: .warm, countGreetingsUseCase: CountGreetingsUseCaseStub(value: 7))
        guard case .ready(let count) = model.state else {
            Issue.record("expected ready, got \(caseName(model.state))")
            return
        }
        #expect(count == 7)
        await model.reload()
        #expect(model.state.snapshot == 7)
    }

    @Test func aStreamLoadPassesThroughOperating() async {
        let titles = OpenTitles()
        let model = TitlesModel(configuration: "open", fetchPRTitlesUseCase: titles)
        #expect(caseName(model.state) == "loading")
        #expect(await eventually { titles.lockedHasStream })
        titles.yield(.running(phase: "fetch"))
        #expect(await eventually { if case .operating(.running, nil) = model.state { true } else { false } })
        titles.yield(.completed(["One"]))
        #expect(await eventually { model.state.snapshot == ["One"] })
        titles.finish()
        #expect(await eventually { caseName(model.state) == "ready" })
    }

    @Test func aStreamLoadEndingWithoutItsCompletedCaseLeavesReadyPrior() async {
        let model = TitlesModel(
            configuration: "open", fetchPRTitlesUseCase: FetchPRTitlesUseCaseStub(states: [.completed(["A"])]))
        await model.reload()
        #expect(model.state.snapshot == ["A"])
        let empty = TitlesModel(configuration: "open", fetchPRTitlesUseCase: FetchPRTitlesUseCaseStub(states: []))
        await empty.reload()
        #expect(caseName(empty.state) == "uninitialized")
    }
}

extension OpenTitles {
    /// True once a stream was opened.
    var lockedHasStream: Bool { lock.withLock { continuation != nil } }
}

/// A list use case whose answer the test sets before each load.
final class SettableListPRs: ListPRsUseCase, @unchecked Sendable {
    private let lock = NSLock()
    private var answer: [PRSummary] = []

    /// What the next calls return.
    func set(_ prs: [PRSummary]) { lock.withLock { answer = prs } }

    func execute() async throws -> PRListSnapshot { PRListSnapshot(prs: lock.withLock { answer }) }
}

/// Collections: children kept by id across refreshes.
@MainActor
struct Test_Collections {
    func pr(_ number: Int, _ title: String) -> PRSummary { PRSummary(number: number, title: title) }

    @Test func childrenAreKeptByIdUpdatedAddedAndDropped() async {
        let list = SettableListPRs()
        list.set([pr(1, "One"), pr(2, "Two"), pr(3, "Three")])
        var made = 0
        let model = PRListModel(
            makePRRowModel: {
                made += 1; return PRRowModel(configuration: $0)
            }, listPRsUseCase: list)
        await model.reload()
        #expect(model.prRowModels.map(\.id) == [1, 2, 3])
        let two = model.prModelTwo
        list.set([pr(2, "Two, edited"), pr(4, "Four"), pr(1, "One")])
        await model.reload()
        #expect(model.prRowModels.map(\.id) == [2, 4, 1])
        #expect(model.prRowModel(id: 2) === two, "the same instance, kept by id")
        #expect(two?.configuration.title == "Two, edited")
        #expect(model.prRowModel(id: 3) == nil, "a gone id is dropped")
        #expect(made == 4, "one new child for the new id only")
    }

    @Test func aRefreshTellsTheObserversOfChangedChildrenOnly() async {
        let list = SettableListPRs()
        list.set((1...1_000).map { pr($0, "PR \($0)") })
        let model = PRListModel(makePRRowModel: { PRRowModel(configuration: $0) }, listPRsUseCase: list)
        await model.reload()
        let changes = model.prRowModels.map { observeChanges(of: $0) }
        list.set((1...1_000).map { pr($0, $0 == 500 ? "Retitled" : "PR \($0)") })
        await model.reload()
        let told = changes.indices.filter { changes[$0].count.value > 0 }
        #expect(
            told.count == 1 && told.first == 499, "only the retitled child tells its observers, and \(told.count) did")
        #expect(model.prRowModel(id: 500)?.configuration.title == "Retitled")
        changes.forEach { $0.cancel() }
    }

    /// Counts the changes `child` tells its observers of: `objectWillChange`, or a change of `configuration`.
    func observeChanges(of child: PRRowModel) -> ObservedChanges {
        let changes = ObservedChanges()
        let count = changes.count
        #if OBSERVABLE_OBJECT
        changes.subscription = child.objectWillChange.sink { _ in count.add() }
        #else
        withObservationTracking {
            _ = child.configuration
        } onChange: {
            count.add()
        }
        #endif
        return changes
    }

    @Test func ofElementsWithOneIdTheFirstWins() async {
        let list = SettableListPRs()
        list.set([pr(1, "First"), pr(1, "Second"), pr(2, "Two")])
        let model = PRListModel(makePRRowModel: { PRRowModel(configuration: $0) }, listPRsUseCase: list)
        await model.reload()
        #expect(model.prRowModels.map(\.configuration.title) == ["First", "Two"])
        #expect(model.prRowModel(id: 1)?.configuration.title == "First")
    }

    /// The look-up reads the index kept beside the array; it answers as the array does after every change.
    @Test func theLookUpFindsEachChildAfterRefreshesRemovalsAndDuplicates() async {
        let list = SettableListPRs()
        let model = PRListModel(makePRRowModel: { PRRowModel(configuration: $0) }, listPRsUseCase: list)
        let refreshes: [[PRSummary]] = [
            (1...1_000).map { pr($0, "PR \($0)") },
            (500...1_500).reversed().map { pr($0, "PR \($0)") },
            [pr(7, "First"), pr(8, "Eight"), pr(7, "Second"), pr(1_200, "Kept")],
            [],
            [pr(7, "Back")],
        ]
        var kept: PRRowModel?
        for prs in refreshes {
            list.set(prs)
            await model.reload()
            for child in model.prRowModels {
                #expect(model.prRowModel(id: child.id) === child)
            }
            let ids = Set(model.prRowModels.map(\.id))
            for id in [1, 7, 8, 499, 500, 1_000, 1_200, 1_500, 1_501] where !ids.contains(id) {
                #expect(model.prRowModel(id: id) == nil, "id \(id) is gone")
            }
            if prs.count == 4 {
                #expect(model.prRowModel(id: 7)?.configuration.title == "First", "the first of elements with one id")
                #expect(model.prRowModel(id: 1_200) === kept, "a kept child is the same instance")
            }
            kept = model.prRowModel(id: 1_200)
        }
        #expect(model.prRowModels.count == 1)
    }

}

/// The changes one model told its observers of, and, in the observableObject flavour, the subscription that counts them.
@MainActor
final class ObservedChanges {
    /// How many changes were told.
    let count = ChangeCount()
    #if OBSERVABLE_OBJECT
    /// The `objectWillChange` subscription.
    var subscription: AnyCancellable?
    #endif

    /// Stops counting (in the observation flavour, tracking ends with the first change).
    func cancel() {
        #if OBSERVABLE_OBJECT
        subscription?.cancel()
        #endif
    }
}

extension PRListModel {
    /// The child for pull request 2, as the test first saw it.
    var prModelTwo: PRRowModel? { prRowModel(id: 2) }
}
