// The index of one run: every declaration of every spec file by name, with the lookups validation and translation share.

/// Every declaration of a run, by name; built once, read by the validator and the translator.
public struct SpecIndex: Sendable {
    /// What kind of thing a type name declares.
    public enum Kind: String, Sendable {
        case `enum` = "enum", snapshot, useCase = "use case", options = "options type", state = "state type", model,
            external = "external type"

        /// True for a type written by hand elsewhere, which the specs only list.
        var isExternal: Bool {
            switch self {
            case .external: true
            case .enum, .snapshot, .useCase, .options, .state, .model: false
            }
        }

        /// "an enum", "a snapshot", ...
        var withArticle: String {
            switch self {
            case .enum, .options, .external: "an \(rawValue)"
            case .snapshot, .useCase, .state, .model: "a \(rawValue)"
            }
        }
    }

    /// A declared type name.
    public struct Declaration: Sendable {
        /// What it declares.
        public var kind: Kind
        /// Where it was first declared.
        public var location: SourceLocation
    }

    /// Names that resolve without being declared.
    public static let standardTypes: Set<String> = [
        "String", "Int", "Double", "Float", "Bool", "Date", "URL", "UUID", "Data", "Decimal", "Never", "Void",
        "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Character",
        "Array", "Dictionary", "Set", "Optional", "Result", "Error", "TimeInterval", "Duration", "AsyncStream",
        "AsyncThrowingStream", "Task",
    ]

    /// The spec files, in path order.
    public private(set) var files: [SpecFile]
    /// Type names declared in the specs.
    public private(set) var declarations: [String: Declaration] = [:]
    /// Enums by name.
    public private(set) var enums = SpecTable<EnumSpec>()
    /// Snapshots by name.
    public private(set) var snapshots = SpecTable<SnapshotSpec>()
    /// Use cases by name.
    public private(set) var useCases = SpecTable<UseCaseSpec>()
    /// Models by name.
    public private(set) var models = SpecTable<ModelSpec>()
    /// The synthesised protocols of each declared type, as generated (see `inferConformances()`).
    public internal(set) var declaredConformances: [String: SynthesizedProtocols] = [:]
    /// The names of the `existing` use cases, whose nested types resolve.
    public internal(set) var existingUseCases: Set<String> = []
    /// External types by name, each as first listed.
    public private(set) var externals = SpecTable<ExternalSpec>()
    /// State enums by name, with the stream use case that declares each.
    public private(set) var states = SpecTable<UseCaseSpec>()
    /// The models that are elements of some model's collection (`each`), whose `configuration` their parent updates.
    public private(set) var collectionElements: Set<String> = []
    /// The model each nested enum and snapshot is declared in, by the type's name: a spec names a nested type bare,
    /// or qualified by its model (`LogsModel.Filter`).
    public private(set) var nestedOwners: [String: String] = [:]

    /// Indexes `files`; second declarations of a name are reported and ignored.
    init(files: [SpecFile], diagnostics: inout DiagnosticList) {
        self.files = files
        declareNames(&diagnostics)
        fillKindTables()
        collectionElements = Self.collectionElements(of: models.values)
        for file in files {
            for spec in file.enums { if let model = spec.nestedIn { nestedOwners[spec.name.value] = model.value } }
            for spec in file.snapshots { if let model = spec.nestedIn { nestedOwners[spec.name.value] = model.value } }
        }
    }

    /// The declared name a plain named type has: its name, or a nested type's bare name when the spec qualifies it by
    /// its model (`LogsModel.Filter`); nil for any other type.
    public func declaredName(_ type: TypeExpression) -> String? {
        if let name = type.simpleName { return name }
        guard case .named(let path, let generic) = type, generic.isEmpty, namesNestedType(path) else { return nil }
        return path[1]
    }

    /// True when `path` is a model and a type nested in it: `LogsModel.Filter`.
    public func namesNestedType(_ path: [String]) -> Bool {
        path.count == 2 && nestedOwners[path[1]] == path[0]
    }

    /// `expression` with every nested type named by its model too (`Filter` as `LogsModel.Filter`): what generated
    /// code outside the model can name it by.
    public func qualifyingNestedTypes(_ expression: TypeExpression) -> TypeExpression {
        // Most types name no nested type: they are kept as they are rather than rebuilt node by node.
        guard !nestedOwners.isEmpty,
            expression.containsNamedPath(where: { $0.count == 1 && nestedOwners[$0[0]] != nil })
        else { return expression }
        return expression.mappingNames { path in
            guard path.count == 1, let model = nestedOwners[path[0]] else { return path }
            return [model, path[0]]
        }
    }

    /// The child models of every collection of `models`: indexed once, so that no model looks through every other.
    private static func collectionElements(of models: some Sequence<ModelSpec>) -> Set<String> {
        var elements = Set<String>()
        for model in models {
            for child in model.children {
                switch child.lifetime.value {
                case .collection: elements.insert(child.model.value)
                case .required, .optional, .activated, .provided, .assigned, .keyed: break
                }
            }
        }
        return elements
    }

    /// Fills `declarations` with every declared name, reporting second declarations.
    private mutating func declareNames(_ diagnostics: inout DiagnosticList) {
        // The same external may be listed in several spec files of a run, but not again over a reference.
        var referencedExternals = Set<String>()
        for file in files {
            for external in file.external {
                let name = external.name.value
                if file.isReference { referencedExternals.insert(name) }
                if declarations[name]?.kind.isExternal != true
                    || (!file.isReference && referencedExternals.contains(name))
                {
                    declare(external.name, .external, &diagnostics)
                }
            }
            for spec in file.enums { declare(spec.name, .enum, &diagnostics) }
            for spec in file.snapshots { declare(spec.name, .snapshot, &diagnostics) }
            for spec in file.useCases { declareUseCase(spec, &diagnostics) }
            for spec in file.models { declare(spec.name, .model, &diagnostics) }
        }
    }

    /// Declares a use case's name, and the options, state and protocol types it declares.
    private mutating func declareUseCase(_ spec: UseCaseSpec, _ diagnostics: inout DiagnosticList) {
        guard declare(spec.name, .useCase, &diagnostics) else { return }
        if spec.options != nil {
            declare(
                Name(Namer.optionsType(of: spec).bare, at: spec.optionsType?.location ?? spec.name.location), .options,
                &diagnostics)
        }
        if let stream = spec.stream {
            declare(Self.stateName(of: spec, stream), .state, &diagnostics)
        }
        if spec.isExisting {
            declare(Name(Namer.protocolName(of: spec).bare, at: spec.name.location), .useCase, &diagnostics)
        }
    }

    /// Fills the tables by kind: each with the declarations of its kind that `declarations` holds (the first of each
    /// name, whatever its kind).
    private mutating func fillKindTables() {
        for file in files {
            Self.fill(&externals, .external, from: file.external, declarations) { $0.name }
            Self.fill(&enums, .enum, from: file.enums, declarations) { $0.name }
            Self.fill(&snapshots, .snapshot, from: file.snapshots, declarations) { $0.name }
            Self.fill(&useCases, .useCase, from: file.useCases, declarations) { $0.name }
            // A use case's state type stands at the use case, in the table of states.
            Self.fill(&states, .state, from: file.useCases, declarations) { spec in
                spec.stream.map { Self.stateName(of: spec, $0) }
            }
            Self.fill(&models, .model, from: file.models, declarations) { $0.name }
        }
    }

    /// Inserts into `table` each of `specs` under the name `name` gives it (nil for none), when it is the first
    /// declaration of that name in `declarations`, of `kind` and at the same place. Static, so that the table is
    /// changed in place while the index's declarations are read (a method of the index would work on a copy).
    private static func fill<Spec>(
        _ table: inout SpecTable<Spec>, _ kind: Kind, from specs: [Spec], _ declarations: [String: Declaration],
        name: (Spec) -> Name?
    ) {
        for spec in specs {
            guard let name = name(spec), let first = declarations[name.value], first.kind == kind,
                first.location == name.location
            else { continue }
            table.insertIfAbsent(name.value, spec)
        }
    }

    /// The state type a stream use case declares, located where it is named, else at the use case.
    private static func stateName(of spec: UseCaseSpec, _ stream: StreamSpec) -> Name {
        Name(
            Namer.stateType(of: spec.name.value, override: stream.stateType?.value).bare,
            at: stream.stateType?.location ?? spec.name.location)
    }

    @discardableResult
    private mutating func declare(_ name: Name, _ kind: Kind, _ diagnostics: inout DiagnosticList) -> Bool {
        if let first = declarations[name.value] {
            let kinds = first.kind == kind ? "" : ": first as \(first.kind.withArticle), then as \(kind.withArticle)"
            diagnostics.error(
                "\(quoted: name.value) is declared twice\(kinds)", at: name.location,
                notes: [.init("first declared here", at: first.location)])
            return false
        }
        declarations[name.value] = Declaration(kind: kind, location: name.location)
        return true
    }

    /// Standard library names a dependency's type may use (`any Clock<Duration>`); unlike `standardTypes`, a spec may
    /// also declare them `external`.
    public static let standardProtocols: Set<String> = ["Clock", "ContinuousClock", "SuspendingClock", "Sendable"]

    /// True when `name` resolves as a type.
    public func resolves(_ name: String) -> Bool {
        if let declaration = declarations[name] { return declaration.kind != .useCase && declaration.kind != .model }
        return Self.standardTypes.contains(name) || Self.standardProtocols.contains(name)
    }

    /// True when a dotted name resolves: it is listed under `external` as written, or its first part is an external
    /// type or an existing use case (`GreetingUseCase.Options`).
    public func resolvesNested(_ path: [String]) -> Bool {
        guard path.count > 1 else { return false }
        if declarations[path.joined(separator: ".")]?.kind == .external || namesNestedType(path) { return true }
        return declarations[path[0]]?.kind == .external || useCases[path[0]]?.isExisting == true
    }

    /// Every name a type may use, for suggestions.
    public var typeNames: [String] {
        Array(Self.standardTypes) + declarations.filter { $0.value.kind != .useCase && $0.value.kind != .model }.keys
    }

    /// The state type name of a stream use case, given its `stream:` part.
    public static func stateType(of useCase: UseCaseSpec, _ stream: StreamSpec) -> String {
        stateName(of: useCase, stream).value
    }

    /// The completed case of a stream: the one `completed:` names, else the last case whose payload is a declared snapshot.
    public func completedCase(of stream: StreamSpec) -> CaseSpec? {
        if let completed = stream.completed { return stream.states.first { $0.name.value == completed.value } }
        return stream.states.last { snapshotName(of: $0) != nil }
    }

    /// The snapshot a case carries as its single payload, if any.
    public func snapshotName(of spec: CaseSpec) -> String? {
        guard let type = spec.payload.single, let name = type.expression.flatMap({ declaredName($0) }),
            snapshots[name] != nil
        else { return nil }
        return name
    }
}
