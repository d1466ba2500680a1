// Render data for the custom state cases a custom-state `call` or `stream` operation sets: `begin`, `success` and
// `failure`.

/// The cases of a custom state that an operation sets: before its work, with its value, with its error.
public struct CustomStateCasesData: Sendable {
    /// `begin:`, set before the work starts; nil for none.
    public var begin: SwiftName?
    /// `success:`, set with the call's value (each value of a stream); nil for none.
    public var success: SwiftName?
    /// True when a success case carries the value (false for a `Void` call, and without `success`).
    public var successTakesValue: Bool
    /// `failure:`, set with the error; nil for none.
    public var failure: SwiftName?

    /// The cases `operation` names, or nil when it names none (its run goes through `ModelState(from:)` alone).
    static func named(by operation: OperationSpec, successTakesValue: Bool) -> Self? {
        let namesCases = operation.begin != nil || operation.success != nil || operation.failure != nil
        return namesCases
            ? Self(
                begin: operation.begin.map { Namer.identifier($0.value) },
                success: operation.success.map { Namer.identifier($0.value) },
                successTakesValue: successTakesValue && operation.success != nil,
                failure: operation.failure.map { Namer.identifier($0.value) }) : nil
    }
}

extension CustomStateCasesData: DescribedRenderContext {
    /// The names of ``CustomStateCasesData``.
    public static let fields: RenderFields<Self> = [
        .field("customBegin", "the case set before the work starts", presence: "with `begin`") { $0.begin?.code },
        .field("customSuccess", "the case set with the value", presence: "with `success`") { $0.success?.code },
        .field("customSuccessTakesValue", "true when the success case carries the value") { $0.successTakesValue },
        .field("customFailure", "the case set with the error", presence: "with `failure`") { $0.failure?.code },
    ]
}
