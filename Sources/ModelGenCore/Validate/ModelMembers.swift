// Member names: every name a model's class would declare, so that two never clash in the generated Swift.

extension Validator {
    /// Reports spec names that would give a model two members (or init parameters) of one name, and keywords
    /// where the `@Observable` macro cannot track a property.
    mutating func memberClashes(_ spec: ModelSpec, nestedTypes: [Name]) {
        // What claimed a name is described only when it clashes.
        var members = MemberClaims()
        func claim(_ name: String, at location: SourceLocation, _ claimant: Claimant) {
            guard let first = members.claim(name, at: location, claimant) else { return }
            report(name, at: location, claimant, first)
        }
        func report(
            _ name: String, at location: SourceLocation, _ claimant: Claimant,
            _ first: (location: SourceLocation, claimant: Claimant)
        ) {
            diagnostics.error(
                "\(quoted: spec.name.value) would declare \(quoted: name) twice: for \(claimant) and for \(first.claimant)",
                at: location,
                notes: [.init("rename one of them; the other comes from here", at: first.location)])
        }
        // The `@Observable` macro stores a tracked property `x` as `_x`: that name is the property's too.
        // Two members of one name are reported once, for the name itself.
        func claimStorage(of name: String, at location: SourceLocation) {
            let storage = "_" + name
            guard let first = members.claim(storage, at: location, .macroStorage(name)) else { return }
            if case .macroStorage(name) = first.claimant { return }
            report(storage, at: location, .macroStorage(name), first)
        }
        let generated = spec.name.location
        // Every model tracks tasks: its own, and those hand-written extensions start.
        claim(Namer.Fixed.tasks.bare, at: generated, .taskBag)
        claim(Namer.Fixed.taskKey.bare, at: generated, .taskBag)
        claim(Namer.Fixed.startTrackedTask.bare, at: generated, .taskBag)
        claim(Namer.Fixed.cancelTrackedTask.bare, at: generated, .taskBag)
        claim(Namer.Fixed.trackedTasks.bare, at: generated, .taskBag)
        if spec.snapshot != nil || spec.state != nil {
            let location = spec.snapshot?.location ?? spec.stateLocation ?? generated
            claim(Namer.Fixed.state.bare, at: location, .state)
            claimStorage(of: Namer.Fixed.state.bare, at: location)
            claim(Namer.Fixed.modelState.bare, at: location, .stateType)
        }
        if let load = spec.load {
            for name in [Namer.Fixed.reload.bare, Namer.Fixed.startLoad.bare] { claim(name, at: load.location, .load) }
        }
        if spec.snapshot != nil, spec.streamsIntoState.count > 1 {
            claim(Namer.Fixed.operation.bare, at: generated, .operationType)
        }
        if let configuration = spec.configuration {
            claim(Namer.Fixed.configuration.bare, at: configuration.location, .configuration)
        }
        if let id = spec.id { claim("id", at: id.field.location, .identity) }
        for broadcast in spec.broadcasts {
            let name = broadcast.name.value
            tracked(name, at: broadcast.name.location, "a broadcast value")
            claimStorage(of: name, at: broadcast.name.location)
            claim(name, at: broadcast.name.location, .broadcast(name))
            claim(Namer.broadcaster(of: name).bare, at: broadcast.name.location, .broadcast(name))
            claim(Namer.observeChanges(of: name, in: spec).bare, at: broadcast.name.location, .broadcast(name))
        }
        for property in spec.properties {
            let name = property.name.value
            // A property stored outside observation keeps its own name: the macro adds no storage for it.
            if property.tracked?.value != false {
                tracked(name, at: property.name.location, "a property")
                claimStorage(of: name, at: property.name.location)
            }
            claim(name, at: property.name.location, .property(name))
        }
        for type in nestedTypes { claim(type.value, at: type.location, .nestedType(type.value)) }
        // Hand-written methods the generated code calls: one method may serve several hooks.
        var hooks: Set<String> = []
        for hook in [spec.didInit] + spec.properties.map(\.didSet) {
            guard let hook, hooks.insert(hook.value).inserted else { continue }
            claim(hook.value, at: hook.location, .hook(hook.value))
        }
        for dependency in spec.dependencies {
            claim(dependency.name.value, at: dependency.name.location, .dependency(dependency.name.value))
        }
        var configure = false
        var configurationTypes = Set<TypeExpression>()
        for child in spec.children {
            let name = child.name.value
            let location = child.name.location
            switch child.lifetime.value {
            case .required:
                claim(name, at: location, .child(name))
            case .optional:
                tracked(name, at: location, "an optional child")
                claimStorage(of: name, at: location)
                claim(name, at: location, .child(name))
                if !configure { claim(Namer.Fixed.configure.bare, at: location, .child(name)) }
                configure = true
                claim(Namer.clear(child: name).bare, at: location, .child(name))
                // Two children configured by one type are reported by the children rules.
                if let configuration = index.models[child.model.value]?.configuration,
                    let parsed = configuration.expression,
                    configurationTypes.insert(parsed).inserted
                {
                    claim(Namer.configurationParameter(of: parsed).bare, at: location, .configuringParameter(name))
                }
            case .activated:
                tracked(name, at: location, "an activated child")
                claimStorage(of: name, at: location)
                claim(name, at: location, .child(name))
                claim(Namer.activate(child: name, in: spec).bare, at: location, .child(name))
                claim(Namer.deactivate(child: name, in: spec).bare, at: location, .child(name))
            case .provided:
                break
            case .assigned:
                tracked(name, at: location, "an assigned child")
                claimStorage(of: name, at: location)
                claim(name, at: location, .child(name))
            case .collection:
                tracked(name, at: location, "a collection of children")
                claimStorage(of: name, at: location)
                claim(name, at: location, .child(name))
                claim(Namer.collectionLookup(of: child).bare, at: location, .child(name))
                claim(Namer.collectionIndex(of: name).bare, at: location, .child(name))
            case .keyed:
                tracked(name, at: location, "a keyed cache of children")
                claimStorage(of: name, at: location)
                claim(name, at: location, .child(name))
                claim(Namer.collectionLookup(of: child).bare, at: location, .child(name))
                claim(Namer.keyedRemove(of: child).bare, at: location, .child(name))
            }
            if child.lifetime.value.isMade {
                claim(Namer.factoryProperty(of: name).bare, at: location, .child(name))
                claim(Namer.factory(of: child).bare, at: location, .child(name))
            }
        }
        for observe in spec.observes {
            claim(
                Namer.observe(child: observe.child.value).bare, at: observe.child.location,
                .observing(observe.child.value))
        }
        for useCase in spec.useCasesInOrder {
            // A use case made by a factory (`from`) is held as the factory.
            if let (_, from) = spec.factoryMember(of: useCase.value) {
                claim(Namer.useCaseFactory(useCase.value).bare, at: from.location, .useCaseFactory(useCase.value))
            } else {
                claim(Namer.useCaseProperty(useCase.value).bare, at: useCase.location, .useCase(useCase.value))
            }
        }
        for operation in spec.operations {
            claim(operation.name.value, at: operation.name.location, .operation(operation.name.value))
            if let stop = operation.stop { claim(stop.value, at: stop.location, .stopMethod(operation.name.value)) }
        }
    }

    /// A tracked stored property cannot be a keyword: the `@Observable` macro's expansion does not escape it.
    private mutating func tracked(_ name: String, at location: SourceLocation, _ what: String) {
        if SwiftIdentifier.isKeyword(name) {
            diagnostics.error(
                "\(quoted: name) cannot name \(what): it is a Swift keyword, and the @Observable macro cannot track a property of that name",
                at: location)
        }
    }
}

/// The names a model's class declares, each with the claim that made it first.
private struct MemberClaims {
    private var claims: [String: (location: SourceLocation, claimant: Claimant)] = [:]

    /// Records that `claimant` claims `name` at `location`; when the name was claimed already, the first claim stays
    /// and is returned.
    mutating func claim(
        _ name: String, at location: SourceLocation, _ claimant: Claimant
    ) -> (location: SourceLocation, claimant: Claimant)? {
        if let first = claims[name] { return first }
        claims[name] = (location, claimant)
        return nil
    }
}

/// What in a model's spec makes its class declare a member, described only for a clash.
private enum Claimant: CustomStringConvertible {
    case taskBag, state, stateType, load, operationType, configuration, identity
    case broadcast(String), child(String), configuringParameter(String), observing(String), useCase(String), operation(
        String)
    case property(String), dependency(String), stopMethod(String), macroStorage(String), hook(String)
    case nestedType(String)
    case useCaseFactory(String)

    var description: String {
        switch self {
        case .taskBag: "its task bag"
        case .state: "its state"
        case .stateType: "its state type"
        case .load: "its load"
        case .operationType: "its operation type"
        case .configuration: "its configuration"
        case .identity: "its identity ('id')"
        case .broadcast(let name): "broadcast \(quoted: name)"
        case .child(let name): "child \(quoted: name)"
        case .configuringParameter(let name): "the init parameter configuring \(quoted: name)"
        case .observing(let name): "observing \(quoted: name)"
        case .useCase(let name): "use case \(quoted: name)"
        case .operation(let name): "operation \(quoted: name)"
        case .property(let name): "property \(quoted: name)"
        case .dependency(let name): "dependency \(quoted: name)"
        case .stopMethod(let name): "the 'stop' of operation \(quoted: name)"
        case .macroStorage(let name): "the @Observable macro's storage of \(quoted: name)"
        case .hook(let name): "the hand-written method \(quoted: name) that 'didSet' or 'didInit' calls"
        case .nestedType(let name): "the nested type \(quoted: name)"
        case .useCaseFactory(let name): "the factory of use case \(quoted: name) ('from')"
        }
    }
}
