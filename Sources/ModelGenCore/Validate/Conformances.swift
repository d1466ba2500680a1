// Conformances a declaration needs of what it stores: every member `Sendable`, and what `conforms` asks for.

extension Validator {
    /// Reports members whose types lack `Sendable`, which every generated declaration is, or a protocol that the
    /// owner's `conforms` asks for, naming the type that lacks it. `Equatable` and `Hashable` are not needed
    /// otherwise: they are inferred.
    mutating func memberConformances(_ fields: [FieldSpec], of owner: String, conforms: [Name] = []) {
        let resolver = index.conformanceResolver
        let needed = conforms.reduce(into: SynthesizedProtocols.sendable) {
            $0.formUnion(SynthesizedProtocol.named($1.value) ?? [])
        }
        for field in fields {
            guard let type = field.type.expression, !needed.isSubset(of: resolver.conformances(of: type)) else {
                continue
            }
            // The first name in the type that lacks a needed protocol is the one to fix.
            for path in type.namedPaths {
                let missing = needed.subtracting(resolver.conformances(of: .named(path, generic: [])))
                guard !missing.isEmpty else { continue }
                let name = path.joined(separator: ".")
                let list = Self.names(of: missing).joined(separator: " and ")
                let why = missing == [.sendable] ? "every generated type is" : "\(quoted: owner) is"
                diagnostics.error(
                    "field \(quoted: field.name.value) of \(quoted: owner) needs \(quoted: name) to be \(list), as \(why)",
                    at: field.type.location,
                    notes: note(for: name, path: path, lacking: list))
                break
            }
        }
    }

    /// A model's standard state holds its snapshot, and the state is `Sendable`.
    mutating func snapshotIsSendable(_ reference: TypeReference, _ type: TypeExpression, of model: String) {
        let resolver = index.conformanceResolver
        func isSendable(_ path: [String]) -> Bool {
            resolver.conformances(of: .named(path, generic: [])).contains(.sendable)
        }
        guard type.containsNamedPath(where: { !isSendable($0) }) else { return }
        for path in type.namedPaths where !isSendable(path) {
            let name = path.joined(separator: ".")
            diagnostics.error(
                "the snapshot of \(quoted: model) needs \(quoted: name) to be Sendable, as every generated type is",
                at: reference.location,
                notes: note(for: name, path: path, lacking: "Sendable"))
            return
        }
    }

    /// The protocols as a spec names them, sorted: `Encodable` and `Decodable` together are `Codable`.
    static func names(of protocols: SynthesizedProtocols) -> [String] {
        var names = protocols.members.map(\.rawValue)
        if protocols.isSuperset(of: [.encodable, .decodable]) {
            names.removeAll { $0 == "Encodable" || $0 == "Decodable" }; names.append("Codable")
        }
        return names.sorted()
    }

    /// How to give `name` what it lacks, at its declaration.
    private func note(for name: String, path: [String], lacking list: String) -> [Diagnostic.Note] {
        guard let declaration = index.declarations[name] ?? index.declarations[path[0]] else { return [] }
        let text =
            switch declaration.kind {
            case .snapshot: "add \(list) to the 'conforms' of \(quoted: name)"
            case .enum:
                "modelgen makes an enum only Sendable and Equatable (and Hashable without payloads); for more, list \(quoted: name) under 'external' and write it by hand"
            case .state: "a use case's state type is only Sendable"
            case .external:
                path.count > 1 && index.declarations[name] == nil
                    ? "a nested type is only Sendable unless 'external' lists \(quoted: name) itself"
                    : "list \(list) for \(quoted: name) under 'external' if it has it"
            case .options, .useCase, .model: "an options type is only Sendable and Equatable"
            }
        return [.init(text, at: declaration.location)]
    }
}
