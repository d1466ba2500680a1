// The models section's rules: state, load, broadcasts, children, observes, operations and steps.

extension Validator {
    /// Checks a model, whose class also declares the types `nestedTypes` name.
    mutating func model(_ spec: ModelSpec, nestedTypes: [Name]) {
        typeName(spec.name)
        if let configuration = spec.configuration { type(configuration) }
        identity(spec)
        let snapshot = modelSnapshot(spec)
        customState(spec)
        stateCases(spec)
        var stateTypes: [String: SourceLocation] = [:]
        load(spec, snapshot: snapshot, stateTypes: &stateTypes)
        fields(spec.broadcasts, withDefaults: false)
        fields(spec.properties, withDefaults: true)
        dependencies(spec)
        storage(spec)
        children(spec, snapshot: snapshot)
        observes(spec, snapshot: snapshot, stateTypes: &stateTypes)
        operations(spec, snapshot: snapshot, stateTypes: &stateTypes)
        factories(spec)
        memberClashes(spec, nestedTypes: nestedTypes)
    }

    // MARK: state

    /// The model's snapshot type when it has a standard state that resolves: any type, not only a snapshot.
    private mutating func modelSnapshot(_ spec: ModelSpec) -> TypeExpression? {
        guard let reference = spec.snapshot else { return nil }
        if let state = spec.stateLocation {
            diagnostics.error(
                "model \(quoted: spec.name.value) has both 'snapshot' and 'state'; it takes one", at: state)
        }
        guard let parsed = type(reference) else { return nil }
        snapshotIsSendable(reference, parsed, of: spec.name.value)
        return parsed
    }

    private mutating func customState(_ spec: ModelSpec) {
        guard let cases = spec.state, let location = spec.stateLocation else {
            if let initial = spec.initial {
                diagnostics.error("'initial' needs a custom 'state'", at: initial.location)
            }
            return
        }
        if cases.isEmpty {
            diagnostics.error("'state' of \(quoted: spec.name.value) needs at least one case", at: location)
        }
        ownStateModel = spec.name.value
        self.cases(cases)
        ownStateModel = nil
        guard let initial = spec.initial else {
            diagnostics.error(
                "custom state of \(quoted: spec.name.value) needs 'initial', the case it starts in", at: location)
            return
        }
        guard let match = cases.first(where: { $0.name.value == initial.value }) else {
            diagnostics.error(
                "'initial' names no case of the state of \(quoted: spec.name.value)", at: initial.location,
                notes: Suggestion.note(for: initial.value, in: cases.map(\.name.value)))
            return
        }
        initialPayload(spec.initialPayload, of: match, at: initial)
    }

    // MARK: load

    private mutating func load(_ spec: ModelSpec, snapshot: TypeExpression?, stateTypes: inout [String: SourceLocation])
    {
        guard let load = spec.load, let (useCase, shape) = useCase(load, kind: nil) else { return }
        guard spec.snapshot != nil else {
            diagnostics.error("'load' needs a 'snapshot' to load into", at: load.location)
            return
        }
        if shape.streamState != nil {
            // A stream load writes its states like a stream operation.
            writesState(
                of: useCase, shape, at: load, into: spec, snapshot: snapshot, stateTypes: &stateTypes, what: "'load'")
        } else if let snapshot, shape.returns != snapshot {
            diagnostics.error(
                "'load' of \(quoted: load.value) returns \(quoted: shape.returns?.swift() ?? "Void"), not the model's snapshot \(quoted: snapshot.swift())",
                at: load.location,
                notes: [.init("\(quoted: load.value) is declared here", at: useCase.name.location)])
        }
        if !shape.inputs.isEmpty, !(shape.inputs.count == 1 && shape.inputs[0].type == spec.configuration?.expression) {
            let what = shape.optionsType == nil ? "parameters" : "options"
            let rule = shape.optionsType == nil ? "no parameters, or exactly one" : "no options, or exactly one field"
            diagnostics.error(
                "'load' of \(quoted: load.value) takes \(what) the model cannot give", at: load.location,
                notes: [.init("a load use case takes \(rule) of the model's 'configuration' type")])
        }
    }

    // MARK: collections

    /// `each` names an array field of the model's snapshot whose elements configure the child; `id` names a `Hashable`
    /// field of the element. An external element's fields are not declared: `id` must then be the child model's own
    /// `id: { field, type }`, whose type is checked there and whose field the compiler checks.
    private mutating func collection(_ child: ChildSpec, _ each: Name, of childModel: ModelSpec, in spec: ModelSpec) {
        let overSnapshot = ResolvedCollection.overSnapshotName
        let arrayType: TypeReference
        let arrayName: String
        if let snapshot = spec.snapshot, snapshot.expression?.arrayElement != nil {
            // A snapshot that is itself an array: `each: snapshot` makes the children from it.
            guard each.value == overSnapshot else {
                diagnostics.error(
                    "'each' names a field of the snapshot, and the snapshot of \(quoted: spec.name.value) is the array \(quoted: snapshot.text), which has none",
                    at: each.location,
                    notes: [
                        .init("write 'each: \(overSnapshot)' to make one child per element of the snapshot itself")
                    ])
                return
            }
            (arrayType, arrayName) = (snapshot, "the snapshot")
        } else {
            guard let snapshotName = spec.snapshot?.expression.flatMap({ index.declaredName($0) }),
                let snapshot = index.snapshots[snapshotName]
            else {
                var notes: [Diagnostic.Note] = []
                if each.value == overSnapshot, let snapshot = spec.snapshot {
                    notes.append(
                        .init(
                            "'each: \(overSnapshot)' makes a collection over a snapshot that is itself an array, and \(quoted: snapshot.text) is not one",
                            at: snapshot.location))
                }
                diagnostics.error(
                    "'each' needs a model whose 'snapshot' is a declared snapshot, to find the array in, or an array (with 'each: \(overSnapshot)')",
                    at: each.location, notes: notes)
                return
            }
            guard let field = snapshot.fields.first(where: { $0.name.value == each.value }) else {
                var notes = Suggestion.note(for: each.value, in: snapshot.fields.map(\.name.value))
                if each.value == overSnapshot {
                    notes.append(
                        .init(
                            "'each: \(overSnapshot)' makes a collection over a snapshot that is itself an array, and \(quoted: snapshotName) is a snapshot with fields",
                            at: snapshot.name.location))
                }
                diagnostics.error("'each' names no field of \(quoted: snapshotName)", at: each.location, notes: notes)
                return
            }
            (arrayType, arrayName) = (field.type, "\(quoted: each.value)")
        }
        guard let element = arrayType.expression?.arrayElement,
            let configuration = childModel.configuration?.expression, element == configuration
        else {
            var notes: [Diagnostic.Note] = []
            if let configuration = childModel.configuration {
                notes.append(
                    .init(
                        "\(quoted: childModel.name.value) is configured by \(quoted: configuration.text)",
                        at: configuration.location))
            } else {
                notes.append(
                    .init(
                        "\(quoted: childModel.name.value) has no 'configuration': give it the element type",
                        at: childModel.name.location))
            }
            diagnostics.error(
                "'each' needs an array of \(quoted: childModel.name.value)'s configuration type, and \(arrayName) is \(quoted: arrayType.text)",
                at: each.location, notes: notes)
            return
        }
        guard let id = child.id else {
            diagnostics.error("a collection needs 'id', the element's field that identifies a child", at: each.location)
            return
        }
        guard identifier(id, "field name") else { return }
        guard let elementSnapshot = index.declaredName(element).flatMap({ index.snapshots[$0] }) else {
            guard let identity = childModel.id, identity.type != nil else {
                diagnostics.error(
                    "the element is an external type: give \(quoted: childModel.name.value) 'id: { field: \(id.value), type: ... }'",
                    at: id.location)
                return
            }
            if identity.field.value != id.value {
                diagnostics.error(
                    "'id' is \(quoted: id.value), and \(quoted: childModel.name.value) is identified by \(quoted: identity.field.value)",
                    at: id.location,
                    notes: [
                        .init(
                            "the element is an external type, whose fields only the child model's 'id' declares",
                            at: identity.field.location)
                    ])
            }
            return
        }
        guard let idField = elementSnapshot.fields.first(where: { $0.name.value == id.value }) else {
            diagnostics.error(
                "'id' names no field of \(quoted: elementSnapshot.name.value)", at: id.location,
                notes: Suggestion.note(for: id.value, in: elementSnapshot.fields.map(\.name.value)))
            return
        }
        if let type = idField.type.expression, !index.conformanceResolver.conformances(of: type).contains(.hashable) {
            diagnostics.error(
                "'id' needs a Hashable field, and \(quoted: id.value) is \(quoted: idField.type.text)", at: id.location)
        }
    }

    // MARK: keyed caches

    /// `key` makes a keyed cache: a `Hashable` type, and neither a collection's `each` nor another `lifetime`.
    private mutating func keyed(_ child: ChildSpec, _ key: TypeReference, in spec: ModelSpec) {
        switch child.lifetime.value {
        case .keyed:
            break
        case .required, .optional, .activated, .provided, .assigned, .collection:
            let lifetime = child.lifetime.value.rawValue
            let article = lifetime.first.map { "aeiou".contains($0) } == true ? "an" : "a"
            diagnostics.error(
                "'key' makes a keyed cache of children; \(article) \(lifetime) child takes none", at: key.location,
                notes: [.init("the lifetime is given here", at: child.lifetime.location)])
        }
        if let each = child.each {
            diagnostics.error(
                "'each' makes a collection and 'key' a keyed cache: a child is one or the other", at: each.location,
                notes: [.init("'key' is given here", at: key.location)])
        }
        guard let expression = type(key) else { return }
        guard !index.conformanceResolver.conformances(of: expression).contains(.hashable) else { return }
        var notes: [Diagnostic.Note] = [
            .init("a keyed cache holds its children in a dictionary, whose keys must be Hashable")
        ]
        if let name = index.declaredName(expression), let declaration = index.declarations[name] {
            notes.append(.init("\(quoted: name) is declared here", at: declaration.location))
        }
        diagnostics.error(
            "'key' needs a Hashable type, and \(quoted: key.text) is not Hashable", at: key.location, notes: notes)
    }

    // MARK: dependencies

    /// A dependency names a declared use case (held as `any` its protocol) or is a type as written.
    private mutating func dependencies(_ spec: ModelSpec) {
        for dependency in spec.dependencies {
            identifier(dependency.name, "dependency name")
            if let name = dependency.type.expression.flatMap({ index.declaredName($0) }), index.useCases[name] != nil {
                continue
            }
            type(dependency.type)
        }
    }

    // MARK: children

    private mutating func children(_ spec: ModelSpec, snapshot: TypeExpression?) {
        var configuredBy: [String: SourceLocation] = [:]
        for child in spec.children {
            identifier(child.name, "child name")
            guard let childModel = model(child.model) else { continue }
            // Only a declared snapshot is a child's own state; a parent may well hold a `String` or an array too.
            let childSnapshot = childModel.snapshot?.expression.flatMap({ index.declaredName($0) }).flatMap {
                index.snapshots[$0] == nil ? nil : $0
            }
            if let childSnapshot, let (location, notes) = carried(childSnapshot, by: spec) {
                diagnostics.error(
                    "\(quoted: spec.name.value) carries \(quoted: childSnapshot), the state of its child \(quoted: child.name.value)",
                    at: location,
                    notes: notes + [
                        .init(
                            "a parent reaches a child's state through the child; hold the child instead of copying its state",
                            at: child.name.location)
                    ])
            }
            if let reloads = child.reloadsParent, reloads.value {
                if spec.load == nil {
                    diagnostics.error(
                        "'reloadsParent' needs a parent with 'load', and \(quoted: spec.name.value) has none",
                        at: reloads.location)
                } else if !child.lifetime.value.isTracked {
                    diagnostics.error(
                        "'reloadsParent' applies to optional, activated and assigned children, not a \(child.lifetime.value.rawValue) one",
                        at: reloads.location)
                }
            }
            if let reference = child.configuredBy, !child.lifetime.value.isConfigured {
                let lifetime = child.lifetime.value.rawValue
                let article = lifetime.first.map { "aeiou".contains($0) } == true ? "an" : "a"
                diagnostics.error(
                    "'configuredBy' makes a child optional; \(article) \(lifetime) child takes none",
                    at: reference.location)
            }
            if let key = child.key {
                keyed(child, key, in: spec)
            } else if let each = child.each {
                collection(child, each, of: childModel, in: spec)
            }
            if let id = child.id, child.key != nil {
                diagnostics.error(
                    "'id' of a child goes with 'each'; a keyed cache holds its children by 'key'", at: id.location)
            } else if let id = child.id, child.each == nil {
                diagnostics.error("'id' of a child goes with 'each'", at: id.location)
            }
            guard child.lifetime.value.isConfigured else { continue }
            guard let configuration = childModel.configuration else {
                diagnostics.error(
                    "optional child \(quoted: child.name.value) needs a model with a 'configuration', and \(quoted: child.model.value) has none",
                    at: child.lifetime.location,
                    notes: [.init("\(quoted: child.model.value) is declared here", at: childModel.name.location)])
                continue
            }
            if let reference = child.configuredBy, type(reference) != nil, !sameType(reference, configuration) {
                diagnostics.error(
                    "'configuredBy' is \(quoted: reference.text), but \(quoted: child.model.value) is configured by \(quoted: configuration.text)",
                    at: reference.location,
                    notes: [.init("the configuration is declared here", at: configuration.location)])
            }
            let key = configuration.expression?.swift() ?? configuration.text
            if let first = configuredBy[key] {
                diagnostics.error(
                    "two optional children of \(quoted: spec.name.value) are configured by \(quoted: key)",
                    at: child.name.location,
                    notes: [
                        .init("the other child is here", at: first), .init("configure(_:) could not tell them apart"),
                    ])
            }
            configuredBy[key] = configuredBy[key] ?? child.name.location
        }
    }

    /// Where the model's state carries the given snapshot type, or nil: its `snapshot` (is it, or holds it in a field),
    /// or the payload of a custom state case.
    private func carried(_ childSnapshot: String, by spec: ModelSpec) -> (SourceLocation, [Diagnostic.Note])? {
        func mentions(_ reference: TypeReference) -> Bool {
            reference.expression?.containsNamedPath { $0.count == 1 && $0[0] == childSnapshot } == true
        }
        if let snapshot = spec.snapshot {
            if mentions(snapshot) { return (snapshot.location, []) }
            if let name = snapshot.expression.flatMap({ index.declaredName($0) }),
                let field = index.snapshots[name]?.fields.first(where: { mentions($0.type) })
            {
                return (
                    snapshot.location,
                    [.init("\(quoted: name) holds it in field \(quoted: field.name.value)", at: field.type.location)]
                )
            }
        }
        for state in spec.state ?? [] {
            switch state.payload {
            case .none: break
            case .single(let reference): if mentions(reference) { return (reference.location, []) }
            case .labelled(let fields):
                if let field = fields.first(where: { mentions($0.type) }) { return (field.type.location, []) }
            }
        }
        return nil
    }

    // MARK: observes

    private mutating func observes(
        _ spec: ModelSpec, snapshot: TypeExpression?, stateTypes: inout [String: SourceLocation]
    ) {
        for observe in spec.observes {
            guard let child = spec.children.first(where: { $0.name.value == observe.child.value }) else {
                diagnostics.error(
                    "'observes' names no child of \(quoted: spec.name.value)", at: observe.child.location,
                    notes: Suggestion.note(for: observe.child.value, in: spec.children.map(\.name.value)))
                continue
            }
            guard let childModel = index.models[child.model.value] else { continue }
            if !child.lifetime.value.isInjected {
                diagnostics.error(
                    "'observes' needs a required child, and \(quoted: child.name.value) is \(child.lifetime.value.rawValue)",
                    at: observe.child.location)
            }
            guard !childModel.broadcasts.isEmpty else {
                diagnostics.error(
                    "\(quoted: child.name.value) broadcasts nothing to observe", at: observe.child.location,
                    notes: [
                        .init(
                            "give \(quoted: childModel.name.value) a 'broadcasts' value", at: childModel.name.location)
                    ])
                continue
            }
            guard let (useCase, shape) = useCase(observe.useCase, kind: "stream") else { continue }
            let inputs = shape.inputs
            if !(inputs.count == 1 && childModel.broadcasts.contains(where: { $0.type.expression == inputs[0].type })) {
                let types = childModel.broadcasts.map { "\(quoted: $0.type.text)" }.joined(separator: ", ")
                let what =
                    shape.optionsType == nil ? "parameters must be exactly one" : "options must be exactly one field"
                diagnostics.error(
                    "\(quoted: useCase.name.value) cannot observe \(quoted: child.name.value): its \(what) of the broadcast type",
                    at: observe.useCase.location,
                    notes: [.init("\(quoted: child.name.value) broadcasts \(types)", at: childModel.name.location)])
            }
            writesState(
                of: useCase, shape, at: observe.useCase, into: spec, snapshot: snapshot, stateTypes: &stateTypes,
                what: "'observes'")
        }
    }

    // MARK: operations

    private mutating func operations(
        _ spec: ModelSpec, snapshot: TypeExpression?, stateTypes: inout [String: SourceLocation]
    ) {
        for operation in spec.operations {
            identifier(operation.name, "operation name")
            switch operation.kind {
            case .stream(let name):
                if let stop = operation.stop { identifier(stop, "method name") }
                guard let (useCase, shape) = useCase(name, kind: "stream") else { continue }
                useCaseInputs(operation, of: useCase, shape, in: spec)
                // In a standard state, `failure` names a case of the stream's states that reports failure in-band.
                let inBand = spec.snapshot != nil
                if let failure = operation.failure, inBand { inBandFailure(failure, of: operation, useCase) }
                if let property = operation.append {
                    append(operation, into: property, from: useCase, shape, in: spec)
                    customStateKeysRefused(
                        [("success", operation.success), ("failure", inBand ? nil : operation.failure)],
                        why: "'append' leaves the state alone")
                    continue
                }
                if spec.state != nil {
                    customStateOperation(operation, value: shape.streamState, isStream: true, in: spec)
                    // Each value goes to the success case: no case of the stream's states needs matching.
                    if operation.success != nil { continue }
                } else {
                    if let begin = operation.begin { self.begin(begin, of: useCase, shape, in: spec) }
                    customStateKeysRefused(
                        [("success", operation.success), ("failure", inBand ? nil : operation.failure)],
                        why: "\(quoted: spec.name.value) has none")
                    if let onError = operation.onError {
                        diagnostics.error(
                            "'onError' of a 'stream' operation needs a custom 'state' with a 'failure' case",
                            at: onError.location,
                            notes: [.init("a stream's error shows as the standard state's failed case")])
                    }
                }
                writesState(
                    of: useCase, shape, at: name, into: spec, snapshot: snapshot, stateTypes: &stateTypes,
                    what: "a 'stream' operation")
            case .steps(let steps):
                for step in steps { self.step(step, in: spec) }
            case .call(let name):
                callOperation(operation, name, in: spec, snapshot: snapshot)
                if let parameter = operation.progress {
                    progress(parameter, of: operation, name, in: spec, stateTypes: &stateTypes)
                }
            }
        }
    }

    /// A `call` operation names a value use case; `reloads` needs a load; a custom state takes `onError: throw`, or
    /// `failure` for the error, and calls that return no snapshot unless `success` names a case for it.
    private mutating func callOperation(
        _ operation: OperationSpec, _ name: Name, in spec: ModelSpec, snapshot: TypeExpression?
    ) {
        guard let (useCase, shape) = useCase(name, kind: "fetch") else { return }
        useCaseInputs(operation, of: useCase, shape, in: spec)
        if let member = operation.assign { assign(member, from: useCase, shape, in: spec) }
        if let reloads = operation.reloads, reloads.value, spec.load == nil {
            diagnostics.error(
                "'reloads' needs a model with 'load', and \(quoted: spec.name.value) has none", at: reloads.location)
        }
        if spec.state != nil {
            customStateOperation(operation, value: shape.returns, isStream: false, in: spec)
        } else {
            customStateKeysRefused(
                [("begin", operation.begin), ("success", operation.success), ("failure", operation.failure)],
                why: "\(quoted: spec.name.value) has none")
        }
        guard spec.snapshot == nil else { return }
        // With `failure`, the error goes to that case (`onError: state`, the default); `customStateOperation` checks
        // the `onError` written beside it.
        if operation.failure == nil, spec.state == nil || operation.onError == nil {
            let onError = operation.onError?.value ?? .state
            switch onError {
            case .state:
                diagnostics.error(
                    "a 'call' operation of a model without a standard state needs 'onError: throw': there is no failed case to show",
                    at: operation.onError?.location ?? name.location,
                    notes: spec.state == nil
                        ? [] : [.init("or name the case of the state the error goes to with 'failure'")])
            case .throw:
                break
            }
        }
        if let returns = shape.returns, index.snapshots[index.declaredName(returns) ?? ""] != nil, spec.state != nil,
            operation.success == nil
        {
            diagnostics.error(
                "\(quoted: useCase.name.value) returns a snapshot, which \(quoted: spec.name.value)'s custom state cannot show",
                at: name.location)
        }
    }

    /// `begin` names a payload-less case of the stream's state type (checked where modelgen declares it), for a
    /// standard state.
    private mutating func begin(_ begin: Name, of useCase: UseCaseSpec, _ shape: UseCaseShape, in spec: ModelSpec) {
        guard spec.snapshot != nil else {
            diagnostics.error(
                "'begin' needs a standard state ('snapshot'), and \(quoted: spec.name.value) has none",
                at: begin.location)
            return
        }
        let cases: [CaseSpec]
        if let stream = useCase.stream {
            cases = stream.states
        } else if let name = shape.streamState.flatMap({ index.declaredName($0) }), let declared = index.enums[name] {
            cases = declared.cases
        } else if let state = shape.streamState,
            state == spec.snapshot?.expression || index.declaredName(state).map({ index.snapshots[$0] != nil }) == true
        {
            // Each value is a snapshot, shown as ready: there is no case to begin with.
            diagnostics.error(
                "'begin' names a case of the stream's states, and \(quoted: useCase.name.value) yields \(quoted: state.swift()), which has no cases",
                at: begin.location)
            return
        } else {
            // An external state type: its cases are not known here.
            return
        }
        guard let match = cases.first(where: { $0.name.value == begin.value }) else {
            diagnostics.error(
                "'begin' names no case of the states of \(quoted: useCase.name.value)", at: begin.location,
                notes: Suggestion.note(for: begin.value, in: cases.map(\.name.value)))
            return
        }
        if match.payload.isNone { return }
        diagnostics.error(
            "'begin' must name a case without payload, and \(quoted: begin.value) has one", at: begin.location)
    }

    /// Checks that a streamed use case's states can be written into the model's state, and that no other stream writes the same state type.
    private mutating func writesState(
        of useCase: UseCaseSpec, _ shape: UseCaseShape, at name: Name, into spec: ModelSpec, snapshot: TypeExpression?,
        stateTypes: inout [String: SourceLocation], what: String
    ) {
        guard let state = shape.streamState else { return }
        let stateType = state.swift()
        if let first = stateTypes[stateType] {
            diagnostics.error(
                "two streams of \(quoted: spec.name.value) yield \(quoted: stateType)", at: name.location,
                notes: [
                    .init("the other is here", at: first), .init("ModelState(from:prior:) could not tell them apart"),
                ])
        }
        stateTypes[stateType] = stateTypes[stateType] ?? name.location
        if let cases = spec.state {
            guard let stream = useCase.stream else {
                diagnostics.error(
                    "\(what) writes \(quoted: useCase.name.value) into the custom state, but only the cases of a generated state type can be matched",
                    at: name.location,
                    notes: [.init("stream it into a standard state ('snapshot'), or declare its states with 'stream'")])
                return
            }
            for state in stream.states
            where !cases.contains(where: { $0.name.value == state.name.value && samePayload($0.payload, state.payload) }
            ) {
                diagnostics.error(
                    "\(what) writes \(quoted: useCase.name.value) into the custom state, which has no case \(quoted: state.name.value) with the same payload",
                    at: name.location, notes: [.init("the use case's case is here", at: state.name.location)])
            }
            return
        }
        guard spec.snapshot != nil else {
            diagnostics.error(
                "\(what) needs a state to write into, and \(quoted: spec.name.value) has no 'snapshot' or 'state'",
                at: name.location)
            return
        }
        if let snapshot, let completion = index.completion(of: useCase, into: snapshot),
            let carried = completion.carried, carried != snapshot
        {
            diagnostics.error(
                "\(quoted: useCase.name.value) completes with \(quoted: carried.swift()), not the model's snapshot \(quoted: snapshot.swift())",
                at: name.location,
                notes: [.init("the completed case is here", at: completion.location)])
        }
        if let snapshot { tupleLabels(of: useCase, state, at: name, snapshot: snapshot, what: what) }
    }

    private mutating func step(_ step: StepSpec, in spec: ModelSpec) {
        switch step {
        case .stream(let name, let caseName):
            guard let (useCase, shape) = useCase(name, kind: "stream"), let state = shape.streamState else { return }
            if !shape.inputs.isEmpty {
                let what = shape.optionsType == nil ? "parameters" : "options"
                diagnostics.error(
                    "a 'stream' step cannot pass \(what), and \(quoted: name.value) takes some", at: name.location,
                    notes: [
                        .init(
                            "use a 'stream' operation, whose parameters are the \(what), or a use case without \(what)")
                    ])
            }
            guard let caseName else { return }
            guard let match = customCase(caseName, in: spec, step: "'as'") else { return }
            let stateType = state.swift()
            guard let payload = match.payload.single, payload.expression == state else {
                diagnostics.error(
                    "'as' names case \(quoted: caseName.value), whose payload is not \(quoted: stateType), the state type of \(quoted: useCase.name.value)",
                    at: caseName.location,
                    notes: [.init("the case is declared here", at: match.name.location)])
                return
            }
        case .state(let caseName):
            guard let match = customCase(caseName, in: spec, step: "a 'state' step") else { return }
            if match.payload.isNone { return }
            diagnostics.error(
                "a 'state' step sets a case without payload, and \(quoted: caseName.value) has one",
                at: caseName.location)
        case .call(let childName, let operationName):
            guard let child = spec.children.first(where: { $0.name.value == childName.value }) else {
                diagnostics.error(
                    "'call' names no child of \(quoted: spec.name.value)", at: childName.location,
                    notes: Suggestion.note(for: childName.value, in: spec.children.map(\.name.value)))
                return
            }
            if let reason = child.lifetime.value.whyNoCallStep {
                diagnostics.error(
                    "'call' cannot call an operation of \(quoted: childName.value): \(reason)", at: childName.location,
                    notes: [.init("\(quoted: childName.value) is declared here", at: child.name.location)])
            }
            guard let childModel = index.models[child.model.value] else { return }
            guard let operation = childModel.operations.first(where: { $0.name.value == operationName.value }) else {
                diagnostics.error(
                    "\(quoted: child.model.value) has no operation \(quoted: operationName.value)",
                    at: operationName.location,
                    notes: Suggestion.note(for: operationName.value, in: childModel.operations.map(\.name.value)))
                return
            }
            let useCase: Name? =
                switch operation.kind {
                case .stream(let name), .call(let name): name
                case .steps: nil
                }
            // The parameters `arguments` gives are the model's to pass.
            let given = Set(operation.arguments.map(\.parameter.value))
            if let useCase, let called = index.useCases[useCase.value],
                index.shape(of: called)?.inputs.contains(where: { !given.contains($0.label ?? $0.name) }) == true
            {
                diagnostics.error(
                    "'call' cannot pass parameters, and \(quoted: operationName.value) of \(quoted: child.model.value) takes some",
                    at: operationName.location)
            }
        }
    }

    private mutating func customCase(_ name: Name, in spec: ModelSpec, step: String) -> CaseSpec? {
        guard let cases = spec.state else {
            diagnostics.error(
                "\(step) needs a custom 'state', and \(quoted: spec.name.value) has none", at: name.location)
            return nil
        }
        guard let match = cases.first(where: { $0.name.value == name.value }) else {
            diagnostics.error(
                "\(quoted: name.value) is no case of the state of \(quoted: spec.name.value)", at: name.location,
                notes: Suggestion.note(for: name.value, in: cases.map(\.name.value)))
            return nil
        }
        return match
    }

    // MARK: lookups

    /// The use case `name` refers to and its shape, of the given kind (`stream`, or `fetch` for a value), or nil with a
    /// diagnostic (none for a `call` that does not parse: that is reported at the use case).
    mutating func useCase(_ name: Name, kind: String?) -> (UseCaseSpec, UseCaseShape)? {
        guard let useCase = index.useCases[name.value] else {
            diagnostics.error(
                "cannot find use case \(quoted: name.value)", at: name.location,
                notes: suggestions.note(for: name.value, among: .useCases))
            return nil
        }
        guard let shape = index.shape(of: useCase) else { return nil }
        let isStream = shape.streamState != nil
        if let kind, isStream != (kind == "stream") {
            let actual = isStream ? "stream" : (useCase.isCall ? "value" : "fetch")
            let needed = kind == "stream" ? "stream" : (useCase.isCall ? "value" : "fetch")
            diagnostics.error(
                "\(quoted: name.value) is a \(actual) use case; a \(needed) use case is needed here", at: name.location,
                notes: [.init("\(quoted: name.value) is declared here", at: useCase.name.location)])
            return nil
        }
        return (useCase, shape)
    }

    private mutating func model(_ name: Name) -> ModelSpec? {
        guard let model = index.models[name.value] else {
            diagnostics.error(
                "cannot find model \(quoted: name.value)", at: name.location,
                notes: suggestions.note(for: name.value, among: .models))
            return nil
        }
        return model
    }

    private func sameType(_ lhs: TypeReference, _ rhs: TypeReference?) -> Bool {
        guard let left = lhs.expression, let right = rhs?.expression else { return false }
        return left == right
    }

    private func samePayload(_ lhs: CaseSpec.Payload, _ rhs: CaseSpec.Payload) -> Bool {
        switch (lhs, rhs) {
        case (.none, .none): return true
        case (.single(let left), .single(let right)): return sameType(left, right)
        case (.labelled(let left), .labelled(let right)):
            return left.count == right.count
                && zip(left, right).allSatisfy { $0.name.value == $1.name.value && sameType($0.type, $1.type) }
        case (.none, _), (.single, _), (.labelled, _): return false
        }
    }
}
