// The spec model: what a spec file declares, as the decoder reads it, every name with its location.

/// A name as written in a spec, with its location.
public typealias Name = Located<String>

/// A type expression as written in a spec, parsed once when it is read; the validator reports parse errors and resolves names.
public struct TypeReference: Sendable {
    /// The expression's text (a one-element YAML list `[Item]` is read as `"[Item]"`).
    public var text: String
    /// Where it was written.
    public var location: SourceLocation
    /// The parsed expression, or why the text is not a type.
    public var parsed: Result<TypeExpression, TypeExpression.ParseError>

    /// Reads and parses a type expression.
    public init(text: String, location: SourceLocation) {
        self.text = text
        self.location = location
        self.parsed = Result { () throws(TypeExpression.ParseError) in try TypeExpression.parse(text) }
    }

    init(text: String, location: SourceLocation, parsed: Result<TypeExpression, TypeExpression.ParseError>) {
        self.text = text
        self.location = location
        self.parsed = parsed
    }

    /// The parsed expression, or nil when the text is not a type.
    public var expression: TypeExpression? { try? parsed.get() }
}

/// One spec file.
public struct SpecFile: Sendable {
    /// The path shown in diagnostics and in the generated header.
    public var path: String
    /// True for a reference spec, which resolves names and renders nothing.
    public var isReference = false
    /// Modules the rendered file imports; nil when the key is absent (then `Foundation`).
    public var imports: [Name]?
    /// Types written by hand elsewhere.
    public var external: [ExternalSpec] = []
    /// Value enums: the file's own, then those nested in its models (``EnumSpec/nestedIn``).
    public var enums: [EnumSpec] = []
    /// Value structs: the file's own, then those nested in its models (``SnapshotSpec/nestedIn``).
    public var snapshots: [SnapshotSpec] = []
    /// Streaming and fetching use cases.
    public var useCases: [UseCaseSpec] = []
    /// Model classes.
    public var models: [ModelSpec] = []
}

extension SpecFile {
    /// The enums and snapshots nested in one model, in file order.
    struct NestedTypes {
        var enums: [EnumSpec] = []
        var snapshots: [SnapshotSpec] = []
    }

    /// The types nested in each model, by the model's name: gathered in one pass over the file, so that no model
    /// looks through every declaration of its file.
    var nestedTypesByModel: [String: NestedTypes] {
        var byModel: [String: NestedTypes] = [:]
        for spec in enums {
            if let model = spec.nestedIn { byModel[model.value, default: NestedTypes()].enums.append(spec) }
        }
        for spec in snapshots {
            if let model = spec.nestedIn { byModel[model.value, default: NestedTypes()].snapshots.append(spec) }
        }
        return byModel
    }
}

/// An enum case, a use-case state case or a custom model state case.
public struct CaseSpec: Sendable {
    /// The payload of a case.
    public enum Payload: Sendable {
        /// No payload.
        case none
        /// One unlabelled value.
        case single(TypeReference)
        /// Labelled values, in order.
        case labelled([FieldSpec])

        /// True for a case without a payload.
        public var isNone: Bool {
            switch self {
            case .none: true
            case .single, .labelled: false
            }
        }

        /// The one unlabelled value, if that is the payload.
        public var single: TypeReference? {
            switch self {
            case .single(let type): type
            case .none, .labelled: nil
            }
        }
    }

    /// The case name.
    public var name: Name
    /// The payload.
    public var payload: Payload

    /// The value with these fields.
    public init(name: Name, payload: Payload) {
        self.name = name
        self.payload = payload
    }
}

/// A field of a snapshot or an options struct, a labelled payload value or a broadcast value.
public struct FieldSpec: Sendable {
    /// A broadcast's `replay:`: false when a new subscriber gets only later changes.
    public var replay: Located<Bool>?
    /// The field name.
    public var name: Name
    /// The field type.
    public var type: TypeReference
    /// A Swift literal default, as written.
    public var defaultValue: Located<String>?
    /// Documentation.
    public var doc: String?
    /// `access:` of a property, dependency: nil for the model's access.
    public var access: Located<GenerationOptions.Access>?
    /// `set:` of a property: who may set it; nil for its access.
    public var setter: Located<GenerationOptions.Access>?
    /// `tracked: false`: a property stored outside observation.
    public var tracked: Located<Bool>?
    /// `didSet: name`: the hand-written method a property's `didSet` calls.
    public var didSet: Name?
    /// `load: UseCase`: the synchronous value use case whose value the property starts with.
    public var load: Name?

    /// The value with these fields.
    public init(
        replay: Located<Bool>? = nil, name: Name, type: TypeReference, defaultValue: Located<String>? = nil,
        doc: String? = nil, access: Located<GenerationOptions.Access>? = nil,
        setter: Located<GenerationOptions.Access>? = nil, tracked: Located<Bool>? = nil, didSet: Name? = nil,
        load: Name? = nil
    ) {
        self.replay = replay
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.doc = doc
        self.access = access
        self.setter = setter
        self.tracked = tracked
        self.didSet = didSet
        self.load = load
    }
}

/// An `external` entry: a type written by hand elsewhere, with what it conforms to.
public struct ExternalSpec: Sendable {
    /// The type's name; a dotted name (`GreetingUseCase.Options`) names a nested type.
    public var name: Name
    /// The protocols of the mapping form (`Greeting: [Sendable, Codable]`); nil in the list form, which assumes
    /// `Sendable, Equatable, Hashable`.
    public var conformances: [Name]?
}

/// `enums:` entry.
public struct EnumSpec: Sendable {
    /// The enum name.
    public var name: Name
    /// Documentation (the mapping form with `cases`).
    public var doc: String?
    /// Its cases in order.
    public var cases: [CaseSpec]
    /// The model it is nested in (`enums:` under a model); nil for a file's own.
    public var nestedIn: Name?
}

/// `snapshots:` entry.
public struct SnapshotSpec: Sendable {
    /// The struct name.
    public var name: Name
    /// Documentation.
    public var doc: String?
    /// Protocols added to `Sendable, Equatable`.
    public var conforms: [Name]
    /// Stored properties in order.
    public var fields: [FieldSpec]
    /// The model it is nested in (`snapshots:` under a model); nil for a file's own.
    public var nestedIn: Name?

    /// The value with these fields.
    public init(name: Name, doc: String? = nil, conforms: [Name], fields: [FieldSpec], nestedIn: Name? = nil) {
        self.name = name
        self.doc = doc
        self.conforms = conforms
        self.fields = fields
        self.nestedIn = nestedIn
    }
}

/// `useCases:` entry.
public struct UseCaseSpec: Sendable {
    /// How a use case delivers its result.
    public enum Kind: Sendable {
        /// `stream:` yields states.
        case stream(StreamSpec)
        /// `fetch:` returns one value.
        case fetch(FetchSpec)
        /// `call:` one Swift signature, of any shape.
        case call(CallSpec)
    }

    /// The `stream:` part of a stream use case.
    public var stream: StreamSpec? {
        switch kind {
        case .stream(let stream): stream
        case .fetch, .call: nil
        }
    }

    /// The protocol name.
    public var name: Name
    /// Documentation.
    public var doc: String?
    /// `options:` fields; nil when the use case takes none.
    public var options: [FieldSpec]?
    /// `optionsType:` override of `XOptions`.
    public var optionsType: Name?
    /// Stream, fetch or call.
    public var kind: Kind
    /// `existing: true`: the type is written by hand; modelgen generates `<Name>Protocol` and the conformance.
    public var existing: Located<Bool>?
    /// `stream` or `fetch` keys written beside `call`, which the validator reports.
    public var otherKinds: [Name]

    /// True for a `call` use case.
    public var isCall: Bool {
        switch kind {
        case .call: true
        case .stream, .fetch: false
        }
    }

    /// True for `existing: true`.
    public var isExisting: Bool { existing?.value == true }

    /// True for a stream use case (a stream of states), false for a fetch (one value).
    public var isStream: Bool {
        switch kind {
        case .stream: true
        case .fetch: false
        case .call(let call): call.signature?.stream != nil
        }
    }

    /// The value with these fields.
    public init(
        name: Name, doc: String? = nil, options: [FieldSpec]? = nil, optionsType: Name? = nil, kind: Kind,
        existing: Located<Bool>? = nil, otherKinds: [Name] = []
    ) {
        self.name = name
        self.doc = doc
        self.options = options
        self.optionsType = optionsType
        self.kind = kind
        self.existing = existing
        self.otherKinds = otherKinds
    }
}

/// The `call:` of a use case, and its `completed:` case.
public struct CallSpec: Sendable {
    /// The signature as written, located at its first character.
    public var text: Located<String>
    /// The signature, parsed once; a failure carries the byte offset inside `text`.
    public var parsed: Result<CallSignature, TypeExpression.ParseError>
    /// `completed: "completed(Greeting)"`, or `completed: case` for a declared state enum.
    public var completed: Located<String>?

    /// Parses `text`.
    public init(text: Located<String>, completed: Located<String>?) {
        self.text = text
        self.parsed = Result { () throws(TypeExpression.ParseError) in try CallSignature.parse(text.value) }
        self.completed = completed
    }

    /// The signature when it parses.
    public var signature: CallSignature? { try? parsed.get() }
}

/// The `stream:` part of a use case.
public struct StreamSpec: Sendable {
    /// `states:` cases in order.
    public var states: [CaseSpec]
    /// Where `states:` was written.
    public var statesLocation: SourceLocation
    /// `stateType:` override of `XState`.
    public var stateType: Name?
    /// `completed:` names the completed case explicitly.
    public var completed: Name?
}

/// The `fetch:` part of a use case.
public struct FetchSpec: Sendable {
    /// The returned type.
    public var returns: TypeReference
}

/// `models:` entry.
public struct ModelSpec: Sendable {
    /// The class name.
    public var name: Name
    /// Documentation.
    public var doc: String?
    /// `configuration:` type of `let configuration`.
    public var configuration: TypeReference?
    /// `id: number` or `id: { field: number, type: Int }`: the model is `Identifiable` by that configuration field.
    public var id: ModelIDSpec?
    /// `snapshot:` the standard state's snapshot type.
    public var snapshot: TypeReference?
    /// `state:` custom state cases.
    public var state: [CaseSpec]?
    /// Where `state:` was written.
    public var stateLocation: SourceLocation?
    /// `initial:` case of a custom state.
    public var initial: Name?
    /// `initial: { idle: { prior: "[]" } }`: the literals of the initial case's payload, each with its label (none for
    /// a single unlabelled payload, `initial: { saved: "0" }`); nil when the case is written alone.
    public var initialPayload: [InitialArgument]?
    /// `load:` use case run from init.
    public var load: Name?
    /// `broadcasts:` values observed by subscribers.
    public var broadcasts: [FieldSpec]
    /// `children:` in order.
    public var children: [ChildSpec]
    /// `observes:` in order.
    public var observes: [ObserveSpec]
    /// `operations:` in order.
    public var operations: [OperationSpec]
    /// Observable stored values beside the state: view input and the like.
    public var properties: [FieldSpec]
    /// Injected values that hand-written extensions use, each a declared use case or a type as written.
    public var dependencies: [FieldSpec]
    /// `access:` of the model: nil for the run's access.
    public var access: Located<GenerationOptions.Access>?
    /// `stateNames:` of the model, where it was written: nil for the run's names.
    public var stateNames: Located<StateNames>?
    /// `stateCases:` of the model: nil for the run's.
    public var stateCases: Located<GenerationOptions.StateCases>?
    /// `didInit: name`: the hand-written method the init calls last.
    public var didInit: Name?

    /// The value with these fields.
    public init(
        name: Name, doc: String? = nil, configuration: TypeReference? = nil, id: ModelIDSpec? = nil,
        snapshot: TypeReference? = nil, state: [CaseSpec]? = nil, stateLocation: SourceLocation? = nil,
        initial: Name? = nil, initialPayload: [InitialArgument]? = nil, load: Name? = nil, broadcasts: [FieldSpec],
        children: [ChildSpec], observes: [ObserveSpec], operations: [OperationSpec], properties: [FieldSpec] = [],
        dependencies: [FieldSpec] = [], access: Located<GenerationOptions.Access>? = nil,
        stateNames: Located<StateNames>? = nil, stateCases: Located<GenerationOptions.StateCases>? = nil,
        didInit: Name? = nil
    ) {
        self.name = name
        self.doc = doc
        self.configuration = configuration
        self.id = id
        self.snapshot = snapshot
        self.state = state
        self.stateLocation = stateLocation
        self.initial = initial
        self.initialPayload = initialPayload
        self.load = load
        self.broadcasts = broadcasts
        self.children = children
        self.observes = observes
        self.operations = operations
        self.properties = properties
        self.dependencies = dependencies
        self.access = access
        self.stateNames = stateNames
        self.stateCases = stateCases
        self.didInit = didInit
    }
}

/// A literal of the payload of a custom state's initial case: `prior: "[]"`.
public struct InitialArgument: Sendable {
    /// The payload's label; nil for a single unlabelled payload.
    public var label: Name?
    /// The literal, as written.
    public var value: Located<String>
}

/// `children:` entry.
public struct ChildSpec: Sendable {
    /// The property name.
    public var name: Name
    /// The child's model class.
    public var model: Name
    /// The lifetime, with where it was decided.
    public var lifetime: Located<ChildLifetime>
    /// `configuredBy:` type of an optional child.
    public var configuredBy: TypeReference?
    /// `reloadsParent: true`.
    public var reloadsParent: Located<Bool>?
    /// `each: prs`: the snapshot's array field whose elements the children are made from.
    public var each: Name?
    /// `id: number`: the element's field that identifies a child.
    public var id: Name?
    /// `key: String`: the type a keyed cache holds its children by.
    public var key: TypeReference?
    /// `access:` of the child's property: nil for the model's access.
    public var access: Located<GenerationOptions.Access>?

    /// The value with these fields.
    public init(
        name: Name, model: Name, lifetime: Located<ChildLifetime>, configuredBy: TypeReference? = nil,
        reloadsParent: Located<Bool>? = nil, each: Name? = nil, id: Name? = nil, key: TypeReference? = nil,
        access: Located<GenerationOptions.Access>? = nil
    ) {
        self.name = name
        self.model = model
        self.lifetime = lifetime
        self.configuredBy = configuredBy
        self.reloadsParent = reloadsParent
        self.each = each
        self.id = id
        self.key = key
        self.access = access
    }
}

/// A model's `id:`: a field of its configuration, and its type when the configuration is an external type.
public struct ModelIDSpec: Sendable {
    /// The configuration's field.
    public var field: Name
    /// The field's type, for an external configuration.
    public var type: TypeReference?
}

/// `observes:` entry: a child's broadcasts fed through a use case.
public struct ObserveSpec: Sendable {
    /// The observed child.
    public var child: Name
    /// The stream use case run for each value.
    public var useCase: Name
}

/// `operations:` entry.
public struct OperationSpec: Sendable {
    /// What an operation runs.
    public enum Kind: Sendable {
        /// `{ stream: UseCase }`.
        case stream(Name)
        /// `{ steps: [...] }`.
        case steps([StepSpec])
        /// `{ call: UseCase }`: a value use case called in the caller's task.
        case call(Name)

        /// The kind as a spec writes it: its key, and the keys that go with it.
        public var name: KindName {
            switch self {
            case .stream: .stream
            case .steps: .steps
            case .call: .call
            }
        }

        /// The use case a stream operation streams into the state.
        public var streamedUseCase: Name? {
            switch self {
            case .stream(let useCase): useCase
            case .steps, .call: nil
            }
        }
    }

    /// What a `call` operation does with an error (`onError`).
    public enum OnError: String, Sendable, CaseIterable {
        /// `.failed(error, prior:)`, and the operation returns normally (the default, standard state only).
        case state
        /// The operation rethrows, and puts back the state it replaced.
        case `throw`
    }

    /// `reloads: true`: after a `call` operation succeeds, the load runs again.
    public var reloads: Located<Bool>?
    /// `onError:` of a `call` operation.
    public var onError: Located<OnError>?

    /// `begin: preparing`: the payload-less state case a stream operation assigns before it returns (a case of the
    /// stream's state type), or that a custom-state operation sets before its work starts (a case of the model's state).
    public var begin: Name?
    /// `success: loaded`: the custom state case a custom-state operation sets with the call's value (or each value of
    /// the stream); payload-less for a `Void` call.
    public var success: Name?
    /// `failure: failed`: in a custom state, the case a call or stream operation sets with the error; in a standard
    /// state, the case of a stream's state type that reports failure in-band.
    public var failure: Name?
    /// `stop: stopWatching`: the method that stops the operation's run.
    public var stop: Name?
    /// `append: entries`: the array property each value of a stream operation is appended to, instead of the state.
    public var append: Name?
    /// `assign: prs`: the property or broadcast a `call` operation's value is written to, instead of the state.
    public var assign: Name?
    /// `stop: { name, to: initial }`: the state the stop method returns to; nil for the default, `ready`.
    public var stopsTo: Located<StopTarget>?
    /// `arguments: { recipient: recipientInput, force: true }`: the use case's parameters (or option fields) the model
    /// gives, each from a member path or a literal; they leave the operation's signature.
    public var arguments: [ArgumentSpec]
    /// `from: configuration`: the member whose current value the model's factory of the use case is called with, at
    /// each run; the model takes the factory instead of the use case.
    public var from: Name?
    /// `progress: onEvent` or `progress: { parameter, case }`: the callback parameter of a `call` whose values the
    /// state shows.
    public var progress: Name?
    /// `progress: { parameter, case }`: the custom state case each callback value is assigned to.
    public var progressCase: Name?

    /// The state a `stop` method returns to (`to:`).
    public enum StopTarget: String, Sendable, CaseIterable {
        /// `.ready(prior)`, or the initial case without a prior (the default).
        case ready
        /// The state the model starts in: `uninitialized` (as `stateNames` names it), or a custom state's `initial`.
        case initial
    }

    /// The method name.
    public var name: Name
    /// Documentation.
    public var doc: String?
    /// Stream, call or steps.
    public var kind: Kind

    /// The value with these fields.
    public init(
        reloads: Located<Bool>? = nil, onError: Located<OnError>? = nil, begin: Name? = nil, success: Name? = nil,
        failure: Name? = nil, stop: Name? = nil, append: Name? = nil, assign: Name? = nil,
        stopsTo: Located<StopTarget>? = nil, arguments: [ArgumentSpec] = [], from: Name? = nil, progress: Name? = nil,
        progressCase: Name? = nil, name: Name, doc: String? = nil, kind: Kind
    ) {
        self.reloads = reloads
        self.onError = onError
        self.begin = begin
        self.success = success
        self.failure = failure
        self.stop = stop
        self.append = append
        self.assign = assign
        self.stopsTo = stopsTo
        self.arguments = arguments
        self.from = from
        self.progress = progress
        self.progressCase = progressCase
        self.name = name
        self.doc = doc
        self.kind = kind
    }
}

/// One `arguments:` entry of an operation: the parameter label (or option field) and the value as written, a member
/// path of the model or a Swift literal.
public struct ArgumentSpec: Sendable {
    /// The parameter's label, or the option field's name.
    public var parameter: Name
    /// The value as written: `recipientInput`, `configuration.repoSlug`, `true`, `3`, `"\"main\""`.
    public var value: Located<String>

    /// The entry `parameter: value`.
    public init(parameter: Name, value: Located<String>) {
        self.parameter = parameter
        self.value = value
    }

    /// The literal the value is, or nil for a member path.
    public var literal: DefaultLiteral? { DefaultLiteral.classify(value.value) }
}

/// One step of a `steps` operation.
public enum StepSpec: Sendable {
    /// `{ stream: UseCase, as: case }`.
    case stream(Name, as: Name?)
    /// `{ state: case }`.
    case state(Name)
    /// `{ call: child.operation }`: the child and the operation.
    case call(child: Name, operation: Name)

    /// The use case a `stream` step streams.
    public var streamedUseCase: Name? {
        switch self {
        case .stream(let useCase, _): useCase
        case .state, .call: nil
        }
    }
}

extension ModelSpec {
    /// What streams into the model's state, each with its name in `Operation`: stream operations (named after the
    /// operation), then `observes` entries (named after the child).
    public var streamsIntoState: [(name: String, useCase: Name)] {
        let operations = operations.compactMap { operation -> (name: String, useCase: Name)? in
            // An appending stream writes a property, not the state; a custom-state stream with `success` writes that case.
            guard let useCase = operation.kind.streamedUseCase, operation.append == nil, operation.success == nil else {
                return nil
            }
            return (operation.name.value, useCase)
        }
        return operations + observes.map { ($0.child.value, $0.useCase) }
    }

    /// Every use case the model holds, once each, in the order it first appears: load, property loads, operations,
    /// observes.
    public var useCasesInOrder: [Name] {
        var names: [Name] = []
        func use(_ name: Name) { if !names.contains(where: { $0.value == name.value }) { names.append(name) } }
        load.map(use)
        properties.compactMap(\.load).forEach(use)
        for operation in operations {
            switch operation.kind {
            case .stream(let name), .call(let name): use(name)
            case .steps(let steps):
                steps.compactMap(\.streamedUseCase).forEach(use)
            }
        }
        observes.map(\.useCase).forEach(use)
        return names
    }
}
