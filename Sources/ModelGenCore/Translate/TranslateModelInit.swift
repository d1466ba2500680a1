// Translate a model's init: its parameters and assignments in the contract's order, the initial state, and what the
// init starts.

extension TranslationContext {
    /// The init's parameters and body, in the contract's order.
    func initializer(_ model: ResolvedModel, into data: inout ModelData) {
        let spec = model.spec
        var parameters: [SwiftCode] = []
        var assignments: [SwiftCode] = []
        // A function-typed value is stored, so the init takes it `@escaping`.
        func inject(_ name: SwiftName, _ type: SwiftCode) {
            parameters.append("\(name.label): \(type)")
            assignments.append("self.\(bare: name) = \(name)")
        }
        func inject(_ field: ResolvedField) {
            inject(Namer.identifier(field.name.value), Self.parameterType(field.type.expression))
        }
        if let configuration = model.configuration {
            inject(Namer.Fixed.configuration, Self.parameterType(configuration.expression))
        }
        if let identity = data.identity {
            assignments.append("self.id = \(Namer.Fixed.configuration).\(identity.name)")
        }
        model.broadcasts.forEach(inject)
        // Properties without a value to start with are given to init.
        for property in model.properties where property.defaultValue == nil && !property.type.expression.isOptional {
            inject(property)
        }
        for child in data.children where child.lifetime.isInjected { inject(child.name, child.type) }
        for (child, resolved) in zip(data.children, model.children) where !child.lifetime.isInjected {
            guard child.lifetime.isMade else {
                // An assigned child may be given at init; assigning it there does not reload.
                parameters.append("\(child.name.label): \(child.type)? = nil")
                assignments.append("self.\(bare: child.name) = \(child.name)")
                continue
            }
            parameters.append("\(child.makeMethod): @escaping \(child.factoryType)")
            assignments.append("self.\(child.factory) = \(child.makeMethod)")
            if let configuration = child.lifetime.isConfigured ? resolved.configuration : nil {
                let parameter = Namer.configurationParameter(of: configuration.expression)
                parameters.append("\(parameter.label): \(type(configuration))? = nil")
                assignments.append("self.\(bare: child.name) = \(parameter).map { \(child.makeMethod)($0) }")
            } else if child.lifetime.isTracked {
                assignments.append("self.\(bare: child.name) = nil")
            }
        }
        for useCase in data.useCases { inject(useCase.name, useCase.type) }
        for dependency in model.dependencies {
            inject(Namer.identifier(dependency.field.name.value), dependencyType(dependency, parameter: true))
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
