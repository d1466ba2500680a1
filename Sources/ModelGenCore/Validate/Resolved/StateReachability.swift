// Which cases of the standard state a model can be in: `stateCases: reachable` declares only those. One line per
// reason a case can be reached, so that a construct that reaches one adds its line here.

/// The standard cases a model can be in.
enum StateReachability {
    /// The standard cases `model`'s state declares, in the contract's order: every case the model can be in with
    /// `stateCases: reachable`; with `all`, every case but an `operating` no stream reaches (as the contract has it).
    static func declaredCases(
        of model: ResolvedModel, _ stateCases: GenerationOptions.StateCases
    )
        -> [StateNames.Case]
    {
        StateNames.Case.allCases.filter { standard in
            switch (stateCases, standard) {
            case (.all, .uninitialized), (.all, .loading), (.all, .ready), (.all, .failed): true
            case (.all, .operating), (.reachable, _): reaches(standard, in: model)
            }
        }
    }

    /// True when the model can be in `standard`.
    static func reaches(_ standard: StateNames.Case, in model: ResolvedModel) -> Bool {
        switch standard {
        case .uninitialized, .ready, .failed:
            // The state before a first snapshot, the snapshot, and a failure are every standard model's.
            return true
        case .loading:
            return model.load != nil  // the load runs from init and reload()
                || model.operations.contains { showsSnapshot($0, in: model) }  // a call that returns the snapshot
        case .operating:
            return !model.streams.isEmpty  // a stream operation, an `observes` entry, a stream load or `progress:`
        }
    }

    /// True for a `call` operation that shows the value it returns, the model's snapshot: loading, then ready.
    private static func showsSnapshot(_ operation: ResolvedOperation, in model: ResolvedModel) -> Bool {
        switch operation.kind {
        case .call(let useCase):
            operation.spec.assign == nil && useCase.shape.returns != nil
                && useCase.shape.returns == model.snapshot?.expression
        case .stream, .append, .steps: false
        }
    }
}
