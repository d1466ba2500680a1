// The rules of operations that write a member instead of the state: a stream that appends (`append: entries`) and a
// call that assigns (`assign: prs`): what they write, what they write to, and where a failure goes.

extension Validator {
    /// `append:` names an array property of the model whose element is the stream's value, or whose type is; the
    /// operation leaves the state alone, so it takes no `begin` or `stop`, and a stream that can fail needs a
    /// standard state to show the failure in.
    mutating func append(
        _ operation: OperationSpec, into property: Name, from useCase: UseCaseSpec, _ shape: UseCaseShape,
        in spec: ModelSpec
    ) {
        let what = "'append' of operation \(quoted: operation.name.value)"
        for (key, name) in [(operation.begin, "begin"), (operation.stop, "stop")] {
            guard let key else { continue }
            diagnostics.error(
                "\(what) leaves the state alone, so the operation takes no \(quoted: name)", at: key.location,
                notes: [.init("the task the operation returns cancels the run")])
        }
        if case .stream(_, canFail: true) = shape.output, spec.snapshot == nil {
            diagnostics.error(
                "\(what) streams \(quoted: useCase.name.value), which can fail, into a model without a standard state to show the failure",
                at: property.location,
                notes: [.init("give the model a 'snapshot', or make the use case's stream one that cannot fail")])
        }
        guard let field = spec.properties.first(where: { $0.name.value == property.value }) else {
            diagnostics.error(
                "\(what) names no property of \(quoted: spec.name.value)", at: property.location,
                notes: Suggestion.note(for: property.value, in: spec.properties.map(\.name.value)))
            return
        }
        guard let type = field.type.expression, let value = shape.streamState else { return }
        guard let element = type.arrayElement else {
            diagnostics.error(
                "\(what) names \(quoted: property.value), of type \(quoted: type.swift()), which is not an array",
                at: property.location, notes: [.init("the property is declared here", at: field.name.location)])
            return
        }
        guard value == element || value == type else {
            diagnostics.error(
                "\(what) appends the values of \(quoted: useCase.name.value), of type \(quoted: value.swift()), to \(quoted: property.value) of type \(quoted: type.swift())",
                at: property.location,
                notes: [.init("each value must be an element (\(quoted: element.swift())) or an array of them")])
            return
        }
    }

    /// `assign:` names a property or broadcast value of the model of the type the call returns (or its optional).
    mutating func assign(_ member: Name, from useCase: UseCaseSpec, _ shape: UseCaseShape, in spec: ModelSpec) {
        let what = "'assign' of a call to \(quoted: useCase.name.value)"
        let members = spec.properties + spec.broadcasts
        guard let field = members.first(where: { $0.name.value == member.value }) else {
            diagnostics.error(
                "\(what) names no property or broadcast value of \(quoted: spec.name.value)", at: member.location,
                notes: Suggestion.note(for: member.value, in: members.map(\.name.value)))
            return
        }
        guard let returns = shape.returns else {
            diagnostics.error(
                "\(what) has nothing to write: the call returns no value", at: member.location,
                notes: [.init("\(quoted: useCase.name.value) is declared here", at: useCase.name.location)])
            return
        }
        guard let type = field.type.expression, type != returns, type != .optional(returns) else { return }
        diagnostics.error(
            "\(what) writes a \(quoted: returns.swift()) to \(quoted: member.value), of type \(quoted: type.swift())",
            at: member.location, notes: [.init("\(quoted: member.value) is declared here", at: field.name.location)])
    }
}
