// Translate a model's init: its parameters and assignments in the contract's order, the initial state, and what the
// init starts.

extension TranslationContext {
    /// The init's parameters and body, in the contract's order.
    func initializer(_ model: ResolvedModel, into data: inout ModelData) {
        let spec = model.spec
        var parameters: [ParameterData] = []
        var assignments: [SwiftCode] = []
        // A function-typed value is stored, so the init takes it `@escaping`.
        func inject(_ name: SwiftName, _ type: TypeExpression) {
            parameters.append(ParameterData(name, type.code, isEscaping: type.isFunction))
            assignments.append("self.\(bare: name) = \(name)")
        }
        func inject(_ field: ResolvedField) {
            inject(Namer.identifier(field.name.value), field.type.expression)
        }
        if let configuration = model.configuration {
            inject(Namer.Fixed.configuration, configuration.expression)
        }
        if let identity = data.identity {
            assignments.append("self.id = \(Namer.Fixed.configuration).\(identity.name)")
        }
        model.broadcasts.forEach(inject)
        // Properties without a value to start with are given to init.
        for property in model.properties where property.defaultValue == nil && !property.type.expression.isOptional {
            inject(property)
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
                assignments.append("self.\(bare: child.name) = \(child.name)")
                continue
            }
            parameters.append(ParameterData(child.makeMethod, factoryType(of: resolved).code, isEscaping: true))
            assignments.append("self.\(child.factory) = \(child.makeMethod)")
            if let configuration = child.lifetime.isConfigured ? resolved.configuration : nil {
                let parameter = Namer.configurationParameter(of: configuration.expression)
                parameters.append(
                    ParameterData(
                        parameter, TypeExpression.optional(configuration.expression).code, defaultValue: .literal(.nil))
                )
                assignments.append("self.\(bare: child.name) = \(parameter).map { \(child.makeMethod)($0) }")
            } else if child.lifetime.isTracked {
                assignments.append("self.\(bare: child.name) = nil")
            }
        }
        for useCase in model.useCases {
            inject(
                Namer.useCaseProperty(useCase.spec.name.value), Self.existential(Namer.protocolName(of: useCase.spec)))
        }
        for dependency in model.dependencies {
            inject(Namer.identifier(dependency.field.name.value), dependencyType(dependency))
        }
        data.initParameters = ParametersData(parameters: parameters)
        data.initAssignments = assignments
        let names = options.stateNames
        switch (data.load?.kind, spec.snapshot, spec.initial) {
        case (.synchronous?, _, _):
            data.initialState = ".\(names[.uninitialized])"
            data.initCalls.append("\(Namer.Fixed.startLoad)()")
        case (.some, _, _):
            data.initialState = ".\(names[.loading])(prior: nil)"
            data.initCalls.append("\(Namer.Fixed.startLoad)()")
        case (nil, .some, _):
            data.initialState = ".\(names[.uninitialized])"
            data.initCalls += data.observes.map { "\($0.method)()" as SwiftCode }
        case (nil, nil, let initial?):
            data.initialState = ".\(Namer.identifier(initial.value))"
            data.initCalls += data.observes.map { "\($0.method)()" as SwiftCode }
        case (nil, nil, nil):
            break
        }
        if options.flavor == .observableObject, options.setupPublished { data.initCalls.append("setupPublished()") }
        data.initDoc = .doc(initDoc(spec, data) + ".")
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
        if let initial = data.initialState { doc += " in `\(initial)`" }
        if data.load != nil {
            doc += " and starts its load"
        } else if !spec.observes.isEmpty {
            doc += " and subscribes to \(Self.codeList(spec.observes.map(\.child.value), "and"))"
        }
        return doc
    }
}
