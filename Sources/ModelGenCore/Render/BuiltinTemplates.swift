// Written by `swift run EmbedTemplates Sources/ModelGenCore/Render/BuiltinTemplates.swift Templates/*.mustache`
// from Templates/*.mustache. Do not edit; a test fails when it differs from Templates/.

/// The built-in templates, by name (the file name without `.mustache`).
enum BuiltinTemplates {
    static let all: [(name: String, text: String)] = [
        ("Doc", #"""
{{#doc}}
{{.}}
{{/doc}}

"""#),
        ("Enum", #"""
{{>Doc}}
{{access}}enum {{name}}: {{conformances}} {
    {{#cases}}
    case {{.}}
    {{/cases}}
}

"""#),
        ("File", #"""
{{header}}

{{#imports}}
{{.}}
{{/imports}}

{{#enums}}
{{>Enum}}

{{/enums}}
{{#snapshots}}
{{>Struct}}

{{/snapshots}}
{{#useCases}}
{{>UseCase}}

{{/useCases}}
{{#models}}
{{>Model}}

{{/models}}
{{#hasStubs}}
#if DEBUG
{{#useCases}}
{{>Stub}}

{{/useCases}}
#endif
{{/hasStubs}}

"""#),
        ("Model", #"""
{{>Doc}}
{{classAttributes}}
{{access}}final class {{name}}{{conformance}} {
    {{#hasState}}
    {{stateDoc}}
    {{published}}{{setterAccess}}var state: ModelState

    {{/hasState}}
    {{#broadcasts}}
    {{>ModelBroadcastProperty}}

    {{/broadcasts}}
    {{#hasConfiguration}}
    {{access}}let configuration: {{configurationType}}

    {{/hasConfiguration}}
    {{#children}}
    {{>ModelChildProperty}}

    {{/children}}
    {{#useCases}}
    let {{name}}: {{type}}

    {{/useCases}}
    private let tasks = ModelGenTasks()

    {{#run}}
    {{#isStandard}}
    /// The key of the run that assigned `state` last: only that run may end `.operating`.
    {{observationIgnored}}private var lastRunKey: String?
    {{/isStandard}}
    {{/run}}

    {{access}}init({{initParameters}}) {
        {{#initAssignments}}
        {{.}}
        {{/initAssignments}}
        {{#hasInitialState}}
        self.state = {{initialState}}
        {{/hasInitialState}}
        {{#initCalls}}
        {{.}}
        {{/initCalls}}
    }

    deinit {
        tasks.cancelAll()
    }

    {{#broadcasts}}
    /// A new stream that yields `{{name}}`, then every change; it keeps only the newest unread value.
    {{access}}func {{observeMethod}}() -> AsyncStream<{{type}}> {
        {{broadcaster}}.subscribe(startingWith: {{name}})
    }

    {{/broadcasts}}
    {{#load}}
    /// Loads again, keeping the current snapshot as `prior`; returns when the load has finished.
    {{access}}func reload() async {
        await startLoad().value
    }

    {{/load}}
    {{#children}}
    {{>ModelChildMethods}}

    {{/children}}
    {{#operations}}
    {{>ModelOperation}}

    {{/operations}}
    {{#load}}
    {{>ModelLoad}}

    {{/load}}
    {{#observes}}
    {{>ModelObserve}}

    {{/observes}}
    {{#run}}
    {{>ModelRun}}

    {{/run}}
    {{#modelState}}
    {{>ModelState}}

    {{/modelState}}
    {{#hasOperationEnum}}
    /// The streaming use case whose state `ModelState.operating` carries, by operation name.
    {{access}}enum Operation: Sendable {
        {{#operationCases}}
        case {{.}}
        {{/operationCases}}
    }
    {{/hasOperationEnum}}
}

"""#),
        ("ModelBroadcastProperty", #"""
/// Broadcast to every stream of `{{observeMethod}}()`.
{{published}}{{setterAccess}}var {{name}}: {{type}} {
    didSet {
        {{broadcaster}}.send({{name}})
    }
}

let {{broadcaster}} = ModelGenBroadcaster<{{type}}>()

"""#),
        ("ModelChildMethods", #"""
{{#isOptional}}
/// Replaces `{{name}}` with a new one made for `configuration`{{reloadNote}}.
{{access}}func configure(_ configuration: {{configurationType}}) {
    {{name}} = {{factory}}(configuration)
    {{#reloadsParent}}
    startLoad()
    {{/reloadsParent}}
}

/// Removes `{{name}}`{{reloadNote}}.
{{access}}func {{clearMethod}}() {
    {{name}} = nil
    {{#reloadsParent}}
    startLoad()
    {{/reloadsParent}}
}
{{/isOptional}}
{{#isActivated}}
/// Creates `{{name}}` when there is none{{reloadNote}}.
{{access}}func {{activateMethod}}() {
    if {{name}} == nil {
        {{name}} = {{factory}}()
        {{#reloadsParent}}
        startLoad()
        {{/reloadsParent}}
    }
}

/// Removes `{{name}}`{{reloadNote}}.
{{access}}func {{deactivateMethod}}() {
    {{#reloadsParent}}
    guard {{name}} != nil else { return }
    {{/reloadsParent}}
    {{name}} = nil
    {{#reloadsParent}}
    startLoad()
    {{/reloadsParent}}
}
{{/isActivated}}
{{#isProvided}}
/// A new `{{type}}` on every call.
{{access}}func {{makeMethod}}() -> {{type}} {
    {{factory}}()
}
{{/isProvided}}

"""#),
        ("ModelChildProperty", #"""
{{#isRequired}}
{{access}}let {{name}}: {{type}}
{{/isRequired}}
{{#isTracked}}
{{propertyDoc}}
{{published}}{{setterAccess}}var {{name}}: {{type}}?

{{/isTracked}}
{{^isRequired}}
private let {{factory}}: {{factoryType}}
{{/isRequired}}

"""#),
        ("ModelLoad", #"""
@discardableResult
private func startLoad() -> Task<Void, Never> {
    {{#cancelKeys}}
    tasks.cancel("{{.}}")
    {{/cancelKeys}}
    state = .loading(prior: state.snapshot)
    let useCase = {{useCase}}
    {{#prepare}}
    {{.}}
    {{/prepare}}
    let task = Task { [weak self] in
        do {
            let snapshot = try await {{call}}
            self?.finishLoad(.success(snapshot))
        } catch {
            self?.finishLoad(.failure(error))
        }
    }
    tasks.replace("load", with: task)
    return task
}

private func finishLoad(_ result: Result<{{snapshotType}}, any Error>) {
    guard !Task.isCancelled else { return }
    switch result {
    case .success(let snapshot):
        state = .ready(snapshot)
    case .failure(let error):
        state = .failed(error, prior: state.snapshot)
    }
    {{#afterLoad}}
    {{.}}
    {{/afterLoad}}
}

"""#),
        ("ModelObserve", #"""
private func {{method}}() {
    let changes = {{changesCall}}
    let task = Task { [weak self] in
        for await value in changes {
            self?.{{changedMethod}}(value)
        }
    }
    tasks.replace("{{changesKey}}", with: task)
}

private func {{changedMethod}}(_ value: {{valueType}}) {
    guard !Task.isCancelled else { return }
    let updates = {{streamCall}}
    run(updates, key: "{{runKey}}", {{transform}})
}

"""#),
        ("ModelOperation", #"""
{{>Doc}}
{{#isStream}}
@discardableResult
{{access}}func {{name}}({{parameters}}) -> Task<Void, Never> {
    let updates = {{streamCall}}
    return run(updates, key: "operation", {{transform}})
}
{{/isStream}}
{{^isStream}}
{{access}}func {{name}}() async throws {
    {{#lines}}
    {{.}}
    {{/lines}}
}
{{/isStream}}

"""#),
        ("ModelRun", #"""
@discardableResult
private func run<Update: Sendable>(_ updates: AsyncThrowingStream<Update, any Error>, key: String, _ transform: @escaping @MainActor {{transformType}}) -> Task<Void, Never> {
    let task = Task { [weak self] in
        do {
            for try await update in updates {
                self?.receive(update, {{#isStandard}}key: key, {{/isStandard}}transform)
            }
            {{#isStandard}}
            self?.finishRun(key: key)
            {{/isStandard}}
        } catch {
            {{#isStandard}}
            self?.failRun(error)
            {{/isStandard}}
            {{^isStandard}}
            // A custom state has no failed case: a run that throws just ends.
            {{/isStandard}}
        }
    }
    tasks.replace(key, with: task)
    return task
}

private func receive<Update>(_ update: Update, {{#isStandard}}key: String, {{/isStandard}}_ transform: @MainActor {{transformType}}) {
    guard !Task.isCancelled else { return }
    state = {{assignment}}
    {{#isStandard}}
    lastRunKey = key
    {{/isStandard}}
}
{{#isStandard}}

private func finishRun(key: String) {
    guard !Task.isCancelled, lastRunKey == key else { return }
    if case .operating(_, let prior) = state {
        state = prior.map { .ready($0) } ?? .uninitialized
    }
}

private func failRun(_ error: any Error) {
    guard !Task.isCancelled else { return }
    state = .failed(error, prior: state.snapshot)
}
{{/isStandard}}

"""#),
        ("ModelState", #"""
{{doc}}
{{access}}enum ModelState: Sendable {
    {{#cases}}
    case {{.}}
    {{/cases}}

    {{#inits}}
    {{doc}}
    {{#isStandard}}
    {{access}}init(from useCaseState: {{stateType}}, prior: {{snapshotType}}?) {
        if let snapshot = useCaseState.completedSnapshot {
            self = .ready(snapshot)
        } else {
            self = .operating({{operatingValue}}, prior: prior)
        }
    }
    {{/isStandard}}
    {{^isStandard}}
    {{access}}init(from useCaseState: {{stateType}}) {
        switch useCaseState {
        {{#mappings}}
        case {{pattern}}:
            self = {{value}}
        {{/mappings}}
        }
    }
    {{/isStandard}}

    {{/inits}}
    {{#isStandard}}
    /// The ready snapshot, else the prior one.
    {{access}}var snapshot: {{snapshotType}}? {
        switch self {
        {{#snapshotCases}}
        case {{pattern}}:
            return {{value}}
        {{/snapshotCases}}
        }
    }
    {{/isStandard}}
}

"""#),
        ("Struct", #"""
{{>Doc}}
{{access}}struct {{name}}: {{conformances}} {
    {{#fields}}
    {{>Doc}}
    {{access}}var {{name}}: {{type}}

    {{/fields}}
    {{#hasEmpty}}
    {{access}}static let empty = {{name}}()

    {{/hasEmpty}}
    {{access}}init({{parameters}}) {
        {{#fields}}
        self.{{label}} = {{name}}
        {{/fields}}
    }
}

"""#),
        ("Stub", #"""
{{#isStream}}
/// A test double for `{{name}}`: yields `states` in order, then finishes or throws `failure`.
{{access}}final class {{stubName}}: {{name}} {
    {{access}}let states: [{{valueType}}]

    {{access}}let failure: (any Error)?

    {{>StubRecorder}}

    {{access}}init(states: [{{valueType}}], failure: (any Error)? = nil) {
        self.states = states
        self.failure = failure
    }

    {{>StubCalls}}

    {{access}}{{requirement}} {
        recorder.record({{#hasOptions}}options{{/hasOptions}}{{^hasOptions}}(){{/hasOptions}})
        return modelGenStubStream(states, failure: failure)
    }
}
{{/isStream}}
{{^isStream}}
/// A test double for `{{name}}`: returns `result` from every call.
{{access}}final class {{stubName}}: {{name}} {
    {{access}}let result: Result<{{valueType}}, any Error>

    {{>StubRecorder}}

    {{access}}init(result: Result<{{valueType}}, any Error>) {
        self.result = result
    }

    {{>StubCalls}}

    {{access}}{{requirement}} {
        recorder.record({{#hasOptions}}options{{/hasOptions}}{{^hasOptions}}(){{/hasOptions}})
        return try result.get()
    }
}
{{/isStream}}

"""#),
        ("StubCalls", #"""
{{#hasOptions}}
/// The options of every call, in order.
{{access}}var calls: [{{optionsType}}] {
    recorder.calls
}
{{/hasOptions}}
{{^hasOptions}}
/// How many calls were made.
{{access}}var calls: Int {
    recorder.count
}
{{/hasOptions}}

"""#),
        ("StubRecorder", #"""
private let recorder = ModelGenCallRecorder<{{#hasOptions}}{{optionsType}}{{/hasOptions}}{{^hasOptions}}Void{{/hasOptions}}>()

"""#),
        ("Support", #"""
{{header}}

import Foundation

/// The tasks a model started, kept under a key so that starting a task can cancel the one it
/// replaces, and so that the model's `deinit` (which is nonisolated) can cancel them all.
final class ModelGenTasks: @unchecked Sendable {
    private let lock = NSLock()

    private var tasks: [String: Task<Void, Never>] = [:]

    /// Keeps `task` under `key`, cancelling the task it replaces.
    func replace(_ key: String, with task: Task<Void, Never>) {
        let replaced = lock.withLock { tasks.updateValue(task, forKey: key) }
        replaced?.cancel()
    }

    /// Cancels and forgets the task under `key`, if any.
    func cancel(_ key: String) {
        let removed = lock.withLock { tasks.removeValue(forKey: key) }
        removed?.cancel()
    }

    /// Cancels and forgets every task.
    func cancelAll() {
        let removed = lock.withLock {
            let all = tasks
            tasks = [:]
            return all
        }
        for task in removed.values {
            task.cancel()
        }
    }
}

/// Sends a value to any number of `AsyncStream` subscribers. Each subscriber keeps only the
/// newest value it has not read yet; a subscriber whose stream ends is removed.
final class ModelGenBroadcaster<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()

    private var nextID = 0

    private var subscribers: [Int: AsyncStream<Value>.Continuation] = [:]

    deinit {
        for continuation in subscribers.values {
            continuation.finish()
        }
    }

    /// How many subscribers are registered.
    var subscriberCount: Int {
        lock.withLock { subscribers.count }
    }

    /// A new stream that yields `current` first, then every value sent after it.
    func subscribe(startingWith current: Value) -> AsyncStream<Value> {
        let (stream, continuation) = AsyncStream.makeStream(of: Value.self, bufferingPolicy: .bufferingNewest(1))
        let id = lock.withLock {
            let id = nextID
            nextID += 1
            subscribers[id] = continuation
            continuation.yield(current)
            return id
        }
        continuation.onTermination = { [weak self] _ in
            self?.remove(id)
        }
        return stream
    }

    /// Yields `value` to every subscriber.
    func send(_ value: Value) {
        lock.withLock {
            for continuation in subscribers.values {
                continuation.yield(value)
            }
        }
    }

    private func remove(_ id: Int) {
        lock.withLock {
            _ = subscribers.removeValue(forKey: id)
        }
    }
}

#if DEBUG
/// Records the calls a test double receives; safe to use from any thread.
final class ModelGenCallRecorder<Call: Sendable>: @unchecked Sendable {
    private let lock = NSLock()

    private var recorded: [Call] = []

    /// Every recorded call, in order.
    var calls: [Call] {
        lock.withLock { recorded }
    }

    /// How many calls were recorded.
    var count: Int {
        lock.withLock { recorded.count }
    }

    /// Records one call.
    func record(_ call: Call) {
        lock.withLock {
            recorded.append(call)
        }
    }
}

/// A stream that yields `states` in order, then finishes, or throws `failure` when it is not nil.
func modelGenStubStream<State: Sendable>(_ states: [State], failure: (any Error)?) -> AsyncThrowingStream<State, any Error> {
    AsyncThrowingStream { continuation in
        for state in states {
            continuation.yield(state)
        }
        continuation.finish(throwing: failure)
    }
}
#endif

"""#),
        ("UseCase", #"""
{{#options}}
{{>Struct}}

{{/options}}
{{#state}}
{{>UseCaseState}}

{{/state}}
{{>Doc}}
{{access}}protocol {{name}}: Sendable {
    {{requirement}}
}

"""#),
        ("UseCaseState", #"""
{{>Doc}}
{{access}}enum {{name}}: {{conformances}} {
    {{#cases}}
    case {{.}}
    {{/cases}}
    {{#hasCompletedCase}}

    /// The payload of the completed case, `{{completedCase}}`; nil for any other case.
    {{access}}var completedSnapshot: {{completedSnapshot}}? {
        if case .{{completedCase}}(let snapshot) = self {
            return snapshot
        }
        return nil
    }
    {{/hasCompletedCase}}
}

"""#),
    ]
}
