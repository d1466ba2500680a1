// Translate enums, snapshots and use cases into render data.

extension TranslationContext {
    /// An `enums:` entry.
    func enumData(_ spec: EnumSpec) -> EnumData {
        let plain = spec.cases.allSatisfy(\.payload.isNone)
        let doc = Self.doc(spec.doc)
        return EnumData(
            doc: doc.isEmpty ? [.doc("One of \(Self.codeList(spec.cases.map(\.name.value), "or")).")] : doc,
            name: Namer.identifier(spec.name.value),
            conformances: plain
                ? "Sendable, Equatable, Hashable, CaseIterable" : conformances(of: spec.name.value, adding: []),
            cases: spec.cases.map(caseDeclaration))
    }

    /// `moved(from: Int, to: Int)` for a case with its payload.
    func caseDeclaration(_ spec: CaseSpec) -> SwiftCode {
        let name = Namer.identifier(spec.name.value)
        switch spec.payload {
        case .none: return "\(name)"
        case .single(let reference): return "\(name)(\(type(reference)))"
        case .labelled(let fields):
            return
                "\(name)(\(fields.map { "\(Namer.identifier($0.name.value).label): \(type($0.type))" as SwiftCode }.joined(separator: ", ")))"
        }
    }

    /// A snapshot or options struct; `fieldDoc` documents a field whose spec has no doc, by its name.
    /// `locatedAt` is where the struct is declared, for the compiler's check of the conformances it is given.
    func structData(
        name: String, locatedAt: SourceLocation?, doc: [SwiftCode], conforms: [String], fields specs: [FieldSpec],
        fieldDoc: (String) -> SwiftCode
    ) -> StructData {
        let conformances = conformances(of: name, adding: conforms)
        var parameters: [SwiftCode] = []
        var defaulted = 0
        let fields = specs.map { spec -> FieldData in
            let doc = Self.doc(spec.doc)
            let field = FieldData(
                doc: doc.isEmpty ? [fieldDoc(spec.name.value)] : doc, name: Namer.identifier(spec.name.value),
                label: Namer.identifier(spec.name.value).label,
                type: type(spec.type),
                sourceLocation: namesExternal(spec.type) ? sourceLocation(spec.name.location) : nil)
            let parameter: SwiftCode = "\(field.label): \(Self.parameterType(parsed(spec.type)))"
            if let value = spec.defaultValue.map(literal) ?? implicitDefault(spec.type) {
                parameters.append("\(parameter) = \(value)")
                defaulted += 1
            } else {
                parameters.append(parameter)
            }
            return field
        }
        let created = "Creates \(Self.article(name)) `\(name)`"
        let initDoc: SwiftCode =
            switch defaulted {
            case 0 where specs.isEmpty: .doc(created + ".")
            case 0: .doc(created + " from its fields.")
            default: .doc(created + " from its fields; those with a default may be left out.")
            }
        var data = StructData(
            doc: doc, name: Namer.identifier(name), conformances: conformances,
            fields: fields, initDoc: initDoc, parameters: ParametersData(parameters: parameters),
            hasEmpty: defaulted == specs.count)
        if let location = locatedAt, fields.contains(where: { $0.sourceLocation != nil }) {
            data.sourceLocation = sourceLocation(location)
        }
        data.initSourceLocation = specs.lazy.compactMap(\.defaultValue).first.flatMap { sourceLocation($0.location) }
        return data
    }

    /// `[]`, `[:]` or `nil` for arrays, dictionaries and optionals.
    private func implicitDefault(_ reference: TypeReference) -> SwiftCode? {
        switch parsed(reference) {
        case .array: "[]"
        case .dictionary: "[:]"
        case .optional: "nil"
        case .named, .tuple, .existential, .function: nil
        }
    }

    /// A `snapshots:` entry.
    func snapshotData(_ spec: SnapshotSpec) -> StructData {
        var doc = Self.doc(spec.doc)
        if doc.isEmpty {
            doc = [
                spec.fields.isEmpty
                    ? "/// A snapshot without fields."
                    : .doc("A snapshot of \(Self.codeList(spec.fields.map(\.name.value), "and")).")
            ]
        }
        return structData(
            name: spec.name.value, locatedAt: spec.name.location, doc: doc, conforms: spec.conforms.map(\.value),
            fields: spec.fields, fieldDoc: { .doc("The snapshot's `\($0)`.") })
    }

    /// A use case with its options, state enum, protocol and stub; nil only for a `call` that does not parse, which
    /// validation has rejected.
    func useCaseData(_ spec: UseCaseSpec) -> UseCaseData? {
        let name = spec.name.value
        let optionsType = spec.options.map { _ in Namer.optionsType(of: spec) }
        let options = spec.options.map { fields in
            structData(
                name: Namer.optionsType(of: spec).bare, locatedAt: spec.optionsType?.location ?? spec.name.location,
                doc: [.doc("The options of one `\(name)` \(spec.isStream ? "stream" : "call").")],
                conforms: [], fields: fields, fieldDoc: { .doc("The option `\($0)`.") })
        }
        let parameter: SwiftCode = optionsType.map { "options: \($0)" } ?? ""
        let forOptions = optionsType == nil ? "" : " for `options`"
        let doc = Self.doc(spec.doc)
        switch spec.kind {
        case .call(let call):
            return callUseCaseData(spec, call)
        case .stream(let stream):
            let stateName = Namer.stateType(of: name, override: stream.stateType?.value)
            let completed = index.completedCase(of: stream)
            let state = StateEnumData(
                enumData: EnumData(
                    doc: [.doc("What \(Self.article(name)) `\(name)` stream yields.")], name: stateName,
                    conformances: "Sendable", cases: stream.states.map(caseDeclaration)),
                completedCase: completed.map { "\(Namer.identifier($0.name.value))" },
                completedSnapshot: completed.flatMap { index.snapshotName(of: $0) }.map { "\(Namer.identifier($0))" })
            let stateType: SwiftCode = "\(stateName)"
            return UseCaseData(
                doc: doc.isEmpty ? [.doc("A use case that streams `\(stateName)`.")] : doc,
                name: Namer.identifier(name), options: options, state: state,
                requirement: "func stream(\(parameter)) -> AsyncThrowingStream<\(stateType), any Error>",
                requirementDoc: .doc(
                    "Starts one run\(forOptions) and streams its states; the stream finishes, or throws, when the run ends."
                ),
                isStream: true, stubName: Namer.stub(of: name), optionsType: optionsType.map { "\($0)" },
                valueType: stateType)
        case .fetch(let fetch):
            let returns = type(fetch.returns)
            return UseCaseData(
                doc: doc.isEmpty ? [.doc("A use case that fetches `\(fetch.returns.text)`.")] : doc,
                name: Namer.identifier(name), options: options,
                state: nil, requirement: "func fetch(\(parameter)) async throws -> \(returns)",
                requirementDoc: .doc("Fetches the value\(forOptions), or throws."), isStream: false,
                stubName: Namer.stub(of: name),
                optionsType: optionsType.map { "\($0)" }, valueType: returns)
        }
    }

    /// `Sendable`, then `Equatable` when the declared type has it, then what `conforms` adds, in its order.
    private func conformances(of name: String, adding conforms: [String]) -> SwiftCode {
        let inferred = index.declaredConformances[name] ?? [.sendable]
        let equatable: [SwiftName] =
            inferred.contains(.equatable) && !conforms.contains("Equatable") ? ["Equatable"] : []
        let names: [SwiftName] = ["Sendable"] + equatable + conforms.filter { $0 != "Sendable" }.map(SwiftName.init)
        return names.map { "\($0)" as SwiftCode }.joined(separator: ", ")
    }

    /// A field default: its checked literal (validation has classified every default it accepts).
    func literal(_ value: Located<String>) -> SwiftCode {
        CheckedLiteral(value.value).map(SwiftCode.literal) ?? "nil"
    }

    /// True when the type names an external type: what the spec lists for it only the compiler can check.
    func namesExternal(_ reference: TypeReference) -> Bool {
        parsed(reference).namedPaths.contains { index.externals[$0.joined(separator: ".")] != nil }
    }

    /// True when `type` is `Equatable`, so a record holding it can be too.
    func isEquatable(_ type: TypeExpression) -> Bool {
        index.conformanceResolver.conformances(of: type).contains(.equatable)
    }
}
