// The rules of `begin`, `success`, `failure` and `onError` on the `call` and `stream` operations of a custom-state
// model: each names a case of the model's state whose payload fits what the operation gives it.

extension Validator {
    /// A custom-state operation's `begin` (a payload-less case), `success` (a case whose payload is `value`, the call's
    /// value or the stream's; payload-less for a `Void` call) and `failure` (a case whose payload holds `any Error`),
    /// and its `onError`: `state` needs `failure`, which a stream's errors or a call's go to; a stream's errors cannot
    /// be thrown.
    mutating func customStateOperation(
        _ operation: OperationSpec, value: TypeExpression?, isStream: Bool, in spec: ModelSpec
    ) {
        guard let cases = spec.state else { return }
        if let begin = operation.begin, let match = stateCase(begin, key: "begin", in: cases, of: spec),
            !match.payload.isNone
        {
            diagnostics.error(
                "'begin' must name a case without payload, and \(quoted: begin.value) has one", at: begin.location,
                notes: [.init("the case is declared here", at: match.name.location)])
        }
        if let success = operation.success, let match = stateCase(success, key: "success", in: cases, of: spec) {
            self.success(success, match, value: value, isStream: isStream)
        }
        if let failure = operation.failure, let match = stateCase(failure, key: "failure", in: cases, of: spec) {
            self.failure(failure, match)
        }
        customOnError(operation, isStream: isStream)
    }

    /// Keys of a custom-state operation where no custom state takes them: a standard state's `call` operation, a
    /// standard state's stream (whose `begin` is a case of the stream's states), an appending stream, or a model
    /// without a state. `why` completes "'success' names a case of a custom state, and ...".
    mutating func customStateKeysRefused(_ keys: [(key: String, name: Name?)], why: @autoclosure () -> String) {
        for case (let key, let name?) in keys {
            diagnostics.error(
                "\(quoted: key) names a case of a custom state, and \(why())", at: name.location,
                notes: [
                    .init("'begin', 'success' and 'failure' of a 'call' or 'stream' name cases of the model's 'state'")
                ])
        }
    }

    /// The case `name` of the custom state, or nil with a diagnostic and a did-you-mean.
    private mutating func stateCase(_ name: Name, key: String, in cases: [CaseSpec], of spec: ModelSpec) -> CaseSpec? {
        if let match = cases.first(where: { $0.name.value == name.value }) { return match }
        diagnostics.error(
            "\(quoted: key) names no case of the state of \(quoted: spec.name.value)", at: name.location,
            notes: Suggestion.note(for: name.value, in: cases.map(\.name.value)))
        return nil
    }

    private mutating func success(_ success: Name, _ match: CaseSpec, value: TypeExpression?, isStream: Bool) {
        let declared = Diagnostic.Note("the case is declared here", at: match.name.location)
        guard let value else {
            if match.payload.isNone { return }
            diagnostics.error(
                "'success' of a call that returns nothing must name a case without payload, and \(quoted: success.value) has one",
                at: success.location, notes: [declared])
            return
        }
        if let payload = match.payload.single?.expression, payload == value { return }
        let what = isStream ? "each value of the stream" : "the call's value"
        diagnostics.error(
            "'success' names case \(quoted: success.value), whose payload is not \(quoted: value.swift()), \(what)",
            at: success.location, notes: [declared, .init("declare it as '\(success.value): \(value.swift())'")])
    }

    private mutating func failure(_ failure: Name, _ match: CaseSpec) {
        if let payload = match.payload.single?.expression, Self.holdsError(payload) { return }
        diagnostics.error(
            "'failure' names case \(quoted: failure.value), whose payload cannot hold the error, an 'any Error'",
            at: failure.location,
            notes: [
                .init("the case is declared here", at: match.name.location),
                .init("declare it as '\(failure.value): any Error'"),
            ])
    }

    /// True for a type an `any Error` can be given as: `any Error` (or `Error`), optional or not.
    private static func holdsError(_ type: TypeExpression) -> Bool {
        switch type {
        case .named(let path, let generic): generic.isEmpty && (path == ["Error"] || path == ["Swift", "Error"])
        case .existential(let constraint), .optional(let constraint): holdsError(constraint)
        case .array, .dictionary, .tuple, .function: false
        }
    }

    /// `onError` of a custom-state operation: `state` needs `failure`, `throw` goes without it, and a stream's errors
    /// cannot be thrown (it runs in a task).
    private mutating func customOnError(_ operation: OperationSpec, isStream: Bool) {
        guard let onError = operation.onError else { return }
        switch onError.value {
        case .state:
            guard operation.failure == nil else { return }
            diagnostics.error(
                "'onError: state' in a custom state needs 'failure', the case the error goes to", at: onError.location,
                notes: [.init("a custom state has no failed case of its own")])
        case .throw:
            if isStream {
                diagnostics.error(
                    "a 'stream' operation cannot rethrow: it runs in the task it returns", at: onError.location,
                    notes: [.init("name the case its error goes to with 'failure'")])
            } else if let failure = operation.failure {
                diagnostics.error(
                    "'onError: throw' rethrows the error, so the operation takes no 'failure'", at: failure.location,
                    notes: [.init("leave out 'onError' for the error to go to \(quoted: failure.value)")])
            }
        }
    }
}
