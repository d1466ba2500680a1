// `failure:` of a stream operation of a standard-state model: a case of the stream's state type that reports failure
// in-band. Its payload becomes the error of `failed(_, prior:)`, so the state type must be one whose cases the
// validator sees, and the case must carry one value and not be the completed case.

extension Validator {
    /// Checks `failure: case` of a stream operation that streams `useCase` into a standard state.
    mutating func inBandFailure(_ failure: Name, of operation: OperationSpec, _ useCase: UseCaseSpec) {
        if operation.append != nil {
            diagnostics.error(
                "'append' of operation \(quoted: operation.name.value) leaves the state alone, so the operation takes no 'failure'",
                at: failure.location, notes: [.init("an appending stream reports failure by throwing")])
            return
        }
        guard let (cases, completed) = visibleCases(of: useCase) else {
            diagnostics.error(
                "'failure' names a case of the state type of \(quoted: useCase.name.value), which modelgen does not declare",
                at: failure.location,
                notes: [
                    .init(
                        "declare the states with 'stream', or the state type under 'enums', so that the case can be checked"
                    )
                ])
            return
        }
        guard let match = cases.first(where: { $0.name.value == failure.value }) else {
            diagnostics.error(
                "'failure' names no case of the state type of \(quoted: useCase.name.value)", at: failure.location,
                notes: Suggestion.note(for: failure.value, in: cases.map(\.name.value)))
            return
        }
        if failure.value == completed {
            diagnostics.error(
                "'failure' names \(quoted: failure.value), the case that completes the stream of \(quoted: useCase.name.value)",
                at: failure.location)
            return
        }
        switch match.payload {
        case .single:
            return
        case .labelled(let fields) where fields.count == 1:
            return
        case .none, .labelled:
            diagnostics.error(
                "'failure' names \(quoted: failure.value), which must carry one value, the error or what describes it",
                at: failure.location, notes: [.init("the case is declared here", at: match.name.location)])
        }
    }

    /// The cases of `useCase`'s state type and the name of its completed case, when modelgen declares the type.
    private func visibleCases(of useCase: UseCaseSpec) -> (cases: [CaseSpec], completed: String?)? {
        switch useCase.kind {
        case .stream(let stream):
            return (stream.states, index.completedCase(of: stream)?.name.value)
        case .fetch:
            return nil
        case .call(let call):
            guard let state = call.signature?.stream?.state, let name = index.declaredName(state),
                let declared = index.enums[name]
            else { return nil }
            return (declared.cases, call.completed.flatMap { CompletedCase.parse($0.value)?.caseName })
        }
    }
}
