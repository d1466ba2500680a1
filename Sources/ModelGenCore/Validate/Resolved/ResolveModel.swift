// Resolves a model: its children's models, the use cases it loads, streams and calls, what it observes, and the child
// operations its steps call.

extension Resolver {
    func resolve(_ spec: ModelSpec) throws(Unresolved) -> ResolvedModel {
        let useCases = try spec.useCasesInOrder.map(useCase)
        return try holding(useCases).resolve(spec, useCases: useCases)
    }

    /// `spec` resolved, given its use cases resolved, in order (`useCasesInOrder`), and held by name.
    private func resolve(_ spec: ModelSpec, useCases: [ResolvedUseCase]) throws(Unresolved) -> ResolvedModel {
        let access = spec.access?.value ?? options.access
        let snapshot = try spec.snapshot.map(type)
        let children = try spec.children.map { child throws(Unresolved) in
            try self.child(child, modelAccess: access, snapshot: snapshot)
        }
        let load = try spec.load.map(useCase)
        var streams: [ResolvedStream] = []
        if let load, load.shape.streamState != nil {
            streams.append(try stream(named: nil, load, snapshot: snapshot, at: load.spec.name.location))
        }
        for (name, useCaseName) in spec.streamsIntoState {
            var resolved = try stream(
                named: name, try useCase(useCaseName), snapshot: snapshot, at: useCaseName.location)
            if snapshot != nil {
                resolved.failure =
                    spec.operations.first { $0.name.value == name && $0.kind.streamedUseCase != nil }?
                    .failure
            }
            streams.append(resolved)
        }
        if snapshot != nil {
            for operation in spec.operations {
                guard case .call(let useCaseName) = operation.kind, let parameter = operation.progress else { continue }
                let useCase = try useCase(useCaseName)
                let callback = try progressCallback(parameter, of: useCase)
                streams.append(
                    ResolvedStream(name: operation.name.value, useCase: useCase, state: callback.value, completion: nil)
                )
            }
        }
        // `useCases` are `useCasesInOrder` resolved, each named as the spec names it.
        let factoryInputs = try useCases.map { useCase throws(Unresolved) -> ResolvedType? in
            guard let (_, from) = spec.factoryMember(of: useCase.spec.name.value) else { return nil }
            return try type(try memberPath(from.value, in: spec, at: from.location).type)
        }
        var resolved = ResolvedModel(
            spec: spec, snapshot: snapshot, customState: try spec.state.map(cases),
            configuration: try spec.configuration.map(type),
            identity: try spec.id.map { id throws(Unresolved) in try identity(id, configuration: spec.configuration) },
            isElement: index.collectionElements.contains(spec.name.value),
            broadcasts: try spec.broadcasts.map(field), access: access,
            stateNames: spec.stateNames.map { options.stateNames.overriding(with: $0.value) } ?? options.stateNames,
            properties: try spec.properties.map { property throws(Unresolved) in
                try self.property(property, modelAccess: access)
            },
            dependencies: try spec.dependencies.map { dependency throws(Unresolved) in
                ResolvedDependency(
                    field: try field(dependency),
                    useCase: dependency.type.expression?.simpleName.flatMap { index.useCases[$0] },
                    access: dependency.access?.value)
            },
            children: children, useCases: useCases, load: load, streams: streams,
            observes: try spec.observes.map { observe throws(Unresolved) in try self.observe(observe, in: spec) },
            operations: try spec.operations.map { operation throws(Unresolved) in
                var resolved = try self.operation(operation, in: spec, children: children)
                try inputs(of: &resolved, in: spec)
                return resolved
            })
        resolved.useCaseFactoryInputs = factoryInputs
        resolved.isIndirectState = spec.state.map { OwnStateType.isHeld(by: $0, in: spec.name.value) } ?? false
        resolved.initialArguments = try initialArguments(spec)
        if snapshot != nil {
            resolved.standardCases = StateReachability.declaredCases(
                of: resolved, spec.stateCases?.value ?? options.stateCases)
        }
        return resolved
    }

    /// What a stream or call operation gives its use case: `arguments` and `from`.
    private func inputs(of operation: inout ResolvedOperation, in model: ModelSpec) throws(Unresolved) {
        let useCase: ResolvedUseCase
        switch operation.kind {
        case .stream(let called), .append(let called, _), .call(let called): useCase = called
        case .steps: return
        }
        let spec = operation.spec
        operation.arguments = try useCase.shape.inputs.map { input throws(Unresolved) -> ResolvedValue? in
            guard let argument = spec.arguments.first(where: { $0.parameter.value == input.label ?? input.name }) else {
                return nil
            }
            guard argument.literal == nil else {
                return .literal(
                    try require(
                        CheckedLiteral(argument.value.value), "the literal \(quoted: argument.value.value)",
                        at: argument.value.location))
            }
            return .member(try memberPath(argument.value.value, in: model, at: argument.value.location).names)
        }
        if let from = spec.from {
            operation.madeFrom = try memberPath(from.value, in: model, at: from.location).names
        }
    }

    /// The member path `text` of `model`, which validated.
    private func memberPath(
        _ text: String, in model: ModelSpec, at location: SourceLocation
    ) throws(Unresolved)
        -> MemberPath
    {
        switch index.memberPath(text, in: model) {
        case .success(let path): return path
        case .failure: throw unresolved("the member path \(quoted: text)", at: location)
        }
    }

    /// The literals of the initial case's payload, in the case's order.
    private func initialArguments(_ spec: ModelSpec) throws(Unresolved) -> [ResolvedInitialArgument] {
        guard let arguments = spec.initialPayload, let initial = spec.initial else { return [] }
        let match = try require(
            spec.state?.first { $0.name.value == initial.value }, "the case \(quoted: initial.value)",
            at: initial.location)
        let labels: [Name?] =
            switch match.payload {
            case .none: []
            case .single: [nil]
            case .labelled(let fields): fields.map(\.name)
            }
        return try labels.map { label throws(Unresolved) in
            let argument = try require(
                arguments.first { $0.label?.value == label?.value }, "the payload of \(quoted: initial.value)",
                at: initial.location)
            let value = try require(
                CheckedLiteral(argument.value.value), "the literal \(quoted: argument.value.value)",
                at: argument.value.location)
            return ResolvedInitialArgument(label: label, value: value)
        }
    }

    private func property(
        _ spec: FieldSpec, modelAccess: GenerationOptions.Access
    ) throws(Unresolved)
        -> ResolvedProperty
    {
        let access = spec.access?.value ?? modelAccess
        let setter = spec.setter.map(\.value).flatMap { $0 < access ? $0 : nil }
        return ResolvedProperty(
            field: try field(spec), access: access, setter: setter, isTracked: spec.tracked?.value ?? true,
            load: try spec.load.map(useCase))
    }

    private func child(
        _ spec: ChildSpec, modelAccess: GenerationOptions.Access, snapshot: ResolvedType?
    ) throws(Unresolved) -> ResolvedChild {
        let model = try model(spec.model)
        let configuration = try model.configuration.map(type)
        var collection: ResolvedCollection?
        var key: ResolvedType?
        switch spec.lifetime.value {
        case .collection:
            let each = try require(spec.each, "the array of \(quoted: spec.name.value)", at: spec.name.location)
            let id = try require(spec.id, "the id of \(quoted: spec.name.value)", at: spec.name.location)
            collection = ResolvedCollection(
                each: each,
                identity: try identity(
                    ModelIDSpec(field: id, type: model.id?.type), configuration: model.configuration),
                elementIsEquatable: configuration.map { index.conformanceResolver.conformances(of: $0.expression) }?
                    .contains(.equatable) == true,
                isOverSnapshot: ResolvedCollection.isOverSnapshot(each, snapshot: snapshot?.expression))
        case .keyed:
            key = try type(try require(spec.key, "the key of \(quoted: spec.name.value)", at: spec.name.location))
        case .required, .optional, .activated, .provided, .assigned:
            break
        }
        return ResolvedChild(
            spec: spec, model: model, configuration: configuration, collection: collection, key: key,
            access: spec.access?.value ?? modelAccess)
    }

    private func stream(
        named name: String?, _ useCase: ResolvedUseCase, snapshot: ResolvedType?, at location: SourceLocation
    ) throws(Unresolved) -> ResolvedStream {
        let state = try require(
            useCase.shape.streamState, "the stream \(quoted: useCase.spec.name.value)", at: location)
        return ResolvedStream(
            name: name, useCase: useCase, state: state,
            completion: snapshot.flatMap { index.completion(of: useCase.spec, into: $0.expression) })
    }

    private func observe(_ spec: ObserveSpec, in model: ModelSpec) throws(Unresolved) -> ResolvedObserve {
        let child = try require(
            model.children.first { $0.name.value == spec.child.value }, "the child \(quoted: spec.child.value)",
            at: spec.child.location)
        let childModel = try self.model(child.model)
        let useCase = try useCase(spec.useCase)
        let input = try require(
            useCase.shape.inputs.first, "the input of \(quoted: spec.useCase.value)", at: spec.useCase.location)
        let broadcast = try require(
            childModel.broadcasts.first { $0.type.expression == input.type },
            "the broadcast of \(quoted: spec.child.value)", at: spec.child.location)
        return ResolvedObserve(spec: spec, childModel: childModel, broadcast: broadcast, useCase: useCase)
    }

    private func operation(
        _ spec: OperationSpec, in model: ModelSpec, children: [ResolvedChild]
    ) throws(Unresolved) -> ResolvedOperation {
        switch spec.kind {
        case .stream(let name):
            let useCase = try useCase(name)
            guard let property = spec.append else { return ResolvedOperation(spec: spec, kind: .stream(useCase)) }
            let field = try require(
                model.properties.first { $0.name.value == property.value }, "the property \(quoted: property.value)",
                at: property.location)
            guard case .stream(let value, let canFail) = useCase.shape.output else {
                throw unresolved("the stream \(quoted: name.value)", at: name.location)
            }
            return ResolvedOperation(
                spec: spec,
                kind: .append(
                    useCase,
                    ResolvedAppend(
                        property: property, appendsContents: try type(field.type).expression == value,
                        canFail: canFail)))
        case .call(let name):
            let useCase = try useCase(name)
            var resolved = ResolvedOperation(spec: spec, kind: .call(useCase))
            if let parameter = spec.progress {
                let callback = try progressCallback(parameter, of: useCase)
                resolved.progress = ResolvedProgress(
                    parameter: callback.input.name, value: callback.value,
                    customCase: model.state == nil ? nil : spec.progressCase)
            }
            return resolved
        case .steps(let steps):
            return ResolvedOperation(
                spec: spec, kind: .steps(try steps.map { step throws(Unresolved) in try self.step(step, children) }))
        }
    }

    private func progressCallback(
        _ parameter: Name, of useCase: ResolvedUseCase
    ) throws(Unresolved)
        -> ProgressCallback
    {
        try require(
            ProgressCallback.find(parameter.value, in: useCase.shape), "the callback \(quoted: parameter.value)",
            at: parameter.location)
    }

    private func step(_ spec: StepSpec, _ children: [ResolvedChild]) throws(Unresolved) -> ResolvedStep {
        switch spec {
        case .stream(let name, let caseName):
            let useCase = try useCase(name)
            switch useCase.shape.output {
            case .stream(_, let canFail): return .stream(useCase, canFail: canFail, as: caseName)
            case .value: throw unresolved("the stream \(quoted: name.value)", at: name.location)
            }
        case .state(let caseName):
            return .state(caseName)
        case .call(let childName, let operationName):
            let child = try require(
                children.first { $0.spec.name.value == childName.value }, "the child \(quoted: childName.value)",
                at: childName.location)
            let operation = try require(
                child.model.operations.first { $0.name.value == operationName.value },
                "the operation \(quoted: operationName.value)", at: operationName.location)
            let target: ResolvedStepTarget
            switch operation.kind {
            case .stream: target = .stream
            case .steps: target = .steps
            case .call(let name):
                target = .call(
                    try useCase(name).shape, childSnapshot: try child.model.snapshot.map(type)?.expression)
            }
            return .call(child: child, operation: operation, target: target)
        }
    }
}
