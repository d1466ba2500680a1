// Member paths of a model (`recipientInput`, `configuration.repoSlug`): what `arguments` and `from` read when an
// operation runs. A path starts at a property, a broadcast value, a dependency or the configuration, and goes on
// through the fields of declared snapshots.

/// Why a member path does not resolve, with what a diagnostic needs to say so.
enum MemberPathProblem: Error {
    /// A component is not an identifier (`a..b`, `a.1`).
    case notAPath
    /// The first component names no member; the names it could be.
    case unknownMember(String, candidates: [String])
    /// A component names no field of the snapshot; its fields, and where the snapshot is declared.
    case unknownField(String, snapshot: String, candidates: [String], declared: SourceLocation)
    /// The path goes on through an optional value (`a?.b` would change the type).
    case throughOptional(prefix: String, type: String)
    /// The path goes on through a type whose fields modelgen cannot see: an external type, an enum, a standard type.
    case opaque(prefix: String, type: String, isExternal: Bool)
}

/// A member path that resolved: its components and the type of the last one, as the spec wrote it.
struct MemberPath {
    /// The components: the member, then each field.
    var names: [String]
    /// The type of the value the path reads.
    var type: TypeReference
}

extension ModelSpec {
    /// The names a member path may start with: properties, broadcast values, dependencies that are not use cases,
    /// and `configuration`.
    func memberPathRoots(useCases: (TypeExpression) -> Bool) -> [(name: String, type: TypeReference)] {
        var roots = properties.map { ($0.name.value, $0.type) } + broadcasts.map { ($0.name.value, $0.type) }
        roots += dependencies.filter { dependency in dependency.type.expression.map(useCases) != true }
            .map { ($0.name.value, $0.type) }
        if let configuration { roots.append((Namer.Fixed.configuration.bare, configuration)) }
        return roots
    }

    /// The `from` of the first operation that makes `useCase` by a factory, or nil when the model holds it as it is.
    func factoryMember(of useCase: String) -> (operation: OperationSpec, from: Name)? {
        for operation in operations {
            guard let from = operation.from else { continue }
            switch operation.kind {
            case .stream(let name), .call(let name):
                if name.value == useCase { return (operation, from) }
            case .steps:
                continue
            }
        }
        return nil
    }
}

extension SpecIndex {
    /// The member path `text` of `model`, or why it does not resolve.
    func memberPath(_ text: String, in model: ModelSpec) -> Result<MemberPath, MemberPathProblem> {
        let names = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard names.allSatisfy(SwiftIdentifier.isValid) else { return .failure(.notAPath) }
        let roots = model.memberPathRoots { type in declaredName(type).map { useCases[$0] != nil } == true }
        guard let root = roots.first(where: { $0.name == names[0] }) else {
            return .failure(.unknownMember(names[0], candidates: roots.map(\.name)))
        }
        var type = root.type
        for (offset, name) in names.enumerated().dropFirst() {
            let prefix = names[..<offset].joined(separator: ".")
            guard let expression = type.expression else { return .failure(.notAPath) }
            if expression.isOptional { return .failure(.throughOptional(prefix: prefix, type: type.text)) }
            guard let declared = declaredName(expression), let snapshot = snapshots[declared] else {
                let isExternal = declaredName(expression).map { declarations[$0]?.kind.isExternal == true } == true
                return .failure(.opaque(prefix: prefix, type: type.text, isExternal: isExternal))
            }
            guard let field = snapshot.fields.first(where: { $0.name.value == name }) else {
                return .failure(
                    .unknownField(
                        name, snapshot: declared, candidates: snapshot.fields.map(\.name.value),
                        declared: snapshot.name.location))
            }
            type = field.type
        }
        return .success(MemberPath(names: names, type: type))
    }
}
