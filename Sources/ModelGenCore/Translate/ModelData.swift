// Render data for a model class: every member it has, with names and lines decided in advance.

/// A model class.
public struct ModelData: Sendable {
    /// `///` lines.
    public var doc: [SwiftCode] = []
    /// The escaped class name.
    public var name: SwiftName
    /// `@MainActor @Observable`, or `@MainActor` for the observableObject flavour.
    public var classAttributes: SwiftCode
    /// The class's protocols: `ObservableObject` for that flavour, `Identifiable`, `ModelGenModel`; maybe none.
    public var conformances: [SwiftCode] = []
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
}

extension ModelData: DescribedRenderContext {
    /// The names of ``ModelData``.
    public static let fields: RenderFields<Self> = [
        .field("collectionSync", "each collection's line in `syncCollections()`") { $0.collectionSync },
        .field("hasCollections", "true when the model has collection children") { !$0.collectionSync.isEmpty },
        .field("isElement", "true when the model is an element of a collection: its `configuration` is a `var`") {
            $0.isElement
        },
        .field("identity", "`id:`: the configuration field and its type", presence: "when the model has `id`") {
            $0.identity
        },
        .field("properties", "the properties: `recipientInput: String = \"\"`, each with its `///` lines") {
            $0.properties
        },
        .field("dependencies", "the dependencies, stored internal: `clock: any Clock<Duration>`") { $0.dependencies },
        .field("doc", "the `///` lines") { $0.doc },
        .field("name", "the class name, escaped") { $0.name },
        .field("classAttributes", "`@MainActor @Observable`, or `@MainActor` in the observableObject flavour") {
            $0.classAttributes
        },
        .field(
            "conformances",
            "the class's protocols: `ObservableObject` in the observableObject flavour, `Identifiable` with an `id`, `ModelGenModel` when it starts tasks; maybe none"
        ) { $0.conformances },
        .field("published", "`@Published ` in the observableObject flavour, else empty: on tracked stored properties") {
            $0.published
        },
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
        .field("initAssignments", "the init's lines before the state is set") { $0.initAssignments },
        .field(
            "initialState", "the state the model starts in: `.loading(prior: nil)`",
            presence: "when the model has a state"
        ) { $0.initialState },
        .field("initCalls", "the calls that end the init: `startLoad()`, `observeSettingsModel()`, `setupPublished()`")
        { $0.initCalls },
        .field("load", "the load", presence: "when the model has a load") { $0.load },
        .field("operations", "the operations, in order") { $0.operations },
        .field("observes", "the `observes` entries, in order") { $0.observes },
        .field("modelState", "the nested `ModelState`", presence: "when the model has a state") { $0.modelState },
        .field("operationCases", "the cases of the nested `Operation` enum") { $0.operationCases },
        .field("hasOperationEnum", "true when several streams feed `operating`, so the model has an `Operation` enum") {
            !$0.operationCases.isEmpty
        },
        .field("initDoc", "the init's `///` line") { $0.initDoc },
        .field(
            "taskKeys",
            "the cases of the private `TaskKey` enum, one per task the model starts and `tracked(String)`, comma-separated"
        ) { $0.taskKeys.joined(separator: ", ") },
    ]
}
