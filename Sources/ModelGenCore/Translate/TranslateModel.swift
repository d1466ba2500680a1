// Translate a model: its state, children, broadcasts, load, operations, observes and init, in the contract's order.

extension TranslationContext {
    /// A model class.
    func modelData(_ spec: ModelSpec) -> ModelData {
        let observable = options.flavor == .observation
        var data = ModelData(
            doc: modelDoc(spec), name: Namer.identifier(spec.name.value),
            classAttributes: observable ? "@MainActor @Observable" : "@MainActor",
            conformance: "", published: observable ? "" : "@Published ")
        let snapshot = spec.snapshot.map(type)
        let streams = streamedUseCases(spec)

        // State.
        if let snapshot {
            let names = options.stateNames
            let phases =
                [names[spec.load != nil ? .loading : .uninitialized], names[.ready]]
                + (streams.isEmpty ? [] : [names[.operating]])
            data.stateDoc = .doc(
                "What the model shows: \(phases.map(\.bare).joined(separator: ", ")) or \(names[.failed]), with the last snapshot."
            )
            data.modelState = standardState(spec, snapshot: snapshot, streams: streams)
            if streams.count > 1 {
                data.operationCases = streams.map { stream in
                    CaseData(
                        doc: [.doc("A state of `\(stream.useCase.name.value)`, for `\(stream.name)`.")],
                        declaration: "\(stream.name)(\(stream.state))")
                }
            }
        } else if let cases = spec.state {
            data.stateDoc = "/// The model's own state."
            data.modelState = ModelStateData(
                isStandard: false, doc: .doc("The custom state of `\(spec.name.value)`."), conformances: "Sendable",
                snapshotType: "",
                cases: cases.map { CaseData(doc: [], declaration: caseDeclaration($0)) },
                inits: uniqueStates(streams).map(customInit),
                snapshotCases: [], hasOperatingCase: false)
        }

        // Broadcasts.
        data.broadcasts = spec.broadcasts.map { field in
            let observeMethod = Namer.observeChanges(of: field.name.value, in: spec)
            let doc = Self.doc(field.doc)
            let replays = field.replay?.value ?? true
            return BroadcastData(
                doc: doc.isEmpty ? [.doc("Broadcast to every stream of `\(observeMethod)()`.")] : doc,
                name: Namer.identifier(field.name.value),
                type: type(field.type), broadcaster: Namer.broadcaster(of: field.name.value),
                observeMethod: observeMethod,
                subscription: replays
                    ? "subscribe(startingWith: \(Namer.identifier(field.name.value)))" : "subscribe()",
                observeDoc: replays
                    ? .doc(
                        "A new stream that yields `\(field.name.value)`, then every change; it keeps only the newest unread value."
                    )
                    : .doc(
                        "A new stream that yields every change of `\(field.name.value)` made after the call; it keeps only the newest unread value."
                    ))
        }
        data.properties = spec.properties.map { property in
            let doc = Self.doc(property.doc)
            let type = type(property.type)
            // An optional `var` starts as nil without saying so.
            let value = property.defaultValue.map(literal)
            let checked = property.defaultValue != nil || namesExternal(property.type)
            return CaseData(
                doc: doc.isEmpty ? [.doc("The model's `\(property.name.value)`, observable and settable.")] : doc,
                declaration: "\(Namer.identifier(property.name.value)): \(type)\(value.map { " = \($0)" } ?? "")",
                sourceLocation: checked ? sourceLocation(property.name.location) : nil)
        }
        data.dependencies = spec.dependencies.map { dependency in
            UseCasePropertyData(name: Namer.identifier(dependency.name.value), type: dependencyType(dependency.type))
        }
        data.configurationType = spec.configuration.map(type)
        data.isElement = index.collectionElements.contains(spec.name.value)
        if let id = spec.id, let idType = identityType(id, configuration: spec.configuration) {
            data.identity = UseCasePropertyData(name: Namer.identifier(id.field.value), type: idType)
        }
        data.children = spec.children.map { childData($0, in: spec) }

        // Use cases, in the order they first appear: load, operations, observes.
        let useCaseNames = spec.useCasesInOrder.map(\.value)
        data.useCases = useCaseNames.map { name in
            let protocolName = index.useCases[name].map(Namer.protocolName) ?? Namer.identifier(name)
            return UseCasePropertyData(name: Namer.useCaseProperty(name), type: "any \(protocolName)")
        }

        // Load, observes, operations and the keys of the tasks they start.
        let transform: SwiftCode =
            snapshot != nil ? "\(Namer.Fixed.modelState).init(from:prior:)" : "\(Namer.Fixed.modelState).init(from:)"
        data.observes = spec.observes.compactMap { observeData($0, in: spec, transform: transform) }
        if let load = spec.load, snapshot != nil {
            data.load = loadData(load, observes: data.observes, transform: transform)
        }
        data.operations = spec.operations.compactMap { operationData($0, in: spec, transform: transform) }
        if let load = data.load { data.taskKeys.append(load.taskKey) }
        // Every stream operation runs under one key: starting one cancels the running one.
        if let operationKey = data.operations.lazy.compactMap(\.taskKey).first { data.taskKeys.append(operationKey) }
        data.taskKeys += data.observes.flatMap { ["\($0.changesKey)", "\($0.runKey)"] as [SwiftCode] }

        // What the task bookkeeping needs of the model and its state, declared where each type is.
        let hasTasks = !data.taskKeys.isEmpty
        let conformances: [SwiftName] =
            (observable ? [] : ["ObservableObject"]) + (data.identity == nil ? [] : ["Identifiable"])
            + (hasTasks ? [Namer.Fixed.modelProtocol] : [])
        data.collectionSync = collectionSync(spec)
        data.conformance =
            conformances.isEmpty ? "" : ": " + conformances.map { "\($0)" as SwiftCode }.joined(separator: ", ")
        if hasTasks, let state = data.modelState, state.isStandard {
            let stateProtocol =
                state.hasOperatingCase ? Namer.Fixed.operatingStateProtocol : Namer.Fixed.standardStateProtocol
            data.modelState?.conformances += ", \(stateProtocol)"
        }
        data.taskKeys.append(Namer.Fixed.trackedTask)

        // Init.
        initializer(spec, useCases: useCaseNames, into: &data)
        return data
    }

    /// A streamed use case and the name it has in `Operation`.
    struct Stream {
        var name: SwiftName
        var useCase: UseCaseSpec
        /// The cases of a generated state enum; empty for a state type modelgen does not declare.
        var states: [CaseSpec]
        /// The use case's state type.
        var state: TypeExpression
        init?(name: SwiftName, useCase: UseCaseSpec?, index: SpecIndex) {
            guard let useCase, let state = index.shape(of: useCase)?.streamState else { return nil }
            self.name = name
            self.useCase = useCase
            self.states = useCase.stream?.states ?? []
            self.state = state
        }
    }

    /// The model's `///` lines: its spec's doc, else what it shows and broadcasts.
    private func modelDoc(_ spec: ModelSpec) -> [SwiftCode] {
        let doc = Self.doc(spec.doc)
        guard doc.isEmpty else { return doc }
        var traits: [String] = []
        if let snapshot = spec.snapshot {
            traits.append("shows \(Self.article(snapshot.text)) `\(snapshot.text)`")
        } else if spec.state != nil {
            traits.append("has a state of its own")
        }
        if !spec.broadcasts.isEmpty {
            traits.append("broadcasts \(Self.codeList(spec.broadcasts.map(\.name.value), "and"))")
        }
        return [
            traits.isEmpty
                ? "/// A model, on the main actor."
                : .doc("A model that \(traits.joined(separator: " and ")), on the main actor.")
        ]
    }

    /// The use cases streamed into the state: stream operations, then `observes` (named after the child).
    private func streamedUseCases(_ spec: ModelSpec) -> [Stream] {
        // A stream load counts as an operation named `load`.
        let load = spec.load.flatMap {
            Stream(name: Namer.Fixed.loadTask, useCase: index.useCases[$0.value], index: index)
        }
        return (load.map { [$0] } ?? [])
            + spec.streamsIntoState.compactMap {
                Stream(name: Namer.identifier($0.name), useCase: index.useCases[$0.useCase.value], index: index)
            }
    }

    private func uniqueStates(_ streams: [Stream]) -> [Stream] {
        var seen = Set<TypeExpression>()
        return streams.filter { seen.insert($0.state).inserted }
    }

    private func standardState(_ spec: ModelSpec, snapshot: SwiftCode, streams: [Stream]) -> ModelStateData {
        let several = streams.count > 1
        let prior = "`prior` is the snapshot shown before"
        let names = options.stateNames
        var cases = [
            CaseData(doc: ["/// No snapshot yet."], declaration: "\(names[.uninitialized])"),
            CaseData(
                doc: [.doc("The load is running; \(prior).")], declaration: "\(names[.loading])(prior: \(snapshot)?)"),
            CaseData(doc: ["/// The snapshot to show."], declaration: "\(names[.ready])(\(snapshot))"),
        ]
        var priorPatterns: [SwiftCode] = [".\(names[.loading])(let prior)"]
        if let first = streams.first {
            cases.append(
                CaseData(
                    doc: [.doc("A stream is running, with its latest state; \(prior).")],
                    declaration:
                        "\(names[.operating])(\(several ? "\(Namer.Fixed.operation)" : "\(first.state)"), prior: \(snapshot)?)"
                ))
            priorPatterns.append(".\(names[.operating])(_, let prior)")
        }
        cases.append(
            CaseData(
                doc: [.doc("A load or a stream failed with the error; \(prior).")],
                declaration: "\(names[.failed])(any Error, prior: \(snapshot)?)"))
        priorPatterns.append(".\(names[.failed])(_, let prior)")
        let snapshotCases = [
            SwitchCaseData(pattern: ".\(names[.uninitialized])", value: "nil"),
            SwitchCaseData(pattern: ".\(names[.ready])(let snapshot)", value: "snapshot"),
            SwitchCaseData(pattern: priorPatterns.joined(separator: ", "), value: "prior"),
        ]
        let snapshotType = spec.snapshot.map(parsed)
        let inits = uniqueStates(streams).map { stream in
            let value: SwiftCode = several ? ".\(stream.name)(useCaseState)" : "useCaseState"
            let shown = several ? ".\(stream.name)(state)" : "state"
            let operating: SwiftCode = "self = .\(names[.operating])(\(value), prior: prior)"
            let ready: SwiftCode = "self = .\(names[.ready])"
            let completion = snapshotType.flatMap { index.completion(of: stream.useCase, into: $0) }
            let (doc, body): (SwiftCode, [SwiftCode]) =
                switch completion?.match {
                case .everyValue?:
                    (.doc("Every state is the snapshot: `.\(names[.ready])(state)`."), ["\(ready)(useCaseState)"])
                case .completedSnapshot?:
                    (
                        .doc(
                            "The completed case gives `.\(names[.ready])(snapshot)`; any other case gives `.\(names[.operating])(\(shown), prior:)`."
                        ),
                        [
                            "if let snapshot = useCaseState.completedSnapshot {", "    \(ready)(snapshot)", "} else {",
                            "    \(operating)", "}",
                        ]
                    )
                case .pattern(let caseName)?:
                    (
                        .doc(
                            "`.\(caseName)` gives `.\(names[.ready])(snapshot)`; any other case gives `.\(names[.operating])(\(shown), prior:)`."
                        ),
                        [
                            "if case .\(Namer.identifier(caseName))(let snapshot) = useCaseState {",
                            "    \(ready)(snapshot)", "} else {", "    \(operating)", "}",
                        ]
                    )
                case nil:
                    (.doc("Every state gives `.\(names[.operating])(\(shown), prior:)`."), [operating])
                }
            return StateInitData(doc: doc, stateType: "\(stream.state)", body: body, mappings: [])
        }
        return ModelStateData(
            isStandard: true, doc: .doc("The standard state of `\(spec.name.value)`."), conformances: "Sendable",
            snapshotType: snapshot, cases: cases, inits: inits,
            snapshotCases: snapshotCases, hasOperatingCase: !streams.isEmpty)
    }

    /// `init(from:)` of a custom state: each use-case case gives the model case of the same name.
    private func customInit(_ stream: Stream) -> StateInitData {
        let mappings = stream.states.map { state -> SwitchCaseData in
            let name = Namer.identifier(state.name.value)
            switch state.payload {
            case .none: return SwitchCaseData(pattern: ".\(name)", value: ".\(name)")
            case .single: return SwitchCaseData(pattern: ".\(name)(let payload)", value: ".\(name)(payload)")
            case .labelled(let fields):
                let bindings = fields.map { Namer.identifier($0.name.value) }
                return SwitchCaseData(
                    pattern: ".\(name)(\(bindings.map { "let \($0)" as SwiftCode }.joined(separator: ", ")))",
                    value: ".\(name)(\(bindings.map { "\($0.argument): \($0)" as SwiftCode }.joined(separator: ", ")))")
            }
        }
        return StateInitData(
            doc: .doc("Each case of `\(stream.state.code)` gives the case of the same name."),
            stateType: "\(stream.state)", body: [], mappings: mappings)
    }

    private func childData(_ child: ChildSpec, in spec: ModelSpec) -> ChildData {
        let name = child.name.value
        let model = Namer.identifier(child.model.value)
        let childModel = index.models[child.model.value]
        let configuration =
            child.lifetime.value.isConfigured || child.each != nil ? childModel?.configuration.map(type) : nil
        let activate = Namer.activate(child: name, in: spec)
        let deactivate = Namer.deactivate(child: name, in: spec)
        let clear = Namer.clear(child: name)
        let reloads = child.reloadsParent?.value == true
        var propertyDoc: SwiftCode?
        switch child.lifetime.value {
        case .required: propertyDoc = .doc("The `\(child.model.value)` child, given to `init`.")
        case .optional: propertyDoc = .doc("Exists once configured; see `configure(_:)` and `\(clear)()`.")
        case .activated: propertyDoc = .doc("Exists while activated; see `\(activate)()` and `\(deactivate)()`.")
        case .provided: break
        case .assigned:
            propertyDoc = .doc(
                "Set by the model's owner; nil until then\(reloads ? ". Each assignment reloads the model" : "").")
        case .collection:
            propertyDoc = .doc(
                "One `\(child.model.value)` per element of `snapshot.\(child.each?.value ?? "")`, in order, each kept by its id while it is there."
            )
        }
        var data = ChildData(
            name: Namer.identifier(name), type: "\(model)", lifetime: child.lifetime.value, propertyDoc: propertyDoc,
            factory: Namer.factoryProperty(of: name), factoryType: "@MainActor (\(configuration ?? "")) -> \(model)",
            configurationType: configuration,
            clearMethod: clear, activateMethod: activate, deactivateMethod: deactivate,
            makeMethod: Namer.factory(of: child),
            reloadNote: reloads ? ", then reloads" : "", reloadsParent: reloads)
        if let id = child.id, let childModel {
            data.lookupMethod = Namer.collectionLookup(of: child)
            data.indexProperty = Namer.collectionIndex(of: name)
            data.idField = Namer.identifier(id.value)
            data.idType =
                identityType(ModelIDSpec(field: id, type: childModel.id?.type), configuration: childModel.configuration)
                ?? ""
        }
        return data
    }

    private func observeData(_ observe: ObserveSpec, in spec: ModelSpec, transform: SwiftCode) -> ObserveData? {
        let child = observe.child.value
        guard
            let childModel = spec.children.first(where: { $0.name.value == child }).flatMap({
                index.models[$0.model.value]
            }),
            let useCase = index.useCases[observe.useCase.value], let shape = index.shape(of: useCase),
            let input = shape.inputs.first,
            let broadcast = childModel.broadcasts.first(where: { $0.type.expression == input.type })
        else { return nil }
        return ObserveData(
            method: Namer.observe(child: child),
            changesCall:
                "\(Namer.identifier(child)).\(Namer.observeChanges(of: broadcast.name.value, in: childModel))()",
            changesKey: Namer.changesTaskKey(of: child), runKey: Namer.runTaskKey(of: child),
            streamCall: call("\(Namer.useCaseProperty(observe.useCase.value))", shape, arguments: ["value"]),
            transform: transform)
    }

    private func loadData(_ load: Name, observes: [ObserveData], transform: SwiftCode) -> LoadData? {
        guard let useCase = index.useCases[load.value], let shape = index.shape(of: useCase) else { return nil }
        let property: SwiftCode = "\(Namer.useCaseProperty(load.value))"
        let configurationArgument: [SwiftCode] = shape.inputs.isEmpty ? [] : ["\(Namer.Fixed.configuration)"]
        // Every shape of load stops the `observes` subscriptions and runs while it loads.
        let cancelKeys = observes.flatMap { [".\($0.changesKey)", ".\($0.runKey)"] as [SwiftCode] }
        let afterLoad = observes.map { "\($0.method)()" as SwiftCode }
        if shape.streamState != nil {
            var data = LoadData(
                taskKey: "\(Namer.Fixed.loadTask)", useCase: property,
                prepare: shape.inputs.isEmpty
                    ? [] : ["let \(Namer.Fixed.configuration) = \(Namer.Fixed.configuration)"],
                call: call("useCase", shape, arguments: configurationArgument),
                cancelKeys: cancelKeys.isEmpty ? nil : cancelKeys.joined(separator: ", "), afterLoad: afterLoad)
            data.kind = .stream
            data.transform = transform
            return data
        }
        if !shape.isAsync {
            // A synchronous value is assigned within the call: no task, no loading state.
            let names = options.stateNames
            let assign: SwiftCode =
                "\(Namer.Fixed.state) = .\(names[.ready])(\(shape.isThrowing ? "try " as SwiftCode : "")\(call(property, shape, arguments: configurationArgument)))"
            let lines: [SwiftCode] =
                shape.isThrowing
                ? [
                    "do {", "    " + assign, "} catch {",
                    "    \(Namer.Fixed.state) = .\(names[.failed])(error, prior: \(Namer.Fixed.state).snapshot)", "}",
                ]
                : [assign]
            var data = LoadData(
                taskKey: "\(Namer.Fixed.loadTask)", useCase: property, prepare: [], call: "",
                cancelKeys: cancelKeys.isEmpty ? nil : cancelKeys.joined(separator: ", "), afterLoad: afterLoad)
            data.kind = .synchronous
            data.lines = lines
            return data
        }
        var prepare: [SwiftCode] = []
        var call = effects(shape) + call("useCase", shape, arguments: [])
        if let input = shape.inputs.first {
            // The load runs in a task: the configuration is copied first, so the task does not capture the model.
            if let optionsType = shape.optionsType {
                prepare.append(
                    "let options = \(Namer.identifier(optionsType))(\(Namer.identifier(input.name).argument): \(Namer.Fixed.configuration))"
                )
                call = effects(shape) + "useCase.\(Namer.identifier(shape.method))(options: options)"
            } else {
                prepare.append("let \(Namer.Fixed.configuration) = \(Namer.Fixed.configuration)")
                call = effects(shape) + self.call("useCase", shape, arguments: ["\(Namer.Fixed.configuration)"])
            }
        }
        return LoadData(
            taskKey: "\(Namer.Fixed.loadTask)", useCase: property, prepare: prepare, call: call,
            cancelKeys: cancelKeys.isEmpty ? nil : cancelKeys.joined(separator: ", "), afterLoad: afterLoad)
    }

    private func operationData(_ operation: OperationSpec, in spec: ModelSpec, transform: SwiftCode) -> OperationData? {
        let name = Namer.identifier(operation.name.value)
        switch operation.kind {
        case .stream(let useCaseName):
            guard let useCase = index.useCases[useCaseName.value], let shape = index.shape(of: useCase) else {
                return nil
            }
            let arguments = shape.inputs.map { "\(Namer.identifier($0.name))" as SwiftCode }
            let doc = Self.doc(operation.doc)
            var data = OperationData(
                doc: doc.isEmpty
                    ? [.doc("Streams `\(useCaseName.value)` into `state`, cancelling the running operation.")] : doc,
                name: name, parameters: parameters(shape), taskKey: "\(Namer.Fixed.operationTask)",
                streamCall: call("self.\(Namer.useCaseProperty(useCaseName.value))", shape, arguments: arguments),
                transform: transform, lines: [])
            if let stop = operation.stop {
                let owner: SwiftCode = "owner: \"\(bare: Namer.identifier(operation.name.value))\""
                data.runArguments = owner + ", "
                let names = options.stateNames
                let (target, reset): (String, SwiftCode) =
                    spec.snapshot != nil
                    ? ("`.\(names[.ready])(prior)`, or `.\(names[.uninitialized])` without a prior", "")
                    : ("`\(spec.initial?.value ?? "")`", ", setting: .\(Namer.identifier(spec.initial?.value ?? ""))")
                data.stop = StopData(
                    doc: .doc("Stops `\(operation.name.value)` while its run is the running one: back to \(target)."),
                    name: Namer.identifier(stop.value),
                    body:
                        "\(Namer.Fixed.tasks).stop(\"\(bare: Namer.identifier(operation.name.value))\", key: .\(Namer.Fixed.operationTask), on: self\(reset))"
                )
            }
            if let begin = operation.begin {
                data.runArguments += "beginning: .\(Namer.identifier(begin.value)), "
                data.doc =
                    doc.isEmpty
                    ? [
                        .doc(
                            "Streams `\(useCaseName.value)` into `state`, cancelling the running operation; `.\(begin.value)` shows before it returns."
                        )
                    ]
                    : doc
            }
            return data
        case .steps(let steps):
            let doc = Self.doc(operation.doc)
            var data = OperationData(
                doc: doc.isEmpty
                    ? ["/// Runs its steps in order; cancelling the calling task stops it between steps."] : doc,
                name: name, parameters: "", taskKey: nil, streamCall: "", transform: "",
                lines: steps.flatMap { stepLines($0, in: spec) })
            data.effects = " async throws"
            return data
        case .call(let useCaseName):
            return callOperationData(operation, useCaseName, in: spec)
        }
    }

    private func stepLines(_ step: StepSpec, in spec: ModelSpec) -> [SwiftCode] {
        switch step {
        case .stream(let useCase, let caseName):
            guard let spec = index.useCases[useCase.value], let shape = index.shape(of: spec),
                case .stream(_, let canFail) = shape.output
            else { return [] }
            let call = call("\(Namer.useCaseProperty(useCase.value))", shape, arguments: [])
            let loop: SwiftCode = canFail ? "for try await" : "for await"
            guard let caseName else {
                return [
                    "try Task.checkCancellation()", "\(loop) _ in \(call) {", "    try Task.checkCancellation()", "}",
                ]
            }
            return [
                "try Task.checkCancellation()", "\(loop) update in \(call) {", "    try Task.checkCancellation()",
                "    state = .\(Namer.identifier(caseName.value))(update)", "}",
            ]
        case .state(let caseName):
            return ["try Task.checkCancellation()", "state = .\(Namer.identifier(caseName.value))"]
        case .call(let childName, let operationName):
            let child = spec.children.first { $0.name.value == childName.value }
            let optional: SwiftCode = child?.lifetime.value.isTracked == true ? "?" : ""
            let receiver: SwiftCode =
                "\(Namer.identifier(childName.value))\(optional).\(Namer.identifier(operationName.value))()"
            let target = child.flatMap { index.models[$0.model.value] }?.operations.first {
                $0.name.value == operationName.value
            }
            // A stream operation returns its task; a steps operation is awaited and throws; a call operation is as
            // its call is.
            switch target?.kind {
            case .stream: return ["try Task.checkCancellation()", "await \(receiver).value"]
            case .steps, nil: return ["try Task.checkCancellation()", "try await \(receiver)"]
            case .call(let useCase):
                guard let target, let called = index.useCases[useCase.value], let shape = index.shape(of: called) else {
                    return []
                }
                let childSnapshot = child.flatMap { index.models[$0.model.value] }?.snapshot.map(parsed)
                let form = CallOperationForm(target, shape, snapshot: childSnapshot)
                let effects: SwiftCode = (form.throwsToCaller ? "try " : "") + (form.isAsync ? "await " : "")
                return [
                    "try Task.checkCancellation()",
                    "\(form.returnsValue ? "_ = " as SwiftCode : "")\(effects)\(receiver)",
                ]
            }
        }
    }

    /// The init's parameters and body, in the contract's order.
    private func initializer(_ spec: ModelSpec, useCases: [String], into data: inout ModelData) {
        var parameters: [SwiftCode] = []
        var assignments: [SwiftCode] = []
        // A function-typed value is stored, so the init takes it `@escaping`.
        func inject(_ name: SwiftName, _ type: SwiftCode) {
            parameters.append("\(name.label): \(type)")
            assignments.append("self.\(bare: name) = \(name)")
        }
        func inject(_ name: String, _ reference: TypeReference) {
            inject(Namer.identifier(name), Self.parameterType(parsed(reference)))
        }
        if let configuration = spec.configuration { inject(Namer.Fixed.configuration.bare, configuration) }
        if let identity = data.identity {
            assignments.append("self.id = \(Namer.Fixed.configuration).\(identity.name)")
        }
        for field in spec.broadcasts { inject(field.name.value, field.type) }
        // Properties without a value to start with are given to init.
        for property in spec.properties where property.defaultValue == nil && !parsed(property.type).isOptional {
            inject(property.name.value, property.type)
        }
        for child in data.children where child.lifetime.isInjected { inject(child.name, child.type) }
        for (child, childSpec) in zip(data.children, spec.children) where !child.lifetime.isInjected {
            guard child.lifetime.isMade else {
                // An assigned child may be given at init; assigning it there does not reload.
                parameters.append("\(child.name.label): \(child.type)? = nil")
                assignments.append("self.\(bare: child.name) = \(child.name)")
                continue
            }
            parameters.append("\(child.makeMethod): @escaping \(child.factoryType)")
            assignments.append("self.\(child.factory) = \(child.makeMethod)")
            if let configuration = child.lifetime.isConfigured
                ? index.models[childSpec.model.value]?.configuration : nil
            {
                let parameter = Namer.configurationParameter(of: parsed(configuration))
                parameters.append("\(parameter.label): \(type(configuration))? = nil")
                assignments.append("self.\(bare: child.name) = \(parameter).map { \(child.makeMethod)($0) }")
            } else if child.lifetime.isTracked {
                assignments.append("self.\(bare: child.name) = nil")
            }
        }
        for useCase in useCases {
            inject(
                Namer.useCaseProperty(useCase),
                "any \(index.useCases[useCase].map(Namer.protocolName) ?? Namer.identifier(useCase))")
        }
        for dependency in spec.dependencies {
            inject(Namer.identifier(dependency.name.value), dependencyType(dependency.type, parameter: true))
        }
        data.initParameters = ParametersData(parameters: parameters)
        data.initAssignments = assignments
        if let load = data.load, case .synchronous = load.kind {
            data.initialState = ".\(options.stateNames[.uninitialized])"
            data.initCalls.append("\(Namer.Fixed.startLoad)()")
        } else if data.load != nil {
            data.initialState = ".\(options.stateNames[.loading])(prior: nil)"
            data.initCalls.append("\(Namer.Fixed.startLoad)()")
        } else if spec.snapshot != nil {
            data.initialState = ".\(options.stateNames[.uninitialized])"
            data.initCalls += data.observes.map { "\($0.method)()" as SwiftCode }
        } else if let initial = spec.initial {
            data.initialState = ".\(Namer.identifier(initial.value))"
            data.initCalls += data.observes.map { "\($0.method)()" as SwiftCode }
        }
        if options.flavor == .observableObject, options.setupPublished { data.initCalls.append("setupPublished()") }
        var initDoc = "Creates the model"
        if let load = data.load, case .synchronous = load.kind {
            initDoc +=
                " and loads it: `.\(options.stateNames[.ready])` or `.\(options.stateNames[.failed])` when `init` returns"
        } else {
            if let initial = data.initialState { initDoc += " in `\(initial)`" }
            if data.load != nil {
                initDoc += " and starts its load"
            } else if !spec.observes.isEmpty {
                initDoc += " and subscribes to \(Self.codeList(spec.observes.map(\.child.value), "and"))"
            }
        }
        data.initDoc = .doc(initDoc + ".")
    }

    /// A dependency's stored type: `any` the protocol of a declared use case, else the type as written.
    /// As an init parameter (`parameter`), a function type is `@escaping`.
    private func dependencyType(_ reference: TypeReference, parameter: Bool = false) -> SwiftCode {
        if let name = reference.expression?.simpleName, let useCase = index.useCases[name] {
            return "any \(Namer.protocolName(of: useCase))"
        }
        return parameter ? Self.parameterType(parsed(reference)) : type(reference)
    }

    /// The type of the configuration field `id` names: its declared field's type, else the `type` the spec gives.
    private func identityType(_ id: ModelIDSpec, configuration: TypeReference?) -> SwiftCode? {
        if let type = id.type { return self.type(type) }
        guard let name = configuration?.expression?.simpleName,
            let field = index.snapshots[name]?.fields.first(where: { $0.name.value == id.field.value })
        else { return nil }
        return type(field.type)
    }

    /// `syncCollections()`'s lines: each collection made again from the snapshot's array, children kept by id. A kept
    /// child's `configuration` is assigned only when it changed, where the element is `Equatable`: a refresh that
    /// changes one row of 1,000 then tells observers of that row only (`@Published` fires on every assignment).
    private func collectionSync(_ spec: ModelSpec) -> [SwiftCode] {
        let lines = spec.children.compactMap { child -> SwiftCode? in
            guard let each = child.each, let id = child.id else { return nil }
            let name = Namer.identifier(child.name.value)
            let field = Namer.identifier(id.value)
            let element = index.models[child.model.value]?.configuration?.expression
            let update: SwiftCode =
                element.map(isEquatable) == true
                ? "if $0.configuration != $1 { $0.configuration = $1 }" : "$0.configuration = $1"
            return
                "\(name) = modelGenSync(\(Namer.collectionIndex(of: child.name.value)), to: snapshot.\(Namer.identifier(each.value)), id: \\.\(field), "
                + "update: { \(update) }, make: \(Namer.factoryProperty(of: child.name.value)))"
        }
        return lines.isEmpty ? [] : ["guard let snapshot = \(Namer.Fixed.state).snapshot else { return }"] + lines
    }
}
