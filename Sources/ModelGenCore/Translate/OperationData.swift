// Render data for a model's operations: a stream into the state, steps or a call, and the method that stops a run.

/// An operation: a stream into the state, steps, or a call.
public struct OperationData: Sendable {
    /// What the method does: stream, run steps, or call.
    public enum Body: Sendable {
        /// A stream into the state, run under ``OperationData/taskKey``.
        case stream(StreamRunData)
        /// A stream appended to a property, run under ``OperationData/taskKey``.
        case append(AppendRunData)
        /// Steps run in order.
        case steps([StepData])
        /// One call of a value use case.
        case call(CallOperationData)
    }

    /// `///` lines.
    public var doc: [SwiftCode]
    /// The method's signature; a stream operation's returns its task, which the template writes.
    public var method: SignatureData
    /// The key of the task a stream operation runs under (`operation`); nil for a steps or call operation.
    public var taskKey: SwiftCode?
    /// What the method does.
    public var body: Body
}

extension OperationData: DescribedRenderContext {
    /// The names of ``OperationData``.
    public static let fields: RenderFields<Self> = [
        .field("doc", "the `///` lines") { $0.doc },
        .field("signature", "the method's signature; a stream operation's returns its task") { $0.method },
        .field("taskKey", "the `TaskKey` case the operation runs under", presence: "when the operation starts a task") {
            $0.taskKey
        },
        .field("stream", "the stream into the state", presence: "for a stream operation") { $0.body.stream },
        .field("append", "the stream appended to a property", presence: "for an `append` operation") {
            $0.body.append
        },
        .field("isSteps", "true for a steps operation") { $0.body.isSteps },
        .field("steps", "the steps, in order; empty unless a steps operation") { $0.body.steps },
        .field("callOperation", "the call and what it does to the state", presence: "for a call operation") {
            $0.body.call
        },
    ]
}

extension OperationData.Body {
    /// The stream of a stream operation, else nil.
    var stream: StreamRunData? {
        switch self {
        case .stream(let stream): stream
        case .append, .steps, .call: nil
        }
    }

    /// The stream of an appending operation, else nil.
    var append: AppendRunData? {
        switch self {
        case .append(let append): append
        case .stream, .steps, .call: nil
        }
    }

    /// True for a steps operation.
    var isSteps: Bool {
        switch self {
        case .steps: true
        case .stream, .append, .call: false
        }
    }

    /// The steps of a steps operation, else none.
    var steps: [StepData] {
        switch self {
        case .steps(let steps): steps
        case .stream, .append, .call: []
        }
    }

    /// True for a call operation: tested without copying the call out, as ``call`` would.
    var isCall: Bool {
        switch self {
        case .call: true
        case .stream, .append, .steps: false
        }
    }

    /// The call of a call operation, else nil.
    var call: CallOperationData? {
        switch self {
        case .call(let call): call
        case .stream, .append, .steps: nil
        }
    }
}

/// How a stream operation runs its stream: the call, and what `run` takes besides the stream, key and transform.
public struct StreamRunData: Sendable {
    /// The stream call: `self.importUseCase.stream(options: ImportOptions(source: source))`.
    public var call: UseCaseCallData
    /// The state case shown before the method returns (`beginning: .preparing`); nil for none.
    public var begin: SwiftName?
    /// The `stop` method, when the operation has one.
    public var stop: StopData?
    /// The custom state cases the run sets (`begin`, `success`, `failure`); nil for a run through
    /// `ModelState(from:)` alone.
    public var custom: CustomStateCasesData?
}

extension StreamRunData: DescribedRenderContext {
    /// The names of ``StreamRunData``.
    public static let fields: RenderFields<Self> = [
        .field("call", "the stream call, on the model") { $0.call },
        .field("begin", "the state case shown before the method returns: `preparing`", presence: "with `begin`") {
            $0.begin?.code
        },
        .field("stop", "the method that stops the run (`stop:`)", presence: "when the operation has `stop`") {
            $0.stop
        },
        .field(
            "customRun", "the custom state cases the run sets",
            presence: "for a custom-state stream with `begin`, `success` or `failure`"
        ) { $0.custom },
    ]
}

/// The method that stops a stream operation's run (`stop:`).
public struct StopData: Sendable {
    /// `///` line.
    public var doc: SwiftCode
    /// `stopWatching`.
    public var name: SwiftName
    /// The run's owner, a string literal of the operation's name: `"watch"`.
    public var owner: SwiftCode
    /// The custom state's `initial` case the stop sets; nil to go back to the prior snapshot.
    public var initialCase: SwiftName?
    /// The literals of the initial case's payload, in order; empty for none.
    public var initialArguments: [InitialArgumentData] = []
}

extension StopData: DescribedRenderContext {
    /// The names of ``StopData``.
    public static let fields: RenderFields<Self> = [
        .field("doc", "the `///` line") { $0.doc },
        .field("name", "the method name: `stopWatching`") { $0.name },
        .field("owner", "the run's owner, a string literal of the operation's name: `\"watch\"`") { $0.owner },
        .field(
            "initialCase", "the custom state's `initial` case the stop sets",
            presence: "for a custom state; else the stop goes back to the prior snapshot"
        ) { $0.initialCase?.code },
        .field("initialHasArguments", "true when the initial case has a payload") { !$0.initialArguments.isEmpty },
        .field("initialArguments", "the literals of the initial case's payload, in order") { $0.initialArguments },
    ]
}
