// Written by `swift run EmbedTemplates Sources/ModelGenCore/Render/BuiltinTemplates.swift Templates/*.mustache`
// from Templates/*.mustache. Do not edit; a test fails when it differs from Templates/.

/// The built-in templates, by name (the file name without `.mustache`).
enum BuiltinTemplates {
    static let all: [(name: String, text: String)] = [
        ("Access", #"""
{{#accessModifier}}{{accessModifier}} {{/accessModifier}}
"""#),
        ("Argument", #"""
{{#label}}{{label}}: {{/label}}{{#literal}}{{literal}}{{/literal}}{{^literal}}{{#isMember}}self.{{/isMember}}{{value}}{{#fields}}.{{.}}{{/fields}}{{/literal}}
"""#),
        ("Conformances", #"""
{{#conformances}}{{#isFirst}}: {{/isFirst}}{{.}}{{^isLast}}, {{/isLast}}{{/conformances}}
"""#),
        ("Doc", #"""
{{#doc}}
{{.}}
{{/doc}}

"""#),
        ("Enum", #"""
{{>Doc}}
{{>Access}}enum {{name}}{{>Conformances}} {
    {{#cases}}
    case {{>EnumCase}}
    {{/cases}}
}

"""#),
        ("EnumCase", #"""
{{name}}{{#payloadType}}({{.}}){{/payloadType}}{{#isLabelled}}({{#fields}}{{label}}: {{type}}{{^isLast}}, {{/isLast}}{{/fields}}){{/isLabelled}}
"""#),
        ("File", #"""
{{header}}

{{#imports}}
import {{.}}
{{/imports}}
{{#hasCombineFallback}}
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
{{/hasCombineFallback}}

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
        ("InitSignature", #"""
{{#isWrapped}}
{{>Access}}init(
    {{#parameters}}
    {{>Parameter}}{{^isLast}},{{/isLast}}
    {{/parameters}}
) {
{{/isWrapped}}
{{^isWrapped}}
{{>Access}}init({{#parameters}}{{>Parameter}}{{^isLast}}, {{/isLast}}{{/parameters}}) {
{{/isWrapped}}

"""#),
        ("Model", #"""
{{>Doc}}
@MainActor{{^isObservableObject}} @Observable{{/isObservableObject}}
{{>Access}}final class {{name}}{{>Conformances}} {
    {{#hasState}}
    {{stateDoc}}
    {{>Published}}{{>SetterAccess}}var {{names.state}}: {{names.modelState}} = {{#initialState}}.{{name}}{{#isLoading}}(prior: nil){{/isLoading}}{{#hasArguments}}({{#arguments}}{{#label}}{{.}}: {{/label}}{{value}}{{^isLast}}, {{/isLast}}{{/arguments}}){{/hasArguments}}{{/initialState}}{{#hasCollections}} {
        didSet { syncCollections() }
    }{{/hasCollections}}

    {{/hasState}}
    {{#broadcasts}}
    {{>ModelBroadcastProperty}}

    {{/broadcasts}}
    {{#properties}}
    {{>Doc}}
{{#sourceLocation}}
{{.}}
{{/sourceLocation}}
    {{#isTracked}}{{>Published}}{{/isTracked}}{{^isTracked}}{{^isObservableObject}}@ObservationIgnored {{/isObservableObject}}{{/isTracked}}{{>Access}}{{#setterAccess}}{{.}}(set) {{/setterAccess}}var {{name}}: {{type}}{{#defaultValue}} = {{defaultValue}}{{/defaultValue}}{{#didSet}} {
        didSet { {{.}}() }
    }{{/didSet}}
{{#sourceLocation}}
#sourceLocation()
{{/sourceLocation}}

    {{/properties}}
    {{#hasConfiguration}}
    /// The configuration the model was created with{{#isElement}}; its parent updates it{{/isElement}}.
    {{#isElement}}{{>Published}}{{>SetterAccess}}var{{/isElement}}{{^isElement}}{{>Access}}let{{/isElement}} configuration: {{configurationType}}
    {{#identity}}

    /// The model's identity: `configuration.{{name}}`, fixed at init.
    nonisolated {{>Access}}let id: {{type}}
    {{/identity}}

    {{/hasConfiguration}}
    {{#children}}
    {{>ModelChildProperty}}

    {{/children}}
    {{initDoc}}
    {{#initParameters}}
    {{>InitSignature}}
    {{/initParameters}}
        {{#initAssignments}}
        {{#isParameter}}
        self.{{property}} = {{value}}
        {{/isParameter}}
        {{#isIdentity}}
        self.id = configuration.{{value}}
        {{/isIdentity}}
        {{#isMadeFromConfiguration}}
        self.{{property}} = {{value}}.map { {{factory}}($0) }
        {{/isMadeFromConfiguration}}
        {{#isNil}}
        self.{{property}} = nil
        {{/isNil}}
        {{#isLoad}}
        self.{{property}} = {{#call}}{{>UseCaseCall}}{{/call}}
        {{/isLoad}}
        {{/initAssignments}}
        {{#initStartsLoad}}
        {{names.startLoad}}()
        {{/initStartsLoad}}
        {{#initStartsObserves}}
        {{#observes}}
        {{method}}()
        {{/observes}}
        {{/initStartsObserves}}
        {{#initSetsUpPublished}}
        setupPublished()
        {{/initSetsUpPublished}}
        {{#didInit}}
        {{.}}()
        {{/didInit}}
    }

    {{#broadcasts}}
    {{observeDoc}}
    {{>Access}}func {{observeMethod}}() -> AsyncStream<{{type}}> {
        {{broadcaster}}.subscribe({{#replays}}startingWith: {{name}}{{/replays}})
    }

    {{/broadcasts}}
    {{#load}}
    /// Loads again, keeping the current snapshot as `prior`; returns when the load has finished.
    {{>Access}}func {{names.reload}}() async {
        {{#isSynchronous}}
        {{names.startLoad}}()
        {{/isSynchronous}}
        {{^isSynchronous}}
        await {{names.startLoad}}().value
        {{/isSynchronous}}
    }

    {{/load}}
    {{#children}}
    {{>ModelChildMethods}}

    {{/children}}
    {{#operations}}
    {{>ModelOperation}}

    {{/operations}}
    {{#modelState}}
    {{>ModelState}}

    {{/modelState}}
    {{#hasOperationEnum}}
    /// The streaming use case whose state `{{names.modelState}}.operating` carries, by operation name.
    {{>Access}}enum {{names.operationEnum}}: Sendable {
        {{#operationCases}}
        {{>Doc}}
        case {{name}}({{state}})
        {{/operationCases}}
    }

    {{/hasOperationEnum}}
    // MARK: - Plumbing

    {{#broadcasts}}
    let {{broadcaster}} = ModelGenBroadcaster<{{type}}>()
    {{/broadcasts}}
    {{#children}}
    {{#isMade}}
    private let {{factory}}: {{factoryType}}
    {{/isMade}}
    {{/children}}
    {{#useCases}}
    let {{name}}: {{type}}
    {{/useCases}}
    {{#dependencies}}
    {{>Access}}let {{name}}: {{type}}
    {{/dependencies}}
    {{#holdsTasks}}
    private let {{names.tasks}} = ModelGenTasks<{{names.taskKeyType}}>()
    {{/holdsTasks}}
    let {{names.trackedTasks}} = ModelGenTasks<String>()

    {{#load}}
    {{>ModelLoad}}

    {{/load}}
    {{#hasCollections}}
    /// Makes each collection one child per element of the snapshot, keeping children by id.
    private func syncCollections() {
        guard let snapshot = {{names.state}}.snapshot else { return }
        {{#children}}
        {{#isCollection}}
        {{name}} = modelGenSync({{indexProperty}}, to: snapshot{{^isOverSnapshot}}.{{eachField}}{{/isOverSnapshot}}, id: \.{{idField}}, update: { {{#updatesOnlyChanges}}if $0.configuration != $1 { $0.configuration = $1 }{{/updatesOnlyChanges}}{{^updatesOnlyChanges}}$0.configuration = $1{{/updatesOnlyChanges}} }, make: {{factory}})
        {{/isCollection}}
        {{/children}}
    }

    {{/hasCollections}}
    {{#observes}}
    {{>ModelObserve}}

    {{/observes}}
    {{#holdsTasks}}
    /// What each task of the model runs: starting a task cancels the one under the same key.
    private enum {{names.taskKeyType}}: Hashable {{#hasTaskKeys}}{
        case {{#taskKeys}}{{.}}{{^isLast}}, {{/isLast}}{{/taskKeys}}
    }{{/hasTaskKeys}}{{^hasTaskKeys}}{}{{/hasTaskKeys}}
    {{/holdsTasks}}
}
{{#hasNestedTypes}}

/// The types nested in `{{name}}`.
extension {{name}} {
    {{#nestedTypes}}
    {{#nestedEnum}}
    {{>Enum}}
    {{/nestedEnum}}
    {{#nestedSnapshot}}
    {{>Struct}}
    {{/nestedSnapshot}}
    {{^isLast}}

    {{/isLast}}
    {{/nestedTypes}}
}
{{/hasNestedTypes}}

"""#),
        ("ModelBroadcastProperty", #"""
{{>Doc}}
{{>Published}}{{>SetterAccess}}var {{name}}: {{type}} {
    didSet { {{broadcaster}}.send({{name}}) }
}

"""#),
        ("ModelCallOperation", #"""
{{#cancelledKey}}
self.{{names.tasks}}.cancel(.{{cancelledKey}})
{{/cancelledKey}}
{{#showsSnapshot}}
let {{prior}} = self.{{names.state}}.snapshot
self.{{names.state}} = .{{states.loadingCase}}(prior: {{prior}})
{{#guardsStale}}let {{started}} = {{/guardsStale}}self.{{names.tasks}}.startCall()
{{/showsSnapshot}}
{{#customCall}}
{{#restoresState}}
let {{prior}} = self.{{names.state}}
{{/restoresState}}
{{#customBegin}}
self.{{names.state}} = .{{.}}
{{/customBegin}}
{{/customCall}}
{{#progress}}
{{#takesTicket}}
let {{started}} = self.{{names.tasks}}.startCall()
{{/takesTicket}}
let {{local}} = ModelGenProgress<{{valueType}}>(on: self) { model, value in
    guard model.{{names.tasks}}.isLatestCall({{started}}) else { return }
    {{#customCase}}
    model.{{names.state}} = .{{customCase}}(value)
    {{/customCase}}
    {{^customCase}}
    model.{{names.state}} = {{names.modelState}}(from: value, prior: model.{{names.state}}.snapshot)
    {{/customCase}}
}
let {{callback}} = {{local}}.report
{{/progress}}
{{#catches}}
do {
    {{>ModelCallSuccess}}
} catch {
    {{#progress}}
    await {{local}}.finish()
    {{/progress}}
    {{#throwsToCaller}}
    {{#restoresState}}
    self.{{names.state}} = {{prior}}
    {{/restoresState}}
    {{#progress}}
    {{#settles}}
    if self.{{names.tasks}}.isLatestCall({{started}}), self.{{names.state}}.{{names.isOperating}} { self.{{names.state}} = self.{{names.state}}.snapshot.map { .{{states.readyCase}}($0) } ?? .{{states.uninitializedCase}} }
    {{/settles}}
    {{/progress}}
    {{#guardsThrow}}
    {{#guardsStale}}
    if self.{{names.tasks}}.isLatestCall({{started}}) { self.{{names.state}} = {{prior}}.map { .{{states.readyCase}}($0) } ?? .{{states.uninitializedCase}} }
    {{/guardsStale}}
    {{^guardsStale}}
    self.{{names.state}} = {{prior}}.map { .{{states.readyCase}}($0) } ?? .{{states.uninitializedCase}}
    {{/guardsStale}}
    {{/guardsThrow}}
    throw error
    {{/throwsToCaller}}
    {{^throwsToCaller}}
    {{#guardsStale}}
    guard self.{{names.tasks}}.isLatestCall({{started}}) else { return }
    {{/guardsStale}}
    {{#customFailure}}
    self.{{names.state}} = .{{.}}(error)
    {{/customFailure}}
    {{^customFailure}}
    {{#showsSnapshot}}
    self.{{names.state}} = .{{states.failedCase}}(error, prior: {{prior}})
    {{/showsSnapshot}}
    {{^showsSnapshot}}
    self.{{names.state}} = .{{states.failedCase}}(error, prior: self.{{names.state}}.snapshot)
    {{/showsSnapshot}}
    {{/customFailure}}
    {{/throwsToCaller}}
}
{{/catches}}
{{^catches}}
{{>ModelCallSuccess}}
{{/catches}}

"""#),
        ("ModelCallSuccess", #"""
{{#bindsValue}}let {{value}} = {{/bindsValue}}{{#discardsValue}}_ = {{/discardsValue}}{{#canFail}}try {{/canFail}}{{#isAsync}}await {{/isAsync}}{{#call}}{{>UseCaseCall}}{{/call}}
{{#progress}}
await {{local}}.finish()
{{#settles}}
if self.{{names.tasks}}.isLatestCall({{started}}), self.{{names.state}}.{{names.isOperating}} { self.{{names.state}} = self.{{names.state}}.snapshot.map { .{{states.readyCase}}($0) } ?? .{{states.uninitializedCase}} }
{{/settles}}
{{/progress}}
{{#guardsStale}}
guard self.{{names.tasks}}.isLatestCall({{started}}) else { return }
{{/guardsStale}}
{{#showsSnapshot}}
self.{{names.state}} = .{{states.readyCase}}({{value}})
{{/showsSnapshot}}
{{#customCall}}
{{#customSuccess}}
self.{{names.state}} = .{{.}}{{#customSuccessTakesValue}}({{value}}){{/customSuccessTakesValue}}
{{/customSuccess}}
{{/customCall}}
{{#assignsTo}}
self.{{.}} = {{value}}
{{/assignsTo}}
{{#reloadsAwaiting}}
await self.{{names.reload}}()
{{/reloadsAwaiting}}
{{#reloadsStarting}}
self.{{names.startLoad}}()
{{/reloadsStarting}}
{{#returnsValue}}
return {{value}}
{{/returnsValue}}

"""#),
        ("ModelChildMethods", #"""
{{#isOptional}}
/// Replaces `{{name}}` with a new one made for `configuration`{{#reloadsParent}}, then reloads{{/reloadsParent}}.
{{>Access}}func {{names.configure}}(_ configuration: {{configurationType}}) {
    {{name}} = {{factory}}(configuration)
    {{#reloadsParent}}
    {{names.startLoad}}()
    {{/reloadsParent}}
}

/// Removes `{{name}}`{{#reloadsParent}}, then reloads{{/reloadsParent}}.
{{>Access}}func {{clearMethod}}() {
    {{name}} = nil
    {{#reloadsParent}}
    {{names.startLoad}}()
    {{/reloadsParent}}
}
{{/isOptional}}
{{#isActivated}}
/// Creates `{{name}}` when there is none{{#reloadsParent}}, then reloads{{/reloadsParent}}.
{{>Access}}func {{activateMethod}}() {
    if {{name}} == nil {
        {{name}} = {{factory}}()
        {{#reloadsParent}}
        {{names.startLoad}}()
        {{/reloadsParent}}
    }
}

/// Removes `{{name}}`{{#reloadsParent}}, then reloads{{/reloadsParent}}.
{{>Access}}func {{deactivateMethod}}() {
    {{#reloadsParent}}
    guard {{name}} != nil else { return }
    {{/reloadsParent}}
    {{name}} = nil
    {{#reloadsParent}}
    {{names.startLoad}}()
    {{/reloadsParent}}
}
{{/isActivated}}
{{#isProvided}}
/// A new `{{type}}` on every call.
{{>Access}}func {{makeMethod}}() -> {{type}} {
    {{factory}}()
}
{{/isProvided}}
{{#isCollection}}
/// The child whose id is `id`, if `{{name}}` has one; O(1), from the index kept beside `{{name}}`.
{{>Access}}func {{lookupMethod}}(id: {{idType}}) -> {{type}}? {
    {{indexProperty}}[id]
}
{{/isCollection}}
{{#isKeyed}}
/// The child for `key`: the one `{{name}}` holds, else a new one from the factory, kept until `{{removeMethod}}(for:)`.
{{>Access}}func {{lookupMethod}}(for key: {{keyType}}) -> {{type}} {
    if let child = self.{{name}}[key] { return child }
    let child = self.{{factory}}(key)
    self.{{name}}[key] = child
    return child
}

/// Drops the child for `key`, if `{{name}}` holds one: `{{lookupMethod}}(for:)` then makes a new one.
{{>Access}}func {{removeMethod}}(for key: {{keyType}}) {
    guard self.{{name}}[key] != nil else { return }
    self.{{name}}[key] = nil
}
{{/isKeyed}}

"""#),
        ("ModelChildProperty", #"""
{{#isRequired}}
{{propertyDoc}}
{{>Access}}let {{name}}: {{type}}
{{/isRequired}}
{{#isAssigned}}
{{propertyDoc}}
{{>Published}}{{>Access}}var {{name}}: {{type}}?{{#reloadsParent}} {
    didSet { {{names.startLoad}}() }
}{{/reloadsParent}}
{{/isAssigned}}
{{^isAssigned}}
{{#isTracked}}
{{propertyDoc}}
{{>Published}}{{>SetterAccess}}var {{name}}: {{type}}?
{{/isTracked}}
{{/isAssigned}}
{{#isCollection}}
{{propertyDoc}}
{{>Published}}{{>SetterAccess}}var {{name}}: [{{type}}] = [] {
    didSet { {{indexProperty}} = modelGenIndex({{name}}) { $0.configuration.{{idField}} } }
}

/// `{{name}}` by id, for `{{lookupMethod}}(id:)`: made again whenever `{{name}}` changes, so it is never stale.
private var {{indexProperty}}: [{{idType}}: {{type}}] = [:]
{{/isCollection}}
{{#isKeyed}}
{{propertyDoc}}
{{>Published}}{{>SetterAccess}}var {{name}}: [{{keyType}}: {{type}}] = [:]
{{/isKeyed}}

"""#),
        ("ModelLoad", #"""
{{#isSynchronous}}
private func {{names.startLoad}}() {
    {{#hasObserves}}
    {{names.tasks}}.cancel({{#observes}}.{{changesKey}}, .{{runKey}}{{^isLast}}, {{/isLast}}{{/observes}})
    {{/hasObserves}}
    {{#isThrowing}}
    do {
        {{names.state}} = .{{states.readyCase}}(try {{#call}}{{>UseCaseCall}}{{/call}})
    } catch {
        {{names.state}} = .{{states.failedCase}}(error, prior: {{names.state}}.snapshot)
    }
    {{/isThrowing}}
    {{^isThrowing}}
    {{names.state}} = .{{states.readyCase}}({{#call}}{{>UseCaseCall}}{{/call}})
    {{/isThrowing}}
    {{#observes}}
    {{method}}()
    {{/observes}}
}
{{/isSynchronous}}
{{^isSynchronous}}
@discardableResult
private func {{names.startLoad}}() -> Task<Void, Never> {
    {{#hasObserves}}
    {{names.tasks}}.cancel({{#observes}}.{{changesKey}}, .{{runKey}}{{^isLast}}, {{/isLast}}{{/observes}})
    {{/hasObserves}}
    let {{call.receiver}} = {{useCase}}
    {{#copiesConfiguration}}
    let {{configuration}} = {{configuration}}
    {{/copiesConfiguration}}
    {{#wrapsConfiguration}}
    let options = {{#call}}{{optionsType}}({{#arguments}}{{label}}: {{value}}{{^isLast}}, {{/isLast}}{{/arguments}}){{/call}}
    {{/wrapsConfiguration}}
    {{#isStream}}
    let updates = {{#call}}{{>UseCaseCall}}{{/call}}
    return {{names.tasks}}.loadStream(updates, key: .{{taskKey}}, on: self, {{names.modelState}}.init(from:{{#modelState.isStandard}}prior:{{/modelState.isStandard}})){{#hasObserves}} { model in
        {{#observes}}
        model.{{method}}()
        {{/observes}}
    }{{/hasObserves}}
    {{/isStream}}
    {{^isStream}}
    return {{names.tasks}}.load(.{{taskKey}}, on: self) {
        {{#isThrowing}}try {{/isThrowing}}await {{#wrapsConfiguration}}{{#call}}{{receiver}}.{{method}}(options: options){{/call}}{{/wrapsConfiguration}}{{^wrapsConfiguration}}{{#call}}{{>UseCaseCall}}{{/call}}{{/wrapsConfiguration}}
    {{#hasObserves}}
    } then: { model in
        {{#observes}}
        model.{{method}}()
        {{/observes}}
    {{/hasObserves}}
    }
    {{/isStream}}
}
{{/isSynchronous}}

"""#),
        ("ModelObserve", #"""
private func {{method}}() {
    {{names.tasks}}.observe({{child}}.{{changesMethod}}(), key: .{{changesKey}}, on: self) { model, value in
        let updates = model.{{#call}}{{>UseCaseCall}}{{/call}}
        model.{{names.tasks}}.run(updates, key: .{{runKey}}, on: model, {{names.modelState}}.init(from:{{#modelState.isStandard}}prior:{{/modelState.isStandard}}))
    }
}

"""#),
        ("ModelOperation", #"""
{{>Doc}}
{{#stream}}
@discardableResult
{{>Access}}{{#signature}}{{>Signature}}{{/signature}} -> Task<Void, Never> {
    let updates = {{#call}}{{>UseCaseCall}}{{/call}}
    {{^customRun}}
    return self.{{names.tasks}}.run(updates, key: .{{taskKey}}, on: self, {{#stop}}owner: {{owner}}, {{/stop}}{{#begin}}beginning: .{{begin}}, {{/begin}}{{names.modelState}}.init(from:{{#modelState.isStandard}}prior:{{/modelState.isStandard}}))
    {{/customRun}}
    {{#customRun}}
    return self.{{names.tasks}}.run(updates, key: .{{taskKey}}, on: self, {{#stop}}owner: {{owner}}, {{/stop}}setting: {{#customBegin}}.{{.}}{{/customBegin}}{{^customBegin}}nil{{/customBegin}}, {{#customSuccess}}{ .{{.}}($0) }{{/customSuccess}}{{^customSuccess}}{{names.modelState}}.init(from:){{/customSuccess}}, failed: {{#customFailure}}{ .{{.}}($0) }{{/customFailure}}{{^customFailure}}nil{{/customFailure}})
    {{/customRun}}
}
{{#stop}}

{{doc}}
{{>Access}}func {{name}}() {
    {{names.tasks}}.stop({{owner}}, key: .{{taskKey}}, on: self{{#initialCase}}, setting: .{{initialCase}}{{#initialHasArguments}}({{#initialArguments}}{{#label}}{{.}}: {{/label}}{{value}}{{^isLast}}, {{/isLast}}{{/initialArguments}}){{/initialHasArguments}}{{/initialCase}})
}
{{/stop}}
{{/stream}}
{{#append}}
@discardableResult
{{>Access}}{{#signature}}{{>Signature}}{{/signature}} -> Task<Void, Never> {
    let values = {{#call}}{{>UseCaseCall}}{{/call}}
    return self.{{names.tasks}}.follow(values, key: .{{taskKey}}, on: self, { $0.{{property}}.append({{#appendsContents}}contentsOf: {{/appendsContents}}$1) }{{#failsIntoState}}, failed: { $0.{{names.state}} = .{{states.failedCase}}($1, prior: $0.{{names.state}}.snapshot) }{{/failsIntoState}})
}
{{/append}}
{{#isSteps}}
{{>Access}}{{#signature}}{{>Signature}}{{/signature}} {
    {{#steps}}
    try Task.checkCancellation()
    {{#isStream}}
    for {{#canFail}}try {{/canFail}}await {{#caseName}}update{{/caseName}}{{^caseName}}_{{/caseName}} in {{#call}}{{>UseCaseCall}}{{/call}} {
        try Task.checkCancellation()
        {{#caseName}}
        {{names.state}} = .{{caseName}}(update)
        {{/caseName}}
    }
    {{/isStream}}
    {{#isState}}
    {{names.state}} = .{{caseName}}
    {{/isState}}
    {{#isCall}}
    {{#isEach}}
    for element in self.{{child}} {
        try Task.checkCancellation()
        {{>ModelStepCall}}
    }
    {{/isEach}}
    {{^isEach}}
    {{>ModelStepCall}}
    {{/isEach}}
    {{/isCall}}
    {{/steps}}
}
{{/isSteps}}
{{#callOperation}}
{{#returnsValue}}
@discardableResult
{{/returnsValue}}
{{>Access}}{{#signature}}{{>Signature}}{{/signature}} {
    {{>ModelCallOperation}}
}
{{/callOperation}}

"""#),
        ("ModelState", #"""
{{doc}}
{{>Access}}{{#isIndirect}}indirect {{/isIndirect}}enum {{names.modelState}}{{>Conformances}} {
    {{#isStandard}}
    /// No snapshot yet.
    case {{states.uninitializedCase}}
    {{#hasLoadingCase}}
    /// The load is running; `prior` is the snapshot shown before.
    case {{states.loadingCase}}(prior: {{snapshotType}}?)
    {{/hasLoadingCase}}
    /// The snapshot to show.
    case {{states.readyCase}}({{snapshotType}})
    {{#hasOperatingCase}}
    /// A stream is running, with its latest state; `prior` is the snapshot shown before.
    case {{states.operatingCase}}({{operatingType}}, prior: {{snapshotType}}?)
    {{/hasOperatingCase}}
    /// A load or a stream failed with the error; `prior` is the snapshot shown before.
    case {{states.failedCase}}(any Error, prior: {{snapshotType}}?)
    {{/isStandard}}
    {{#cases}}
    case {{name}}{{#payloadType}}({{payloadType}}){{/payloadType}}{{#isLabelled}}({{#fields}}{{label}}: {{type}}{{^isLast}}, {{/isLast}}{{/fields}}){{/isLabelled}}
    {{/cases}}

    {{#inits}}
    {{doc}}
    {{#failureDoc}}
    {{failureDoc}}
    {{/failureDoc}}
    {{#isStandard}}
    {{>Access}}init(from useCaseState: {{stateType}}, prior: {{snapshotType}}?) {
        {{#failureCase}}
        if case .{{failureCase}}(let payload) = useCaseState {
            self = .{{states.failedCase}}(modelGenError(payload), prior: prior)
            return
        }
        {{/failureCase}}
        {{#isEveryValue}}
        self = .{{states.readyCase}}(useCaseState)
        {{/isEveryValue}}
        {{#isCompletedSnapshot}}
        if let snapshot = useCaseState.completedSnapshot {
        {{/isCompletedSnapshot}}
        {{#completedCase}}
        if case .{{completedCase}}(let snapshot) = useCaseState {
        {{/completedCase}}
        {{#checksCompletion}}
            self = .{{states.readyCase}}(snapshot)
        } else {
            self = .{{states.operatingCase}}({{#operationCase}}.{{operationCase}}(useCaseState){{/operationCase}}{{^operationCase}}useCaseState{{/operationCase}}, prior: prior)
        }
        {{/checksCompletion}}
        {{#isAlwaysOperating}}
        self = .{{states.operatingCase}}({{#operationCase}}.{{operationCase}}(useCaseState){{/operationCase}}{{^operationCase}}useCaseState{{/operationCase}}, prior: prior)
        {{/isAlwaysOperating}}
    }
    {{/isStandard}}
    {{^isStandard}}
    {{>Access}}init(from useCaseState: {{stateType}}) {
        switch useCaseState {
        {{#mappings}}
        case .{{name}}{{#payloadType}}(let payload){{/payloadType}}{{#isLabelled}}({{#fields}}let {{name}}{{^isLast}}, {{/isLast}}{{/fields}}){{/isLabelled}}: self = .{{name}}{{#payloadType}}(payload){{/payloadType}}{{#isLabelled}}({{#fields}}{{argument}}: {{name}}{{^isLast}}, {{/isLast}}{{/fields}}){{/isLabelled}}
        {{/mappings}}
        }
    }
    {{/isStandard}}

    {{/inits}}
    {{#isStandard}}
    /// The ready snapshot, else the prior one.
    {{>Access}}var snapshot: {{snapshotType}}? {
        switch self {
        case .{{states.uninitializedCase}}: nil
        case .{{states.readyCase}}(let snapshot): snapshot
        case {{#hasLoadingCase}}.{{states.loadingCase}}(let prior), {{/hasLoadingCase}}{{#hasOperatingCase}}.{{states.operatingCase}}(_, let prior), {{/hasOperatingCase}}.{{states.failedCase}}(_, let prior): prior
        }
    }
    {{/isStandard}}
    {{#witnesses}}

    /// The support protocol's `{{requirement}}`: this model's `{{name}}`.
    {{#isUninitialized}}
    static var {{requirement}}: Self { .{{name}} }
    {{/isUninitialized}}
    {{#isLoading}}
    static func {{requirement}}(prior: {{snapshotType}}?) -> Self { .{{name}}(prior: prior) }
    {{/isLoading}}
    {{#isReady}}
    static func {{requirement}}(_ snapshot: {{snapshotType}}) -> Self { .{{name}}(snapshot) }
    {{/isReady}}
    {{#isFailed}}
    static func {{requirement}}(_ error: any Error, prior: {{snapshotType}}?) -> Self { .{{name}}(error, prior: prior) }
    {{/isFailed}}
    {{/witnesses}}
    {{#hasOperatingCase}}

    /// True for `.{{states.operatingCase}}`: only a stream's own run ends it.
    var {{names.isOperating}}: Bool {
        if case .{{states.operatingCase}} = self { true } else { false }
    }
    {{/hasOperatingCase}}
    {{#endsRunWhenFailed}}

    /// True for `.{{states.failedCase}}`: a stream that reports failure in-band ends its run with it.
    var {{names.endsRun}}: Bool {
        if case .{{states.failedCase}} = self { true } else { false }
    }
    {{/endsRunWhenFailed}}
}

"""#),
        ("ModelStepCall", #"""
{{#callsStream}}
await {{#isEach}}element{{/isEach}}{{^isEach}}{{child}}{{#isTracked}}?{{/isTracked}}{{/isEach}}.{{operation}}().value
{{/callsStream}}
{{#callsSteps}}
try await {{#isEach}}element{{/isEach}}{{^isEach}}{{child}}{{#isTracked}}?{{/isTracked}}{{/isEach}}.{{operation}}()
{{/callsSteps}}
{{#callsCall}}
{{#discardsValue}}_ = {{/discardsValue}}{{#isThrowing}}try {{/isThrowing}}{{#isAsync}}await {{/isAsync}}{{#isEach}}element{{/isEach}}{{^isEach}}{{child}}{{#isTracked}}?{{/isTracked}}{{/isEach}}.{{operation}}()
{{/callsCall}}

"""#),
        ("Parameter", #"""
{{#isUnlabelled}}_ {{/isUnlabelled}}{{#label}}{{label}} {{/label}}{{name}}: {{#isEscaping}}@escaping {{/isEscaping}}{{type}}{{#defaultValue}} = {{defaultValue}}{{/defaultValue}}
"""#),
        ("Published", #"""
{{#isObservableObject}}@Published {{/isObservableObject}}
"""#),
        ("SetterAccess", #"""
{{#accessModifier}}{{accessModifier}} internal(set) {{/accessModifier}}
"""#),
        ("Signature", #"""
func {{name}}({{#parameters}}{{>Parameter}}{{^isLast}}, {{/isLast}}{{/parameters}}){{#isAsync}} async{{/isAsync}}{{#isThrowing}} throws{{/isThrowing}}{{#returns}} -> {{returns}}{{/returns}}
"""#),
        ("Struct", #"""
{{>Doc}}
{{#sourceLocation}}
{{.}}
{{/sourceLocation}}
{{>Access}}struct {{name}}{{>Conformances}} {
{{#sourceLocation}}
#sourceLocation()
{{/sourceLocation}}
    {{#fields}}
    {{>Doc}}
{{#sourceLocation}}
{{.}}
{{/sourceLocation}}
    {{>Access}}{{#isImmutable}}let{{/isImmutable}}{{^isImmutable}}var{{/isImmutable}} {{name}}: {{type}}
{{#sourceLocation}}
#sourceLocation()
{{/sourceLocation}}
    {{/fields}}

    {{#hasEmpty}}
    /// The value with every field at its default.
    {{>Access}}static let empty = {{name}}()

    {{/hasEmpty}}
    {{initDoc}}
{{#initSourceLocation}}
{{.}}
{{/initSourceLocation}}
    {{#parameters}}
    {{>InitSignature}}
    {{/parameters}}
{{#initSourceLocation}}
#sourceLocation()
{{/initSourceLocation}}
        {{#fields}}
        self.{{label}} = {{name}}
        {{/fields}}
    }
}

"""#),
        ("Stub", #"""
{{#callStub}}
{{>StubCall}}
{{/callStub}}
{{^callStub}}
{{#isStream}}
/// A test double for `{{name}}`: yields `states` in order, then finishes or throws `failure`.
{{>Access}}final class {{stubName}}: {{name}} {
    /// The states every stream yields, in order.
    {{>Access}}let states: [{{valueType}}]
    /// What every stream throws after its states; nil to finish.
    {{>Access}}let failure: (any Error)?
    {{>StubRecorder}}

    /// A test double whose streams yield `states`, then finish or throw `failure`.
    {{>Access}}init(states: [{{valueType}}], failure: (any Error)? = nil) {
        self.states = states
        self.failure = failure
    }

    {{>StubCalls}}

    /// Records the call, then yields `states` and finishes or throws `failure`.
    {{>Access}}{{#requirement}}{{>Signature}}{{/requirement}} {
        recorder.record({{#hasOptions}}options{{/hasOptions}}{{^hasOptions}}(){{/hasOptions}})
        return modelGenStubStream(states, failure: failure)
    }
}
{{/isStream}}
{{^isStream}}
/// A test double for `{{name}}`: returns `result` from every call.
{{>Access}}final class {{stubName}}: {{name}} {
    /// What every call returns or throws.
    {{>Access}}let result: Result<{{valueType}}, any Error>
    {{>StubRecorder}}

    /// A test double whose calls return or throw `result`.
    {{>Access}}init(result: Result<{{valueType}}, any Error>) {
        self.result = result
    }

    {{>StubCalls}}

    /// Records the call, then returns or throws `result`.
    {{>Access}}{{#requirement}}{{>Signature}}{{/requirement}} {
        recorder.record({{#hasOptions}}options{{/hasOptions}}{{^hasOptions}}(){{/hasOptions}})
        return try result.get()
    }
}
{{/isStream}}
{{/callStub}}

"""#),
        ("StubCall", #"""
{{>Doc}}
{{>Access}}final class {{stubName}}: {{protocolName}} {
    {{#callRecord}}
    {{>Struct}}

    {{/callRecord}}
    {{#properties}}
    {{>Doc}}
    {{>Access}}let {{name}}: {{type}}
    {{/properties}}
    private let recorder = ModelGenCallRecorder<{{#callRecord}}{{name}}{{/callRecord}}{{^callRecord}}Void{{/callRecord}}>()

    {{initDoc}}
    {{#initParameters}}
    {{>InitSignature}}
    {{/initParameters}}
        {{#properties}}
        self.{{name}} = {{name}}
        {{/properties}}
    }

    {{callsDoc}}
    {{#callRecord}}
    {{>Access}}var calls: [{{name}}] { recorder.calls }
    {{/callRecord}}
    {{^callRecord}}
    {{>Access}}var calls: Int { recorder.count }
    {{/callRecord}}

    {{requirementDoc}}
    {{>Access}}{{#requirement}}{{>Signature}}{{/requirement}} {
        self.recorder.record({{#callRecord}}Self.{{name}}({{#recordArguments}}{{label}}: {{value}}{{^isLast}}, {{/isLast}}{{/recordArguments}}){{/callRecord}}{{^callRecord}}(){{/callRecord}})
        {{#replays}}
        self.{{values}}.forEach { {{parameter}}{{#isOptional}}?{{/isOptional}}($0) }
        {{/replays}}
        {{#answer}}
        {{#yieldsStatesThenFailure}}
        return modelGenStubStream(self.{{states}}, failure: self.{{failure}})
        {{/yieldsStatesThenFailure}}
        {{#yieldsStates}}
        return modelGenStubStream(self.{{states}})
        {{/yieldsStates}}
        {{#returnsResult}}
        return try self.{{result}}.get()
        {{/returnsResult}}
        {{#throwsFailure}}
        if let failure = self.{{failure}} { throw failure }
        {{/throwsFailure}}
        {{#returnsValue}}
        return self.{{value}}
        {{/returnsValue}}
        {{/answer}}
    }
}

"""#),
        ("StubCalls", #"""
{{#hasOptions}}
/// The options of every call, in order.
{{>Access}}var calls: [{{optionsType}}] { recorder.calls }
{{/hasOptions}}
{{^hasOptions}}
/// How many calls were made.
{{>Access}}var calls: Int { recorder.count }
{{/hasOptions}}

"""#),
        ("StubRecorder", #"""
private let recorder = ModelGenCallRecorder<{{#hasOptions}}{{optionsType}}{{/hasOptions}}{{^hasOptions}}Void{{/hasOptions}}>()

"""#),
        ("Support", #"""
{{header}}

import Foundation

/// A model whose `state` the tasks of its `ModelGenTasks` assign.
@MainActor
protocol ModelGenModel: AnyObject, Sendable {
    /// The model's `ModelState`.
    associatedtype State

    /// What the model shows.
    var state: State { get set }
}

/// A standard `ModelState`, with or without a loading case: its cases meet the requirements that build it.
protocol ModelGenReadyState {
    /// What the state shows when it has loaded.
    associatedtype Snapshot: Sendable

    /// No snapshot yet.
    static var {{states.uninitializedCase}}: Self { get }

    /// A snapshot to show.
    static func {{states.readyCase}}(_ snapshot: Snapshot) -> Self

    /// A load or a stream failed.
    static func {{states.failedCase}}(_ error: any Error, prior: Snapshot?) -> Self

    /// The ready snapshot, else the prior one.
    var snapshot: Snapshot? { get }
}

/// A standard `ModelState` with a loading case, which loads assign.
protocol ModelGenStandardState: ModelGenReadyState {
    /// A load is running.
    static func {{states.loadingCase}}(prior: Snapshot?) -> Self
}

extension ModelGenReadyState {
    /// What ends a run that did not complete: `.ready` with the snapshot shown, or `.uninitialized` without one.
    var settled: Self {
        snapshot.map { .{{states.readyCase}}($0) } ?? .{{states.uninitializedCase}}
    }
}

/// A standard `ModelState` with an `operating` case, which streams assign.
protocol ModelGenStreamingState: ModelGenReadyState {
    /// True for the `operating` case.
    var isOperating: Bool { get }

    /// True for a state that ends the stream's run: `failed`, when a stream reports failure in-band.
    var endsRun: Bool { get }
}

extension ModelGenStreamingState {
    /// No state ends a run unless the model's state says so.
    var endsRun: Bool { false }
}

/// The values a use case reports through a callback while a `call` operation runs: each is shown on the main actor,
/// in order, while the model exists, until `finish()`; values reported after it are dropped.
@MainActor
final class ModelGenProgress<Value: Sendable> {
    /// The callback the use case is given in place of the operation's own.
    nonisolated let report: @Sendable (Value) -> Void
    private let continuation: AsyncStream<Value>.Continuation
    private let shown: Task<Void, Never>

    /// Starts showing each reported value with `show`, which gets the model and the value.
    init<Model: AnyObject & Sendable>(on model: Model, _ show: @escaping @MainActor (Model, Value) -> Void) {
        let (values, continuation) = AsyncStream.makeStream(of: Value.self)
        self.continuation = continuation
        report = { continuation.yield($0) }
        shown = Task { [weak model] in
            for await value in values {
                guard let model else { return }
                show(model, value)
            }
        }
    }

    /// Drops what is reported from now on and returns when every value reported before has been shown, so that
    /// none shows over what the operation assigns next.
    func finish() async {
        continuation.finish()
        await shown.value
    }
}

/// An in-band failure as an error: what the failure case of a stream's state carried, when that is not an `Error`.
struct ModelGenFailure<Payload: Sendable>: Error {
    /// What the failure case carried.
    let payload: Payload
}

/// The error of an in-band failure whose payload is not an `Error`: `ModelGenFailure(payload:)`.
func modelGenError<Payload: Sendable>(_ payload: Payload) -> any Error {
    ModelGenFailure(payload: payload)
}

/// The error of an in-band failure whose payload is an `Error`: the payload itself.
func modelGenError<Payload: Error>(_ payload: Payload) -> any Error {
    payload
}

/// The error of an in-band failure whose payload is `any Error`: the payload itself.
func modelGenError(_ payload: any Error) -> any Error {
    payload
}

/// A model whose hand-written extensions start tasks it tracks, each under a key: starting another under the same key
/// cancels it, `{{names.cancelTrackedTask}}(_:)` cancels it, and dropping the model cancels every one, as for the
/// model's own tasks. Every generated model conforms.
@MainActor
protocol {{names.trackingProtocol}}: AnyObject, Sendable {
    /// The tasks the model's extensions started, by key.
    var {{names.trackedTasks}}: ModelGenTasks<String> { get }
}

extension {{names.trackingProtocol}} {
    /// Runs `apply` with the model and each value of `updates`, as a task the model tracks: for hand-written
    /// extensions. The task holds the model weakly, so dropping the model ends it.
    @discardableResult
    func {{names.startTrackedTask}}<Updates: AsyncSequence & Sendable>(
        _ key: String,
        _ updates: Updates,
        _ apply: @escaping @MainActor (Self, Updates.Element) -> Void
    ) -> Task<Void, Never> where Updates.Element: Sendable {
        {{names.trackedTasks}}.observe(updates, key: key, on: self, apply)
    }

    /// Runs `operation` as a task the model tracks: for hand-written extensions. An error it throws goes to
    /// `onError`, unless the task was cancelled. Capture the model weakly in `operation`: the task holds what the
    /// closure holds until it ends.
    @discardableResult
    func {{names.startTrackedTask}}(
        _ key: String,
        operation: @escaping @MainActor () async throws -> Void,
        onError: @escaping @MainActor (any Error) -> Void
    ) -> Task<Void, Never> {
        {{names.trackedTasks}}.perform(operation, key: key, onError: onError)
    }

    /// Cancels the tracked task under `key`, if one is running: it changes nothing more.
    func {{names.cancelTrackedTask}}(_ key: String) {
        {{names.trackedTasks}}.cancel(key)
    }
}

/// A standard `ModelState` with a loading and an `operating` case, which stream loads assign.
protocol ModelGenOperatingState: ModelGenStandardState, ModelGenStreamingState {}

/// The tasks a model runs, each under a key: starting a task cancels the one it replaces under the same key.
/// The model owns its `ModelGenTasks` and its tasks hold the model weakly, so dropping the model deallocates both,
/// and that cancels every task. A cancelled task changes nothing more.
@MainActor
final class ModelGenTasks<Key: Hashable & Sendable> {
    private var running: [Key: Task<Void, Never>] = [:]

    /// The operation whose run is running under a key, for `stop`: its name and the run's number.
    private var owners: [Key: (name: String, run: Int)] = [:]

    /// The number of the latest run started.
    private var runs = 0

    /// The key of the run that assigned the state last: only that run may end `.operating`.
    private var lastRunKey: Key?

    /// The number of the latest `call` operation started that shows the snapshot.
    private var calls = 0

    deinit {
        for task in running.values {
            task.cancel()
        }
    }

    /// Starts a `call` operation that shows the snapshot: returns its number, which makes every call started
    /// before it stale. The calls run in their callers' tasks, so none is cancelled: a stale call that finishes
    /// later asks `isLatestCall(_:)` and leaves the state to the newer one.
    @discardableResult
    func startCall() -> Int {
        calls += 1
        return calls
    }

    /// True when the call numbered `call` is the latest started: only it may assign its value or its error.
    func isLatestCall(_ call: Int) -> Bool {
        call == calls
    }

    /// Cancels and forgets the tasks under `keys`.
    func cancel(_ keys: Key...) {
        for key in keys {
            owners[key] = nil
            running.removeValue(forKey: key)?.cancel()
        }
    }

    /// Loads under `key`: the model's state becomes `.loading(prior:)`, then `.ready` with what `fetch` returns or
    /// `.failed` with what it throws; then `finished` runs.
    @discardableResult
    func load<Model: ModelGenModel>(
        _ key: Key,
        on model: Model,
        _ fetch: @escaping @Sendable () async throws -> Model.State.Snapshot,
        then finished: @escaping @MainActor (Model) -> Void = { _ in }
    ) -> Task<Void, Never> where Model.State: ModelGenStandardState {
        model.state = .{{states.loadingCase}}(prior: model.state.snapshot)
        return start(key) { [weak model] in
            let result: Result<Model.State.Snapshot, any Error>
            do {
                result = .success(try await fetch())
            } catch {
                result = .failure(error)
            }
            guard !Task.isCancelled, let model else { return }
            switch result {
            case .success(let snapshot):
                model.state = .{{states.readyCase}}(snapshot)
            case .failure(let error):
                model.state = .{{states.failedCase}}(error, prior: model.state.snapshot)
            }
            finished(model)
        }
    }

    /// Loads under `key` from a stream: the model's state becomes `.loading(prior:)`, then each update through
    /// `transform`; an error gives `.failed`; a stream that ends without completing gives `.ready(prior)`, or
    /// `.uninitialized` without a prior. Then `finished` runs.
    @discardableResult
    func loadStream<Model: ModelGenModel, Updates: AsyncSequence & Sendable>(
        _ updates: Updates,
        key: Key,
        on model: Model,
        _ transform: @escaping @MainActor (Updates.Element, Model.State.Snapshot?) -> Model.State,
        then finished: @escaping @MainActor (Model) -> Void = { _ in }
    ) -> Task<Void, Never> where Updates.Element: Sendable, Model.State: ModelGenOperatingState {
        model.state = .{{states.loadingCase}}(prior: model.state.snapshot)
        lastRunKey = key
        return start(key) { [weak self, weak model] in
            var received = false
            do {
                for try await update in updates {
                    guard !Task.isCancelled, let self, let model else { return }
                    model.state = transform(update, model.state.snapshot)
                    lastRunKey = key
                    received = true
                }
                guard !Task.isCancelled, let self, let model else { return }
                if lastRunKey == key, !received || model.state.isOperating {
                    model.state = model.state.settled
                }
                finished(model)
            } catch {
                guard !Task.isCancelled, let model else { return }
                model.state = .{{states.failedCase}}(error, prior: model.state.snapshot)
                finished(model)
            }
        }
    }

    /// Runs `updates` under `key` into a standard state: each update through `transform`, with the current
    /// snapshot as the prior one. An error gives `.failed`; when the stream ends and this run assigned the state
    /// last, `.operating` gives way to `.ready(prior)`, or `.uninitialized` without a prior.
    @discardableResult
    func run<Model: ModelGenModel, Updates: AsyncSequence & Sendable>(
        _ updates: Updates,
        key: Key,
        on model: Model,
        owner: String? = nil,
        beginning first: Updates.Element? = nil,
        _ transform: @escaping @MainActor (Updates.Element, Model.State.Snapshot?) -> Model.State
    ) -> Task<Void, Never> where Updates.Element: Sendable, Model.State: ModelGenStreamingState {
        if let first {
            model.state = transform(first, model.state.snapshot)
            lastRunKey = key
        }
        return start(key, owner: owner) { [weak self, weak model] in
            do {
                for try await update in updates {
                    guard !Task.isCancelled, let self, let model else { return }
                    model.state = transform(update, model.state.snapshot)
                    lastRunKey = key
                    if model.state.endsRun { return }
                }
                guard !Task.isCancelled, let self, let model, lastRunKey == key, model.state.isOperating else { return }
                model.state = model.state.settled
            } catch {
                guard !Task.isCancelled, let model else { return }
                model.state = .{{states.failedCase}}(error, prior: model.state.snapshot)
            }
        }
    }

    /// Stops the run under `key` when operation `owner` started it and it is still running: cancels it, and
    /// `.operating` gives way to `.ready(prior)`, or `.uninitialized` without a prior. Otherwise does nothing.
    func stop<Model: ModelGenModel>(_ owner: String, key: Key, on model: Model) where Model.State: ModelGenStreamingState {
        guard cancel(key, ifStartedBy: owner) else { return }
        model.state = model.state.settled
    }

    /// Cancels the run under `key` when operation `owner` started it and it is still running; false otherwise.
    private func cancel(_ key: Key, ifStartedBy owner: String) -> Bool {
        guard owners[key]?.name == owner else { return false }
        owners[key] = nil
        running.removeValue(forKey: key)?.cancel()
        return true
    }

    /// Forgets the owner of a run that has ended, unless a later run replaced it.
    private func release(_ key: Key, run: Int) {
        if owners[key]?.run == run { owners[key] = nil }
    }

    /// Runs `updates` under `key` into a custom state: each update through `transform`. A custom state has no
    /// failed case: a run that throws just ends.
    @discardableResult
    func run<Model: ModelGenModel, Updates: AsyncSequence & Sendable>(
        _ updates: Updates,
        key: Key,
        on model: Model,
        owner: String? = nil,
        _ transform: @escaping @MainActor (Updates.Element) -> Model.State
    ) -> Task<Void, Never> where Updates.Element: Sendable {
        start(key, owner: owner) { [weak model] in
            do {
                for try await update in updates {
                    guard !Task.isCancelled, let model else { return }
                    model.state = transform(update)
                }
            } catch {
                // The run just ends.
            }
        }
    }

    /// Runs `updates` under `key` into a custom state: `first`, when given, before it starts; each update through
    /// `transform`; an error through `failed`, or, without it, the run just ends.
    @discardableResult
    func run<Model: ModelGenModel, Updates: AsyncSequence & Sendable>(
        _ updates: Updates,
        key: Key,
        on model: Model,
        owner: String? = nil,
        setting first: Model.State?,
        _ transform: @escaping @MainActor (Updates.Element) -> Model.State,
        failed: (@MainActor (any Error) -> Model.State)?
    ) -> Task<Void, Never> where Updates.Element: Sendable {
        if let first { model.state = first }
        return start(key, owner: owner) { [weak model] in
            do {
                for try await update in updates {
                    guard !Task.isCancelled, let model else { return }
                    model.state = transform(update)
                }
            } catch {
                guard !Task.isCancelled, let model, let failed else { return }
                model.state = failed(error)
            }
        }
    }

    /// Stops the run under `key` of a custom state when operation `owner` started it and it is still running:
    /// cancels it and sets `initial`. Otherwise does nothing.
    func stop<Model: ModelGenModel>(_ owner: String, key: Key, on model: Model, setting initial: Model.State) {
        guard cancel(key, ifStartedBy: owner) else { return }
        model.state = initial
    }

    /// Subscribes under `key` to `changes`: `changed` runs with the model and each value, while the model exists.
    /// The task holds the model weakly, so dropping the model ends it.
    @discardableResult
    func observe<Model: AnyObject & Sendable, Changes: AsyncSequence & Sendable>(
        _ changes: Changes,
        key: Key,
        on model: Model,
        _ changed: @escaping @MainActor (Model, Changes.Element) -> Void
    ) -> Task<Void, Never> where Changes.Element: Sendable {
        start(key) { [weak model] in
            do {
                for try await value in changes {
                    guard !Task.isCancelled, let model else { return }
                    changed(model, value)
                }
            } catch {
                // A sequence that throws just ends.
            }
        }
    }

    /// Runs `values` under `key`: `received` runs with the model and each value while the model exists, and an error
    /// goes to `failed`. The task holds the model weakly, so dropping the model ends it.
    @discardableResult
    func follow<Model: AnyObject & Sendable, Values: AsyncSequence & Sendable>(
        _ values: Values,
        key: Key,
        on model: Model,
        _ received: @escaping @MainActor (Model, Values.Element) -> Void,
        failed: @escaping @MainActor (Model, any Error) -> Void = { _, _ in }
    ) -> Task<Void, Never> where Values.Element: Sendable {
        start(key) { [weak model] in
            do {
                for try await value in values {
                    guard !Task.isCancelled, let model else { return }
                    received(model, value)
                }
            } catch {
                guard !Task.isCancelled, let model else { return }
                failed(model, error)
            }
        }
    }

    /// Runs `operation` under `key`: an error it throws goes to `failed`, unless the task was cancelled.
    @discardableResult
    func perform(
        _ operation: @escaping @MainActor () async throws -> Void,
        key: Key,
        onError failed: @escaping @MainActor (any Error) -> Void
    ) -> Task<Void, Never> {
        start(key) {
            do {
                try await operation()
            } catch {
                guard !Task.isCancelled else { return }
                failed(error)
            }
        }
    }

    /// Starts `operation` under `key`, cancelling the task it replaces, with `owner` as the operation whose run it is
    /// until it ends.
    @discardableResult
    private func start(_ key: Key, owner: String? = nil, _ operation: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        runs += 1
        let run = runs
        let task = Task { [weak self] in
            defer { self?.release(key, run: run) }
            await operation()
        }
        owners[key] = owner.map { ($0, run) }
        running.updateValue(task, forKey: key)?.cancel()
        return task
    }
}

/// The children for `elements`, in order (a collection): a child whose id is still there is kept, the same
/// instance, and given its new element; a new id gets a child from `make`; the first of elements with one id wins.
/// `kept` is the collection's index by id (see `modelGenIndex`). Linear in the number of elements.
@MainActor
func modelGenSync<Child: AnyObject, Element, ID: Hashable>(
    _ kept: [ID: Child],
    to elements: [Element],
    id: (Element) -> ID,
    update: (Child, Element) -> Void,
    make: (Element) -> Child
) -> [Child] {
    var seen = Set<ID>(minimumCapacity: elements.count)
    var synced: [Child] = []
    synced.reserveCapacity(elements.count)
    for element in elements where seen.insert(id(element)).inserted {
        if let child = kept[id(element)] {
            update(child, element)
            synced.append(child)
        } else {
            synced.append(make(element))
        }
    }
    return synced
}

/// The index by id a collection keeps beside its children, so that its look-up by id is O(1): each id
/// maps to the first of `children` with that id. Linear in the number of children.
@MainActor
func modelGenIndex<Child: AnyObject, ID: Hashable>(_ children: [Child], id: (Child) -> ID) -> [ID: Child] {
    var index = [ID: Child](minimumCapacity: children.count)
    for child in children {
        let key = id(child)
        if index[key] == nil { index[key] = child }
    }
    return index
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

    /// A new stream that yields `current` first, when given, then every value sent after it.
    func subscribe(startingWith current: Value? = nil) -> AsyncStream<Value> {
        let (stream, continuation) = AsyncStream.makeStream(of: Value.self, bufferingPolicy: .bufferingNewest(1))
        let id = lock.withLock {
            let id = nextID
            nextID += 1
            subscribers[id] = continuation
            if let current { continuation.yield(current) }
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

/// A stream that yields `states` in order, then finishes.
func modelGenStubStream<State: Sendable>(_ states: [State]) -> AsyncStream<State> {
    AsyncStream { continuation in
        for state in states {
            continuation.yield(state)
        }
        continuation.finish()
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
{{>Access}}protocol {{name}}: Sendable {
    {{requirementDoc}}
    {{#requirement}}{{>Signature}}{{/requirement}}
}
{{#existingType}}

{{#conformanceSourceLocation}}
{{.}}
{{/conformanceSourceLocation}}
extension {{.}}: {{name}} {}
{{#conformanceSourceLocation}}
#sourceLocation()
{{/conformanceSourceLocation}}
{{/existingType}}

"""#),
        ("UseCaseCall", #"""
{{#isOnSelf}}self.{{/isOnSelf}}{{receiver}}{{#madeFrom}}({{>Argument}}){{/madeFrom}}.{{method}}({{#optionsType}}options: {{optionsType}}({{/optionsType}}{{#arguments}}{{>Argument}}{{^isLast}}, {{/isLast}}{{/arguments}}{{#optionsType}}){{/optionsType}})
"""#),
        ("UseCaseState", #"""
{{>Doc}}
{{>Access}}enum {{name}}{{>Conformances}} {
    {{#cases}}
    case {{>EnumCase}}
    {{/cases}}
    {{#hasCompletedCase}}

    /// The payload of the completed case, `{{completedCase}}`; nil for any other case.
    {{>Access}}var completedSnapshot: {{completedSnapshot}}? {
        if case .{{completedCase}}(let snapshot) = self { snapshot } else { nil }
    }
    {{/hasCompletedCase}}
}

"""#),
    ]
}
