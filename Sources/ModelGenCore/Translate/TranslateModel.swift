// Translate a model class: its state, broadcasts, properties, configuration, children, use cases and the keys of the
// tasks it runs, in the contract's order. Each part has its own file beside this one.

extension TranslationContext {
    /// A model class, translated with the run's options as the model overrides them: its access and state names.
    func modelData(_ model: ResolvedModel) -> ModelData {
        var options = options
        options.access = model.access
        options.stateNames = model.stateNames
        var data = TranslationContext(options: options, sourceFile: sourceFile).modelClass(model)
        // The support protocols require the run's names of the cases the model names otherwise.
        if data.modelState?.isStandard == true {
            let required: [StateNames.Case] = [.uninitialized, .loading, .ready, .failed]
            data.modelState?.witnesses = required.filter(model.standardCases.contains).compactMap { standard in
                let requirement = self.options.stateNames[standard]
                let name = model.stateNames[standard]
                return requirement.bare == name.bare
                    ? nil : StateWitnessData(standard: standard, requirement: requirement, name: name)
            }
        }
        return data
    }

    private func modelClass(_ model: ResolvedModel) -> ModelData {
        let spec = model.spec
        var data = ModelData(doc: modelDoc(spec), name: Namer.identifier(spec.name.value))
        data.access = access
        data.stateNames = options.stateNames
        data.didInit = spec.didInit.map { Namer.identifier($0.value) }
        data.nestedTypes =
            model.enums.map { NestedTypeData(nestedEnum: enumData($0)) }
            + model.snapshots.map { NestedTypeData(nestedSnapshot: snapshotData($0)) }
        stateData(model, into: &data)
        data.broadcasts = model.broadcasts.map { broadcastData($0, in: spec) }
        data.properties = model.properties.map(propertyData)
        data.dependencies = model.dependencies.map { dependency in
            DependencyData(
                name: Namer.identifier(dependency.field.name.value), type: dependencyType(dependency).code,
                access: Self.modifier(dependency.access ?? .internal))
        }
        data.configurationType = model.configuration.map(type)
        data.isElement = model.isElement
        data.identity = model.identity.map {
            UseCasePropertyData(name: Namer.identifier($0.field.value), type: type($0.type))
        }
        data.children = model.children.map { childData($0, in: spec) }

        // Use cases, in the order they first appear: load, operations, observes.
        data.useCases = zip(model.useCases, model.useCaseFactoryInputs).map { useCase, factoryInput in
            let (name, type) = Self.heldUseCase(useCase.spec, factoryInput: factoryInput)
            return UseCasePropertyData(name: name, type: type)
        }

        // Load, observes, operations and the keys of the tasks they start.
        data.observes = model.observes.map(observeData)
        if let load = model.load, model.snapshot != nil {
            data.load = loadData(load, observes: data.observes)
        }
        data.operations = model.operations.map { operationData($0, in: model) }
        if let load = data.load { data.taskKeys.append(load.taskKey) }
        // Every stream operation runs under one key: starting one cancels the running one.
        if let operationKey = data.operations.lazy.filter({ $0.body.stream != nil }).compactMap(\.taskKey).first {
            data.taskKeys.append(operationKey)
        }
        // Each appending operation runs under its own key: it writes its own property.
        data.taskKeys += data.operations.filter { $0.body.append != nil }.compactMap(\.taskKey)
        data.taskKeys += data.observes.flatMap { [$0.changesKey.code, $0.runKey.code] }
        data.holdsTasks = !data.taskKeys.isEmpty || data.operations.contains { $0.body.isCall }
        data.hasCollections = data.children.contains { $0.lifetime.isCollection }

        // What the task bookkeeping needs of the model and its state, declared where each type is. A model without a
        // state starts only tasks that need none of it (appending).
        let hasTasks = !data.taskKeys.isEmpty && data.modelState != nil
        data.conformances.reserveCapacity(4)
        if options.flavor != .observation { data.conformances.append(Self.observableObject) }
        if data.identity != nil { data.conformances.append(Self.identifiable) }
        if hasTasks { data.conformances.append(Namer.Fixed.modelProtocol.code) }
        data.conformances.append(Namer.Fixed.trackingProtocol.code)
        if hasTasks, let state = data.modelState, state.isStandard {
            let stateProtocol =
                switch (state.hasLoadingCase, state.hasOperatingCase) {
                case (true, true): Namer.Fixed.operatingStateProtocol
                case (true, false): Namer.Fixed.standardStateProtocol
                case (false, true): Namer.Fixed.streamingStateProtocol
                case (false, false): Namer.Fixed.readyStateProtocol
                }
            data.modelState?.conformances.append(stateProtocol)
        }

        initializer(model, into: &data)
        return data
    }

    /// `ObservableObject`, which models of that flavour conform to.
    private static let observableObject = SwiftName("ObservableObject").code
    /// `Identifiable`, which models with an `id` conform to.
    private static let identifiable = SwiftName("Identifiable").code

    /// A stored property: its access, setter, observation and `didSet`, as the spec gives them.
    private func propertyData(_ property: ResolvedProperty) -> ModelPropertyData {
        let field = property.field
        let doc = Self.doc(field.spec.doc)
        // An optional `var` starts as nil without saying so.
        let checked = field.defaultValue != nil || field.type.namesExternal
        let what = property.isTracked ? "observable" : "not observed"
        let settable =
            switch property.setter {
            case nil, .public?: "settable"
            case .package?: "settable within the package"
            case .internal?: "settable within the module"
            }
        return ModelPropertyData(
            access: Self.modifier(property.access),
            setterAccess: property.setter.map(Self.keyword), isTracked: property.isTracked,
            didSet: field.spec.didSet.map { Namer.identifier($0.value) },
            doc: doc.isEmpty ? [.doc("The model's `\(field.name.value)`, \(what) and \(settable).")] : doc,
            name: Namer.identifier(field.name.value), type: type(field.type),
            defaultValue: field.defaultValue.map { .literal($0.value) },
            sourceLocation: checked ? sourceLocation(field.name.location) : nil)
    }

    /// The model's `///` lines: its spec's doc, else what it shows and broadcasts.
    private func modelDoc(_ spec: ModelSpec) -> [SwiftCode] {
        let doc = Self.doc(spec.doc)
        guard doc.isEmpty else { return doc }
        // Written as one line, rather than each trait into its own string and then joined.
        let broadcasts = spec.broadcasts.isEmpty ? nil : Self.codeList(spec.broadcasts.map(\.name.value), "and")
        if let snapshot = spec.snapshot {
            let article = Self.article(snapshot.text)
            guard let broadcasts else {
                return [.doc("A model that shows \(article) `\(snapshot.text)`, on the main actor.")]
            }
            return [
                .doc(
                    "A model that shows \(article) `\(snapshot.text)` and broadcasts \(broadcasts), on the main actor.")
            ]
        }
        if spec.state != nil {
            guard let broadcasts else { return [.doc("A model that has a state of its own, on the main actor.")] }
            return [.doc("A model that has a state of its own and broadcasts \(broadcasts), on the main actor.")]
        }
        guard let broadcasts else { return [.doc("A model, on the main actor.")] }
        return [.doc("A model that broadcasts \(broadcasts), on the main actor.")]
    }

    /// A broadcast value, its broadcaster and its `observeChanges()` method.
    private func broadcastData(_ field: ResolvedField, in spec: ModelSpec) -> BroadcastData {
        let name = field.name.value
        let observeMethod = Namer.observeChanges(of: name, in: spec)
        let doc = Self.doc(field.spec.doc)
        let replays = field.spec.replay?.value ?? true
        return BroadcastData(
            doc: doc.isEmpty ? [.doc("Broadcast to every stream of `\(observeMethod)()`.")] : doc,
            name: Namer.identifier(name), type: type(field.type), broadcaster: Namer.broadcaster(of: name),
            observeMethod: observeMethod,
            replays: replays,
            observeDoc: replays
                ? .doc("A new stream that yields `\(name)`, then every change; it keeps only the newest unread value.")
                : .doc(
                    "A new stream that yields every change of `\(name)` made after the call; it keeps only the newest unread value."
                ))
    }

    /// A dependency's stored type: `any` the protocol of a declared use case, else the type as written.
    func dependencyType(_ dependency: ResolvedDependency) -> TypeExpression {
        dependency.useCase.map { Self.existential(Namer.protocolName(of: $0)) } ?? dependency.field.type.expression
    }

    /// The property a model holds a use case in, and its type: the use case (`any ImportUseCase`), or the factory
    /// that makes it from a member (`from`).
    static func heldUseCase(_ useCase: UseCaseSpec, factoryInput: ResolvedType?) -> (SwiftName, SwiftCode) {
        let name = useCase.name.value
        guard let factoryInput else {
            return (Namer.useCaseProperty(name), .existential(Namer.protocolName(of: useCase)))
        }
        return (Namer.useCaseFactory(name), useCaseFactoryType(useCase, input: factoryInput.expression).code)
    }

    /// `any Name`.
    static func existential(_ name: SwiftName) -> TypeExpression {
        .existential(.named([name.bare], generic: []))
    }

    /// The type of a child: its model class.
    static func modelType(of child: ResolvedChild) -> TypeExpression {
        .named([child.spec.model.value], generic: [])
    }

    /// The type of the factory that makes a child: `@MainActor (Configuration) -> Model`, taking the configuration
    /// of a configured or collection child, the key of a keyed cache's child, nothing else.
    func factoryType(of child: ResolvedChild) -> TypeExpression {
        let configured = child.spec.lifetime.value.isConfigured || child.collection != nil
        let parameters: [TypeExpression] =
            switch (configured, child.configuration, child.key) {
            case (_, _, let key?): [key.expression]
            case (true, let configuration?, nil): [configuration.expression]
            case (true, nil, nil), (false, _, nil): []
            }
        return .function(
            parameters: parameters, isMainActor: true, isSendable: false, isAsync: false, isThrowing: false,
            result: Self.modelType(of: child))
    }
}
