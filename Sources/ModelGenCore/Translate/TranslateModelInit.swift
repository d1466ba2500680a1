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
        // Broadcasts, properties and dependencies are given to init under the names and types their data has: the
        // data and the spec are parallel arrays.
        for index in data.broadcasts.indices {
            inject(
                data.broadcasts[index].name, data.broadcasts[index].type,
                isEscaping: model.broadcasts[index].type.expression.isFunction)
        }
        // Properties without a value to start with are given to init.
        for index in data.properties.indices {
            let field = model.properties[index].field
            guard model.properties[index].load == nil, field.defaultValue == nil, !field.type.expression.isOptional
            else { continue }
            inject(
                data.properties[index].name, data.properties[index].type, isEscaping: field.type.expression.isFunction)
        }
        for index in data.children.indices where data.children[index].lifetime.isInjected {
            inject(data.children[index].name, Self.modelType(of: model.children[index]))
        }
        for index in data.children.indices where !data.children[index].lifetime.isInjected {
            made(data.children[index], model.children[index], into: &parameters, &assignments)
        }
        // The use cases as the model holds them (`data.useCases`, made once): a factory is a function.
        let held = data.useCases
        for index in held.indices {
            inject(held[index].name, held[index].type, isEscaping: model.useCaseFactoryInputs[index] != nil)
        }
        for index in data.dependencies.indices {
            inject(
                data.dependencies[index].name, data.dependencies[index].type,
                isEscaping: dependencyType(model.dependencies[index]).isFunction)
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
        data.initDoc = initDoc(spec, data)
    }

    /// The parameters and assignments of a child that is not given to init: the factory of one the model makes (and
    /// its configuration's parameter), or the optional model of an assigned one.
    private func made(
        _ child: ChildData, _ resolved: ResolvedChild, into parameters: inout [ParameterData],
        _ assignments: inout [InitAssignmentData]
    ) {
        guard child.lifetime.isMade else {
            // An assigned child may be given at init; assigning it there does not reload.
            parameters.append(
                ParameterData(
                    child.name, TypeExpression.optional(Self.modelType(of: resolved)).code,
                    defaultValue: .literal(.nil)))
            assignments.append(InitAssignmentData(property: child.name, source: .parameter(child.name)))
            return
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

    /// The init's `///` line: what it does, written as one line rather than in pieces joined.
    private func initDoc(_ spec: ModelSpec, _ data: ModelData) -> SwiftCode {
        let names = options.stateNames
        switch data.load?.kind {
        case .synchronous?:
            return .doc(
                "Creates the model and loads it: `.\(names[.ready])` or `.\(names[.failed])` when `init` returns.")
        case .task?, .stream?, nil:
            break
        }
        let then =
            data.load != nil
            ? " and starts its load"
            : spec.observes.isEmpty
                ? "" : " and subscribes to \(Self.codeList(spec.observes.map(\.child.value), "and"))"
        guard let initial = data.initialState else { return .doc("Creates the model\(then).") }
        return .doc("Creates the model in `\(initial.doc)`\(then).")
    }

    /// The literals of a custom initial case's payload, in order.
    func initialArguments(_ model: ResolvedModel) -> [InitialArgumentData] {
        model.initialArguments.map { argument in
            InitialArgumentData(
                label: argument.label.map { Namer.identifier($0.value) }, value: .literal(argument.value))
        }
    }
}
