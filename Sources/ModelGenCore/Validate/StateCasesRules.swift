// The rule of a model's `stateCases`: it chooses the cases of a standard state.

extension Validator {
    /// `stateCases` of a model needs a standard state (`snapshot`).
    mutating func stateCases(_ spec: ModelSpec) {
        guard let stateCases = spec.stateCases, spec.snapshot == nil else { return }
        diagnostics.error(
            "'stateCases' chooses the cases of a standard state, and \(quoted: spec.name.value) has no 'snapshot'",
            at: stateCases.location,
            notes: [.init("a custom 'state' declares its own cases")])
    }
}
