// modelgen.yml: the run's settings, every key optional, unknown keys rejected with a location.

/// The settings of `modelgen.yml`; command-line flags win over them.
public struct Configuration: Sendable, Equatable {
    /// Spec files or folders.
    public var specs: [String]?
    /// The output folder.
    public var output: String?
    /// A folder of templates replacing built-in ones by name.
    public var templates: String?
    /// Specs whose declarations resolve names in this run, rendered elsewhere.
    public var references: [String]?
    /// What is generated and how.
    public var options = GenerationOptions()
    /// The file the settings were read from; nil when there was none.
    public var path: String?

    /// The empty configuration.
    public init() {}

    /// Reads `modelgen.yml` text; `path` is used in locations.
    public static func decode(_ bytes: [UInt8], path: String) throws(DiagnosticsError) -> Configuration {
        var reader = NodeReader(try YAMLLoader().load(bytes, path: path))
        var configuration = Configuration()
        if let root = reader.document.root, let keys = reader.keyed(root, in: "modelgen.yml", allowed: Key.allCases) {
            configuration.specs = keys[.specs].map { reader.scalars($0.value, in: "'specs'").map(\.value) }
            configuration.output = keys[.output].flatMap { reader.scalar($0.value, in: "'output'")?.value }
            configuration.templates = keys[.templates].flatMap { reader.scalar($0.value, in: "'templates'")?.value }
            configuration.references = keys[.references].map {
                reader.scalars($0.value, in: "'references'").map(\.value)
            }
            if let node = keys[.stateNames]?.value { configuration.options.stateNames = stateNames(node, &reader) }
            if let node = keys[.access]?.value,
                let value = reader.choice(node, GenerationOptions.Access.self, "access")?.value
            {
                configuration.options.access = value
            }
            if let node = keys[.stateCases]?.value,
                let value = reader.choice(node, GenerationOptions.StateCases.self, "stateCases")?.value
            {
                configuration.options.stateCases = value
            }
            if let node = keys[.flavor]?.value,
                let value = reader.choice(node, GenerationOptions.Flavor.self, "flavor")?.value
            {
                configuration.options.flavor = value
            }
            if let node = keys[.observableObject]?.value,
                let parts = reader.keyed(node, in: "'observableObject'", allowed: ObservableObjectKey.allCases)
            {
                if let module = parts[.module]?.value,
                    let value = reader.choice(module, GenerationOptions.ObservableObjectModule.self, "module")?.value
                {
                    configuration.options.observableObjectModule = value
                }
                if let setup = parts[.setupPublished]?.value, let value = reader.bool(setup, in: "'setupPublished'") {
                    configuration.options.setupPublished = value.value
                }
            }
        }
        if reader.diagnostics.hasErrors { throw DiagnosticsError(reader.diagnostics.sorted) }
        return configuration
    }

    /// Reads the file at `path`; a missing file is the empty configuration when `required` is false. A file that is
    /// there and cannot be read is reported with the system's reason, required or not: the run must not go on without it.
    public static func load(path: String, required: Bool) throws(DiagnosticsError) -> Configuration {
        switch SpecFileSystem.system.contents(path) {
        case .success(let bytes):
            var configuration = try decode(bytes, path: path)
            configuration.path = path
            return configuration
        case .failure(let error) where error.namesNothing && !required:
            return Configuration()
        case .failure(let error):
            throw DiagnosticsError([
                .error(
                    "cannot read the configuration file: \(error.reason)",
                    at: SourceLocation(file: path, line: 1, column: 1))
            ])
        }
    }

    /// `stateNames` (of the run or of a model): each standard case it names, renamed; the names are checked when the
    /// specs are validated.
    static func stateNames(_ node: Node, _ reader: inout NodeReader) -> StateNames {
        var names = StateNames()
        guard let keys = reader.keyed(node, in: "'stateNames'", allowed: StateNames.Case.allCases) else { return names }
        var written: [StateNames.Case: Name] = [:]
        for standard in StateNames.Case.allCases {
            guard let value = keys[standard].flatMap({ reader.scalar($0.value, in: "\(quoted: standard.rawValue)") })
            else { continue }
            if SwiftIdentifier.isKeyword(value.value) {
                // Every switch and pattern over the state would need the name in backticks, in the models and in the
                // support file alike: a keyword is refused rather than escaped everywhere.
                reader.error(
                    "\(quoted: value.value) is a Swift keyword, which cannot name a standard case", at: value.location,
                    notes: [.init("choose another name, such as \(quoted: value.value + "State")")])
            } else if SwiftIdentifier.isValid(value.value), !SwiftIdentifier.reservedMemberNames.contains(value.value) {
                names[standard] = SwiftName(value.value)
                written[standard] = value
            } else {
                reader.error(
                    "\(quoted: value.value) is not a valid case name: use ASCII letters, digits and underscores, not starting with a digit",
                    at: value.location)
            }
        }
        // A name given twice is reported at the later value; a name that another case keeps by default, at the value.
        for (offset, standard) in StateNames.Case.allCases.enumerated() {
            guard let value = written[standard] else { continue }
            guard
                let other = StateNames.Case.allCases[..<offset].first(where: { names[$0].bare == value.value })
                    ?? StateNames.Case.allCases[(offset + 1)...].first(where: {
                        names[$0].bare == value.value && written[$0] == nil
                    })
            else { continue }
            let note: Diagnostic.Note =
                written[other].map {
                    .init("\(quoted: other.rawValue) is named \(quoted: $0.value) here", at: $0.location)
                }
                ?? .init("\(quoted: other.rawValue) keeps its name unless 'stateNames' renames it too")
            reader.error("two standard cases would be named \(quoted: value.value)", at: value.location, notes: [note])
        }
        return names
    }
}
