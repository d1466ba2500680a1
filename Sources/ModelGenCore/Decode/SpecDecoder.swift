// Decode: a spec file's node tree into the spec model; every key of the spec language, nothing else.

/// Turns the node tree of one spec file into a `SpecFile`, reporting unknown keys, duplicates and wrong kinds.
public struct SpecDecoder {
    private var reader: NodeReader
    /// The types nested in the models decoded so far, which the file lists after its own.
    private var nestedEnums: [EnumSpec] = []
    private var nestedSnapshots: [SnapshotSpec] = []

    private init(_ document: YAMLDocument) {
        reader = NodeReader(document)
    }

    /// Decodes one file's document.
    public static func decode(_ document: YAMLDocument) -> (SpecFile, [Diagnostic]) {
        var decoder = SpecDecoder(document)
        let file = decoder.file(document.root, path: document.path)
        return (file, decoder.reader.diagnostics.diagnostics)
    }

    private mutating func file(_ root: Node?, path: String) -> SpecFile {
        var file = SpecFile(path: path)
        guard let root, let keys = reader.keyed(root, in: "a spec file", allowed: SpecFile.Key.allCases) else {
            return file
        }
        if let node = keys[.imports]?.value { file.imports = reader.scalars(node, in: "'imports'") }
        if let node = keys[.external]?.value { file.external = externals(node) }
        if let node = keys[.enums]?.value {
            file.enums = mapNamed(node, in: "'enums'") { $0.enumSpec($1, $2.value) } ?? []
        }
        if let node = keys[.snapshots]?.value {
            file.snapshots = mapNamed(node, in: "'snapshots'") { $0.snapshot($1, $2.value) } ?? []
        }
        if let node = keys[.useCases]?.value {
            file.useCases = compactMapNamed(node, in: "'useCases'") { $0.useCase($1, $2.value) } ?? []
        }
        if let node = keys[.models]?.value {
            file.models = mapNamed(node, in: "'models'") { $0.model($1, $2.value) } ?? []
            file.enums += nestedEnums
            file.snapshots += nestedSnapshots
        }
        return file
    }

    /// What `transform` makes of each entry of a mapping whose keys are names, in order, or nil when `node` is
    /// neither a mapping nor null. Each entry is decoded as it is read, so that its diagnostics follow its key's;
    /// `transform` is handed the decoder, which it may change while the mapping is read.
    private mutating func mapNamed<Result>(
        _ node: Node, in context: @autoclosure () -> String,
        _ transform: (inout SpecDecoder, Name, YAMLDocument.Entry) -> Result
    ) -> [Result]? {
        compactMapNamed(node, in: context()) { transform(&$0, $1, $2) }
    }

    /// `mapNamed`, keeping what `transform` makes of the entries it does not drop.
    private mutating func compactMapNamed<Result>(
        _ node: Node, in context: @autoclosure () -> String,
        _ transform: (inout SpecDecoder, Name, YAMLDocument.Entry) -> Result?
    ) -> [Result]? {
        guard var entries = reader.namedEntries(node, in: context()) else { return nil }
        var results: [Result] = []
        while let named = reader.next(&entries, in: context()) {
            if let result = transform(&self, named.name, named.entry) { results.append(result) }
        }
        return results
    }

    /// `external`: a list of names, or a mapping of each name to the protocols it conforms to.
    private mutating func externals(_ node: Node) -> [ExternalSpec] {
        guard reader.isMapping(node) else {
            return reader.scalars(node, in: "'external'").map { ExternalSpec(name: $0) }
        }
        return mapNamed(node, in: "'external'") { decoder, name, entry in
            ExternalSpec(
                name: name,
                conformances: decoder.reader.scalars(entry.value, in: "the conformances of \(quoted: name.value)"))
        } ?? []
    }

    /// An enum: its cases, or a mapping of `doc` and `cases`. A mapping is the `doc`/`cases` form when its `cases`
    /// holds a list or a mapping; a case named `cases` has a type or nothing.
    private mutating func enumSpec(_ name: Name, _ node: Node) -> EnumSpec {
        func context() -> String { "enum \(quoted: name.value)" }
        if reader.isMapping(node),
            let casesNode = reader.document.entries(node).first(where: { reader.document.scalar($0.key) == "cases" })?
                .value,
            reader.isMapping(casesNode) || reader.document.kind(casesNode) == .sequence
        {
            guard let keys = reader.keyed(node, in: context(), allowed: EnumSpec.Key.allCases) else {
                return EnumSpec(name: name, cases: [])
            }
            return EnumSpec(name: name, doc: reader.doc(keys[.doc]), cases: enumCases(casesNode, in: context()))
        }
        return EnumSpec(name: name, cases: enumCases(node, in: context()))
    }

    /// Enum cases: a list of names, or a mapping of names to nothing, a type, or labelled fields.
    private mutating func enumCases(_ node: Node, in context: @autoclosure () -> String) -> [CaseSpec] {
        if reader.document.kind(node) == .sequence {
            return reader.scalars(node, in: context()).map { CaseSpec(name: $0, payload: .none) }
        }
        return cases(node, in: context())
    }

    /// Cases written as a mapping: `name:` (no payload), `name: Type`, `name: { label: Type }`.
    private mutating func cases(_ node: Node, in context: @autoclosure () -> String) -> [CaseSpec] {
        mapNamed(node, in: context()) { $0.caseSpec($1, $2.value) } ?? []
    }

    private mutating func caseSpec(_ name: Name, _ value: Node) -> CaseSpec {
        if reader.document.isNull(value) { return CaseSpec(name: name, payload: .none) }
        if reader.isMapping(value) {
            return CaseSpec(
                name: name,
                payload: .labelled(fields(value, in: "case \(quoted: name.value)", as: .payloadField)))
        }
        guard let type = reader.type(value, in: "the payload of case \(quoted: name.value)") else {
            return CaseSpec(name: name, payload: .none)
        }
        return CaseSpec(name: name, payload: .single(type))
    }

    /// Fields and what is written like them: `name: Type` or `name: { type:, default:, doc: }`, with the keys of
    /// `mapping`.
    private mutating func fields(
        _ node: Node, in context: @autoclosure () -> String, as mapping: FieldSpec.Mapping = .field
    ) -> [FieldSpec] {
        compactMapNamed(node, in: context()) { $0.field($1, $2.value, as: mapping) } ?? []
    }

    private mutating func field(_ name: Name, _ node: Node, as mapping: FieldSpec.Mapping) -> FieldSpec? {
        func what() -> String { "\(mapping.noun) \(quoted: name.value)" }
        let allowed = mapping.keys
        guard reader.isMapping(node) else {
            return reader.type(node, in: what()).map { FieldSpec(name: name, type: $0) }
        }
        guard let keys = reader.keyed(node, in: what(), allowed: allowed) else { return nil }
        guard let typeNode = keys[.type]?.value else {
            reader.missing(
                "\(what()) needs a 'type'", at: reader.location(node), in: node, allowed: allowed, required: [.type])
            return nil
        }
        guard let type = reader.type(typeNode, in: what()) else { return nil }
        var field = FieldSpec(name: name, type: type)
        field.doc = reader.doc(keys[.doc])
        if let value = keys[.default]?.value { field.defaultValue = defaultLiteral(value) }
        field.replay = keys[.replay].flatMap { reader.bool($0.value, in: "'replay'") }
        field.access = keys[.access].flatMap { reader.choice($0.value, GenerationOptions.Access.self, "access") }
        field.setter = keys[.set].flatMap { reader.choice($0.value, GenerationOptions.Access.self, "set") }
        field.tracked = keys[.tracked].flatMap { reader.bool($0.value, in: "'tracked'") }
        field.didSet = keys[.didSet].flatMap { reader.scalar($0.value, in: "'didSet'") }
        field.load = keys[.load].flatMap { reader.scalar($0.value, in: "'load'") }
        return field
    }

    /// A default as written; YAML's empty `[]` and `{}` stand for Swift's `[]` and `[:]`.
    /// A custom state's `initial`: a case name, or `{ case: { label: literal, ... } }` (`{ case: literal }` for a
    /// single unlabelled payload).
    private mutating func initial(_ node: Node) -> (Name?, [InitialArgument]?) {
        guard reader.isMapping(node) else { return (reader.scalar(node, in: "'initial'"), nil) }
        guard let entries = reader.named(node, in: "'initial'") else { return (nil, nil) }
        guard entries.count == 1, let (name, entry) = entries.first else {
            reader.error(
                "'initial' names one case, with the literals of its payload", at: reader.location(node),
                notes: [.init("for example: initial: { idle: { prior: \"[]\" } }")])
            return (nil, nil)
        }
        guard reader.isMapping(entry.value) else {
            return (name, defaultLiteral(entry.value).map { [InitialArgument(label: nil, value: $0)] })
        }
        guard let labelled = reader.named(entry.value, in: "the payload of \(quoted: name.value)") else {
            return (name, nil)
        }
        return (
            name,
            labelled.compactMap { label, entry in
                defaultLiteral(entry.value).map { InitialArgument(label: label, value: $0) }
            }
        )
    }

    private mutating func defaultLiteral(_ node: Node) -> Located<String>? {
        let document = reader.document
        switch document.kind(node) {
        case .sequence where document.count(node) == 0: return Located("[]", at: reader.location(node))
        case .mapping where document.count(node) == 0: return Located("[:]", at: reader.location(node))
        case .scalar where !document.isNull(node):
            return Located(document.scalar(node) ?? "", at: reader.location(node))
        default:
            reader.error(
                "a default must be a Swift literal, not \(document.kindDescription(node))", at: reader.location(node))
            return nil
        }
    }

    private mutating func snapshot(_ name: Name, _ node: Node) -> SnapshotSpec {
        var snapshot = SnapshotSpec(name: name, conforms: [], fields: [])
        guard let keys = reader.keyed(node, in: "snapshot \(quoted: name.value)", allowed: SnapshotSpec.Key.allCases)
        else {
            return snapshot
        }
        snapshot.doc = reader.doc(keys[.doc])
        snapshot.conforms = keys[.conforms].map { reader.scalars($0.value, in: "'conforms'") } ?? []
        snapshot.fields = keys[.fields].map { fields($0.value, in: "the fields of \(quoted: name.value)") } ?? []
        return snapshot
    }

    private mutating func useCase(_ name: Name, _ node: Node) -> UseCaseSpec? {
        func context() -> String { "use case \(quoted: name.value)" }
        guard let keys = reader.keyed(node, in: context(), allowed: UseCaseSpec.Key.allCases) else { return nil }
        let doc = reader.doc(keys[.doc])
        let existing = keys[.existing].flatMap { reader.bool($0.value, in: "'existing'") }
        if let call = keys[.call] {
            // `existing` needs `call` and excludes `stream` and `fetch`: the validator says so, with both locations.
            guard var text = reader.scalar(call.value, in: "'call'") else { return nil }
            // A quoted signature starts one column after its quote, so a column inside it points at the character.
            if !reader.document.isPlain(call.value) { text.location = text.location.atColumn(text.location.column + 1) }
            let completed = keys[.completed].flatMap { reader.scalar($0.value, in: "'completed'") }
            var spec = UseCaseSpec(name: name, doc: doc, kind: .call(CallSpec(text: text, completed: completed)))
            spec.existing = existing
            spec.otherKinds = [keys[.stream], keys[.fetch]].compactMap {
                $0.map { Name(reader.document.scalar($0.key) ?? "", at: reader.location($0.key)) }
            }
            return spec
        }
        if let existing, existing.value, keys[.stream] == nil, keys[.fetch] == nil {
            reader.error(
                "an 'existing' use case needs 'call', the signature of its method, not 'stream' or 'fetch'",
                at: existing.location,
                notes: [
                    .init(
                        "for example: call: \"stream(options: \(name.value).Options) -> AsyncThrowingStream<State, any Error>\""
                    )
                ])
            return nil
        }
        if let completed = keys[.completed] {
            reader.error(
                "'completed' of a use case goes with 'call'; a 'stream' takes it inside",
                at: reader.location(completed.key))
        }
        var spec = plainUseCase(name, keys, doc: doc, in: node)
        spec?.existing = existing
        return spec
    }

    /// A use case written as `stream` or `fetch`.
    private mutating func plainUseCase(
        _ name: Name, _ keys: KeyedEntries<UseCaseSpec.Key>, doc: String?, in node: Node
    ) -> UseCaseSpec? {
        func context() -> String { "use case \(quoted: name.value)" }
        switch (keys[.stream], keys[.fetch]) {
        case (let stream?, nil):
            let streamKeys = StreamSpec.Key.allCases
            guard let parts = reader.keyed(stream.value, in: "'stream'", allowed: streamKeys) else { return nil }
            guard let states = parts[.states] else {
                reader.missing(
                    "'stream' of \(context()) needs 'states'", at: reader.location(stream.key), in: stream.value,
                    allowed: streamKeys, required: [.states])
                return nil
            }
            let spec = StreamSpec(
                states: cases(states.value, in: "the states of \(quoted: name.value)"),
                statesLocation: reader.location(states.key),
                stateType: parts[.stateType].flatMap { reader.scalar($0.value, in: "'stateType'") },
                completed: parts[.completed].flatMap { reader.scalar($0.value, in: "'completed'") }
            )
            return UseCaseSpec(
                name: name, doc: doc, options: options(parts[.options]), optionsType: optionsType(parts[.optionsType]),
                kind: .stream(spec))
        case (nil, let fetch?):
            let fetchKeys = FetchSpec.Key.allCases
            guard let parts = reader.keyed(fetch.value, in: "'fetch'", allowed: fetchKeys) else { return nil }
            guard let returnsNode = parts[.returns] else {
                reader.missing(
                    "'fetch' of \(context()) needs 'returns'", at: reader.location(fetch.key), in: fetch.value,
                    allowed: fetchKeys, required: [.returns])
                return nil
            }
            guard let returns = reader.type(returnsNode.value, in: "'returns'") else { return nil }
            return UseCaseSpec(
                name: name, doc: doc, options: options(parts[.options]), optionsType: optionsType(parts[.optionsType]),
                kind: .fetch(FetchSpec(returns: returns)))
        case (let stream?, _?):
            reader.error("\(context()) has both 'stream' and 'fetch'; it takes one", at: reader.location(stream.key))
            return nil
        case (nil, nil):
            reader.missing(
                "\(context()) needs 'call', 'stream' or 'fetch'", at: reader.location(node), in: node,
                allowed: keys.allowed, required: [.call, .stream, .fetch])
            return nil
        }
    }

    /// A `stream:` or `fetch:` part's `options`.
    private mutating func options(_ entry: YAMLDocument.Entry?) -> [FieldSpec]? {
        entry.map { fields($0.value, in: "'options'") }
    }

    /// A `stream:` or `fetch:` part's `optionsType`.
    private mutating func optionsType(_ entry: YAMLDocument.Entry?) -> Name? {
        entry.flatMap { reader.scalar($0.value, in: "'optionsType'") }
    }

    private mutating func model(_ name: Name, _ node: Node) -> ModelSpec {
        var model = ModelSpec(name: name, broadcasts: [], children: [], observes: [], operations: [])
        guard let keys = reader.keyed(node, in: "model \(quoted: name.value)", allowed: ModelSpec.Key.allCases) else {
            return model
        }
        model.doc = reader.doc(keys[.doc])
        model.configuration = keys[.configuration].flatMap { reader.type($0.value, in: "'configuration'") }
        if let node = keys[.id]?.value { model.id = modelID(node) }
        model.snapshot = keys[.snapshot].flatMap { reader.type($0.value, in: "'snapshot'") }
        if let state = keys[.state] {
            model.state = cases(state.value, in: "the state of \(quoted: name.value)")
            model.stateLocation = reader.location(state.key)
        }
        if let node = keys[.initial]?.value { (model.initial, model.initialPayload) = initial(node) }
        model.load = keys[.load].flatMap { reader.scalar($0.value, in: "'load'") }
        model.broadcasts = keys[.broadcasts].map { fields($0.value, in: "'broadcasts'", as: .broadcastField) } ?? []
        model.properties = keys[.properties].map { fields($0.value, in: "'properties'", as: .property) } ?? []
        model.dependencies = keys[.dependencies].map { fields($0.value, in: "'dependencies'", as: .dependency) } ?? []
        model.access = keys[.access].flatMap { reader.choice($0.value, GenerationOptions.Access.self, "access") }
        model.stateCases = keys[.stateCases].flatMap {
            reader.choice($0.value, GenerationOptions.StateCases.self, "stateCases")
        }
        if let node = keys[.stateNames] {
            model.stateNames = Located(
                Configuration.stateNames(node.value, &reader), at: reader.location(node.key))
        }
        model.didInit = keys[.didInit].flatMap { reader.scalar($0.value, in: "'didInit'") }
        // Nested types join the file's own, marked with their model: names resolve across the run as the file's do.
        if let node = keys[.enums]?.value {
            for (nested, entry) in reader.named(node, in: "'enums'") ?? [] {
                var spec = enumSpec(nested, entry.value)
                spec.nestedIn = name
                nestedEnums.append(spec)
            }
        }
        if let node = keys[.snapshots]?.value {
            for (nested, entry) in reader.named(node, in: "'snapshots'") ?? [] {
                var spec = snapshot(nested, entry.value)
                spec.nestedIn = name
                nestedSnapshots.append(spec)
            }
        }
        model.children = keys[.children].map { children($0.value) } ?? []
        if let observes = keys[.observes] {
            model.observes = compactMapNamed(observes.value, in: "'observes'") { $0.observe($1, $2.value) } ?? []
        }
        if let operations = keys[.operations] {
            model.operations =
                compactMapNamed(operations.value, in: "'operations'") { $0.operation($1, $2.value) } ?? []
        }
        return model
    }

    /// A model's `id:`: a field name, or `{ field, type }`.
    private mutating func modelID(_ node: Node) -> ModelIDSpec? {
        guard reader.isMapping(node) else { return reader.scalar(node, in: "'id'").map { ModelIDSpec(field: $0) } }
        guard let keys = reader.keyed(node, in: "'id'", allowed: ModelIDSpec.Key.allCases) else { return nil }
        guard let field = keys[.field].flatMap({ reader.scalar($0.value, in: "'field'") }) else {
            reader.missing(
                "'id' needs a 'field'", at: reader.location(node), in: node, allowed: keys.allowed, required: [.field])
            return nil
        }
        return ModelIDSpec(field: field, type: keys[.type].flatMap { reader.type($0.value, in: "'type'") })
    }

    private mutating func observe(_ child: Name, _ value: Node) -> ObserveSpec? {
        reader.scalar(value, in: "the use case observing \(quoted: child.value)").map {
            ObserveSpec(child: child, useCase: $0)
        }
    }

    private mutating func children(_ node: Node) -> [ChildSpec] {
        compactMapNamed(node, in: "'children'") { $0.child($1, $2.value) } ?? []
    }

    private mutating func child(_ name: Name, _ value: Node) -> ChildSpec? {
        guard reader.isMapping(value) else {
            return reader.scalar(value, in: "child \(quoted: name.value)").map {
                ChildSpec(name: name, model: $0, lifetime: Located(.required, at: name.location))
            }
        }
        func context() -> String { "child \(quoted: name.value)" }
        guard let keys = reader.keyed(value, in: context(), allowed: ChildSpec.Key.allCases) else { return nil }
        guard let modelNode = keys[.model], let model = reader.scalar(modelNode.value, in: "'model'") else {
            if keys[.model] == nil {
                reader.missing(
                    "\(context()) needs 'model'", at: reader.location(value), in: value, allowed: keys.allowed,
                    required: [.model])
            }
            return nil
        }
        var child = ChildSpec(name: name, model: model, lifetime: Located(.required, at: name.location))
        child.configuredBy = keys[.configuredBy].flatMap { reader.type($0.value, in: "'configuredBy'") }
        child.reloadsParent = keys[.reloadsParent].flatMap { reader.bool($0.value, in: "'reloadsParent'") }
        if let configuredBy = child.configuredBy { child.lifetime = Located(.optional, at: configuredBy.location) }
        child.each = keys[.each].flatMap { reader.scalar($0.value, in: "'each'") }
        child.id = keys[.id].flatMap { reader.scalar($0.value, in: "'id'") }
        if let each = child.each { child.lifetime = Located(.collection, at: each.location) }
        child.key = keys[.key].flatMap { reader.type($0.value, in: "'key'") }
        if let key = child.key { child.lifetime = Located(.keyed, at: key.location) }
        child.access = keys[.access].flatMap { reader.choice($0.value, GenerationOptions.Access.self, "access") }
        if let lifetimeNode = keys[.lifetime], let text = reader.scalar(lifetimeNode.value, in: "'lifetime'") {
            if let lifetime = ChildLifetime(rawValue: text.value), lifetime.isWritten {
                child.lifetime = Located(lifetime, at: text.location)
            } else {
                reader.error(
                    "unknown lifetime \(quoted: text.value)", at: text.location,
                    notes: Suggestion.note(for: text.value, in: ChildLifetime.written.map(\.rawValue))
                        + [.init("a lifetime is \(NodeReader.list(ChildLifetime.written.map(\.rawValue)))")])
            }
        }
        return child
    }

    /// A stream operation's `stop`: a method name, or `{ name, to }`.
    private mutating func stop(_ node: Node) -> (Name?, Located<OperationSpec.StopTarget>?) {
        guard reader.isMapping(node) else { return (reader.scalar(node, in: "'stop'"), nil) }
        guard let keys = reader.keyed(node, in: "'stop'", allowed: OperationSpec.StopKey.allCases) else {
            return (nil, nil)
        }
        guard let name = keys[.name].flatMap({ reader.scalar($0.value, in: "'name'") }) else {
            if keys[.name] == nil {
                reader.missing(
                    "'stop' needs a 'name', the method's", at: reader.location(node), in: node,
                    allowed: keys.allowed, required: [.name])
            }
            return (nil, nil)
        }
        return (name, keys[.to].flatMap { reader.choice($0.value, OperationSpec.StopTarget.self, "to") })
    }

    /// A call operation's `progress`: a parameter name, or `{ parameter, case }`.
    private mutating func progress(_ node: Node) -> (Name?, Name?) {
        guard reader.isMapping(node) else { return (reader.scalar(node, in: "'progress'"), nil) }
        guard let keys = reader.keyed(node, in: "'progress'", allowed: OperationSpec.ProgressKey.allCases) else {
            return (nil, nil)
        }
        guard let parameter = keys[.parameter].flatMap({ reader.scalar($0.value, in: "'parameter'") }) else {
            if keys[.parameter] == nil {
                reader.missing(
                    "'progress' needs a 'parameter', the callback's", at: reader.location(node), in: node,
                    allowed: keys.allowed, required: [.parameter])
            }
            return (nil, nil)
        }
        return (parameter, keys[.case].flatMap { reader.scalar($0.value, in: "'case'") })
    }

    private mutating func operation(_ name: Name, _ node: Node) -> OperationSpec? {
        func context() -> String { "operation \(quoted: name.value)" }
        guard let keys = reader.keyed(node, in: context(), allowed: OperationSpec.Key.allCases) else { return nil }
        let doc = reader.doc(keys[.doc])
        guard let kind = operationKind(keys, in: node, context: context()), let entry = keys[kind.key] else {
            return nil
        }
        switch kind {
        case .call:
            guard let useCase = reader.scalar(entry.value, in: "'call'") else { return nil }
            var operation = OperationSpec(name: name, doc: doc, kind: .call(useCase))
            readUseCaseKeys(keys, into: &operation)
            operation.assign = keys[.assign].flatMap { reader.scalar($0.value, in: "'assign'") }
            if let progress = keys[.progress]?.value {
                (operation.progress, operation.progressCase) = self.progress(progress)
            }
            operation.reloads = keys[.reloads].flatMap { reader.bool($0.value, in: "'reloads'") }
            customStateCases(keys, into: &operation)
            return operation
        case .stream:
            guard let useCase = reader.scalar(entry.value, in: "'stream'") else { return nil }
            var operation = OperationSpec(name: name, doc: doc, kind: .stream(useCase))
            readUseCaseKeys(keys, into: &operation)
            customStateCases(keys, into: &operation)
            if let stop = keys[.stop]?.value { (operation.stop, operation.stopsTo) = self.stop(stop) }
            operation.append = keys[.append].flatMap { reader.scalar($0.value, in: "'append'") }
            return operation
        case .steps:
            guard reader.document.kind(entry.value) == .sequence else {
                reader.error(
                    "'steps' must be a sequence, not \(reader.document.kindDescription(entry.value))",
                    at: reader.location(entry.value))
                return nil
            }
            let items = reader.document.items(entry.value)
            if items.isEmpty { reader.error("'steps' of \(quoted: name.value) is empty", at: name.location) }
            return OperationSpec(name: name, doc: doc, kind: .steps(items.compactMap { step($0) }))
        }
    }

    /// The keys of an operation that calls one use case: `arguments` and `from`.
    private mutating func readUseCaseKeys(_ keys: KeyedEntries<OperationSpec.Key>, into operation: inout OperationSpec)
    {
        operation.from = keys[.from].flatMap { reader.scalar($0.value, in: "'from'") }
        guard let node = keys[.arguments]?.value else { return }
        operation.arguments = (reader.named(node, in: "'arguments'") ?? []).compactMap {
            parameter, entry in
            let document = reader.document
            let value = entry.value
            let location = reader.location(value)
            switch document.kind(value) {
            case .sequence where document.count(value) == 0:
                return ArgumentSpec(parameter: parameter, value: Located("[]", at: location))
            case .mapping where document.count(value) == 0:
                return ArgumentSpec(parameter: parameter, value: Located("[:]", at: location))
            case .scalar where !document.isNull(value):
                return ArgumentSpec(parameter: parameter, value: Located(document.scalar(value) ?? "", at: location))
            case .scalar, .sequence, .mapping:
                reader.error(
                    "the argument \(quoted: parameter.value) is a member path of the model or a Swift literal, not \(document.kindDescription(value))",
                    at: location)
                return nil
            }
        }
    }

    /// The keys a stream and a call operation both take: `begin`, `success`, `failure` and `onError`.
    private mutating func customStateCases(_ keys: KeyedEntries<OperationSpec.Key>, into operation: inout OperationSpec)
    {
        operation.begin = keys[.begin].flatMap { reader.scalar($0.value, in: "'begin'") }
        operation.success = keys[.success].flatMap { reader.scalar($0.value, in: "'success'") }
        operation.failure = keys[.failure].flatMap { reader.scalar($0.value, in: "'failure'") }
        guard let node = keys[.onError], let text = reader.scalar(node.value, in: "'onError'") else { return }
        if let value = OperationSpec.OnError(rawValue: text.value) {
            operation.onError = Located(value, at: text.location)
        } else {
            let names = OperationSpec.OnError.allCases.map(\.rawValue)
            reader.error(
                "\(quoted: text.value) is not a valid onError", at: text.location,
                notes: Suggestion.note(for: text.value, in: names) + [.init("onError is \(NodeReader.list(names))")])
        }
    }

    /// The kind of operation `keys` write (`OperationSpec.KindName`), reporting each key that does not go with it. A
    /// kind that takes precedence is read whatever else is written, and every key of another kind does not go with it;
    /// otherwise the keys of a kind that takes precedence belong to it, the operation writes one kind (else it is
    /// refused: it needs one, or has two), and the keys of every other kind belong to that one.
    private mutating func operationKind(
        _ keys: KeyedEntries<OperationSpec.Key>, in node: Node, context: @autoclosure () -> String
    ) -> OperationSpec.KindName? {
        let kinds = OperationSpec.KindName.allCases
        let written = kinds.compactMap { kind in keys[kind.key].map { (kind: kind, entry: $0) } }
        if let kind = written.first(where: \.kind.takesPrecedence)?.kind {
            for key in OperationSpec.Key.allCases {
                guard !key.kinds.isEmpty, !key.kinds.contains(kind), let entry = keys[key] else { continue }
                reader.error(
                    "\(quoted: key.rawValue) does not go with \(quoted: kind.rawValue) in \(context())",
                    at: reader.location(entry.key))
            }
            return kind
        }
        // A key that also goes with a kind that takes precedence is reported once, here.
        reportOwnKeys(
            in: keys, where: { $0.contains(where: \.takesPrecedence) },
            unless: written.count == 1 ? written.first?.kind : nil)
        guard let (kind, entry) = written.first else {
            let required = kinds.map(\.key)
            reader.missing(
                "\(context()) needs \(NodeReader.list(required.map(\.rawValue)))", at: reader.location(node), in: node,
                allowed: keys.allowed, required: required)
            return nil
        }
        guard written.count == 1 else {
            reader.error(
                "\(context()) has both \(quoted: kind.rawValue) and \(quoted: written[1].kind.rawValue); it takes one",
                at: reader.location(entry.key))
            return nil
        }
        reportOwnKeys(in: keys, where: { !$0.isEmpty && !$0.contains(where: \.takesPrecedence) }, unless: kind)
        return kind
    }

    /// Reports each key `keys` hold, other than a kind's own key, whose kinds meet `condition` and do not include
    /// `kind`: "'reloads' belongs to a 'call' operation", "'begin' belongs to a 'stream' or 'call' operation".
    private mutating func reportOwnKeys(
        in keys: KeyedEntries<OperationSpec.Key>, where condition: ([OperationSpec.KindName]) -> Bool,
        unless kind: OperationSpec.KindName?
    ) {
        for key in OperationSpec.Key.allCases {
            guard let entry = keys[key], !OperationSpec.KindName.allCases.contains(where: { $0.key == key }),
                condition(key.kinds), !key.kinds.contains(where: { $0 == kind })
            else { continue }
            reader.error(
                "\(quoted: key.rawValue) belongs to a \(NodeReader.list(key.kinds.map(\.rawValue))) operation",
                at: reader.location(entry.key))
        }
    }

    private mutating func step(_ node: Node) -> StepSpec? {
        guard let keys = reader.keyed(node, in: "a step", allowed: StepSpec.Key.allCases) else { return nil }
        let kinds = [keys[.stream], keys[.state], keys[.call]].compactMap { $0 }
        guard kinds.count == 1 else {
            if kinds.isEmpty {
                reader.missing(
                    "a step needs 'stream', 'state' or 'call'", at: reader.location(node), in: node,
                    allowed: keys.allowed, required: [.stream, .state, .call])
            } else {
                reader.error("a step takes one of 'stream', 'state' or 'call'", at: reader.location(node))
            }
            return nil
        }
        if let asNode = keys[.as], keys[.stream] == nil {
            reader.error("'as' belongs to a 'stream' step", at: reader.location(asNode.key))
        }
        if let stream = keys[.stream] {
            guard let useCase = reader.scalar(stream.value, in: "'stream'") else { return nil }
            return .stream(useCase, as: keys[.as].flatMap { reader.scalar($0.value, in: "'as'") })
        }
        if let state = keys[.state] {
            return reader.scalar(state.value, in: "'state'").map { .state($0) }
        }
        guard let call = keys[.call].flatMap({ reader.scalar($0.value, in: "'call'") }) else { return nil }
        guard let (child, operation) = Self.childOperation(call.value) else {
            reader.error(
                "'call' names a child's operation as 'child.operation', not \(quoted: call.value)", at: call.location)
            return nil
        }
        let operationColumn = call.location.column + child.count + 1
        let operationLocation = call.location.atColumn(operationColumn)
        return .call(child: Name(child, at: call.location), operation: Name(operation, at: operationLocation))
    }

    /// `child.operation` split at its one dot, both parts not empty. Split by characters: a dot that starts a cluster
    /// (a combining accent after it) is no dot.
    private static func childOperation(_ text: String) -> (String, String)? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
        return (String(parts[0]), String(parts[1]))
    }
}
