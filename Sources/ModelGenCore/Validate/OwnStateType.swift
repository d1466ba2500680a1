// How a custom state's case names the model's own state type, which makes the generated enum `indirect`: the
// generated state type's name, bare (`ModelState`) or by its model (`PlannerModel.ModelState`).

/// The model's own state type as a custom state's case payload names it.
enum OwnStateType {
    /// True when `path` names the state type of the model named `model`: `ModelState` or `<model>.ModelState`.
    static func isNamed(by path: [String], in model: String) -> Bool {
        path.last == Namer.Fixed.modelState.bare && (path.count == 1 || (path.count == 2 && path[0] == model))
    }

    /// True when a payload of `cases`, the custom state of the model named `model`, holds the state type itself.
    static func isHeld(by cases: [CaseSpec], in model: String) -> Bool {
        cases.contains { spec in
            let types: [TypeReference] =
                switch spec.payload {
                case .none: []
                case .single(let type): [type]
                case .labelled(let fields): fields.map(\.type)
                }
            return types.contains { type in
                type.expression?.containsNamedPath { isNamed(by: $0, in: model) } == true
            }
        }
    }
}
