// Render data for a model's nested `ModelState` enum: its cases, its inits from streamed states and `snapshot`.

/// The nested `ModelState` enum. A standard state's cases are the contract's, which the template writes from the
/// snapshot type and the operating case's payload; a custom state's are the spec's.
public struct ModelStateData: Sendable {
    /// True for the standard state.
    public var isStandard: Bool
    /// True for a custom state with a case that holds the state type itself: `indirect enum`.
    public var isIndirect = false
    /// `///` line of the enum.
    public var doc: SwiftCode
    /// `Sendable`, and the support protocol the model's tasks need of a standard state.
    public var conformances: [SwiftName]
    /// The snapshot type of a standard state.
    public var snapshotType: SwiftCode
    /// What `operating` carries besides `prior`: the `Operation` enum when several streams feed it, else the one
    /// stream's state type; empty without an `operating` case.
    public var operatingType: SwiftCode
    /// The cases of a custom state.
    public var cases: [StateCaseData]
    /// `init(from:...)` per streamed state type.
    public var inits: [StateInitData]
    /// True for a standard state with an `operating` case.
    public var hasOperatingCase: Bool
    /// True when a stream reports failure in-band: `failed` ends its run (`endsRun`).
    public var endsRunWhenFailed = false
    /// True for a standard state with a `loading` case (all but a `stateCases: reachable` one that cannot load).
    public var hasLoadingCase = true
    /// The support protocol's requirements that the model's own `stateNames` name differently, each met by a member
    /// that makes the model's case.
    public var witnesses: [StateWitnessData] = []
}

extension ModelStateData: DescribedRenderContext {
    /// The names of ``ModelStateData``.
    public static let fields: RenderFields<Self> = [
        .field("isStandard", "true for the standard state") { $0.isStandard },
        .field("isIndirect", "true for a custom state with a case that holds the state itself: `indirect`") {
            $0.isIndirect
        },
        .field("doc", "the `///` line of the enum") { $0.doc },
        .field(
            "conformances",
            "the protocols: `Sendable`, then the support protocol the model's tasks need of a standard state"
        ) {
            $0.conformances.map(\.code)
        },
        .field("snapshotType", "the snapshot type of a standard state") { $0.snapshotType },
        .field(
            "operatingType",
            "what `operating` carries besides `prior`: the `Operation` enum for several streams, else the stream's state type"
        ) { $0.operatingType },
        .field("cases", "the cases of a custom state") { $0.cases },
        .field("inits", "an `init(from:...)` per streamed state type") { $0.inits },
        .field("hasOperatingCase", "true when the state has an `operating` case (and so `isOperating`)") {
            $0.hasOperatingCase
        },
        .field("endsRunWhenFailed", "true when a stream reports failure in-band: `failed` ends its run (`endsRun`)") {
            $0.endsRunWhenFailed
        },
        .field("hasLoadingCase", "true when the state has a `loading` case (`stateCases: reachable` may leave it out)")
        {
            $0.hasLoadingCase
        },
        .field(
            "witnesses",
            "the support protocol's requirements, named as the run names them, for the cases the model's `stateNames` renames"
        ) { $0.witnesses },
    ]
}

/// A requirement of the support's standard-state protocol, named by the run's `stateNames`, for a case that the
/// model's own `stateNames` names otherwise: `static func ready(_ snapshot: Snapshot) -> Self { .loaded(snapshot) }`.
public struct StateWitnessData: Sendable {
    /// The standard case.
    public var standard: StateNames.Case
    /// The requirement's name: the run's name of the case.
    public var requirement: SwiftName
    /// The model's name of the case.
    public var name: SwiftName
}

extension StateWitnessData: DescribedRenderContext {
    /// The names of ``StateWitnessData``.
    public static let fields: RenderFields<Self> = [
        .field("requirement", "the requirement's name: the run's name of the case") { $0.requirement },
        .field("name", "the model's name of the case") { $0.name },
        .field("isUninitialized", "true for the case without a snapshot") { $0.standard == .uninitialized },
        .field("isLoading", "true for the loading case") { $0.standard == .loading },
        .field("isReady", "true for the case with a snapshot") { $0.standard == .ready },
        .field("isFailed", "true for the failed case") { $0.standard == .failed },
    ]
}

/// One `init(from:)` of `ModelState`.
public struct StateInitData: Sendable {
    /// How a standard state's init maps a streamed state.
    public enum Completion: Sendable {
        /// Every state is the snapshot: `ready`.
        case everyValue
        /// The state's `completedSnapshot` gives `ready`, any other state `operating`.
        case completedSnapshot
        /// The named case's payload gives `ready`, any other case `operating`.
        case completedCase(SwiftName)
        /// Every state gives `operating`.
        case none
    }

    /// `///` line.
    public var doc: SwiftCode
    /// The use case's state type.
    public var stateType: SwiftCode
    /// How a standard state's init maps the streamed state.
    public var completion: Completion = .none
    /// The `Operation` case that carries the state inside `operating`, when several streams feed it.
    public var operationCase: SwiftName?
    /// The use case's cases, each giving the model case of the same name (custom state).
    public var mappings: [StateCaseData] = []
    /// `failure:`: the streamed case whose payload gives `failed` (standard state).
    public var failureCase: SwiftName? = nil
    /// The second `///` line, about the failure case.
    public var failureDoc: SwiftCode? = nil
}

extension StateInitData: DescribedRenderContext {
    /// The names of ``StateInitData``.
    public static let fields: RenderFields<Self> = [
        .field("doc", "the `///` line") { $0.doc },
        .field("stateType", "the use case's state type") { $0.stateType },
        .field("isEveryValue", "true when every streamed state is the snapshot (`ready`)") {
            if case .everyValue = $0.completion { true } else { false }
        },
        .field("isCompletedSnapshot", "true when the state's `completedSnapshot` gives `ready`, any other `operating`")
        {
            if case .completedSnapshot = $0.completion { true } else { false }
        },
        .field(
            "completedCase", "the streamed case whose payload gives `ready`, any other giving `operating`",
            presence: "when a named case completes the stream"
        ) {
            if case .completedCase(let name) = $0.completion { name.code } else { nil }
        },
        .field("checksCompletion", "true when one state gives `ready` and any other `operating`") {
            switch $0.completion {
            case .completedSnapshot, .completedCase: true
            case .everyValue, .none: false
            }
        },
        .field("isAlwaysOperating", "true when every streamed state gives `operating`") {
            if case .none = $0.completion { true } else { false }
        },
        .field(
            "operationCase", "the `Operation` case that carries the state inside `operating`",
            presence: "when several streams feed `operating`"
        ) { $0.operationCase?.code },
        .field("mappings", "the use case's cases, each giving the model case of the same name (custom state)") {
            $0.mappings
        },
        .field(
            "failureCase", "the streamed case whose payload gives `failed`, the error of an in-band failure",
            presence: "when a stream operation names it with `failure:`"
        ) { $0.failureCase?.code },
        .field("failureDoc", "the `///` line about the failure case", presence: "with `failureCase`") {
            $0.failureDoc
        },
    ]
}

/// A case of a custom state or of a streamed state: its name and what it carries.
public struct StateCaseData: Sendable {
    /// What a case carries.
    public enum Payload: Sendable {
        /// Nothing.
        case none
        /// One unlabelled value of the type.
        case single(SwiftCode)
        /// Labelled values.
        case labelled([StateCaseFieldData])
    }

    /// The case name.
    public var name: SwiftName
    /// What it carries.
    public var payload: Payload
}

extension StateCaseData: DescribedRenderContext {
    /// The names of ``StateCaseData``.
    public static let fields: RenderFields<Self> = [
        .field("name", "the case name") { $0.name },
        .field("payloadType", "the type of the one unlabelled value", presence: "when the case carries one") {
            if case .single(let type) = $0.payload { type } else { nil }
        },
        .field("isLabelled", "true when the case carries labelled values") {
            if case .labelled = $0.payload { true } else { false }
        },
        .field("fields", "the labelled values") {
            if case .labelled(let fields) = $0.payload { fields } else { [] }
        },
    ]
}

/// One labelled value of a case.
public struct StateCaseFieldData: Sendable {
    /// The value's name, bound in a pattern.
    public var name: SwiftName
    /// The type.
    public var type: SwiftCode
}

extension StateCaseFieldData: DescribedRenderContext {
    /// The names of ``StateCaseFieldData``.
    public static let fields: RenderFields<Self> = [
        .field("name", "the value's name, as bound in a pattern") { $0.name },
        .field("label", "the value's label in the case declaration") { $0.name.label },
        .field("argument", "the value's label when the case is made") { $0.name.argument },
        .field("type", "the value's type") { $0.type },
    ]
}
