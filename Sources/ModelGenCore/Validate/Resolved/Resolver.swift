// Resolves a run that validated: every name a spec uses is looked up here, once. Validation has excluded every name
// that does not resolve, so a failure here is a validator bug: it is reported as an error at the node, never turned
// into a member that silently goes missing.

/// Builds the resolved model of a validated run.
struct Resolver: Sendable {
    /// Every declaration of the run, by name.
    let index: SpecIndex
    /// The run's options: the access and state names a model's own override.
    let options: GenerationOptions
    /// The use cases the file being resolved declares, resolved, by name: its models name most of them.
    private var fileUseCases: [String: ResolvedUseCase] = [:]
    /// The use cases of the model being resolved, resolved: a model names each several times (load, operations,
    /// streams, observes).
    private var modelUseCases: [ResolvedUseCase] = []

    init(index: SpecIndex, options: GenerationOptions) {
        self.index = index
        self.options = options
    }

    /// A name that did not resolve after validation.
    struct Unresolved: Error {
        var diagnostic: Diagnostic
    }

    /// `file` resolved.
    func resolve(_ file: SpecFile) throws(DiagnosticsError) -> ResolvedFile {
        do throws(Unresolved) {
            let useCases = try file.useCases.map { spec throws(Unresolved) in try resolve(spec) }
            var resolver = self
            for useCase in useCases { resolver.fileUseCases[useCase.spec.name.value] = useCase }
            let nestedTypes = file.nestedTypesByModel
            // A nested type is declared with its model, not at the top of the file.
            return ResolvedFile(
                spec: file, enums: try file.enums.filter { $0.nestedIn == nil }.map(resolve),
                snapshots: try file.snapshots.filter { $0.nestedIn == nil }.map(resolve),
                useCases: useCases,
                models: try file.models.map { model throws(Unresolved) in
                    var resolved = try resolver.resolve(model)
                    if let nested = nestedTypes[model.name.value] {
                        resolved.enums = try nested.enums.map(resolve)
                        resolved.snapshots = try nested.snapshots.map(resolve)
                    }
                    return resolved
                })
        } catch {
            throw DiagnosticsError([error.diagnostic])
        }
    }

    /// This resolver, finding `useCases` (a model's, resolved) by name before looking further.
    func holding(_ useCases: [ResolvedUseCase]) -> Resolver {
        var resolver = self
        resolver.modelUseCases = useCases
        return resolver
    }

    /// `value`, or the error that says a validated `what` did not resolve.
    func require<Value>(
        _ value: Value?, _ what: @autoclosure () -> String, at location: SourceLocation
    )
        throws(Unresolved) -> Value
    {
        guard let value else { throw unresolved(what(), at: location) }
        return value
    }

    /// The error that says a validated `what` did not resolve.
    func unresolved(_ what: String, at location: SourceLocation) -> Unresolved {
        Unresolved(
            diagnostic: .error(
                "internal error: \(what) did not resolve, though the specs validated; please report this", at: location)
        )
    }

    // MARK: - Types and declarations

    func type(_ reference: TypeReference) throws(Unresolved) -> ResolvedType {
        let expression = try require(reference.expression, "the type \(quoted: reference.text)", at: reference.location)
        return ResolvedType(
            text: reference.text, location: reference.location, expression: index.qualifyingNestedTypes(expression),
            namesExternal: expression.containsNamedPath { path in
                index.externals.contains(path.count == 1 ? path[0] : path.joined(separator: "."))
            })
    }

    func field(_ spec: FieldSpec) throws(Unresolved) -> ResolvedField {
        var defaultValue: Located<CheckedLiteral>?
        if let written = spec.defaultValue {
            let literal = try require(
                CheckedLiteral(written.value), "the default \(quoted: written.value)", at: written.location)
            defaultValue = Located(literal, at: written.location)
        }
        return ResolvedField(spec: spec, type: try type(spec.type), defaultValue: defaultValue)
    }

    func cases(_ specs: [CaseSpec]) throws(Unresolved) -> [ResolvedCase] {
        try specs.map { spec throws(Unresolved) in
            switch spec.payload {
            case .none: ResolvedCase(name: spec.name, payload: .none)
            case .single(let reference): ResolvedCase(name: spec.name, payload: .single(try type(reference)))
            case .labelled(let fields): ResolvedCase(name: spec.name, payload: .labelled(try fields.map(field)))
            }
        }
    }

    /// True when the declared type `name` is `Equatable`, as inferred from its fields.
    private func isEquatable(_ name: String) -> Bool {
        index.declaredConformances[name]?.contains(.equatable) == true
    }

    func resolve(_ spec: EnumSpec) throws(Unresolved) -> ResolvedEnum {
        ResolvedEnum(spec: spec, cases: try cases(spec.cases), isEquatable: isEquatable(spec.name.value))
    }

    func resolve(_ spec: SnapshotSpec) throws(Unresolved) -> ResolvedSnapshot {
        ResolvedSnapshot(
            spec: spec,
            record: ResolvedStruct(
                name: spec.name.value, location: spec.name.location, conforms: spec.conforms.map(\.value),
                fields: try spec.fields.map(field), isEquatable: isEquatable(spec.name.value)))
    }

    func resolve(_ spec: UseCaseSpec) throws(Unresolved) -> ResolvedUseCase {
        let shape = qualifying(
            try require(index.shape(of: spec), "the use case \(quoted: spec.name.value)", at: spec.name.location))
        var options: ResolvedStruct?
        if let fields = spec.options {
            let name = Namer.optionsType(of: spec).bare
            options = ResolvedStruct(
                name: name, location: spec.optionsType?.location ?? spec.name.location, conforms: [],
                fields: try fields.map(field), isEquatable: isEquatable(name))
        }
        let kind: ResolvedUseCase.Kind
        switch spec.kind {
        case .stream(let stream):
            let completed = index.completedCase(of: stream)
            kind = .stream(
                ResolvedStates(
                    spec: stream, typeName: SpecIndex.stateType(of: spec, stream), cases: try cases(stream.states),
                    completed: completed?.name,
                    completedSnapshot: completed.flatMap { index.snapshotName(of: $0) }.map {
                        index.qualifyingNestedTypes(.named([$0], generic: []))
                    }))
        case .fetch(let fetch):
            kind = .fetch(returns: try type(fetch.returns))
        case .call(let call):
            let signature = try require(call.signature, "the call \(quoted: call.text.value)", at: call.text.location)
            for (parameter, input) in zip(signature.parameters, shape.inputs)
            where parameter.defaultValue != nil && input.defaultValue == nil {
                throw unresolved("the default of \(quoted: parameter.name)", at: call.text.location)
            }
            let conformances = index.conformanceResolver
            kind = .call(
                call, qualifying(signature),
                parametersAreEquatable: signature.parameters.allSatisfy {
                    conformances.conformances(of: $0.type).contains(.equatable)
                })
        }
        return ResolvedUseCase(spec: spec, shape: shape, options: options, kind: kind)
    }

    /// `shape` with every nested type named by its model too, as generated code outside the model names it.
    private func qualifying(_ shape: UseCaseShape) -> UseCaseShape {
        var shape = shape
        for index in shape.inputs.indices {
            shape.inputs[index].type = self.index.qualifyingNestedTypes(shape.inputs[index].type)
        }
        switch shape.output {
        case .stream(let state, let canFail):
            shape.output = .stream(state: index.qualifyingNestedTypes(state), canFail: canFail)
        case .value(let type):
            shape.output = .value(type.map { index.qualifyingNestedTypes($0) })
        }
        return shape
    }

    /// `signature` with every nested type named by its model too.
    private func qualifying(_ signature: CallSignature) -> CallSignature {
        var signature = signature
        for index in signature.parameters.indices {
            signature.parameters[index].type = self.index.qualifyingNestedTypes(signature.parameters[index].type)
        }
        signature.returns = signature.returns.map { index.qualifyingNestedTypes($0) }
        return signature
    }

    /// The use case `name` names.
    func useCase(_ name: Name) throws(Unresolved) -> ResolvedUseCase {
        if let resolved = modelUseCases.first(where: { $0.spec.name.value == name.value }) ?? fileUseCases[name.value] {
            return resolved
        }
        return try resolve(
            try require(index.useCases[name.value], "the use case \(quoted: name.value)", at: name.location))
    }

    /// The model `name` names.
    func model(_ name: Name) throws(Unresolved) -> ModelSpec {
        try require(index.models[name.value], "the model \(quoted: name.value)", at: name.location)
    }

    /// The type of the configuration field `id` names: the `type` the spec gives, else its declared field's type.
    func identity(_ id: ModelIDSpec, configuration: TypeReference?) throws(Unresolved) -> ResolvedIdentity {
        if let written = id.type { return ResolvedIdentity(field: id.field, type: try type(written)) }
        let field = configuration?.expression.flatMap { index.declaredName($0) }.flatMap { index.snapshots[$0] }?.fields
            .first {
                $0.name.value == id.field.value
            }
        let declared = try require(field, "the id field \(quoted: id.field.value)", at: id.field.location)
        return ResolvedIdentity(field: id.field, type: try type(declared.type))
    }
}
