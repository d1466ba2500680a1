// Render data for a model's nested `ModelState` enum: its cases, its inits from streamed states and `snapshot`.

/// The nested `ModelState` enum.
public struct ModelStateData: Sendable {
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
}

extension ModelStateData: DescribedRenderContext {
    /// The names of ``ModelStateData``.
    public static let fields: RenderFields<Self> = [
        .field("isStandard", "true for the standard state") { $0.isStandard },
        .field("doc", "the `///` line of the enum") { $0.doc },
        .field("conformances", "`Sendable`, then the support protocol the model's tasks need of a standard state") {
            $0.conformances
        },
        .field("snapshotType", "the snapshot type of a standard state") { $0.snapshotType },
        .field("cases", "the cases, each with its `///` lines") { $0.cases },
        .field("inits", "an `init(from:...)` per streamed state type") { $0.inits },
        .field("snapshotCases", "the cases of `snapshot`'s switch: `case .loading(let prior):` and what it returns") {
            $0.snapshotCases
        },
        .field("hasOperatingCase", "true when the state has an `operating` case (and so `isOperating`)") {
            $0.hasOperatingCase
        },
    ]
}

/// One `init(from:)` of `ModelState`.
public struct StateInitData: Sendable {
    /// `///` line.
    public var doc: SwiftCode
    /// The use case's state type.
    public var stateType: SwiftCode
    /// What a non-completed state becomes inside `.operating` (standard state).
    public var body: [SwiftCode]
    /// Case-by-case mapping (custom state).
    public var mappings: [SwitchCaseData]
}

extension StateInitData: DescribedRenderContext {
    /// The names of ``StateInitData``.
    public static let fields: RenderFields<Self> = [
        .field("doc", "the `///` line") { $0.doc },
        .field("stateType", "the use case's state type") { $0.stateType },
        .field("body", "the lines of a standard state's init: the completed case gives `ready`, any other `operating`")
        { $0.body },
        .field("mappings", "the mapping, case by case (custom state)") { $0.mappings },
    ]
}

/// One case of a generated `switch`.
public struct SwitchCaseData: Sendable {
    /// `.blocked(let payload)`.
    public var pattern: SwiftCode
    /// `.blocked(payload)`.
    public var value: SwiftCode
}

extension SwitchCaseData: DescribedRenderContext {
    /// The names of ``SwitchCaseData``.
    public static let fields: RenderFields<Self> = [
        .field("pattern", "the pattern: `.blocked(let payload)`") { $0.pattern },
        .field("value", "the value: `.blocked(payload)`") { $0.value },
    ]
}
