// Translate enums, snapshots and use cases into render data.

extension TranslationContext {
    /// An `enums:` entry.
    func enumData(_ spec: EnumSpec) -> EnumData {
        let plain = spec.cases.allSatisfy { if case .none = $0.payload { true } else { false } }
        return EnumData(
            doc: [], name: Namer.identifier(spec.name.value),
            conformances: plain ? "Sendable, Equatable, Hashable, CaseIterable" : "Sendable, Equatable",
            cases: spec.cases.map(caseDeclaration))
    }

    /// `moved(from: Int, to: Int)` for a case with its payload.
    func caseDeclaration(_ spec: CaseSpec) -> String {
        let name = Namer.identifier(spec.name.value)
        switch spec.payload {
        case .none: return name
        case .single(let reference): return "\(name)(\(type(reference)))"
        case .labelled(let fields):
            return "\(name)(\(fields.map { "\(Namer.label($0.name.value)): \(type($0.type))" }.joined(separator: ", ")))"
        }
    }

    /// A snapshot or options struct.
    func structData(name: String, doc: [String], conforms: [String], fields specs: [FieldSpec]) -> StructData {
        var parameters: [String] = []
        var allDefaulted = true
        let fields = specs.map { spec -> FieldData in
            let field = FieldData(doc: Self.doc(spec.doc), name: Namer.identifier(spec.name.value), label: Namer.label(spec.name.value), type: type(spec.type))
            if let value = spec.defaultValue?.value ?? implicitDefault(spec.type) {
                parameters.append("\(field.label): \(field.type) = \(value)")
            } else {
                parameters.append("\(field.label): \(field.type)")
                allDefaulted = false
            }
            return field
        }
        return StructData(
            doc: doc, name: Namer.identifier(name), conformances: (["Sendable", "Equatable"] + conforms).joined(separator: ", "),
            fields: fields, parameters: parameters.joined(separator: ", "), hasEmpty: allDefaulted)
    }

    /// `[]`, `[:]` or `nil` for arrays, dictionaries and optionals.
    private func implicitDefault(_ reference: TypeReference) -> String? {
        switch parsed(reference) {
        case .array: "[]"
        case .dictionary: "[:]"
        case .optional: "nil"
        default: nil
        }
    }

    /// A `snapshots:` entry.
    func snapshotData(_ spec: SnapshotSpec) -> StructData {
        structData(name: spec.name.value, doc: Self.doc(spec.doc), conforms: spec.conforms.map(\.value), fields: spec.fields)
    }

    /// A use case with its options, state enum, protocol and stub.
    func useCaseData(_ spec: UseCaseSpec) -> UseCaseData {
        let name = spec.name.value
        let optionsType = spec.options.map { _ in Namer.identifier(Namer.optionsType(of: spec)) }
        let options = spec.options.map { fields in
            structData(
                name: Namer.optionsType(of: spec), doc: ["/// The options of one `\(name)` \(spec.isStream ? "stream" : "call")."],
                conforms: [], fields: fields)
        }
        let parameter = optionsType.map { "options: \($0)" } ?? ""
        switch spec.kind {
        case .stream(let stream):
            let stateName = Namer.stateType(of: name, override: stream.stateType?.value)
            let completed = index.completedCase(of: stream)
            let state = StateEnumData(
                enumData: EnumData(
                    doc: ["/// What \(Self.article(name)) `\(name)` stream yields."], name: Namer.identifier(stateName),
                    conformances: "Sendable", cases: stream.states.map(caseDeclaration)),
                completedCase: completed.map { Namer.identifier($0.name.value) },
                completedSnapshot: completed.flatMap { index.snapshotName(of: $0) }.map(Namer.identifier))
            let stateType = Namer.identifier(stateName)
            return UseCaseData(
                doc: Self.doc(spec.doc), name: Namer.identifier(name), options: options, state: state,
                requirement: "func stream(\(parameter)) -> AsyncThrowingStream<\(stateType), any Error>", isStream: true,
                stubName: Namer.identifier(Namer.stub(of: name)), optionsType: optionsType, valueType: stateType)
        case .fetch(let fetch):
            let returns = type(fetch.returns)
            return UseCaseData(
                doc: Self.doc(spec.doc), name: Namer.identifier(name), options: options, state: nil,
                requirement: "func fetch(\(parameter)) async throws -> \(returns)", isStream: false,
                stubName: Namer.identifier(Namer.stub(of: name)), optionsType: optionsType, valueType: returns)
        }
    }
}

extension UseCaseSpec {
    /// True for a stream use case.
    var isStream: Bool {
        if case .stream = kind { return true }
        return false
    }
}
