// The rules of what a model stores beside its state and what hand-written code hooks into: access levels, setters,
// untracked properties, `didSet`, `didInit` and property loads.

extension Validator {
    /// Checks a model's access levels, hooks and property loads.
    mutating func storage(_ spec: ModelSpec) {
        let access = modelAccess(spec)
        for property in spec.properties { self.property(property, in: spec, modelAccess: access) }
        for dependency in spec.dependencies {
            memberAccess(dependency.access, of: "dependency \(quoted: dependency.name.value)", modelAccess: access)
            if let didSet = dependency.didSet {
                diagnostics.error(
                    "'didSet' on dependency \(quoted: dependency.name.value): a dependency is a constant ('let'), set once by 'init'",
                    at: didSet.location, notes: [.init("declare it under 'properties' to observe its changes")])
            }
        }
        for child in spec.children {
            memberAccess(child.access, of: "child \(quoted: child.name.value)", modelAccess: access)
            childModelAccess(child, of: spec, modelAccess: access)
        }
        if let didInit = spec.didInit { identifier(didInit, "method name") }
        if let names = spec.stateNames { stateNames(names, of: spec) }
    }

    /// A child's model is seen at least as widely as its parent, whose init and members take and give it.
    private mutating func childModelAccess(
        _ child: ChildSpec, of spec: ModelSpec, modelAccess: GenerationOptions.Access
    ) {
        guard let model = index.models[child.model.value] else { return }
        let childAccess = min(model.access?.value ?? options.access, options.access)
        guard childAccess < modelAccess else { return }
        diagnostics.error(
            "child \(quoted: child.name.value) of \(quoted: modelAccess.rawValue) model \(quoted: spec.name.value) is \(quoted: childAccess.rawValue) model \(quoted: child.model.value)",
            at: child.model.location,
            notes: [
                .init(
                    "the parent's init and members take and give the child, so its model must be seen at least as widely",
                    at: model.access?.location ?? model.name.location)
            ])
    }

    /// A model's `stateNames` rename the run's names of the cases they name. Two cases may not share a name, and no
    /// case may take the name the run gives another: the model's state meets the support protocols under the run's
    /// names, so that name must stay free for the member that does.
    private mutating func stateNames(_ written: Located<StateNames>, of spec: ModelSpec) {
        let run = options.stateNames
        let names = Located(run.overriding(with: written.value), at: written.location)
        // Two cases the model's own names name alike are reported where they are read; here, one the run names.
        for (offset, standard) in StateNames.Case.allCases.enumerated() {
            let name = names.value[standard].bare
            guard
                let other = StateNames.Case.allCases[..<offset].first(where: {
                    names.value[$0].bare == name && !(written.value.names($0) && written.value.names(standard))
                })
            else { continue }
            diagnostics.error(
                "'stateNames' of \(quoted: spec.name.value) give \(quoted: other.rawValue) and \(quoted: standard.rawValue) one name, \(quoted: name)",
                at: written.location,
                notes: [.init("a model's 'stateNames' rename the run's names of the cases they name")])
            return
        }
        for required in [StateNames.Case.uninitialized, .loading, .ready, .failed]
        where run[required].bare != names.value[required].bare {
            let witness = run[required].bare
            guard let taken = StateNames.Case.allCases.first(where: { names.value[$0].bare == witness }) else {
                continue
            }
            diagnostics.error(
                "'stateNames' of \(quoted: spec.name.value) names its \(quoted: taken.rawValue) case \(quoted: witness), the run's name of \(quoted: required.rawValue)",
                at: names.location,
                notes: [
                    .init(
                        "the model meets the support protocols under the run's names, so \(quoted: witness) stays the name of its \(quoted: required.rawValue) case"
                    )
                ])
        }
    }

    /// The model's access: its own, which may not be above the run's, else the run's.
    private mutating func modelAccess(_ spec: ModelSpec) -> GenerationOptions.Access {
        guard let access = spec.access else { return options.access }
        if access.value > options.access {
            diagnostics.error(
                "model \(quoted: spec.name.value) is \(quoted: access.value.rawValue), above the run's access \(quoted: options.access.rawValue)",
                at: access.location,
                notes: [
                    .init(
                        "the types the run declares are \(quoted: options.access.rawValue); raise the run's 'access' or lower the model's"
                    )
                ])
            return options.access
        }
        return access.value
    }

    /// A member's `access`, which may not be above its model's.
    private mutating func memberAccess(
        _ access: Located<GenerationOptions.Access>?, of member: @autoclosure () -> String,
        modelAccess: GenerationOptions.Access
    ) {
        guard let access, access.value > modelAccess else { return }
        diagnostics.error(
            "\(member()) is \(quoted: access.value.rawValue), above its model's access \(quoted: modelAccess.rawValue)",
            at: access.location, notes: [.init("a member is seen at most as widely as its model")])
    }

    private mutating func property(_ property: FieldSpec, in spec: ModelSpec, modelAccess: GenerationOptions.Access) {
        let name = property.name.value
        memberAccess(property.access, of: "property \(quoted: name)", modelAccess: modelAccess)
        let access = min(property.access?.value ?? modelAccess, modelAccess)
        if let setter = property.setter, setter.value > access {
            diagnostics.error(
                "'set' of property \(quoted: name) is \(quoted: setter.value.rawValue), above its access \(quoted: access.rawValue)",
                at: setter.location, notes: [.init("a property is set at most as widely as it is seen")])
        }
        if let didSet = property.didSet { identifier(didSet, "method name") }
        if let load = property.load { self.load(load, of: property, in: spec) }
    }

    /// A property's `load:` names a synchronous value use case that takes nothing, cannot fail and returns the
    /// property's type: `init` calls it and cannot pass it anything, wait or fail.
    private mutating func load(_ load: Name, of property: FieldSpec, in spec: ModelSpec) {
        let what = "'load' of property \(quoted: property.name.value)"
        if let value = property.defaultValue {
            diagnostics.error(
                "property \(quoted: property.name.value) has both 'default' and 'load'; it takes one",
                at: value.location)
        }
        guard let (useCase, shape) = useCase(load, kind: nil) else { return }
        let declared = Diagnostic.Note("\(quoted: load.value) is declared here", at: useCase.name.location)
        var problems: [String] = []
        if shape.streamState != nil { problems.append("it is a stream use case") }
        if shape.isAsync { problems.append("its call is 'async'") }
        if shape.isThrowing { problems.append("its call 'throws'") }
        if !shape.inputs.isEmpty { problems.append("its call takes parameters") }
        guard problems.isEmpty else {
            diagnostics.error(
                "\(what) must name a synchronous value use case that takes nothing and cannot fail, and \(quoted: load.value) does not: \(problems.joined(separator: ", "))",
                at: load.location,
                notes: [.init("'init' calls it, so it can neither wait, fail nor be given arguments"), declared])
            return
        }
        if let type = property.type.expression, shape.returns != type {
            diagnostics.error(
                "\(what) returns \(quoted: shape.returns?.swift() ?? "Void"), not the property's type \(quoted: type.swift())",
                at: load.location, notes: [declared])
        }
    }
}
