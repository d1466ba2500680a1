// Synthesised conformances: a struct or enum that is Equatable, Hashable or Codable needs every stored type to be so too.

extension Validator {
    /// The synthesised protocols a `conforms` entry asks for.
    private static func requirements(of conformance: String) -> [String] {
        switch conformance {
        case "Codable": ["Encodable", "Decodable"]
        case "Encodable", "Decodable", "Hashable", "Equatable": [conformance]
        default: []
        }
    }

    /// What a type declared in the specs conforms to among the synthesised protocols; nil for types written by hand.
    private func provided(by name: String) -> Set<String>? {
        // One look-up tells most names apart (standard types, external types); the table of the kind comes second.
        switch index.declarations[name]?.kind {
        case .snapshot:
            guard let snapshot = index.snapshots[name] else { return nil }
            let added = snapshot.conforms.flatMap { Self.requirements(of: $0.value) }
            return Set(["Equatable"] + added + (added.contains("Hashable") ? ["Equatable"] : []))
        case .enum:
            guard let spec = index.enums[name] else { return nil }
            let plain = spec.cases.allSatisfy { if case .none = $0.payload { true } else { false } }
            return plain ? ["Equatable", "Hashable"] : ["Equatable"]
        case .options: return ["Equatable"]
        case .state: return []
        case .useCase, .model, .external, nil: return nil
        }
    }

    /// Reports fields whose declared types lack a conformance that their container's synthesised conformances need.
    mutating func memberConformances(_ fields: [FieldSpec], of owner: String, conforms: [Name] = []) {
        let needed = Set(["Equatable"] + conforms.flatMap { Self.requirements(of: $0.value) })
        for field in fields {
            for path in field.type.expression?.namedPaths ?? [] where path.count == 1 {
                guard let provided = provided(by: path[0]), !needed.isSubset(of: provided) else { continue }
                let missing = needed.subtracting(provided).sorted()
                let name = path[0]
                let list = missing.joined(separator: " and ")
                let declared = index.declarations[name]?.location
                let note: String
                switch index.declarations[name]?.kind {
                case .snapshot: note = "add \(list) to the 'conforms' of \(quoted: name)"
                case .enum: note = "modelgen makes an enum only Sendable and Equatable (and Hashable without payloads); for more, list \(quoted: name) under 'external' and write it by hand"
                case .state: note = "a use case's state type is only Sendable"
                case .options, .useCase, .model, .external, nil: note = "an options type is only Sendable and Equatable"
                }
                diagnostics.error(
                    "field \(quoted: field.name.value) of \(quoted: owner) needs \(quoted: name) to be \(list), as \(quoted: owner) is", at: field.type.location,
                    notes: [.init(note, at: declared)])
            }
        }
    }
}
