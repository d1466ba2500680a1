// The namer: every Swift name modelgen derives from a spec name comes from here.

/// Derives every generated name; keywords are escaped with backticks, casing rules live only here.
public enum Namer {
    /// The name as an identifier, in backticks when it is a keyword.
    public static func identifier(_ name: String) -> SwiftName {
        SwiftName(name)
    }

    /// `importStatusUseCase` for `ImportStatusUseCase`: lower camel case (leading acronyms lowered whole).
    public static func lowerCamel(_ name: String) -> String {
        // Spec names are ASCII identifiers (the validator requires it).
        let scalars = name.unicodeScalars
        let upperRun = scalars.prefix { ("A"..."Z").contains($0) }.count
        if upperRun == 0 { return name }
        let lowered = upperRun == 1 || upperRun == scalars.count ? upperRun : upperRun - 1
        return String(scalars.prefix(lowered)).lowercased() + String(scalars.dropFirst(lowered))
    }

    /// `IntegrationModel` for `integrationModel`.
    public static func upperCamel(_ name: String) -> String {
        // Spec names are ASCII identifiers (the validator requires it): only a lowercase first letter changes.
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return name }
        return String(first).uppercased() + String(name.unicodeScalars.dropFirst())
    }

    /// `prefix`, `name` in upper camel case (``upperCamel(_:)``), then `suffix`.
    private static func camel(_ prefix: String, _ name: String, _ suffix: String = "") -> SwiftName {
        SwiftName(prefix + upperCamel(name) + suffix)
    }

    /// The base of a use case's derived names: `Import` for `ImportUseCase`.
    public static func useCaseBase(_ useCase: String) -> String {
        withoutSuffix("UseCase", of: useCase)
    }

    /// `name` without `suffix` when it ends with it and is longer; compared as UTF-8, not as characters.
    private static func withoutSuffix(_ suffix: String, of name: String) -> String {
        let length = suffix.utf8.count
        guard name.utf8.count > length, name.utf8.suffix(length).elementsEqual(suffix.utf8) else { return name }
        return String(decoding: name.utf8.dropLast(length), as: UTF8.self)
    }

    /// `ImportOptions` for `ImportUseCase`, unless `optionsType` overrides it.
    public static func optionsType(of useCase: UseCaseSpec) -> SwiftName {
        SwiftName(useCase.optionsType?.value ?? useCaseBase(useCase.name.value) + "Options")
    }

    /// `ImportState` for `ImportUseCase`, unless `stateType` overrides it.
    public static func stateType(of useCase: String, override: String?) -> SwiftName {
        SwiftName(override ?? useCaseBase(useCase) + "State")
    }

    /// `ImportUseCaseStub`.
    /// The protocol a use case's models hold: its own name, or `GreetingUseCaseProtocol` for an existing `GreetingUseCase`.
    public static func protocolName(of useCase: UseCaseSpec) -> SwiftName {
        SwiftName(useCase.isExisting ? useCase.name.value + "Protocol" : useCase.name.value)
    }

    public static func stub(of useCase: String) -> SwiftName {
        SwiftName(useCase + "Stub")
    }

    /// `onEventValues`: the values a stub sends to its call's callback parameter `onEvent`.
    public static func replayedValues(of parameter: String) -> SwiftName {
        identifier(parameter + "Values")
    }

    /// `makeIntegrationModel` for the child `integrationModel`.
    public static func factory(of child: ChildSpec) -> SwiftName {
        // A collection's or a keyed cache's factory makes one child: `makePRModel`, after the child's model type.
        switch child.lifetime.value {
        case .collection, .keyed: camel("make", child.model.value)
        case .required, .optional, .activated, .provided, .assigned: camel("make", child.name.value)
        }
    }

    /// `prModel(id:)`'s name for the collection of `PRModel` children, and `chatModel(for:)`'s for the keyed cache of
    /// `ChatModel` children: the child's model type, lowerCamel.
    public static func collectionLookup(of child: ChildSpec) -> SwiftName {
        SwiftName(lowerCamel(child.model.value))
    }

    /// `removeChatModel(for:)`'s name for the keyed cache of `ChatModel` children: after the child's model type.
    public static func keyedRemove(of child: ChildSpec) -> SwiftName {
        camel("remove", child.model.value)
    }

    /// `prModelsByID`: the private index of the collection `prModels` by id, beside the array.
    public static func collectionIndex(of child: String) -> SwiftName {
        SwiftName(child + "ByID")
    }

    /// `clearIntegration` for the optional child `integrationModel`: its name without a trailing `Model`.
    public static func clear(child: String) -> SwiftName {
        let stem = withoutSuffix("Model", of: child)
        return camel("clear", stem)
    }

    /// `activate`, or `activateLogModel` when `model` has several activated children.
    public static func activate(child: String, in model: ModelSpec) -> SwiftName {
        hasSeveralActivatedChildren(model) ? camel("activate", child) : "activate"
    }

    /// `deactivate`, or `deactivateLogModel` when `model` has several activated children.
    public static func deactivate(child: String, in model: ModelSpec) -> SwiftName {
        hasSeveralActivatedChildren(model) ? camel("deactivate", child) : "deactivate"
    }

    private static func hasSeveralActivatedChildren(_ model: ModelSpec) -> Bool {
        model.children.filter { $0.lifetime.value.isActivated }.count > 1
    }

    /// `integrationModelFactory`: the private property holding a child's factory.
    public static func factoryProperty(of child: String) -> SwiftName {
        SwiftName(child + "Factory")
    }

    /// `currentBroadcaster`: the property holding a broadcast value's subscribers.
    public static func broadcaster(of broadcast: String) -> SwiftName {
        SwiftName(broadcast + "Broadcaster")
    }

    /// `observeSettingsModel`: the method subscribing to an observed child.
    public static func observe(child: String) -> SwiftName {
        camel("observe", child)
    }

    /// `tailAppending`: the task key of an appending stream operation's run.
    public static func appendTaskKey(of operation: String) -> SwiftName {
        SwiftName(operation + "Appending")
    }

    /// `settingsModelChanges`: the task key of the subscription to an observed child's broadcasts.
    public static func changesTaskKey(of child: String) -> SwiftName {
        SwiftName(child + "Changes")
    }

    /// `settingsModelRun`: the task key of the run for the newest value an observed child broadcast.
    public static func runTaskKey(of child: String) -> SwiftName {
        SwiftName(child + "Run")
    }

    /// The use-case property and init label: `importStatusUseCase`.
    public static func useCaseProperty(_ useCase: String) -> SwiftName {
        SwiftName(lowerCamel(useCase))
    }

    /// The factory property and init label of a use case made by a factory (`from:`): `makeLoadPRsUseCase`.
    public static func useCaseFactory(_ useCase: String) -> SwiftName {
        camel("make", useCase)
    }

    /// `integrationConfiguration` for the configuration type `IntegrationConfiguration`.
    public static func configurationParameter(of type: TypeExpression) -> SwiftName {
        SwiftName(lowerCamel(type.simpleName ?? "configuration"))
    }

    /// The names that do not depend on the spec. The validator claims them (`ModelMembers.swift`) and translation uses
    /// them; the templates spell them as written here.
    public enum Fixed {
        /// The task bag of a model that starts tasks.
        public static let tasks: SwiftName = "tasks"
        /// The enum of a model's task keys.
        public static let taskKey: SwiftName = "TaskKey"
        /// The state property.
        public static let state: SwiftName = "state"
        /// The nested state enum.
        public static let modelState: SwiftName = "ModelState"
        /// The nested enum of the streams that feed `operating`, when there are several.
        public static let operation: SwiftName = "Operation"
        /// The state's flag that the task bookkeeping asks: true for `operating`.
        public static let isOperating: SwiftName = "isOperating"
        /// The state's flag that ends a stream's run: true for `failed`, when a stream reports failure in-band.
        public static let endsRun: SwiftName = "endsRun"
        /// The public method that runs the load again.
        public static let reload: SwiftName = "reload"
        /// The method that starts the load task.
        public static let startLoad: SwiftName = "startLoad"
        /// The configuration property and init parameter.
        public static let configuration: SwiftName = "configuration"
        /// The method that makes an optional child from its configuration.
        public static let configure: SwiftName = "configure"
        /// The task key of the load.
        public static let loadTask: SwiftName = "load"
        /// The task key shared by every stream operation.
        public static let operationTask: SwiftName = "operation"
        /// The internal method hand-written extensions start tracked tasks with.
        public static let startTrackedTask: SwiftName = "startTrackedTask"
        /// The internal method hand-written extensions cancel a tracked task with.
        public static let cancelTrackedTask: SwiftName = "cancelTrackedTask"
        /// The internal task bag of the tasks hand-written extensions start.
        public static let trackedTasks: SwiftName = "trackedTasks"
        /// The support protocol that gives every model its tracked-task methods.
        public static let trackingProtocol: SwiftName = "ModelGenTracking"
        /// The nested record of one call in a `call` use case's stub.
        public static let callRecord: SwiftName = "Call"
        /// The support protocol of a model whose tasks assign its state.
        public static let modelProtocol: SwiftName = "ModelGenModel"
        /// The support protocol of a standard state that loads assign.
        public static let standardStateProtocol: SwiftName = "ModelGenStandardState"
        /// The support protocol of a standard state that streams assign.
        public static let operatingStateProtocol: SwiftName = "ModelGenOperatingState"
        /// The support protocol of a standard state without a loading case (`stateCases: reachable`).
        public static let readyStateProtocol: SwiftName = "ModelGenReadyState"
        /// The support protocol of a standard state without a loading case that streams assign.
        public static let streamingStateProtocol: SwiftName = "ModelGenStreamingState"
    }

    /// `observeChanges` for a model's only broadcast, `observeCurrentChanges` for one of several.
    public static func observeChanges(of broadcast: String, in model: ModelSpec) -> SwiftName {
        model.broadcasts.count == 1 ? "observeChanges" : camel("observe", broadcast, "Changes")
    }
}
