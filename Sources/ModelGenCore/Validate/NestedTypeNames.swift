// Types nested in a model are named bare (`Filter`) or by their model (`LogsModel.Filter`) in a spec. Validation reads
// both as the bare name, so that every rule compares one type as one; `Resolver` names them by their model again
// for the output. A nested type is seen only as widely as its model, so a declaration seen more widely may not use
// the nested type of a model seen less widely.

/// Reads the nested types of a run's specs by their bare names, and checks where they are used.
struct NestedTypeNames {
    /// The model each nested type is declared in, by the type's name.
    let owners: [String: String]
    /// Each model's access, capped by the run's.
    private let modelAccess: [String: GenerationOptions.Access]
    /// The run's access: what the file-level declarations are seen as.
    private let runAccess: GenerationOptions.Access
    /// The uses of a nested type in a declaration seen more widely than its model.
    private(set) var problems: [Diagnostic] = []

    /// The nested types of `files`, for a run with `options`.
    init(_ files: [SpecFile], options: GenerationOptions) {
        var owners: [String: String] = [:]
        var access: [String: GenerationOptions.Access] = [:]
        for file in files {
            for spec in file.enums { if let model = spec.nestedIn { owners[spec.name.value] = model.value } }
            for spec in file.snapshots { if let model = spec.nestedIn { owners[spec.name.value] = model.value } }
            for model in file.models {
                access[model.name.value] = min(model.access?.value ?? options.access, options.access)
            }
        }
        self.owners = owners
        modelAccess = access
        runAccess = options.access
    }

    /// `files` with every type that names a nested type by its model naming it bare, and ``problems`` found.
    mutating func bare(_ files: [SpecFile]) -> [SpecFile] {
        guard !owners.isEmpty else { return files }
        return files.map { file in
            var file = file
            for index in file.enums.indices {
                let seenAs = seen(file.enums[index].nestedIn)
                file.enums[index].cases = cases(file.enums[index].cases, seenAs)
            }
            for index in file.snapshots.indices {
                let seenAs = seen(file.snapshots[index].nestedIn)
                file.snapshots[index].fields = fields(file.snapshots[index].fields, seenAs)
            }
            for index in file.useCases.indices { file.useCases[index] = useCase(file.useCases[index]) }
            for index in file.models.indices { file.models[index] = model(file.models[index]) }
            return file
        }
    }

    /// The access a declaration is seen with: its model's, or the run's for a file's own.
    private func seen(_ model: Name?) -> GenerationOptions.Access {
        model.flatMap { modelAccess[$0.value] } ?? runAccess
    }

    private mutating func useCase(_ spec: UseCaseSpec) -> UseCaseSpec {
        var spec = spec
        spec.options = spec.options.map { fields($0, runAccess) }
        switch spec.kind {
        case .stream(var stream):
            stream.states = cases(stream.states, runAccess)
            spec.kind = .stream(stream)
        case .fetch(var fetch):
            fetch.returns = type(fetch.returns, runAccess)
            spec.kind = .fetch(fetch)
        case .call(var call):
            if case .success(var signature) = call.parsed {
                for index in signature.parameters.indices {
                    signature.parameters[index].type = expression(
                        signature.parameters[index].type, runAccess, at: call.text.location)
                }
                signature.returns = signature.returns.map { expression($0, runAccess, at: call.text.location) }
                call.parsed = .success(signature)
            }
            spec.kind = .call(call)
        }
        return spec
    }

    private mutating func model(_ spec: ModelSpec) -> ModelSpec {
        var spec = spec
        let access = seen(spec.name)
        spec.configuration = spec.configuration.map { type($0, access) }
        spec.snapshot = spec.snapshot.map { type($0, access) }
        spec.state = spec.state.map { cases($0, access) }
        spec.broadcasts = fields(spec.broadcasts, access)
        spec.properties = fields(spec.properties, access)
        spec.dependencies = fields(spec.dependencies, access)
        for index in spec.children.indices {
            spec.children[index].configuredBy = spec.children[index].configuredBy.map { type($0, access) }
        }
        if var id = spec.id {
            id.type = id.type.map { type($0, access) }
            spec.id = id
        }
        return spec
    }

    private mutating func cases(_ cases: [CaseSpec], _ access: GenerationOptions.Access) -> [CaseSpec] {
        cases.map { spec in
            var spec = spec
            switch spec.payload {
            case .none: break
            case .single(let reference): spec.payload = .single(type(reference, access))
            case .labelled(let labelled): spec.payload = .labelled(fields(labelled, access))
            }
            return spec
        }
    }

    private mutating func fields(_ fields: [FieldSpec], _ access: GenerationOptions.Access) -> [FieldSpec] {
        fields.map { field in
            var field = field
            field.type = type(field.type, access)
            return field
        }
    }

    private mutating func type(_ reference: TypeReference, _ access: GenerationOptions.Access) -> TypeReference {
        guard case .success(let parsed) = reference.parsed else { return reference }
        return TypeReference(
            text: reference.text, location: reference.location,
            parsed: .success(expression(parsed, access, at: reference.location)))
    }

    /// `expression` with every nested type named bare; a use of one whose model is seen less widely than `access`
    /// is reported at `location`.
    private mutating func expression(
        _ expression: TypeExpression, _ access: GenerationOptions.Access, at location: SourceLocation
    ) -> TypeExpression {
        expression.mappingNames { path in
            let name: String
            switch path.count {
            case 1: name = path[0]
            case 2 where owners[path[1]] == path[0]: name = path[1]
            default: return path
            }
            guard let model = owners[name] else { return path }
            if let modelAccess = modelAccess[model], modelAccess < access {
                problems.append(
                    .error(
                        "\(quoted: name) is nested in \(quoted: model), which is \(quoted: modelAccess.rawValue), and is used here in a declaration seen as \(quoted: access.rawValue)",
                        at: location,
                        notes: [
                            .init(
                                "a nested type is seen only as widely as its model: raise the 'access' of \(quoted: model), or declare the type outside it"
                            )
                        ]))
            }
            return [name]
        }
    }
}
