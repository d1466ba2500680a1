// Render data for what a call stub does after recording a call, one row of the generated-api stub table: the
// template writes the statement of the row whose flag is set, with the names of the stored values it answers from.

/// What a call stub does after recording a call: one variant per row of the stub table.
public enum StubAnswerData: Sendable {
    /// A stream that can fail yields `states`, then finishes or throws `failure`.
    case yieldsStatesThenFailure(states: SwiftName, failure: SwiftName)
    /// A stream that cannot fail yields `states`, then finishes.
    case yieldsStates(states: SwiftName)
    /// A throwing call with a value returns or throws `result`.
    case returnsResult(result: SwiftName)
    /// A throwing call without a value throws `failure` when it is not nil.
    case throwsFailure(failure: SwiftName)
    /// A call with a value that cannot throw returns `value`.
    case returnsValue(value: SwiftName)
    /// A call without a value that cannot throw only records.
    case recordsOnly

    /// The stored states a stream yields.
    var states: SwiftName? {
        switch self {
        case .yieldsStatesThenFailure(let states, _), .yieldsStates(let states): states
        case .returnsResult, .throwsFailure, .returnsValue, .recordsOnly: nil
        }
    }

    /// The stored error a stream throws after its states, or a call throws.
    var failure: SwiftName? {
        switch self {
        case .yieldsStatesThenFailure(_, let failure), .throwsFailure(let failure): failure
        case .yieldsStates, .returnsResult, .returnsValue, .recordsOnly: nil
        }
    }

    /// The stored result a call returns or throws.
    var result: SwiftName? {
        if case .returnsResult(let result) = self { result } else { nil }
    }

    /// The stored value a call returns.
    var value: SwiftName? {
        if case .returnsValue(let value) = self { value } else { nil }
    }
}

extension StubAnswerData: DescribedRenderContext {
    /// The names of ``StubAnswerData``.
    public static let fields: RenderFields<Self> = [
        .field("yieldsStatesThenFailure", "true for a stream that can fail: it yields `states`, then throws `failure`")
        {
            if case .yieldsStatesThenFailure = $0 { true } else { false }
        },
        .field("yieldsStates", "true for a stream that cannot fail: it yields `states`, then finishes") {
            if case .yieldsStates = $0 { true } else { false }
        },
        .field("returnsResult", "true for a throwing call with a value: it returns or throws `result`") {
            if case .returnsResult = $0 { true } else { false }
        },
        .field("throwsFailure", "true for a throwing call without a value: it throws `failure` when not nil") {
            if case .throwsFailure = $0 { true } else { false }
        },
        .field("returnsValue", "true for a call with a value that cannot throw: it returns `value`") {
            if case .returnsValue = $0 { true } else { false }
        },
        .field("states", "the stored states a stream yields", presence: "for a stream") { $0.states?.code },
        .field(
            "failure", "the stored error thrown",
            presence: "for a stream that can fail, or a throwing call without a value"
        ) { $0.failure?.code },
        .field("result", "the stored result a call returns or throws", presence: "for a throwing call with a value") {
            $0.result?.code
        },
        .field("value", "the stored value a call returns", presence: "for a call with a value that cannot throw") {
            $0.value?.code
        },
    ]
}
