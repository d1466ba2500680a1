// Render data for a `call` operation's body: its use-case call, what it does to the state, `reloads` and `onError`,
// as flags the template writes each statement by, and the locals it picks apart from the parameters.

/// The body of a `call` operation.
public struct CallOperationData: Sendable {
    /// The use case's call, on `self`.
    public var call: UseCaseCallData
    /// True when the call is `async`: it is awaited.
    public var isAsync: Bool
    /// True when the call can fail: it is tried.
    public var canFail: Bool
    /// True when an error is rethrown to the caller (`onError: throw`).
    public var throwsToCaller: Bool
    /// True when the call returns the model's snapshot, which the operation shows: loading, then ready.
    public var showsSnapshot: Bool
    /// True when the method returns the call's value.
    public var returnsValue: Bool
    /// True when the call returns a value that nothing uses: `_ =`.
    public var discardsValue: Bool
    /// True when the body catches the call's error (`do` / `catch`).
    public var catches: Bool
    /// True when the body loads again after the call, awaiting the load: `await self.reload()`.
    public var reloadsAwaiting: Bool
    /// True when the body starts the load again after the call: `self.startLoad()`.
    public var reloadsStarting: Bool
    /// The task key of the stream operations, cancelled first so that none overwrites what the call shows; nil when
    /// nothing is cancelled.
    public var cancelledKey: SwiftName?
    /// The local holding the snapshot the call replaces: `prior`.
    public var prior: SwiftName
    /// The local holding the call's value: `value`.
    public var value: SwiftName
    /// The local holding the call's ticket, by which the call started last wins: `started`.
    public var started: SwiftName
    /// The property or broadcast value the call's value is written to (`assign:`), as written after `self.`.
    public var assignsTo: SwiftCode?
    /// `progress:`: the callback the operation passes, whose values the state shows.
    public var progress: ProgressData? = nil
    /// The custom state cases the call sets (`begin`, `success`, `failure`); nil for none.
    public var custom: CustomStateCasesData?
    /// True when an error rethrown to the caller first puts back the custom state `begin` replaced.
    public var restoresState = false
}

extension CallOperationData: DescribedRenderContext {
    /// The names of ``CallOperationData``.
    public static let fields: RenderFields<Self> = [
        .field("call", "the use case's call, on `self`") { $0.call },
        .field("isAsync", "true when the call is `async`: it is awaited") { $0.isAsync },
        .field("canFail", "true when the call can fail: it is tried") { $0.canFail },
        .field("throwsToCaller", "true when an error is rethrown to the caller (`onError: throw`)") {
            $0.throwsToCaller
        },
        .field("showsSnapshot", "true when the call returns the snapshot, which shows: loading, then ready") {
            $0.showsSnapshot
        },
        .field("guardsStale", "true when a call that shows the snapshot suspends: only the call started last assigns") {
            $0.showsSnapshot && $0.isAsync
        },
        .field("returnsValue", "true when the method returns the call's value (`@discardableResult`)") {
            $0.returnsValue
        },
        .field("bindsValue", "true when the call's value is kept in the `value` local") {
            $0.showsSnapshot || $0.returnsValue || $0.assignsTo != nil || $0.custom?.successTakesValue == true
        },
        .field(
            "assignsTo", "the property or broadcast value the call's value is written to, as written after `self.`",
            presence: "with `assign:`"
        ) { $0.assignsTo },
        .field("discardsValue", "true when the call returns a value that nothing uses: `_ =`") { $0.discardsValue },
        .field("catches", "true when the body catches the call's error (`do` / `catch`)") { $0.catches },
        .field("reloadsAwaiting", "true when the body loads again after the call and awaits the load") {
            $0.reloadsAwaiting
        },
        .field("reloadsStarting", "true when the body starts the load again after the call") { $0.reloadsStarting },
        .field(
            "cancelledKey", "the task key of the stream operations, cancelled first",
            presence: "when the call shows the snapshot and the model has a stream operation"
        ) { $0.cancelledKey?.code },
        .field("prior", "the local holding the snapshot the call replaces: `prior`") { $0.prior },
        .field("value", "the local holding the call's value: `value`") { $0.value },
        .field("started", "the local holding the call's ticket: `started`") { $0.started },
        .field("progress", "the callback whose values the state shows", presence: "with `progress:`") { $0.progress },
        .field("guardsThrow", "true when an error is rethrown after putting back the snapshot the call replaced") {
            $0.throwsToCaller && $0.showsSnapshot
        },
        .field("customCall", "the custom state cases the call sets", presence: "with `begin`, `success` or `failure`") {
            $0.custom
        },
        .field("customFailure", "the custom state case the error is set to", presence: "with `failure`") {
            $0.custom?.failure?.code
        },
        .field("restoresState", "true when a rethrown error first puts back the custom state `begin` replaced") {
            $0.restoresState
        },
    ]
}
