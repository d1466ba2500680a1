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
///
/// Every stage reads it and many copy it: its fields are kept in one ``SharedValue``, so that a copy is one retain.
public struct CaseSpec: Sendable {
    /// The fields, stored once for every copy.
    private struct Fields: Sendable {
        var name: Name
        var payload: Payload
    }

    private var shared: SharedValue<Fields>

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
    public var name: Name {
        get { shared.value.name }
        set { shared.value.name = newValue }
    }
    /// The payload.
    public var payload: Payload {
        get { shared.value.payload }
        set { shared.value.payload = newValue }
    }

    /// The value with these fields.
    public init(name: Name, payload: Payload) {
        self.shared = SharedValue(Fields(name: name, payload: payload))
    }
}

/// A field of a snapshot or an options struct, a labelled payload value or a broadcast value.
///
/// Every stage reads it and many copy it: its fields are kept in one ``SharedValue``, so that a copy is one retain.
public struct FieldSpec: Sendable {
    /// The fields, stored once for every copy.
    private struct Fields: Sendable {
        var replay: Located<Bool>?
        var name: Name
        var type: TypeReference
        var defaultValue: Located<String>?
        var doc: String?
        var access: Located<GenerationOptions.Access>?
        var setter: Located<GenerationOptions.Access>?
        var tracked: Located<Bool>?
        var didSet: Name?
        var load: Name?
    }

    private var shared: SharedValue<Fields>

    /// A broadcast's `replay:`: false when a new subscriber gets only later changes.
    public var replay: Located<Bool>? {
        get { shared.value.replay }
        set { shared.value.replay = newValue }
    }
    /// The field name.
    public var name: Name {
        get { shared.value.name }
        set { shared.value.name = newValue }
    }
    /// The field type.
    public var type: TypeReference {
        get { shared.value.type }
        set { shared.value.type = newValue }
    }
    /// A Swift literal default, as written.
    public var defaultValue: Located<String>? {
        get { shared.value.defaultValue }
        set { shared.value.defaultValue = newValue }
    }
    /// Documentation.
    public var doc: String? {
        get { shared.value.doc }
        set { shared.value.doc = newValue }
    }
    /// `access:` of a property, dependency: nil for the model's access.
    public var access: Located<GenerationOptions.Access>? {
        get { shared.value.access }
        set { shared.value.access = newValue }
    }
    /// `set:` of a property: who may set it; nil for its access.
    public var setter: Located<GenerationOptions.Access>? {
        get { shared.value.setter }
        set { shared.value.setter = newValue }
    }
    /// `tracked: false`: a property stored outside observation.
    public var tracked: Located<Bool>? {
        get { shared.value.tracked }
        set { shared.value.tracked = newValue }
    }
    /// `didSet: name`: the hand-written method a property's `didSet` calls.
    public var didSet: Name? {
        get { shared.value.didSet }
        set { shared.value.didSet = newValue }
    }
    /// `load: UseCase`: the synchronous value use case whose value the property starts with.
    public var load: Name? {
        get { shared.value.load }
        set { shared.value.load = newValue }
    }

    /// The value with these fields.
    public init(
        replay: Located<Bool>? = nil, name: Name, type: TypeReference, defaultValue: Located<String>? = nil,
        doc: String? = nil, access: Located<GenerationOptions.Access>? = nil,
        setter: Located<GenerationOptions.Access>? = nil, tracked: Located<Bool>? = nil, didSet: Name? = nil,
        load: Name? = nil
    ) {
        self.shared = SharedValue(
            Fields(
                replay: replay, name: name, type: type, defaultValue: defaultValue, doc: doc, access: access,
                setter: setter, tracked: tracked, didSet: didSet, load: load))
    }
}

/// `enums:` entry.
/// An `external` entry: a type written by hand elsewhere, with what it conforms to.
public struct ExternalSpec: Sendable {
    /// The type's name; a dotted name (`GreetingUseCase.Options`) names a nested type.
    public var name: Name
    /// The protocols of the mapping form (`Greeting: [Sendable, Codable]`); nil in the list form, which assumes
    /// `Sendable, Equatable, Hashable`.
    public var conformances: [Name]?
}

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
///
/// Every stage reads it and many copy it: its fields are kept in one ``SharedValue``, so that a copy is one retain.
public struct SnapshotSpec: Sendable {
    /// The fields, stored once for every copy.
    private struct Fields: Sendable {
        var name: Name
        var doc: String?
        var conforms: [Name]
        var fields: [FieldSpec]
        var nestedIn: Name?
    }

    private var shared: SharedValue<Fields>

    /// The struct name.
    public var name: Name {
        get { shared.value.name }
        set { shared.value.name = newValue }
    }
    /// Documentation.
    public var doc: String? {
        get { shared.value.doc }
        set { shared.value.doc = newValue }
    }
    /// Protocols added to `Sendable, Equatable`.
    public var conforms: [Name] {
        get { shared.value.conforms }
        set { shared.value.conforms = newValue }
    }
    /// Stored properties in order.
    public var fields: [FieldSpec] {
        get { shared.value.fields }
        set { shared.value.fields = newValue }
    }
    /// The model it is nested in (`snapshots:` under a model); nil for a file's own.
    public var nestedIn: Name? {
        get { shared.value.nestedIn }
        set { shared.value.nestedIn = newValue }
    }

    /// The value with these fields.
    public init(name: Name, doc: String? = nil, conforms: [Name], fields: [FieldSpec], nestedIn: Name? = nil) {
        self.shared = SharedValue(Fields(name: name, doc: doc, conforms: conforms, fields: fields, nestedIn: nestedIn))
    }
}

/// `useCases:` entry.
///
/// Every stage reads it and many copy it: its fields are kept in one ``SharedValue``, so that a copy is one retain.
public struct UseCaseSpec: Sendable {
    /// The fields, stored once for every copy.
    private struct Fields: Sendable {
        var name: Name
        var doc: String?
        var options: [FieldSpec]?
        var optionsType: Name?
        var kind: Kind
        var existing: Located<Bool>?
        var otherKinds: [Name] = []
    }

    private var shared: SharedValue<Fields>

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
    public var name: Name {
        get { shared.value.name }
        set { shared.value.name = newValue }
    }
    /// Documentation.
    public var doc: String? {
        get { shared.value.doc }
        set { shared.value.doc = newValue }
    }
    /// `options:` fields; nil when the use case takes none.
    public var options: [FieldSpec]? {
        get { shared.value.options }
        set { shared.value.options = newValue }
    }
    /// `optionsType:` override of `XOptions`.
    public var optionsType: Name? {
        get { shared.value.optionsType }
        set { shared.value.optionsType = newValue }
    }
    /// Stream, fetch or call.
    public var kind: Kind {
        get { shared.value.kind }
        set { shared.value.kind = newValue }
    }
    /// `existing: true`: the type is written by hand; modelgen generates `<Name>Protocol` and the conformance.
    public var existing: Located<Bool>? {
        get { shared.value.existing }
        set { shared.value.existing = newValue }
    }
    /// `stream` or `fetch` keys written beside `call`, which the validator reports.
    public var otherKinds: [Name] {
        get { shared.value.otherKinds }
        set { shared.value.otherKinds = newValue }
    }

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
        self.shared = SharedValue(
            Fields(
                name: name, doc: doc, options: options, optionsType: optionsType, kind: kind, existing: existing,
                otherKinds: otherKinds))
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
///
/// Every stage reads it and many copy it: its fields are kept in one ``SharedValue``, so that a copy is one retain.
public struct ModelSpec: Sendable {
    /// The fields, stored once for every copy.
    private struct Fields: Sendable {
        var name: Name
        var doc: String?
        var configuration: TypeReference?
        var id: ModelIDSpec?
        var snapshot: TypeReference?
        var state: [CaseSpec]?
        var stateLocation: SourceLocation?
        var initial: Name?
        var initialPayload: [InitialArgument]?
        var load: Name?
        var broadcasts: [FieldSpec]
        var children: [ChildSpec]
        var observes: [ObserveSpec]
        var operations: [OperationSpec]
        var properties: [FieldSpec] = []
        var dependencies: [FieldSpec] = []
        var access: Located<GenerationOptions.Access>?
        var stateNames: Located<StateNames>?
        var stateCases: Located<GenerationOptions.StateCases>?
        var didInit: Name?
    }

    private var shared: SharedValue<Fields>

    /// The class name.
    public var name: Name {
        get { shared.value.name }
        set { shared.value.name = newValue }
    }
    /// Documentation.
    public var doc: String? {
        get { shared.value.doc }
        set { shared.value.doc = newValue }
    }
    /// `configuration:` type of `let configuration`.
    public var configuration: TypeReference? {
        get { shared.value.configuration }
        set { shared.value.configuration = newValue }
    }
    /// `id: number` or `id: { field: number, type: Int }`: the model is `Identifiable` by that configuration field.
    public var id: ModelIDSpec? {
        get { shared.value.id }
        set { shared.value.id = newValue }
    }
    /// `snapshot:` the standard state's snapshot type.
    public var snapshot: TypeReference? {
        get { shared.value.snapshot }
        set { shared.value.snapshot = newValue }
    }
    /// `state:` custom state cases.
    public var state: [CaseSpec]? {
        get { shared.value.state }
        set { shared.value.state = newValue }
    }
    /// Where `state:` was written.
    public var stateLocation: SourceLocation? {
        get { shared.value.stateLocation }
        set { shared.value.stateLocation = newValue }
    }
    /// `initial:` case of a custom state.
    public var initial: Name? {
        get { shared.value.initial }
        set { shared.value.initial = newValue }
    }
    /// `initial: { idle: { prior: "[]" } }`: the literals of the initial case's payload, each with its label (none for
    /// a single unlabelled payload, `initial: { saved: "0" }`); nil when the case is written alone.
    public var initialPayload: [InitialArgument]? {
        get { shared.value.initialPayload }
        set { shared.value.initialPayload = newValue }
    }
    /// `load:` use case run from init.
    public var load: Name? {
        get { shared.value.load }
        set { shared.value.load = newValue }
    }
    /// `broadcasts:` values observed by subscribers.
    public var broadcasts: [FieldSpec] {
        get { shared.value.broadcasts }
        set { shared.value.broadcasts = newValue }
    }
    /// `children:` in order.
    public var children: [ChildSpec] {
        get { shared.value.children }
        set { shared.value.children = newValue }
    }
    /// `observes:` in order.
    public var observes: [ObserveSpec] {
        get { shared.value.observes }
        set { shared.value.observes = newValue }
    }
    /// `operations:` in order.
    public var operations: [OperationSpec] {
        get { shared.value.operations }
        set { shared.value.operations = newValue }
    }
    /// Observable stored values beside the state: view input and the like.
    public var properties: [FieldSpec] {
        get { shared.value.properties }
        set { shared.value.properties = newValue }
    }
    /// Injected values that hand-written extensions use, each a declared use case or a type as written.
    public var dependencies: [FieldSpec] {
        get { shared.value.dependencies }
        set { shared.value.dependencies = newValue }
    }
    /// `access:` of the model: nil for the run's access.
    public var access: Located<GenerationOptions.Access>? {
        get { shared.value.access }
        set { shared.value.access = newValue }
    }
    /// `stateNames:` of the model, where it was written: nil for the run's names.
    public var stateNames: Located<StateNames>? {
        get { shared.value.stateNames }
        set { shared.value.stateNames = newValue }
    }
    /// `stateCases:` of the model: nil for the run's.
    public var stateCases: Located<GenerationOptions.StateCases>? {
        get { shared.value.stateCases }
        set { shared.value.stateCases = newValue }
    }
    /// `didInit: name`: the hand-written method the init calls last.
    public var didInit: Name? {
        get { shared.value.didInit }
        set { shared.value.didInit = newValue }
    }

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
        self.shared = SharedValue(
            Fields(
                name: name, doc: doc, configuration: configuration, id: id, snapshot: snapshot, state: state,
                stateLocation: stateLocation, initial: initial, initialPayload: initialPayload, load: load,
                broadcasts: broadcasts, children: children, observes: observes, operations: operations,
                properties: properties, dependencies: dependencies, access: access, stateNames: stateNames,
                stateCases: stateCases, didInit: didInit))
    }
}

/// A literal of the payload of a custom state's initial case: `prior: "[]"`.
public struct InitialArgument: Sendable {
    /// The payload's label; nil for a single unlabelled payload.
    public var label: Name?
    /// The literal, as written.
    public var value: Located<String>
}

/// A child lifetime.
public enum ChildLifetime: String, Sendable, CaseIterable {
    /// Injected at init, always present.
    case required
    /// Exists once configured.
    case optional
    /// Created by `activate()`, dropped by `deactivate()`.
    case activated
    /// A new one per `makeX()` call.
    case provided
    /// Set by the model's owner, optional.
    case assigned
    /// One child per element of a snapshot array, kept by id (`each`).
    case collection
    /// A cache of children by key, each made on first use (`key`).
    case keyed

    /// What the lifetime means, for the JSON Schema: `activate() / deactivate()`.
    public var summary: String {
        switch self {
        case .required: "injected at init, always present (the default)"
        case .optional: "exists once configured (the default with configuredBy)"
        case .activated: "activate() / deactivate()"
        case .provided: "a new one per makeX() call"
        case .assigned: "set by the model's owner: an optional public var"
        case .collection: "one child per element of a snapshot array (each), kept by id"
        case .keyed: "a cache of children by key (key), each made on first use"
        }
    }

    // Every decision that depends on the lifetime is one of these properties, each an exhaustive switch:
    // a new lifetime makes the compiler point at each of them.

    /// True when the child is given to `init` and always present; every other lifetime is made by a factory given to `init`.
    public var isInjected: Bool {
        switch self {
        case .required: true
        case .optional, .activated, .provided, .assigned, .collection, .keyed: false
        }
    }

    /// True when the child is made from its model's `configuration` (`configuredBy:`, `configure(_:)`, `clearX()`).
    public var isConfigured: Bool {
        switch self {
        case .optional: true
        case .required, .activated, .provided, .assigned, .collection, .keyed: false
        }
    }

    /// True for one child per element of a snapshot array (`each`).
    public var isCollection: Bool {
        switch self {
        case .collection: true
        case .required, .optional, .activated, .provided, .assigned, .keyed: false
        }
    }

    /// True when the child is made by `activate()` and dropped by `deactivate()`.
    public var isActivated: Bool {
        switch self {
        case .activated: true
        case .required, .optional, .provided, .assigned, .collection, .keyed: false
        }
    }

    /// True when the child is an optional property that comes and goes (`reloadsParent:` applies, `@Observable` tracks it).
    public var isTracked: Bool {
        switch self {
        case .optional, .activated, .assigned: true
        case .required, .provided, .collection, .keyed: false
        }
    }

    /// True for a lifetime a spec writes under `lifetime:`; a collection is written with `each` instead, a keyed cache
    /// with `key`.
    public var isWritten: Bool {
        switch self {
        case .required, .optional, .activated, .provided, .assigned: true
        case .collection, .keyed: false
        }
    }

    /// The lifetimes a spec writes under `lifetime:`.
    public static let written = allCases.filter(\.isWritten)

    /// True when a factory given to `init` makes the child; an injected or assigned child is given as it is.
    public var isMade: Bool {
        switch self {
        case .optional, .activated, .provided, .collection, .keyed: true
        case .required, .assigned: false
        }
    }

    /// True when the model holds the child in a property, so that steps can call its operations.
    public var isHeld: Bool {
        switch self {
        case .required, .optional, .activated, .assigned: true
        case .provided, .collection, .keyed: false
        }
    }

    /// True when the model holds its children in order, so that a `call` step calls the operation on each of them in
    /// turn (`{ call: prModels.refresh }`).
    public var callsEachChild: Bool {
        switch self {
        case .collection: true
        case .required, .optional, .activated, .provided, .assigned, .keyed: false
        }
    }

    /// Why a `call` step cannot call an operation of such a child, or nil when it can (a held child, or each child of a
    /// collection).
    public var whyNoCallStep: String? {
        switch self {
        case .required, .optional, .activated, .assigned, .collection: nil
        case .provided: "a provided child is made anew by each call of its factory method, and the model keeps none"
        case .keyed: "a keyed cache holds its children by key, in no order that steps could call them in"
        }
    }
}

/// `children:` entry.
///
/// Every stage reads it and many copy it: its fields are kept in one ``SharedValue``, so that a copy is one retain.
public struct ChildSpec: Sendable {
    /// The fields, stored once for every copy.
    private struct Fields: Sendable {
        var name: Name
        var model: Name
        var lifetime: Located<ChildLifetime>
        var configuredBy: TypeReference?
        var reloadsParent: Located<Bool>?
        var each: Name?
        var id: Name?
        var key: TypeReference?
        var access: Located<GenerationOptions.Access>?
    }

    private var shared: SharedValue<Fields>

    /// The property name.
    public var name: Name {
        get { shared.value.name }
        set { shared.value.name = newValue }
    }
    /// The child's model class.
    public var model: Name {
        get { shared.value.model }
        set { shared.value.model = newValue }
    }
    /// The lifetime, with where it was decided.
    public var lifetime: Located<ChildLifetime> {
        get { shared.value.lifetime }
        set { shared.value.lifetime = newValue }
    }
    /// `configuredBy:` type of an optional child.
    public var configuredBy: TypeReference? {
        get { shared.value.configuredBy }
        set { shared.value.configuredBy = newValue }
    }
    /// `reloadsParent: true`.
    public var reloadsParent: Located<Bool>? {
        get { shared.value.reloadsParent }
        set { shared.value.reloadsParent = newValue }
    }
    /// `each: prs`: the snapshot's array field whose elements the children are made from.
    public var each: Name? {
        get { shared.value.each }
        set { shared.value.each = newValue }
    }
    /// `id: number`: the element's field that identifies a child.
    public var id: Name? {
        get { shared.value.id }
        set { shared.value.id = newValue }
    }
    /// `key: String`: the type a keyed cache holds its children by.
    public var key: TypeReference? {
        get { shared.value.key }
        set { shared.value.key = newValue }
    }
    /// `access:` of the child's property: nil for the model's access.
    public var access: Located<GenerationOptions.Access>? {
        get { shared.value.access }
        set { shared.value.access = newValue }
    }

    /// The value with these fields.
    public init(
        name: Name, model: Name, lifetime: Located<ChildLifetime>, configuredBy: TypeReference? = nil,
        reloadsParent: Located<Bool>? = nil, each: Name? = nil, id: Name? = nil, key: TypeReference? = nil,
        access: Located<GenerationOptions.Access>? = nil
    ) {
        self.shared = SharedValue(
            Fields(
                name: name, model: model, lifetime: lifetime, configuredBy: configuredBy, reloadsParent: reloadsParent,
                each: each, id: id, key: key, access: access))
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
///
/// Every stage reads it and many copy it: its fields are kept in one ``SharedValue``, so that a copy is one retain.
public struct OperationSpec: Sendable {
    /// The fields, stored once for every copy.
    private struct Fields: Sendable {
        var reloads: Located<Bool>?
        var onError: Located<OnError>?
        var begin: Name?
        var success: Name?
        var failure: Name?
        var stop: Name?
        var append: Name?
        var assign: Name?
        var stopsTo: Located<StopTarget>?
        var arguments: [ArgumentSpec] = []
        var from: Name?
        var progress: Name?
        var progressCase: Name?
        var name: Name
        var doc: String?
        var kind: Kind
    }

    private var shared: SharedValue<Fields>

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
    public var reloads: Located<Bool>? {
        get { shared.value.reloads }
        set { shared.value.reloads = newValue }
    }
    /// `onError:` of a `call` operation.
    public var onError: Located<OnError>? {
        get { shared.value.onError }
        set { shared.value.onError = newValue }
    }

    /// `begin: preparing`: the payload-less state case a stream operation assigns before it returns (a case of the
    /// stream's state type), or that a custom-state operation sets before its work starts (a case of the model's state).
    public var begin: Name? {
        get { shared.value.begin }
        set { shared.value.begin = newValue }
    }
    /// `success: loaded`: the custom state case a custom-state operation sets with the call's value (or each value of
    /// the stream); payload-less for a `Void` call.
    public var success: Name? {
        get { shared.value.success }
        set { shared.value.success = newValue }
    }
    /// `failure: failed`: in a custom state, the case a call or stream operation sets with the error; in a standard
    /// state, the case of a stream's state type that reports failure in-band.
    public var failure: Name? {
        get { shared.value.failure }
        set { shared.value.failure = newValue }
    }
    /// `stop: stopWatching`: the method that stops the operation's run.
    public var stop: Name? {
        get { shared.value.stop }
        set { shared.value.stop = newValue }
    }
    /// `append: entries`: the array property each value of a stream operation is appended to, instead of the state.
    public var append: Name? {
        get { shared.value.append }
        set { shared.value.append = newValue }
    }
    /// `assign: prs`: the property or broadcast a `call` operation's value is written to, instead of the state.
    public var assign: Name? {
        get { shared.value.assign }
        set { shared.value.assign = newValue }
    }
    /// `stop: { name, to: initial }`: the state the stop method returns to; nil for the default, `ready`.
    public var stopsTo: Located<StopTarget>? {
        get { shared.value.stopsTo }
        set { shared.value.stopsTo = newValue }
    }
    /// `arguments: { recipient: recipientInput, force: true }`: the use case's parameters (or option fields) the model
    /// gives, each from a member path or a literal; they leave the operation's signature.
    public var arguments: [ArgumentSpec] {
        get { shared.value.arguments }
        set { shared.value.arguments = newValue }
    }
    /// `from: configuration`: the member whose current value the model's factory of the use case is called with, at
    /// each run; the model takes the factory instead of the use case.
    public var from: Name? {
        get { shared.value.from }
        set { shared.value.from = newValue }
    }
    /// `progress: onEvent` or `progress: { parameter, case }`: the callback parameter of a `call` whose values the
    /// state shows.
    public var progress: Name? {
        get { shared.value.progress }
        set { shared.value.progress = newValue }
    }
    /// `progress: { parameter, case }`: the custom state case each callback value is assigned to.
    public var progressCase: Name? {
        get { shared.value.progressCase }
        set { shared.value.progressCase = newValue }
    }

    /// The state a `stop` method returns to (`to:`).
    public enum StopTarget: String, Sendable, CaseIterable {
        /// `.ready(prior)`, or the initial case without a prior (the default).
        case ready
        /// The state the model starts in: `uninitialized` (as `stateNames` names it), or a custom state's `initial`.
        case initial
    }

    /// The method name.
    public var name: Name {
        get { shared.value.name }
        set { shared.value.name = newValue }
    }
    /// Documentation.
    public var doc: String? {
        get { shared.value.doc }
        set { shared.value.doc = newValue }
    }
    /// Stream, call or steps.
    public var kind: Kind {
        get { shared.value.kind }
        set { shared.value.kind = newValue }
    }

    /// The value with these fields.
    public init(
        reloads: Located<Bool>? = nil, onError: Located<OnError>? = nil, begin: Name? = nil, success: Name? = nil,
        failure: Name? = nil, stop: Name? = nil, append: Name? = nil, assign: Name? = nil,
        stopsTo: Located<StopTarget>? = nil, arguments: [ArgumentSpec] = [], from: Name? = nil, progress: Name? = nil,
        progressCase: Name? = nil, name: Name, doc: String? = nil, kind: Kind
    ) {
        self.shared = SharedValue(
            Fields(
                reloads: reloads, onError: onError, begin: begin, success: success, failure: failure, stop: stop,
                append: append, assign: assign, stopsTo: stopsTo, arguments: arguments, from: from, progress: progress,
                progressCase: progressCase, name: name, doc: doc, kind: kind))
    }
}

// The kinds of operation as a spec writes them, declared once: the decoder's keys of an operation, which kind it
// reads and what it reports of the keys that do not go with it, and the JSON Schema's `oneOf`, descriptions and
// `dependentRequired` all come from `KindName` and `Key`. A new kind is a `Kind` case (the compiler then asks for its
// `name`), a `KindName` case and a `Key` case, each property below answered for them (the compiler asks), the
// decoder's branch that reads it (`SpecDecoder.operation(_:_:)`, the compiler asks) and its schema
// (`SpecSchema.operationProperty(_:)`, the compiler asks).
extension OperationSpec {
    /// The kinds of operation, each written as one key: `{ stream: UseCase }`, `{ call: UseCase }`, `{ steps: [...] }`.
    /// In the order diagnostics and the JSON Schema list them.
    public enum KindName: String, Sendable, CaseIterable {
        /// `{ stream: UseCase }`.
        case stream
        /// `{ call: UseCase }`.
        case call
        /// `{ steps: [...] }`.
        case steps

        /// The key that writes the kind.
        public var key: Key {
            switch self {
            case .stream: .stream
            case .call: .call
            case .steps: .steps
            }
        }

        /// True when, written beside another kind's key, the operation is read as this kind and every key of the other
        /// kind is reported as not going with it; false when such an operation is refused for having both.
        public var takesPrecedence: Bool {
            switch self {
            case .call: true
            case .stream, .steps: false
            }
        }

        /// The keys an operation of this kind takes besides its own `key` and the keys every operation takes, in
        /// ``Key`` order (some, like `begin`, also go with another kind).
        public var ownKeys: [Key] {
            Key.allCases.filter { $0.kinds.contains(self) && $0 != key }
        }
    }

    /// Every key of an operation's mapping, in the order the decoder's diagnostics and the JSON Schema list them.
    public enum Key: String, Sendable, CaseIterable {
        /// `doc:`.
        case doc
        /// `stream:`, the key of a stream operation.
        case stream
        /// `call:`, the key of a call operation.
        case call
        /// `reloads:` of a call operation.
        case reloads
        /// `onError:` of a call operation, or of a custom-state stream operation.
        case onError
        /// `assign:` of a call operation.
        case assign
        /// `progress:` of a call operation.
        case progress
        /// `begin:` of a stream operation, or of a custom-state call operation.
        case begin
        /// `success:` of a custom-state call or stream operation.
        case success
        /// `failure:` of a custom-state call or stream operation.
        case failure
        /// `stop:` of a stream operation.
        case stop
        /// `append:` of a stream operation.
        case append
        /// `steps:`, the key of a steps operation.
        case steps
        /// `arguments:` of a stream or call operation.
        case arguments
        /// `from:` of a stream or call operation.
        case from

        /// The kinds of operation the key writes or goes with, in ``KindName`` order; empty for a key every operation
        /// takes.
        public var kinds: [KindName] {
            switch self {
            case .doc: []
            case .stream, .stop, .append: [.stream]
            case .call, .reloads, .assign, .progress: [.call]
            case .begin, .onError, .success, .failure, .arguments, .from: [.stream, .call]
            case .steps: [.steps]
            }
        }

        /// What the key says, for the JSON Schema.
        public var summary: String {
            switch self {
            case .doc: "Documentation, emitted as /// comments."
            case .stream: "A stream use case run into the state; the method's parameters are its options."
            case .call: "A value use case called in the caller's task; the method's parameters are the call's."
            case .reloads: "After a call operation succeeds, the load runs again."
            case .onError:
                "What a call operation does with an error (default: state; in a custom state, state needs failure)."
            case .begin:
                "A payload-less case of the stream's state, assigned before the operation returns; in a custom state, a payload-less case of the model's state, set before the work starts."
            case .success:
                "Custom state: the case set with the call's value (each value of a stream); payload-less for a Void call."
            case .failure:
                "Custom state: the case set with the error (its payload is any Error). Standard state: a case of the stream's state type that reports failure in-band; its payload becomes the error of failed(_, prior:), and the run ends."
            case .stop:
                "A method that stops the operation's run: its name, back to ready(prior) (initial in a custom state), or { name, to: initial }, back to the initial state."
            case .steps: "Steps run in order."
            case .assign:
                "A property or broadcast value the call's value is written to, instead of the state; the state is left as it is unless the call fails (onError: state)."
            case .arguments:
                "The use case's parameters (or option fields) the model gives, each from a member path of the model (read when the operation runs) or a literal; they leave the operation's signature."
            case .from:
                "A member of the model whose current value a factory of the use case is called with at each run; the model takes the factory (make<UseCase>) instead of the use case."
            case .append:
                "An array property each value of the stream is appended to (a value of its element type, or an array of them), instead of the state."
            case .progress:
                "The call's callback parameter whose values show while the call runs: operating(value, prior:), or the custom state case of { parameter, case }; the operation does not take it."
            }
        }
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
