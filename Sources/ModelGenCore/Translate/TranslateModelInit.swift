// Translate a model's init: its parameters and assignments in the contract's order, the initial state, and what the
// init starts.

extension TranslationContext {
    /// The init's parameters and body, in the contract's order.
    func initializer(_ model: ResolvedModel, into data: inout ModelData) {
        let spec = model.spec
        var parameters: [ParameterData] = []
        var assignments: [InitAssignmentData] = []
        // A function-typed value is stored, so the init takes it `@escaping`.
        func inject(_ name: SwiftName, _ type: SwiftCode, isEscaping: Bool) {
            parameters.append(ParameterData(name, type, isEscaping: isEscaping))
            assignments.append(InitAssignmentData(property: name, source: .parameter(name)))
        }
        func inject(_ name: SwiftName, _ type: TypeExpression) {
            inject(name, type.code, isEscaping: type.isFunction)
        }
        if let configuration = model.configuration {
            inject(Namer.Fixed.configuration, configuration.expression)
        }
        if let identity = data.identity {
            assignments.append(InitAssignmentData(property: "id", source: .identity(identity.name)))
        }
        // Broadcasts, properties and dependencies are given to init under the names and types their data has.
        for (broadcast, field) in zip(data.broadcasts, model.broadcasts) {
            inject(broadcast.name, broadcast.type, isEscaping: field.type.expression.isFunction)
        }
        // Properties without a value to start with are given to init.
        for (held, property) in zip(data.properties, model.properties)
        where property.load == nil && property.field.defaultValue == nil && !property.field.type.expression.isOptional {
            inject(held.name, held.type, isEscaping: property.field.type.expression.isFunction)
        }
        for (child, resolved) in zip(data.children, model.children) where child.lifetime.isInjected {
            inject(child.name, Self.modelType(of: resolved))
        }
        for (child, resolved) in zip(data.children, model.children) where !child.lifetime.isInjected {
            guard child.lifetime.isMade else {
                // An assigned child may be given at init; assigning it there does not reload.
                parameters.append(
                    ParameterData(
                        child.name, TypeExpression.optional(Self.modelType(of: resolved)).code,
                        defaultValue: .literal(.nil)))
                assignments.append(InitAssignmentData(property: child.name, source: .parameter(child.name)))
                continue
            }
            parameters.append(ParameterData(child.makeMethod, child.factoryType, isEscaping: true))
            assignments.append(InitAssignmentData(property: child.factory, source: .parameter(child.makeMethod)))
            if let configuration = child.lifetime.isConfigured ? resolved.configuration : nil {
                let parameter = Namer.configurationParameter(of: configuration.expression)
                parameters.append(
                    ParameterData(
                        parameter, TypeExpression.optional(configuration.expression).code, defaultValue: .literal(.nil))
                )
                assignments.append(
                    InitAssignmentData(property: child.name, source: .made(parameter, factory: child.makeMethod)))
            } else if child.lifetime.isTracked {
                assignments.append(InitAssignmentData(property: child.name, source: .none))
            }
        }
        // The use cases as the model holds them (`data.useCases`, made once): a factory is a function.
        for (held, factoryInput) in zip(data.useCases, model.useCaseFactoryInputs) {
            inject(held.name, held.type, isEscaping: factoryInput != nil)
        }
        for (held, dependency) in zip(data.dependencies, model.dependencies) {
            inject(held.name, held.type, isEscaping: dependencyType(dependency).isFunction)
        }
        // A loaded property calls its use case through the init's parameter, once every other value is stored.
        for property in model.properties {
            guard let load = property.load else { continue }
            let call = callData(
                on: Namer.useCaseProperty(load.spec.name.value), isOnSelf: false, load.shape, arguments: [])
            assignments.append(
                InitAssignmentData(property: Namer.identifier(property.name.value), source: .load(call)))
        }
        data.initParameters = ParametersData(parameters: parameters)
        data.initAssignments = assignments
        let names = options.stateNames
        switch (data.load?.kind, spec.snapshot, spec.initial) {
        case (.synchronous?, _, _):
            data.initialState = InitialStateData(name: names[.uninitialized])
            data.initStartsLoad = true
        case (.some, _, _):
            data.initialState = InitialStateData(name: names[.loading], isLoading: true)
            data.initStartsLoad = true
        case (nil, .some, _):
            data.initialState = InitialStateData(name: names[.uninitialized])
            data.initStartsObserves = true
        case (nil, nil, let initial?):
            data.initialState = InitialStateData(
                name: Namer.identifier(initial.value), arguments: initialArguments(model))
            data.initStartsObserves = true
        case (nil, nil, nil):
            break
        }
        data.initSetsUpPublished = options.flavor == .observableObject && options.setupPublished
        data.initDoc = .doc("\(initDoc(spec, data)).")
    }

    /// What the init does, in a sentence without its full stop.
    private func initDoc(_ spec: ModelSpec, _ data: ModelData) -> String {
        let names = options.stateNames
        var doc = "Creates the model"
        switch data.load?.kind {
        case .synchronous?:
            return doc + " and loads it: `.\(names[.ready])` or `.\(names[.failed])` when `init` returns"
        case .task?, .stream?, nil:
            break
        }
        if let initial = data.initialState { doc += " in `\(initial.doc)`" }
        if data.load != nil {
            doc += " and starts its load"
        } else if !spec.observes.isEmpty {
            doc += " and subscribes to \(Self.codeList(spec.observes.map(\.child.value), "and"))"
        }
        return doc
    }

    /// The literals of a custom initial case's payload, in order.
    func initialArguments(_ model: ResolvedModel) -> [InitialArgumentData] {
        model.initialArguments.map { argument in
            InitialArgumentData(
                label: argument.label.map { Namer.identifier($0.value) }, value: .literal(argument.value))
        }
    }
}
