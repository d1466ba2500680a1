// Render data for a model's operations: a stream into the state, steps or a call, and the method that stops a run.

/// An operation: a stream into the state, or steps.
public struct OperationData: Sendable {
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
}

extension OperationData: DescribedRenderContext {
    /// The names of ``OperationData``.
    public static let fields: RenderFields<Self> = [
        .field("effects", "` async throws`, ` async` or nothing: the effects of a steps or call operation") {
            $0.effects
        },
        .field("returns", "` -> Worktree`: what a call operation returns, or nothing") { $0.returns },
        .field("isDiscardable", "true when a call operation returns a value, which callers may ignore") {
            !$0.returns.isEmpty
        },
        .field(
            "runArguments",
            "what `run` takes besides the stream, key and transform: `owner: \"watch\", beginning: .preparing, `"
        ) { $0.runArguments },
        .field("stop", "the method that stops the run (`stop:`)", presence: "when the operation has `stop`") {
            $0.stop
        },
        .field("doc", "the `///` lines") { $0.doc },
        .field("name", "the method name") { $0.name },
        .field("parameters", "the parameter list") { $0.parameters },
        .field("isStream", "true for a stream operation, false for steps") { $0.taskKey != nil },
        .field("streamCall", "the stream call: `importUseCase.stream(options: ImportOptions(source: source))`") {
            $0.streamCall
        },
        .field("transform", "the transform handed to `run`: `ModelState.init(from:prior:)`") { $0.transform },
        .field("lines", "the lines of a steps operation's body") { $0.lines },
        .field("taskKey", "the `TaskKey` case the operation runs under", presence: "when the operation starts a task") {
            $0.taskKey
        },
    ]
}

/// The method that stops a stream operation's run (`stop:`).
public struct StopData: Sendable {
    /// `///` line.
    public var doc: SwiftCode
    /// `stopWatching`.
    public var name: SwiftName
    /// Its one line: `tasks.stop("watch", key: .operation, on: self)`.
    public var body: SwiftCode
}

extension StopData: DescribedRenderContext {
    /// The names of ``StopData``.
    public static let fields: RenderFields<Self> = [
        .field("doc", "the `///` line") { $0.doc },
        .field("name", "the method name: `stopWatching`") { $0.name },
        .field("body", "its one line: `tasks.stop(\"watch\", key: .operation, on: self)`") { $0.body },
    ]
}
