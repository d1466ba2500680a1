// What every type the specs declare conforms to, inferred: a snapshot is Equatable when every field is, and so on.

extension SpecIndex {
    /// A resolver that knows the run's declared and external types.
    public var conformanceResolver: ConformanceResolver {
        let table = declaredConformances
        let externals = externals
        let existing = existingUseCases
        let owners = nestedOwners
        return ConformanceResolver { path, _ in
            let name = path.count == 1 ? path[0] : path.joined(separator: ".")
            if let declared = table[name] { return declared }
            // A nested type named by its model: `LogsModel.Filter`.
            if path.count == 2, owners[path[1]] == path[0], let declared = table[path[1]] { return declared }
            if let external = externals[name] { return Self.conformances(of: external) }
            // A type nested in an external type or an existing use case, and not listed itself, is Sendable only.
            if path.count > 1, externals[path[0]] != nil || existing.contains(path[0]) { return [.sendable] }
            // A name that does not resolve is reported as such; a module-qualified one (`Foundation.Date`) is trusted.
            return .all
        }
    }

    /// What an `external` entry conforms to: the protocols its mapping lists; in the list form, `Sendable, Equatable,
    /// Hashable` as the contract assumes, and `Codable` too when a `conforms` asks for it: a list-form external is
    /// trusted, so such a spec validates. (Nothing infers `Codable`, so this only keeps the check quiet.)
    static func conformances(of external: ExternalSpec) -> SynthesizedProtocols {
        guard let listed = external.conformances else { return .all }
        return listed.reduce(into: []) { $0.formUnion(SynthesizedProtocol.named($1.value) ?? []) }
    }

    /// The synthesised protocols of every declared snapshot, enum, options type and state type, as generated: found
    /// by starting from everything a declaration could have and removing what a member lacks until nothing changes
    /// (so types that hold each other settle too).
    mutating func inferConformances() {
        var existing = Set<String>()
        var table: [String: SynthesizedProtocols] = [:]
        // What each declaration settles over: its name, its members' types, and what it keeps whatever they lack.
        var declarations: [(name: String, members: [TypeExpression], fixed: SynthesizedProtocols)] = []
        for spec in snapshots.values {
            let asked = Self.asked(by: spec.conforms)
            table[spec.name.value] = asked.union(.equatable)
            declarations.append((spec.name.value, spec.fields.compactMap(\.type.expression), asked))
        }
        for spec in enums.values {
            let plain = spec.cases.allSatisfy(\.payload.isNone)
            table[spec.name.value] = plain ? [.sendable, .equatable, .hashable] : [.sendable, .equatable]
            declarations.append((spec.name.value, spec.cases.flatMap(Self.payloadTypes), .sendable))
        }
        var options: [String: [FieldSpec]] = [:]
        for spec in useCases.values {
            if spec.isExisting { existing.insert(spec.name.value) }
            if let fields = spec.options {
                let name = Namer.optionsType(of: spec).bare
                options[name] = fields
                table[name] = [.sendable, .equatable]
            }
            if let stream = spec.stream { table[Self.stateType(of: spec, stream)] = .sendable }
        }
        for (name, fields) in options { declarations.append((name, fields.compactMap(\.type.expression), .sendable)) }
        existingUseCases = existing
        var changed = true
        while changed {
            changed = false
            declaredConformances = table
            let resolver = conformanceResolver
            for declaration in declarations {
                guard let current = table[declaration.name] else { continue }
                let held = declaration.members.reduce(SynthesizedProtocols.all) {
                    $0.intersection(resolver.conformances(of: $1))
                }
                // `Sendable` and what `conforms` asks for stay: a member lacking one is a validation error.
                let next = current.intersection(held.union(declaration.fixed))
                if next != current {
                    table[declaration.name] = next
                    changed = true
                }
            }
        }
        declaredConformances = table
    }

    /// `Sendable` and what a `conforms` list asks for.
    static func asked(by conforms: [Name]) -> SynthesizedProtocols {
        conforms.reduce(into: [.sendable]) { $0.formUnion(SynthesizedProtocol.named($1.value) ?? []) }
    }

    /// The types a case's payload holds.
    static func payloadTypes(_ spec: CaseSpec) -> [TypeExpression] {
        switch spec.payload {
        case .none: []
        case .single(let type): type.expression.map { [$0] } ?? []
        case .labelled(let fields): fields.compactMap(\.type.expression)
        }
    }
}
