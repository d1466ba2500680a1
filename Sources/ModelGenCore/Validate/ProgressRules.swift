// `progress:` of a `call` operation: a callback parameter of the call, `@Sendable (Value) -> Void`, whose values the
// state shows while the call runs: `operating(value, prior:)` in the standard state, the case `{ parameter, case }`
// names (its payload the value) in a custom state. The operation does not take the parameter: it passes its own.

/// A `progress:` parameter that resolved: the callback and the value it reports.
struct ProgressCallback {
    /// The call's parameter.
    var input: UseCaseShape.Input
    /// The value each call of the callback reports.
    var value: TypeExpression

    /// The callback `name` names in `shape` (by its label or its name), when it takes one value and returns `Void`,
    /// synchronous and not throwing; nil otherwise.
    static func find(_ name: String, in shape: UseCaseShape) -> ProgressCallback? {
        guard let input = shape.inputs.first(where: { $0.label == name || $0.name == name }),
            case .function(let parameters, _, _, false, false, let result) = input.type, parameters.count == 1,
            result == .named(["Void"], generic: []) || result == .tuple([])
        else { return nil }
        return ProgressCallback(input: input, value: parameters[0])
    }
}

extension Validator {
    /// Checks `progress:` of a call operation of `spec`; the standard state's value type joins `stateTypes`, which no
    /// two streams may share.
    mutating func progress(
        _ parameter: Name, of operation: OperationSpec, _ useCaseName: Name, in spec: ModelSpec,
        stateTypes: inout [String: SourceLocation]
    ) {
        guard let useCase = index.useCases[useCaseName.value], let shape = index.shape(of: useCase) else { return }
        guard let callback = ProgressCallback.find(parameter.value, in: shape) else {
            if let input = shape.inputs.first(where: { $0.label == parameter.value || $0.name == parameter.value }) {
                diagnostics.error(
                    "'progress' names \(quoted: parameter.value), of type \(quoted: input.type.swift()), which is not a callback of one value",
                    at: parameter.location,
                    notes: [.init("a callback is written '@escaping @Sendable (Value) -> Void'")])
            } else {
                let names = shape.inputs.map { $0.label ?? $0.name }
                diagnostics.error(
                    "'progress' names no parameter of the 'call' of \(quoted: useCaseName.value)",
                    at: parameter.location, notes: Suggestion.note(for: parameter.value, in: names))
            }
            return
        }
        guard shape.isAsync else {
            diagnostics.error(
                "'progress' needs an async 'call', and the 'call' of \(quoted: useCaseName.value) is synchronous",
                at: parameter.location,
                notes: [.init("a synchronous call returns before any value it reports can show")])
            return
        }
        let value = callback.value.swift()
        guard index.conformanceResolver.conformances(of: callback.value).contains(.sendable) else {
            diagnostics.error(
                "'progress' reports values of \(quoted: value), which is not Sendable: they reach the main actor",
                at: parameter.location)
            return
        }
        if let cases = spec.state {
            progressCase(parameter, callback, of: operation, in: spec, cases: cases)
            return
        }
        if let caseName = operation.progressCase {
            diagnostics.error(
                "'progress' of \(quoted: spec.name.value), which has a standard state, takes no 'case': its values show as operating",
                at: caseName.location, notes: [.init("write 'progress: \(parameter.value)'")])
        }
        guard spec.snapshot != nil else {
            diagnostics.error(
                "'progress' needs a state to show the values in, and \(quoted: spec.name.value) has no 'snapshot' or 'state'",
                at: parameter.location)
            return
        }
        if let first = stateTypes[value] {
            diagnostics.error(
                "two streams of \(quoted: spec.name.value) yield \(quoted: value)", at: parameter.location,
                notes: [
                    .init("the other is here", at: first), .init("ModelState(from:prior:) could not tell them apart"),
                ])
        }
        stateTypes[value] = stateTypes[value] ?? parameter.location
    }

    /// `progress: { parameter, case }` of a custom-state model: the case exists and carries the value.
    private mutating func progressCase(
        _ parameter: Name, _ callback: ProgressCallback, of operation: OperationSpec, in spec: ModelSpec,
        cases: [CaseSpec]
    ) {
        guard let caseName = operation.progressCase else {
            diagnostics.error(
                "'progress' of \(quoted: spec.name.value), which has a custom state, names the case its values are assigned to",
                at: parameter.location,
                notes: [.init("write 'progress: { parameter: \(parameter.value), case: <case> }'")])
            return
        }
        guard let match = cases.first(where: { $0.name.value == caseName.value }) else {
            diagnostics.error(
                "\(quoted: caseName.value) is no case of the state of \(quoted: spec.name.value)",
                at: caseName.location,
                notes: Suggestion.note(for: caseName.value, in: cases.map(\.name.value)))
            return
        }
        guard let payload = match.payload.single?.expression, payload == callback.value else {
            diagnostics.error(
                "'progress' assigns values of \(quoted: callback.value.swift()) to case \(quoted: caseName.value), whose payload is not that type",
                at: caseName.location, notes: [.init("the case is declared here", at: match.name.location)])
            return
        }
    }
}
