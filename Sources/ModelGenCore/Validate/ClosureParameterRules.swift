// Closure parameters of a `call`: the use case may call them from any task, and its stub records them in a `Sendable`
// `Call`, so each must be `@Sendable`.

extension Validator {
    /// Reports each function-typed parameter of `signature` (optional or not) that is not `@Sendable`.
    mutating func sendableClosures(_ signature: CallSignature, of spec: UseCaseSpec, _ call: CallSpec) {
        for parameter in signature.parameters {
            guard
                case .function(let parameters, let isMainActor, false, let isAsync, let isThrowing, let result) =
                    parameter.type.unwrapped
            else { continue }
            let sendable = TypeExpression.function(
                parameters: parameters, isMainActor: isMainActor, isSendable: true, isAsync: isAsync,
                isThrowing: isThrowing, result: result)
            let written =
                parameter.type.isOptional ? TypeExpression.optional(sendable).swift() : "@escaping \(sendable.swift())"
            let names =
                switch parameter.label {
                case nil: "_ \(parameter.name)"
                case parameter.name?: parameter.name
                case let label?: "\(label) \(parameter.name)"
                }
            diagnostics.error(
                "the closure parameter \(quoted: parameter.name) in the 'call' of \(quoted: spec.name.value) must be '@Sendable': the use case may call it from any task",
                at: call.text.location,
                notes: [.init("write '\(names): \(written)'")])
        }
    }
}

extension CallSignature.Parameter {
    /// The value a stub sends this callback parameter, when it is one a stub can call before it answers: a function
    /// type (optional or not) of one value, returning `Void`, synchronous, not throwing, not bound to an actor, whose
    /// value holds no function that is not `@Sendable` (the stub stores the values); nil for any other parameter.
    public var replayed: TypeExpression? {
        guard case .function(let parameters, false, _, false, false, let result) = type.unwrapped,
            parameters.count == 1, result == .named(["Void"], generic: []) || result == .tuple([]),
            !parameters[0].holdsNonSendableFunction
        else { return nil }
        return parameters[0]
    }
}
