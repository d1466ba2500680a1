// Validate: names, types, defaults and declarations across all files of a run; model rules live in ModelRules.swift.

/// The result of validation: the index of a run whose specs have no errors.
public struct ValidatedSpecs: Sendable {
    /// Every declaration, by name.
    public var index: SpecIndex
}

/// Checks a run's spec files as one namespace and reports every problem at its node.
public struct Validator {
    var diagnostics = DiagnosticList()
    var index: SpecIndex
    private var file: SpecFile

    /// Validates `files` together; throws every error found, sorted.
    public static func validate(_ files: [SpecFile]) throws(DiagnosticsError) -> ValidatedSpecs {
        var diagnostics = DiagnosticList()
        let index = SpecIndex(files: files, diagnostics: &diagnostics)
        var validator = Validator(diagnostics: diagnostics, index: index, file: SpecFile(path: ""))
        for file in files {
            validator.file = file
            validator.check(file)
        }
        validator.checkChildCycles()
        if validator.diagnostics.hasErrors { throw DiagnosticsError(validator.diagnostics.sorted) }
        return ValidatedSpecs(index: index)
    }

    private mutating func check(_ file: SpecFile) {
        for module in file.imports ?? [] { identifier(module, "module name") }
        for name in file.external { typeName(name) }
        for spec in file.enums {
            typeName(spec.name)
            if spec.cases.isEmpty { diagnostics.error("enum '\(spec.name.value)' needs at least one case", at: spec.name.location) }
            cases(spec.cases)
        }
        for spec in file.snapshots {
            typeName(spec.name)
            for conformance in spec.conforms { identifier(conformance, "protocol name") }
            fields(spec.fields, withDefaults: true)
        }
        for spec in file.useCases { useCase(spec) }
        for spec in file.models { model(spec) }
    }

    // MARK: names

    /// A declared type name: a valid identifier that Swift and the generated code can use as a type.
    mutating func typeName(_ name: Name) {
        guard identifier(name, "type name") else { return }
        if SwiftIdentifier.reservedTypeNames.contains(name.value) || SpecIndex.standardTypes.contains(name.value) {
            diagnostics.error("'\(name.value)' cannot be declared: it would shadow a type Swift or the generated code relies on", at: name.location)
        }
    }

    /// Reports a name that is not a valid Swift identifier.
    @discardableResult
    mutating func identifier(_ name: Name, _ what: String) -> Bool {
        guard SwiftIdentifier.isValid(name.value) else {
            diagnostics.error("'\(name.value.debugDescription.dropFirst().dropLast())' is not a valid \(what): use letters, digits and underscores, not starting with a digit", at: name.location)
            return false
        }
        return true
    }

    // MARK: types

    /// Parses and resolves a type expression; nil (with a diagnostic) when it is not a usable type.
    @discardableResult
    mutating func type(_ reference: TypeReference) -> TypeExpression? {
        let parsed: TypeExpression
        do {
            parsed = try TypeExpression.parse(reference.text)
        } catch {
            let shown = String(reference.text.unicodeScalars.map { $0.escaped(asASCII: true) }.joined().prefix(80))
            diagnostics.error("'\(shown)' is not a Swift type: \(error.message)", at: reference.location)
            return nil
        }
        var resolved = true
        for path in parsed.namedPaths where !resolves(path) {
            resolved = false
            let name = path[0]
            var notes = Suggestion.note(for: name, in: index.typeNames)
            if let kind = index.declarations[name]?.kind {
                notes = [.init("'\(name)' is a \(kind.rawValue), not a type a value can have", at: index.declarations[name]?.location)]
            } else {
                notes.append(.init("declare it in the specs or list it under 'external'"))
            }
            diagnostics.error("cannot find type '\(name)'", at: reference.location, notes: notes)
        }
        return resolved ? parsed : nil
    }

    private func resolves(_ path: [String]) -> Bool {
        if index.resolves(path[0]) { return true }
        let modules = (file.imports?.map(\.value) ?? ["Foundation"]) + ["Swift", "Foundation"]
        return path.count > 1 && modules.contains(path[0])
    }

    // MARK: declarations

    /// Case names unique and valid, payloads resolved.
    mutating func cases(_ cases: [CaseSpec]) {
        var seen: [String: SourceLocation] = [:]
        for spec in cases {
            identifier(spec.name, "case name")
            if let first = seen[spec.name.value] {
                diagnostics.error("duplicate case '\(spec.name.value)'", at: spec.name.location, notes: [.init("first declared here", at: first)])
            }
            seen[spec.name.value] = seen[spec.name.value] ?? spec.name.location
            switch spec.payload {
            case .none: break
            case .single(let reference): type(reference)
            case .labelled(let labelled): fields(labelled, withDefaults: false)
            }
        }
    }

    /// Field names valid, types resolved, defaults literal and fitting.
    mutating func fields(_ fields: [FieldSpec], withDefaults: Bool) {
        for field in fields {
            identifier(field.name, "field name")
            let parsed = type(field.type)
            guard let value = field.defaultValue else { continue }
            guard let literal = DefaultLiteral.classify(value.value) else {
                let shown = String(value.value.unicodeScalars.map { $0.escaped(asASCII: true) }.joined().prefix(80))
                diagnostics.error(
                    "default '\(shown)' is not a Swift literal", at: value.location,
                    notes: [.init("a default is a number, a string in double quotes, true, false, nil, [], [:] or an enum case like .name")])
                continue
            }
            if let parsed, let problem = mismatch(literal, parsed) {
                diagnostics.error("default '\(value.value)' does not fit type '\(parsed.swift())': \(problem)", at: value.location)
            }
        }
    }

    /// Why a literal cannot initialise a type, or nil when it can (or cannot be known, as for external types).
    private func mismatch(_ literal: DefaultLiteral, _ type: TypeExpression) -> String? {
        if case .optional(let wrapped) = type { return literal == .null ? nil : mismatch(literal, wrapped) }
        let name = type.simpleName
        if let name, index.declarations[name]?.kind == .external { return nil }
        switch literal {
        case .null: return "only an optional can be nil"
        case .emptyArray:
            if case .array = type { return nil }
            if case .named(["Set"], _) = type { return nil }
            return "[] needs an array type"
        case .emptyDictionary:
            if case .dictionary = type { return nil }
            return "[:] needs a dictionary type"
        case .string: return ["String", "Character"].contains(name ?? "") ? nil : "a string literal needs String"
        case .bool: return name == "Bool" ? nil : "true and false need Bool"
        case .integer, .float:
            let numeric: Set = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Decimal", "TimeInterval"]
            guard let name, numeric.contains(name) else { return "a number needs a numeric type" }
            return literal == .float && name.contains("Int") ? "an integer type cannot take a fraction" : nil
        case .enumCase(let caseName):
            guard let name, let spec = index.enums[name] else { return "'.\(caseName)' needs an enum type" }
            guard let match = spec.cases.first(where: { $0.name.value == caseName }) else {
                let suggestion = Suggestion.closest(to: caseName, in: spec.cases.map(\.name.value)).map { " (did you mean '.\($0)'?)" } ?? ""
                return "'\(name)' has no case '\(caseName)'\(suggestion)"
            }
            if case .none = match.payload { return nil }
            return "case '\(caseName)' has a payload"
        }
    }

    private mutating func useCase(_ spec: UseCaseSpec) {
        typeName(spec.name)
        if let options = spec.optionsType { typeName(options) }
        if let options = spec.options {
            if options.isEmpty { diagnostics.error("'options' of '\(spec.name.value)' is empty; leave it out for a use case without options", at: spec.name.location) }
            fields(options, withDefaults: true)
        }
        switch spec.kind {
        case .fetch(let fetch):
            type(fetch.returns)
        case .stream(let stream):
            if let stateType = stream.stateType { typeName(stateType) }
            if stream.states.isEmpty { diagnostics.error("'states' of '\(spec.name.value)' needs at least one case", at: stream.statesLocation) }
            cases(stream.states)
            var carried: [String: SourceLocation] = [:]
            for state in stream.states {
                guard let snapshot = index.snapshotName(of: state) else { continue }
                if let first = carried[snapshot] {
                    diagnostics.error(
                        "two states of '\(spec.name.value)' carry '\(snapshot)'; at most one case may carry each snapshot type",
                        at: state.name.location, notes: [.init("the other case is here", at: first)])
                }
                carried[snapshot] = state.name.location
            }
            if let completed = stream.completed, index.completedCase(of: stream) == nil {
                diagnostics.error(
                    "'completed' names no state of '\(spec.name.value)'", at: completed.location,
                    notes: Suggestion.note(for: completed.value, in: stream.states.map(\.name.value)))
            }
        }
    }
}
