// Translate enums, snapshots and use cases into render data.

extension TranslationContext {
    /// An `enums:` entry.
    func enumData(_ resolved: ResolvedEnum) -> EnumData {
        let spec = resolved.spec
        let plain = spec.cases.allSatisfy(\.payload.isNone)
        let doc = Self.doc(spec.doc)
        return EnumData(
            doc: doc.isEmpty ? [.doc("One of \(Self.codeList(spec.cases.map(\.name.value), "or")).")] : doc,
            name: Namer.identifier(spec.name.value),
            conformances: plain
                ? Self.plainEnumConformances
                : conformances(isEquatable: resolved.isEquatable, adding: []),
            cases: resolved.cases.map(caseData))
    }

    /// A case with its payload, which templates write through the `EnumCase` partial.
    func caseData(_ spec: ResolvedCase) -> EnumCaseData {
        var data = EnumCaseData(name: Namer.identifier(spec.name.value))
        switch spec.payload {
        case .none: break
        case .single(let payload): data.payloadType = type(payload)
        case .labelled(let fields):
            data.isLabelled = true
            data.fields = fields.map {
                EnumCaseFieldData(label: Namer.identifier($0.name.value).label, type: type($0.type))
            }
        }
        return data
    }

    /// A snapshot or options struct; `fieldDoc` documents a field whose spec has no doc, by its name.
    /// `locatedAt` is where the struct is declared, for the compiler's check of the conformances it is given.
    func structData(_ record: ResolvedStruct, doc: [SwiftCode], fieldDoc: (String) -> SwiftCode) -> StructData {
        let name = record.name
        let specs = record.fields
        let conformances = conformances(isEquatable: record.isEquatable, adding: record.conforms)
        var fields: [FieldData] = []
        fields.reserveCapacity(specs.count)
        var parameters: [ParameterData] = []
        parameters.reserveCapacity(specs.count)
        var defaulted = 0
        for index in specs.indices {
            field(specs[index], fieldDoc: fieldDoc, into: &fields, &parameters, defaulted: &defaulted)
        }
        let article = Self.article(name)
        let initDoc: SwiftCode =
            switch defaulted {
            case 0 where specs.isEmpty: .doc("Creates \(article) `\(name)`.")
            case 0: .doc("Creates \(article) `\(name)` from its fields.")
            default: .doc("Creates \(article) `\(name)` from its fields; those with a default may be left out.")
            }
        return StructData(
            doc: doc, name: Namer.identifier(name), conformances: conformances,
            fields: fields, initDoc: initDoc, parameters: ParametersData(parameters: parameters),
            hasEmpty: defaulted == specs.count,
            sourceLocation: fields.contains(where: { $0.sourceLocation != nil })
                ? sourceLocation(record.location) : nil,
            initSourceLocation: specs.lazy.compactMap(\.defaultValue).first.flatMap { sourceLocation($0.location) })
    }

    /// A struct's stored property and its memberwise init's parameter, counting a field with a default.
    private func field(
        _ spec: ResolvedField, fieldDoc: (String) -> SwiftCode, into fields: inout [FieldData],
        _ parameters: inout [ParameterData], defaulted: inout Int
    ) {
        let doc = Self.doc(spec.spec.doc)
        let name = Namer.identifier(spec.name.value)
        let type = type(spec.type)
        fields.append(
            FieldData(
                doc: doc.isEmpty ? [fieldDoc(spec.name.value)] : doc, name: name, label: name.label, type: type,
                sourceLocation: spec.type.namesExternal ? sourceLocation(spec.name.location) : nil))
        let value = spec.defaultValue.map(\.value) ?? spec.type.expression.implicitDefault
        if value != nil { defaulted += 1 }
        parameters.append(
            ParameterData(
                name, type, isEscaping: spec.type.expression.isFunction,
                defaultValue: value.map(SwiftCode.literal) ?? ""))
    }

    /// A `snapshots:` entry.
    func snapshotData(_ snapshot: ResolvedSnapshot) -> StructData {
        let spec = snapshot.spec
        var doc = Self.doc(spec.doc)
        if doc.isEmpty {
            doc = [
                spec.fields.isEmpty
                    ? .doc("A snapshot without fields.")
                    : .doc("A snapshot of \(Self.codeList(spec.fields.map(\.name.value), "and")).")
            ]
        }
        return structData(snapshot.record, doc: doc, fieldDoc: { .doc("The snapshot's `\($0)`.") })
    }

    /// A use case with its options, state enum, protocol and stub.
    func useCaseData(_ useCase: ResolvedUseCase) -> UseCaseData {
        let spec = useCase.spec
        let name = spec.name.value
        let optionsType = useCase.options.map { SwiftName($0.name) }
        let options = useCase.options.map { record in
            structData(
                record, doc: [.doc("The options of one `\(name)` \(spec.isStream ? "stream" : "call").")],
                fieldDoc: { .doc("The option `\($0)`.") })
        }
        // A use case with options takes them as its one parameter.
        var parameters: [ParameterData] = []
        if let optionsType { parameters = [ParameterData(Self.optionsParameter, .type(named: optionsType))] }
        let forOptions = optionsType == nil ? "" : " for `options`"
        let doc = Self.doc(spec.doc)
        switch useCase.kind {
        case .call(let call, let signature, let parametersAreEquatable):
            return callUseCaseData(spec, call, signature, parametersAreEquatable: parametersAreEquatable)
        case .stream(let states):
            let stateName = Namer.identifier(states.typeName)
            let state = StateEnumData(
                enumData: EnumData(
                    doc: [.doc("What \(Self.article(name)) `\(name)` stream yields.")], name: stateName,
                    conformances: Self.sendableOnly, cases: states.cases.map(caseData)),
                completedCase: states.completed.map { Namer.identifier($0.value).code },
                completedSnapshot: states.completedSnapshot?.code)
            let stateType = stateName.code
            return UseCaseData(
                doc: doc.isEmpty ? [.doc("A use case that streams `\(stateName)`.")] : doc,
                name: Namer.identifier(name), options: options, state: state,
                requirement: SignatureData(
                    Self.streamRequirement, parameters: parameters,
                    returnsCode: .genericType(Self.asyncThrowingStream, [.type(named: stateName), Self.anyError])),
                requirementDoc: .doc(
                    "Starts one run\(forOptions) and streams its states; the stream finishes, or throws, when the run ends."
                ),
                isStream: true, stubName: Namer.stub(of: name), optionsType: optionsType.map(\.code),
                valueType: stateType)
        case .fetch(let fetched):
            let returns = type(fetched)
            return UseCaseData(
                doc: doc.isEmpty ? [.doc("A use case that fetches `\(fetched.text)`.")] : doc,
                name: Namer.identifier(name), options: options,
                state: nil,
                requirement: SignatureData(
                    Self.fetchRequirement, parameters: parameters, isAsync: true, isThrowing: true,
                    returnsCode: returns),
                requirementDoc: .doc("Fetches the value\(forOptions), or throws."), isStream: false,
                stubName: Namer.stub(of: name),
                optionsType: optionsType.map(\.code), valueType: returns)
        }
    }

    /// `Sendable`, then `Equatable` when the declared type has it, then what `conforms` adds, in its order.
    private func conformances(isEquatable: Bool, adding conforms: [String]) -> [SwiftName] {
        // Most types add nothing: their lists are made once.
        if conforms.isEmpty { return isEquatable ? Self.sendableEquatable : Self.sendableOnly }
        var names = [Self.sendable]
        names.reserveCapacity(2 + conforms.count)
        if isEquatable && !conforms.contains("Equatable") { names.append(Self.equatable) }
        for name in conforms where name != "Sendable" { names.append(SwiftName(name)) }
        return names
    }

    /// The protocols of an enum without payloads.
    private static let plainEnumConformances: [SwiftName] = ["Sendable", "Equatable", "Hashable", "CaseIterable"]
    /// `Sendable`, which every declared type has.
    private static let sendable: SwiftName = "Sendable"
    /// `Equatable`.
    private static let equatable: SwiftName = "Equatable"
    /// `Sendable` alone.
    private static let sendableOnly = [sendable]
    /// `Sendable, Equatable`.
    private static let sendableEquatable = [sendable, equatable]
    /// `options`, the one parameter of a use case with options.
    private static let optionsParameter: SwiftName = "options"
    /// `stream`, the requirement of a stream use case.
    private static let streamRequirement: SwiftName = "stream"
    /// `fetch`, the requirement of a fetch use case.
    private static let fetchRequirement: SwiftName = "fetch"
    /// `AsyncThrowingStream`, which a stream's requirement returns.
    private static let asyncThrowingStream: SwiftName = "AsyncThrowingStream"
    /// `any Error`, what a stream throws.
    private static let anyError = TypeExpression.existential(.named(["Error"], generic: [])).code
}
