// Validate: names, types, defaults and declarations across all files of a run; model rules live in ModelRules.swift.

/// Checks a run's spec files as one namespace and reports every problem at its node.
public struct Validator {
    var diagnostics = DiagnosticList()
    var index: SpecIndex
    /// The run's options: its access and state names, which a model's own may override.
    let options: GenerationOptions
    /// "Did you mean" among the run's declarations, shared by every file's validator.
    let suggestions: DeclaredNameSuggestions
    /// The modules a qualified type name may start with: the file's imports (Foundation when it lists none), Swift and
    /// Foundation; none for the checks across files, which resolve no type.
    private let modules: Set<String>
    /// The model whose custom state's cases are being checked: their payloads may name its own state type
    /// (``OwnStateType``); nil elsewhere.
    var ownStateModel: String?

    /// Validates `files` together, for a run with `options`; throws every error found, sorted.
    public static func validate(
        _ files: [SpecFile], options: GenerationOptions = GenerationOptions()
    ) throws(DiagnosticsError) -> ValidatedSpecs {
        var diagnostics = DiagnosticList()
        var nested = NestedTypeNames(files, options: options)
        let files = nested.bare(files)
        diagnostics.append(contentsOf: nested.problems)
        var indexed = SpecIndex(files: files, diagnostics: &diagnostics)
        indexed.inferConformances()
        let index = indexed
        let suggestions = DeclaredNameSuggestions(index: index)
        // Each file is checked against the shared index on its own core.
        let perFile = files.parallelMap { file -> [Diagnostic] in
            let imports = file.imports?.map(\.value) ?? ["Foundation"]
            var validator = Validator(
                index: index, options: options, suggestions: suggestions,
                modules: Set(imports + ["Swift", "Foundation"]))
            validator.check(file)
            return validator.diagnostics.diagnostics
        }
        var validator = Validator(
            diagnostics: diagnostics, index: index, options: options, suggestions: suggestions, modules: [])
        for problems in perFile { validator.diagnostics.append(contentsOf: problems) }
        validator.checkChildCycles()
        if validator.diagnostics.hasErrors { throw DiagnosticsError(validator.diagnostics.sorted) }
        return ValidatedSpecs(index: index, resolver: Resolver(index: index, options: options))
    }

    private mutating func check(_ file: SpecFile) {
        for module in file.imports ?? []
        where identifier(module, "module name") && SwiftIdentifier.isKeyword(module.value) {
            diagnostics.error(
                "\(quoted: module.value) is not a module name: it is a Swift keyword, which 'import' cannot take",
                at: module.location)
        }
        for external in file.external { externalType(external) }
        for spec in file.enums {
            typeName(spec.name)
            if spec.cases.isEmpty {
                diagnostics.error("enum \(quoted: spec.name.value) needs at least one case", at: spec.name.location)
            }
            cases(spec.cases)
            let payloads = spec.cases.flatMap { item -> [FieldSpec] in
                switch item.payload {
                case .none: []
                case .single(let type): [FieldSpec(name: item.name, type: type)]
                case .labelled(let fields): fields
                }
            }
            memberConformances(payloads, of: spec.name.value)
        }
        for spec in file.snapshots {
            typeName(spec.name)
            for conformance in spec.conforms { identifier(conformance, "protocol name") }
            fields(spec.fields, withDefaults: true)
            memberConformances(spec.fields, of: spec.name.value, conforms: spec.conforms)
        }
        for spec in file.useCases { useCase(spec) }
        let nestedTypes = file.nestedTypesByModel
        for spec in file.models {
            let nested = nestedTypes[spec.name.value].map { $0.enums.map(\.name) + $0.snapshots.map(\.name) } ?? []
            model(spec, nestedTypes: nested)
        }
    }

    // MARK: names

    /// An `external` entry: a type name, or a dotted name of a nested type; what it conforms to, protocol names.
    mutating func externalType(_ external: ExternalSpec) {
        if !external.name.value.contains(".") {
            typeName(external.name)
        } else {
            for part in external.name.value.split(separator: ".", omittingEmptySubsequences: false) {
                identifier(Name(String(part), at: external.name.location), "type name")
            }
        }
        for conformance in external.conformances ?? [] where identifier(conformance, "protocol name") {
            // Other protocols are welcome; a near miss of one modelgen reasons about is a typo that would change output.
            if SynthesizedProtocol.named(conformance.value) == nil,
                let match = Suggestion.closest(
                    to: conformance.value, in: SynthesizedProtocol.allCases.map(\.rawValue) + ["Codable"])
            {
                diagnostics.error(
                    "unknown protocol \(quoted: conformance.value) for \(quoted: external.name.value)",
                    at: conformance.location,
                    notes: [.init("did you mean \(quoted: match)?")])
            }
        }
    }

    /// A declared type name: a valid identifier that Swift and the generated code can use as a type.
    mutating func typeName(_ name: Name) {
        guard identifier(name, "type name") else { return }
        if ReservedNames.types.contains(name.value) {
            diagnostics.error(
                "\(quoted: name.value) cannot be declared: it would shadow a type Swift or the generated code relies on",
                at: name.location)
        }
    }

    /// Reports a name that is not a valid Swift identifier.
    @discardableResult
    mutating func identifier(_ name: Name, _ what: String) -> Bool {
        guard SwiftIdentifier.isValid(name.value) else {
            let rule =
                name.value == "_"
                ? "'_' alone is not a name" : "use ASCII letters, digits and underscores, not starting with a digit"
            diagnostics.error("\(quoted: name.value) is not a valid \(what): \(rule)", at: name.location)
            return false
        }
        if what != "type name", what != "module name", what != "protocol name",
            SwiftIdentifier.reservedMemberNames.contains(name.value)
        {
            diagnostics.error(
                "\(quoted: name.value) cannot be a \(what): Swift does not allow it as a member name, even in backticks",
                at: name.location)
            return false
        }
        return true
    }

    // MARK: types

    /// Parses and resolves a type expression; nil (with a diagnostic) when it is not a usable type.
    @discardableResult
    mutating func type(_ reference: TypeReference) -> TypeExpression? {
        let parsed: TypeExpression
        switch reference.parsed {
        case .success(let expression):
            parsed = expression
        case .failure(let error):
            diagnostics.error("\(quoted: reference.text) is not a Swift type: \(error.message)", at: reference.location)
            return nil
        }
        var resolved = true
        for path in parsed.namedPaths where !resolves(path) {
            resolved = false
            cannotFind(path, at: reference)
        }
        return resolved ? parsed : nil
    }

    /// Reports that the first name of `path`, in `reference`, does not resolve.
    private mutating func cannotFind(_ path: [String], at reference: TypeReference) {
        let name = path[0]
        var notes = suggestions.note(for: name, among: .types)
        if let kind = index.declarations[name]?.kind {
            notes = [
                .init(
                    "\(quoted: name) is a \(kind.rawValue), not a type a value can have",
                    at: index.declarations[name]?.location)
            ]
        } else if ReservedNames.types.contains(name) {
            // Listing it under `external` would be refused as shadowing it: the advice must not lead there.
            notes.append(
                .init(
                    "\(quoted: name) is a name Swift or the generated code relies on: specs can neither declare it nor list it under 'external'"
                ))
        } else {
            notes.append(.init("declare it in the specs or list it under 'external'"))
        }
        if path.last == Namer.Fixed.modelState.bare {
            notes.append(
                .init("only the cases of a custom state may hold a state type: their own model's, as 'ModelState'"))
        }
        diagnostics.error("cannot find type \(quoted: name)", at: reference.location, notes: notes)
    }

    private func resolves(_ path: [String]) -> Bool {
        if let model = ownStateModel, OwnStateType.isNamed(by: path, in: model) { return true }
        if path.count == 1 { return index.resolves(path[0]) }
        return index.resolvesNested(path) || modules.contains(path[0]) || index.resolves(path[0])
    }

    // MARK: declarations

    /// Case names unique and valid, payloads resolved.
    mutating func cases(_ cases: [CaseSpec]) {
        var firsts: [String: SourceLocation] = [:]
        for spec in cases {
            identifier(spec.name, "case name")
            let name = spec.name.value
            if let first = firsts[name] {
                diagnostics.error(
                    "duplicate case \(quoted: name)", at: spec.name.location,
                    notes: [.init("first declared here", at: first)])
            } else {
                firsts[name] = spec.name.location
            }
            switch spec.payload {
            case .none: break
            case .single(let reference): type(reference)
            case .labelled(let labelled): fields(labelled, withDefaults: false)
            }
        }
    }

    /// Field names valid, types resolved, defaults literal and fitting.
    mutating func fields(_ fields: [FieldSpec], withDefaults: Bool) {
        for spec in fields { field(spec) }
    }

    /// A field's name valid, its type resolved, its default literal and fitting.
    private mutating func field(_ field: FieldSpec) {
        identifier(field.name, "field name")
        let parsed = type(field.type)
        guard let value = field.defaultValue,
            let literal = swiftLiteral(value, what: "default \(quoted: value.value)", kind: "a default"), let parsed
        else { return }
        self.literal(literal, value, fits: parsed, what: "default \(quoted: value.value)")
    }

    /// Why a literal cannot initialise a type, or nil when it can (or cannot be known, as for external types).
    func mismatch(_ literal: DefaultLiteral, _ text: String, _ type: TypeExpression) -> String? {
        if let wrapped = type.optionalWrapped { return literal == .null ? nil : mismatch(literal, text, wrapped) }
        let name = index.declaredName(type)
        if let name, index.declarations[name]?.kind.isExternal == true { return nil }
        switch literal {
        case .null: return "only an optional can be nil"
        case .emptyArray:
            return switch type {
            case .array: nil
            case .named(let path, _): path == ["Set"] ? nil : "[] needs an array type"
            case .dictionary, .optional, .tuple, .existential, .function: "[] needs an array type"
            }
        case .emptyDictionary:
            return switch type {
            case .dictionary: nil
            case .named, .array, .optional, .tuple, .existential, .function: "[:] needs a dictionary type"
            }
        case .string: return name == "String" || name == "Character" ? nil : "a string literal needs String"
        case .bool: return name == "Bool" ? nil : "true and false need Bool"
        case .integer, .float:
            guard let name, Self.numericTypes.contains(name) else { return "a number needs a numeric type" }
            if literal == .float, name.contains("Int") { return "an integer type cannot take a fraction" }
            if literal == .integer, let range = Self.integerRanges[name], !Self.integer(text, isIn: range) {
                return range.minMagnitude == 0
                    ? "\(name) holds 0...\(range.max)" : "\(name) holds -\(range.minMagnitude)...\(range.max)"
            }
            return nil
        case .enumCase(let caseName):
            guard let name, let spec = index.enums[name] else { return "\(quoted: "." + caseName) needs an enum type" }
            guard let match = spec.cases.first(where: { $0.name.value == caseName }) else {
                return "\(quoted: name) has no case \(quoted: caseName)"
            }
            if match.payload.isNone { return nil }
            return "case \(quoted: caseName) has a payload"
        }
    }

    /// The types a number literal fits.
    private static let numericTypes: Set = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "Decimal", "TimeInterval",
    ]

    /// The bounds of each fixed-width integer type as written (`Int` and `UInt` as on 64-bit platforms):
    /// the largest value and the largest magnitude below zero.
    private static let integerRanges: [String: (max: UInt64, minMagnitude: UInt64)] = [
        "Int": (UInt64(Int64.max), UInt64(Int64.max) + 1), "Int64": (UInt64(Int64.max), UInt64(Int64.max) + 1),
        "Int32": (UInt64(Int32.max), UInt64(Int32.max) + 1), "Int16": (UInt64(Int16.max), UInt64(Int16.max) + 1),
        "Int8": (UInt64(Int8.max), UInt64(Int8.max) + 1),
        "UInt": (UInt64.max, 0), "UInt64": (UInt64.max, 0), "UInt32": (UInt64(UInt32.max), 0),
        "UInt16": (UInt64(UInt16.max), 0),
        "UInt8": (UInt64(UInt8.max), 0),
    ]

    /// True when an integer literal (decimal, `0x`, `0o` or `0b`, with `_` and an optional `-`) is within the bounds.
    private static func integer(_ text: String, isIn range: (max: UInt64, minMagnitude: UInt64)) -> Bool {
        var digits = Substring(text.filter { $0 != "_" })
        let negative = digits.hasPrefix("-")
        if negative { digits = digits.dropFirst() }
        var radix = 10
        for (prefix, base) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
            radix = base
            digits = digits.dropFirst(2)
        }
        guard let magnitude = UInt64(digits, radix: radix) else { return false }
        return magnitude <= (negative ? range.minMagnitude : range.max)
    }

    private mutating func useCase(_ spec: UseCaseSpec) {
        typeName(spec.name)
        if let options = spec.optionsType { typeName(options) }
        if let options = spec.options {
            if options.isEmpty {
                diagnostics.error(
                    "'options' of \(quoted: spec.name.value) is empty; leave it out for a use case without options",
                    at: spec.name.location)
            }
            fields(options, withDefaults: true)
            memberConformances(options, of: Namer.optionsType(of: spec).bare)
        }
        switch spec.kind {
        case .call(let call):
            callUseCase(spec, call)
        case .fetch(let fetch):
            existingWithoutCall(spec)
            type(fetch.returns)
        case .stream(let stream):
            existingWithoutCall(spec)
            if let stateType = stream.stateType { typeName(stateType) }
            if stream.states.isEmpty {
                diagnostics.error(
                    "'states' of \(quoted: spec.name.value) needs at least one case", at: stream.statesLocation)
            }
            cases(stream.states)
            // Each snapshot a state carries, with the last state that carries it.
            var carried: [(snapshot: String, location: SourceLocation)] = []
            for state in stream.states {
                guard let snapshot = index.snapshotName(of: state) else { continue }
                guard let other = carried.firstIndex(where: { $0.snapshot == snapshot }) else {
                    carried.append((snapshot, state.name.location))
                    continue
                }
                diagnostics.error(
                    "two states of \(quoted: spec.name.value) carry \(quoted: snapshot); at most one case may carry each snapshot type",
                    at: state.name.location, notes: [.init("the other case is here", at: carried[other].location)])
                carried[other].location = state.name.location
            }
            if let completed = stream.completed, index.completedCase(of: stream) == nil {
                diagnostics.error(
                    "'completed' names no state of \(quoted: spec.name.value)", at: completed.location,
                    notes: Suggestion.note(for: completed.value, in: stream.states.map(\.name.value)))
            }
        }
    }
}
