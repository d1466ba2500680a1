// Render data for a model class: every member it has, with names and lines decided in advance.

/// A model class.
public struct ModelData: Sendable {
    /// `///` lines.
    public var doc: [SwiftCode] = []
    /// The escaped class name.
    public var name: SwiftName
    /// The class's protocols: `ObservableObject` for that flavour, `Identifiable`, `ModelGenModel`; maybe none.
    public var conformances: [SwiftCode] = []
    /// The doc line of `state`, when the model has a state.
    public var stateDoc: SwiftCode?
    /// Broadcast values.
    public var broadcasts: [BroadcastData] = []
    /// Properties: `recipientInput: String = ""`, each with its `///` lines.
    public var properties: [ModelPropertyData] = []
    /// Dependencies, in spec order.
    public var dependencies: [DependencyData] = []
    /// The model's access modifier (`public`, `package`), or empty for internal: its own, else the run's.
    public var access: SwiftCode = ""
    /// The standard state's case names: the model's own, else the run's.
    public var stateNames = StateNames()
    /// `didInit:`: the hand-written method the init calls last.
    public var didInit: SwiftName?
    /// The enums, then the snapshots, nested in the model.
    public var nestedTypes: [NestedTypeData] = []
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
    /// The init's assignments, in order.
    public var initAssignments: [InitAssignmentData] = []
    /// The state the model starts in, when it has a state.
    public var initialState: InitialStateData?
    /// True when the init ends by starting the load.
    public var initStartsLoad = false
    /// True when the init ends by subscribing to each `observes` entry (`observeSettingsModel()`).
    public var initStartsObserves = false
    /// True when the init ends by calling `setupPublished()`.
    public var initSetsUpPublished = false
    /// The load, when the model has one.
    public var load: LoadData?
    /// Operations in order.
    public var operations: [OperationData] = []
    /// `observes` entries in order.
    public var observes: [ObserveData] = []
    /// The nested `ModelState`, when the model has a state.
    public var modelState: ModelStateData?
    /// The cases of the nested `Operation` enum, when several streams feed `operating`.
    public var operationEnumCases: [OperationCaseData] = []
    /// The task keys of the nested `TaskKey` enum: one per task the model starts. The tasks hand-written extensions
    /// start are kept apart, by `String` key (`ModelGenTracking`).
    public var taskKeys: [SwiftCode] = []

    /// True when the model starts tasks or makes calls (which `tasks` orders): it holds `tasks` and declares `TaskKey`.
    public var holdsTasks = false
    /// True when the model has collection children.
    var hasCollections = false
}

extension ModelData: DescribedRenderContext {
    /// The names of ``ModelData``.
    public static let fields: RenderFields<Self> = [
        .field("hasCollections", "true when the model has collection children") { $0.hasCollections },
        .field("isElement", "true when the model is an element of a collection: its `configuration` is a `var`") {
            $0.isElement
        },
        .field("identity", "`id:`: the configuration field and its type", presence: "when the model has `id`") {
            $0.identity
        },
        .field("properties", "the properties: `recipientInput: String = \"\"`, each with its `///` lines") {
            $0.properties
        },
        .field("dependencies", "the dependencies: `clock: any Clock<Duration>`, internal unless given an access") {
            $0.dependencies
        },
        .field(
            "accessModifier",
            "the model's access modifier (`public`, `package`), or empty for internal: its `access`, else the run's"
        ) { $0.access },
        .field(
            "states", "the standard state's case names (`states.readyCase`): the model's `stateNames`, else the run's"
        ) {
            $0.stateNames
        },
        .field("didInit", "the hand-written method the init calls last", presence: "when the model has `didInit`") {
            $0.didInit?.code
        },
        .field("nestedTypes", "the enums, then the snapshots, nested in the model") { $0.nestedTypes },
        .field("hasNestedTypes", "true when types are nested in the model") { !$0.nestedTypes.isEmpty },
        .field("doc", "the `///` lines") { $0.doc },
        .field("name", "the class name, escaped") { $0.name },
        .field(
            "conformances",
            "the class's protocols: `ObservableObject` in the observableObject flavour, `Identifiable` with an `id`, `ModelGenModel` when it starts tasks; maybe none"
        ) { $0.conformances },
        .field("stateDoc", "the doc line of `state`", presence: "when the model has a state") { $0.stateDoc },
        .field("hasState", "true when the model has a state") { $0.stateDoc != nil },
        .field("broadcasts", "the broadcast values") { $0.broadcasts },
        .field("configurationType", "the type of `let configuration`", presence: "when the model has a configuration") {
            $0.configurationType
        },
        .field("hasConfiguration", "true when the model has a configuration") { $0.configurationType != nil },
        .field("children", "the children, in order") { $0.children },
        .field("useCases", "the use-case properties, in init order") { $0.useCases },
        .field("initParameters", "the init's parameters") { $0.initParameters },
        .field("initAssignments", "the init's assignments, before the state is set") { $0.initAssignments },
        .field("initialState", "the state the model starts in", presence: "when the model has a state") {
            $0.initialState
        },
        .field("initStartsLoad", "true when the init ends by starting the load: `startLoad()`") { $0.initStartsLoad },
        .field(
            "initStartsObserves",
            "true when the init ends by subscribing to each `observes` entry: `observeSettingsModel()`"
        ) { $0.initStartsObserves },
        .field("initSetsUpPublished", "true when the init ends by calling `setupPublished()`") {
            $0.initSetsUpPublished
        },
        .field("load", "the load", presence: "when the model has a load") { $0.load },
        .field("operations", "the operations, in order") { $0.operations },
        .field("observes", "the `observes` entries, in order") { $0.observes },
        .field("modelState", "the nested `ModelState`", presence: "when the model has a state") { $0.modelState },
        .field("operationCases", "the cases of the nested `Operation` enum") { $0.operationEnumCases },
        .field("hasOperationEnum", "true when several streams feed `operating`, so the model has an `Operation` enum") {
            !$0.operationEnumCases.isEmpty
        },
        .field("initDoc", "the init's `///` line") { $0.initDoc },
        .field("taskKeys", "the task keys of the private `TaskKey` enum, one per task the model starts") {
            $0.taskKeys
        },
        .field("hasTaskKeys", "true when the model starts tasks of its own, so `TaskKey` has cases") {
            !$0.taskKeys.isEmpty
        },
        .field(
            "holdsTasks",
            "true when the model starts tasks or makes calls, so it holds `tasks` and declares `TaskKey`"
        ) { $0.holdsTasks },
    ]
}
