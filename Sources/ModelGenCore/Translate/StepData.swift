// Render data for one step of a steps operation: a stream into the state, a state case, or a child's operation.

/// One step of a steps operation, which the template writes after a cancellation check.
public enum StepData: Sendable {
    /// Streams a use case: `canFail` for a throwing stream; each state assigned to `caseName`, or dropped when nil.
    case stream(UseCaseCallData, canFail: Bool, caseName: SwiftName?)
    /// Assigns a payload-less state case.
    case state(SwiftName)
    /// Calls a child's operation.
    case call(ChildOperationCallData)
}

/// A steps operation's call of a child's operation, as the called operation is declared.
public struct ChildOperationCallData: Sendable {
    /// What the called operation is.
    public enum Target: Sendable {
        /// A stream operation: its task is awaited.
        case stream
        /// A steps operation: awaited, and it throws.
        case steps
        /// A call operation: awaited or tried as its signature says, its value discarded when it returns one.
        case call(isAsync: Bool, isThrowing: Bool, returnsValue: Bool)
    }

    /// The child property: `log`.
    public var child: SwiftName
    /// True when the child is tracked, so optional (`log?.`).
    public var isTracked: Bool
    /// True when the child is a collection, whose every element's operation is called, in order.
    public var isEach: Bool
    /// The child's operation: `refresh`.
    public var operation: SwiftName
    /// What the operation is.
    public var target: Target
}

extension StepData: DescribedRenderContext {
    /// The names of ``StepData``.
    public static let fields: RenderFields<Self> = [
        .field("isStream", "true for a stream step") { $0.kind.isStream },
        .field("isState", "true for a step that sets a state case") { $0.kind.isState },
        .field("isCall", "true for a step that calls a child's operation") { $0.kind.isCall },
        .field("call", "the stream step's use-case call", presence: "for a stream step") { $0.stream?.call },
        .field("canFail", "true when the stream step's stream throws: `for try await`") {
            $0.stream?.canFail == true
        },
        .field(
            "caseName", "the state case a stream step assigns each state to, or a state step sets",
            presence: "for a state step, and a stream step that assigns its states"
        ) { $0.caseName?.code },
        .field("child", "the called child property: `log`", presence: "for a call step") { $0.childCall?.child.code },
        .field("isTracked", "true when the called child is tracked, so optional: `log?.`") {
            $0.childCall?.isTracked == true
        },
        .field("isEach", "true when the called child is a collection: the operation of each element, in order") {
            $0.childCall?.isEach == true
        },
        .field("operation", "the child's operation: `refresh`", presence: "for a call step") {
            $0.childCall?.operation.code
        },
        .field("callsStream", "true when the called operation is a stream operation, whose task is awaited") {
            $0.childCall?.target.calls.stream == true
        },
        .field("callsSteps", "true when the called operation is a steps operation: `try await`") {
            $0.childCall?.target.calls.steps == true
        },
        .field("callsCall", "true when the called operation is a call operation") {
            $0.childCall?.target.calls.call == true
        },
        .field("isAsync", "true when the called call operation is `async`") {
            if case .call(let isAsync, _, _) = $0.childCall?.target { isAsync } else { false }
        },
        .field("isThrowing", "true when the called call operation `throws`") {
            if case .call(_, let isThrowing, _) = $0.childCall?.target { isThrowing } else { false }
        },
        .field("discardsValue", "true when the called call operation returns a value, which the step drops: `_ =`") {
            if case .call(_, _, let returnsValue) = $0.childCall?.target { returnsValue } else { false }
        },
    ]
}

extension StepData {
    /// Which kind of step this is, as the template's flags say it: one exhaustive switch, so that a new kind of step
    /// makes the compiler ask for its flag.
    var kind: (isStream: Bool, isState: Bool, isCall: Bool) {
        switch self {
        case .stream: (isStream: true, isState: false, isCall: false)
        case .state: (isStream: false, isState: true, isCall: false)
        case .call: (isStream: false, isState: false, isCall: true)
        }
    }

    /// A stream step's call and whether it throws, else nil.
    var stream: (call: UseCaseCallData, canFail: Bool)? {
        switch self {
        case .stream(let call, let canFail, _): (call, canFail)
        case .state, .call: nil
        }
    }

    /// The case a stream step assigns its states to, or a state step sets.
    var caseName: SwiftName? {
        switch self {
        case .stream(_, _, let caseName): caseName
        case .state(let caseName): caseName
        case .call: nil
        }
    }

    /// A call step's call, else nil.
    var childCall: ChildOperationCallData? {
        switch self {
        case .call(let call): call
        case .stream, .state: nil
        }
    }
}

extension ChildOperationCallData.Target {
    /// Which kind of operation a call step calls, as the template's flags say it: one exhaustive switch, so that a new
    /// target makes the compiler ask for its flag.
    var calls: (stream: Bool, steps: Bool, call: Bool) {
        switch self {
        case .stream: (stream: true, steps: false, call: false)
        case .steps: (stream: false, steps: true, call: false)
        case .call: (stream: false, steps: false, call: true)
        }
    }
}
