// Render data for a model class: every member it has, with names and lines decided in advance.

/// A model class.
public struct ModelData: Sendable, RenderContext {
    /// `///` lines.
    public var doc: [SwiftCode] = []
    /// The escaped class name.
    public var name: SwiftName
    /// `@MainActor @Observable`, or `@MainActor` for the observableObject flavour.
    public var classAttributes: SwiftCode
    /// `: ObservableObject` for that flavour, else empty.
    public var conformance: SwiftCode
    /// `@Published ` on tracked stored properties in the observableObject flavour, else empty.
    public var published: SwiftCode
    /// The doc line of `state`, when the model has a state.
    public var stateDoc: SwiftCode?
    /// Broadcast values.
    public var broadcasts: [BroadcastData] = []
    /// Properties: `recipientInput: String = ""`, each with its `///` lines.
    public var properties: [CaseData] = []
    /// Dependencies, internal, in spec order.
    public var dependencies: [UseCasePropertyData] = []
    /// Each collection's line in `syncCollections()`.
    public var collectionSync: [SwiftCode] = []
    /// True when the model is an element of some collection: its parent updates its `configuration`.
    public var isElement = false
    /// `id: number`: the configuration field and its type.
    public var identity: UseCasePropertyData?
    /// `let configuration`'s type.
    public var configurationType: SwiftCode?
    /// Children in order.
    public var children: [ChildData] = []
    /// Use-case properties in init order.
    public var useCases: [UseCasePropertyData] = []
    /// The init's `///` line.
    public var initDoc: SwiftCode = ""
    /// The init's parameters.
    public var initParameters = ParametersData(parameters: [])
    /// The init's body before the state is set.
    public var initAssignments: [SwiftCode] = []
    /// The state the model starts in (`.loading(prior: nil)`).
    public var initialState: SwiftCode?
    /// Calls that end the init (`startLoad()`, `observeSettingsModel()`, `setupPublished()`).
    public var initCalls: [SwiftCode] = []
    /// The load, when the model has one.
    public var load: LoadData?
    /// Operations in order.
    public var operations: [OperationData] = []
    /// `observes` entries in order.
    public var observes: [ObserveData] = []
    /// The nested `ModelState`, when the model has a state.
    public var modelState: ModelStateData?
    /// The cases of the nested `Operation` enum, when several streams feed `operating`.
    public var operationCases: [CaseData] = []
    /// The cases of the nested `TaskKey` enum: one per task the model starts, then `tracked(String)` for extensions.
    public var taskKeys: [SwiftCode] = []

    /// The value of `key` for templates.
    public func value(for key: RenderKey) -> RenderValue {
        switch key {
        case .doc: .texts(doc)
        case .name: .text(self.name)
        case .classAttributes: .text(classAttributes)
        case .conformance: .text(conformance)
        case .published: .text(published)
        case .stateDoc: .optional(stateDoc)
        case .hasState: .bool(stateDoc != nil)
        case .broadcasts: .list(broadcasts)
        case .collectionSync: .texts(collectionSync)
        case .hasCollections: .bool(!collectionSync.isEmpty)
        case .isElement: .bool(isElement)
        case .identity: .optional(identity)
        case .properties: .list(properties)
        case .dependencies: .list(dependencies)
        case .configurationType: .optional(configurationType)
        case .hasConfiguration: .bool(configurationType != nil)
        case .children: .list(children)
        case .useCases: .list(useCases)
        case .initDoc: .text(initDoc)
        case .initParameters: .context(initParameters)
        case .initAssignments: .texts(initAssignments)
        case .initialState: .optional(initialState)
        case .initCalls: .texts(initCalls)
        case .load: .optional(load)
        case .operations: .list(operations)
        case .observes: .list(observes)
        case .modelState: .optional(modelState)
        case .operationCases: .list(operationCases)
        case .hasOperationEnum: .bool(!operationCases.isEmpty)
        case .taskKeys: .text(taskKeys.joined(separator: ", "))
        default: .missing
        }
    }
}

/// A broadcast value and its subscription method.
public struct BroadcastData: Sendable, RenderContext {
    /// `///` lines of the property.
    public var doc: [SwiftCode]
    /// The property name.
    public var name: SwiftName
    /// The value type.
    public var type: SwiftCode
    /// `currentBroadcaster`.
    public var broadcaster: SwiftName
    /// `observeChanges` or `observeCurrentChanges`.
    public var observeMethod: SwiftName
    /// The broadcaster call of the observe method: `subscribe(startingWith: current)`, or `subscribe()` without replay.
    public var subscription: SwiftCode
    /// The observe method's `///` line.
    public var observeDoc: SwiftCode

    /// The value of `key` for templates.
    public func value(for key: RenderKey) -> RenderValue {
        switch key {
        case .doc: .texts(doc)
        case .name: .text(self.name)
        case .type: .text(type)
        case .broadcaster: .text(broadcaster)
        case .observeMethod: .text(observeMethod)
        case .subscription: .text(subscription)
        case .observeDoc: .text(observeDoc)
        default: .missing
        }
    }
}

/// A child model and the members its lifetime brings.
public struct ChildData: Sendable, RenderContext {
    /// The property name.
    public var name: SwiftName
    /// The child's class.
    public var type: SwiftCode
    /// The lifetime.
    public var lifetime: ChildLifetime
    /// The property's doc line (required, optional and activated children).
    public var propertyDoc: SwiftCode?
    /// The private factory property (`integrationModelFactory`).
    public var factory: SwiftName
    /// The factory's type without `@escaping`.
    public var factoryType: SwiftCode
    /// The configuration type of an optional child.
    public var configurationType: SwiftCode?
    /// `clearIntegration` (optional children).
    public var clearMethod: SwiftName
    /// `activate` or `activateLogModel`.
    public var activateMethod: SwiftName
    /// `deactivate` or `deactivateLogModel`.
    public var deactivateMethod: SwiftName
    /// `makeDetailModel` (provided children).
    public var makeMethod: SwiftName
    /// The sentence end of change docs: `, then reloads` or empty.
    public var reloadNote: SwiftCode
    /// True when changing the child restarts the parent's load.
    public var reloadsParent: Bool
    /// `prModel` (collections).
    public var lookupMethod: SwiftName = "_"
    /// `prModelsByID`, the index beside the array (collections).
    public var indexProperty: SwiftName = "_"
    /// The element's id type (collections).
    public var idType: SwiftCode = ""
    /// The element's id field (collections).
    public var idField: SwiftName = ""

    /// The value of `key` for templates.
    public func value(for key: RenderKey) -> RenderValue {
        if ChildLifetime.sections.contains(key) { return .bool(key == lifetime.section) }
        return switch key {
        case .name: .text(self.name)
        case .type: .text(type)
        case .propertyDoc: .optional(propertyDoc)
        case .isTracked: .bool(lifetime.isTracked)
        case .isMade: .bool(lifetime.isMade)
        case .factory: .text(factory)
        case .factoryType: .text(factoryType)
        case .configurationType: .optional(configurationType)
        case .clearMethod: .text(clearMethod)
        case .activateMethod: .text(activateMethod)
        case .deactivateMethod: .text(deactivateMethod)
        case .makeMethod: .text(makeMethod)
        case .reloadNote: .text(reloadNote)
        case .reloadsParent: .bool(reloadsParent)
        case .lookupMethod: .text(lookupMethod)
        case .indexProperty: .text(indexProperty)
        case .idType: .text(idType)
        case .idField: .text(idField)
        default: .missing
        }
    }
}

/// A use case the model holds.
public struct UseCasePropertyData: Sendable, RenderContext {
    /// `importUseCase`.
    public var name: SwiftName
    /// `any ImportUseCase`.
    public var type: SwiftCode

    /// The value of `key` for templates.
    public func value(for key: RenderKey) -> RenderValue {
        switch key {
        case .name: .text(self.name)
        case .type: .text(type)
        default: .missing
        }
    }
}

/// The load run from init and `reload()`.
public struct LoadData: Sendable, RenderContext {
    /// The key of the load's task: `load`.
    public var taskKey: SwiftCode
    /// The use-case property.
    public var useCase: SwiftCode
    /// Lines run on the main actor before the load task starts (after capturing the use case).
    public var prepare: [SwiftCode]
    /// The awaited call: `useCase.fetch()`.
    public var call: SwiftCode
    /// The task keys of the `observes` subscriptions and runs stopped while loading, as arguments:
    /// `.settingsModelChanges, .settingsModelRun`; nil when there are none.
    public var cancelKeys: SwiftCode?
    /// Calls made on the model once the load has finished (`observeSettingsModel()`).
    public var afterLoad: [SwiftCode]
    /// How the load runs: a task that awaits one value, a task that streams states, or within the call.
    public var kind: LoadKind = .task
    /// The transform of a stream load: `ModelState.init(from:prior:)`.
    public var transform: SwiftCode = ""
    /// The body of a synchronous load.
    public var lines: [SwiftCode] = []

    /// How a load runs.
    public enum LoadKind: Sendable {
        /// A task awaits one value (`fetch`, an `async` call).
        case task
        /// A task streams states through `ModelState(from:prior:)`.
        case stream
        /// The value is assigned within the call (a synchronous call), with no loading state.
        case synchronous
    }

    /// The value of `key` for templates.
    public func value(for key: RenderKey) -> RenderValue {
        switch key {
        case .taskKey: .text(taskKey)
        case .useCase: .text(useCase)
        case .prepare: .texts(prepare)
        case .call: .text(call)
        case .cancelKeys: .optional(cancelKeys)
        case .afterLoad: .texts(afterLoad)
        case .hasAfterLoad: .bool(!afterLoad.isEmpty)
        case .isStream: .bool(Self.isStream(kind))
        case .isSynchronous: .bool(Self.isSynchronous(kind))
        case .transform: .text(transform)
        case .lines: .texts(lines)
        default: .missing
        }
    }

    private static func isStream(_ kind: LoadKind) -> Bool {
        switch kind {
        case .stream: true
        case .task, .synchronous: false
        }
    }

    private static func isSynchronous(_ kind: LoadKind) -> Bool {
        switch kind {
        case .synchronous: true
        case .task, .stream: false
        }
    }
}

/// An operation: a stream into the state, or steps.
public struct OperationData: Sendable, RenderContext {
    /// `///` lines.
    public var doc: [SwiftCode]
    /// The method name.
    public var name: SwiftName
    /// The parameter list.
    public var parameters: SwiftCode
    /// The key of the task a stream operation runs under (`operation`); nil for a steps operation.
    public var taskKey: SwiftCode?
    /// The stream call: `importUseCase.stream(options: ImportOptions(source: source))`.
    public var streamCall: SwiftCode
    /// The transform handed to `run`: `ModelState.init(from:prior:)`.
    public var transform: SwiftCode
    /// Lines of a steps operation's body.
    public var lines: [SwiftCode]
    /// ` async throws`, ` async` or nothing: the effects of a steps or call operation.
    public var effects: SwiftCode = ""
    /// ` -> Worktree`: what a call operation returns, or nothing.
    public var returns: SwiftCode = ""
    /// What `run` takes besides the stream, key and transform: `owner: "watch", beginning: .preparing, ` or empty.
    public var runArguments: SwiftCode = ""
    /// The `stop` method, when the operation has one.
    public var stop: StopData?

    /// The value of `key` for templates.
    public func value(for key: RenderKey) -> RenderValue {
        switch key {
        case .doc: .texts(doc)
        case .name: .text(self.name)
        case .parameters: .text(parameters)
        case .isStream: .bool(taskKey != nil)
        case .taskKey: .optional(taskKey)
        case .streamCall: .text(streamCall)
        case .transform: .text(transform)
        case .lines: .texts(lines)
        case .runArguments: .text(runArguments)
        case .effects: .text(effects)
        case .returns: .text(returns)
        case .isDiscardable: .bool(!returns.isEmpty)
        case .stop: .optional(stop)
        default: .missing
        }
    }
}

/// The method that stops a stream operation's run (`stop:`).
public struct StopData: Sendable, RenderContext {
    /// `///` line.
    public var doc: SwiftCode
    /// `stopWatching`.
    public var name: SwiftName
    /// Its one line: `tasks.stop("watch", key: .operation, on: self)`.
    public var body: SwiftCode

    /// The value of `key` for templates.
    public func value(for key: RenderKey) -> RenderValue {
        switch key {
        case .doc: .text(doc)
        case .name: .text(self.name)
        case .body: .text(body)
        default: .missing
        }
    }
}

/// An `observes` entry: a child's broadcasts, each run through a use case into the state.
public struct ObserveData: Sendable, RenderContext {
    /// `observeSettingsModel`.
    public var method: SwiftName
    /// `settingsModel.observeChanges()`.
    public var changesCall: SwiftCode
    /// The task key of the subscription: `settingsModelChanges`.
    public var changesKey: SwiftName
    /// The task key of the run for the newest value: `settingsModelRun`.
    public var runKey: SwiftName
    /// The stream call for `value`, on `model`.
    public var streamCall: SwiftCode
    /// The transform handed to `run`.
    public var transform: SwiftCode

    /// The value of `key` for templates.
    public func value(for key: RenderKey) -> RenderValue {
        switch key {
        case .method: .text(method)
        case .changesCall: .text(changesCall)
        case .changesKey: .text(changesKey)
        case .runKey: .text(runKey)
        case .streamCall: .text(streamCall)
        case .transform: .text(transform)
        default: .missing
        }
    }
}

/// The nested `ModelState` enum.
public struct ModelStateData: Sendable, RenderContext {
    /// True for the standard state.
    public var isStandard: Bool
    /// `///` line of the enum.
    public var doc: SwiftCode
    /// `Sendable`, and the support protocol the model's tasks need of a standard state.
    public var conformances: SwiftCode
    /// The snapshot type of a standard state.
    public var snapshotType: SwiftCode
    /// The cases.
    public var cases: [CaseData]
    /// `init(from:...)` per streamed state type.
    public var inits: [StateInitData]
    /// `snapshot`'s switch: `case .loading(let prior):` and what it returns.
    public var snapshotCases: [SwitchCaseData]
    /// True for a standard state with an `operating` case.
    public var hasOperatingCase: Bool

    /// The value of `key` for templates.
    public func value(for key: RenderKey) -> RenderValue {
        switch key {
        case .isStandard: .bool(isStandard)
        case .doc: .text(doc)
        case .conformances: .text(conformances)
        case .snapshotType: .text(snapshotType)
        case .cases: .list(cases)
        case .inits: .list(inits)
        case .snapshotCases: .list(snapshotCases)
        case .hasOperatingCase: .bool(hasOperatingCase)
        default: .missing
        }
    }
}

/// One `init(from:)` of `ModelState`.
public struct StateInitData: Sendable, RenderContext {
    /// `///` line.
    public var doc: SwiftCode
    /// The use case's state type.
    public var stateType: SwiftCode
    /// What a non-completed state becomes inside `.operating` (standard state).
    public var body: [SwiftCode]
    /// Case-by-case mapping (custom state).
    public var mappings: [SwitchCaseData]

    /// The value of `key` for templates.
    public func value(for key: RenderKey) -> RenderValue {
        switch key {
        case .doc: .text(doc)
        case .stateType: .text(stateType)
        case .body: .texts(body)
        case .mappings: .list(mappings)
        default: .missing
        }
    }
}

/// One case of a generated `switch`.
public struct SwitchCaseData: Sendable, RenderContext {
    /// `.blocked(let payload)`.
    public var pattern: SwiftCode
    /// `.blocked(payload)`.
    public var value: SwiftCode

    /// The value of `key` for templates.
    public func value(for key: RenderKey) -> RenderValue {
        switch key {
        case .pattern: .text(pattern)
        case .value: .text(value)
        default: .missing
        }
    }
}

/// An enum case with its documentation.
public struct CaseData: Sendable, RenderContext {
    /// `///` lines.
    public var doc: [SwiftCode]
    /// The declaration without `case`: `loading(prior: ImportSnapshot?)`.
    public var declaration: SwiftCode
    /// `#sourceLocation` at the spec line of a model property with a default or an external type.
    public var sourceLocation: SwiftCode?

    /// The value of `key` for templates.
    public func value(for key: RenderKey) -> RenderValue {
        switch key {
        case .doc: .texts(doc)
        case .declaration: .text(declaration)
        case .sourceLocation: .text(sourceLocation ?? "")
        default: .missing
        }
    }
}

extension ChildLifetime {
    /// The section keys of every lifetime.
    fileprivate static let sections = Set(allCases.map(\.section))

    /// The template section of the lifetime's own members (`{{#isOptional}}` in `ModelChildMethods.mustache`).
    /// `RenderKey` holds only names the built-in templates use, so a new lifetime's key does not compile until a
    /// template has its section and `EmbedTemplates` has run.
    var section: RenderKey {
        switch self {
        case .required: .isRequired
        case .optional: .isOptional
        case .activated: .isActivated
        case .provided: .isProvided
        case .assigned: .isAssigned
        case .collection: .isCollection
        }
    }
}
