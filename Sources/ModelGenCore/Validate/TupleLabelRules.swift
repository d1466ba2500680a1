// A tuple snapshot that a stream's values match in every element type but not in their labels: the values are never
// the snapshot, so the model would never show it.

extension Validator {
    /// Reports a stream whose tuple values differ from the model's tuple snapshot only in their labels.
    mutating func tupleLabels(
        of useCase: UseCaseSpec, _ state: TypeExpression, at name: Name, snapshot: TypeExpression, what: String
    ) {
        guard case .tuple(let values) = state, case .tuple(let fields) = snapshot, state != snapshot,
            values.map(\.type) == fields.map(\.type)
        else { return }
        diagnostics.error(
            "\(what) streams \(quoted: useCase.name.value), whose values \(quoted: state.swift()) are never the model's snapshot \(quoted: snapshot.swift())",
            at: name.location,
            notes: [
                .init("the tuples differ only in their labels, and a tuple with other labels is another type"),
                .init("write the same labels in both"),
            ])
    }
}
