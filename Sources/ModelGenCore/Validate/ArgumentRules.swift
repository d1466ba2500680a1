// The rules of what an operation gives its use case: `arguments` (member paths and literals for its parameters),
// `from` (the member a factory makes the use case from), and the literal defaults of a `call:` signature.

extension Validator {
    /// `arguments:` and `from:` of a stream or call operation of `useCase`.
    mutating func useCaseInputs(
        _ operation: OperationSpec, of useCase: UseCaseSpec, _ shape: UseCaseShape, in spec: ModelSpec
    ) {
        let inputs = shape.inputs
        let what = shape.optionsType == nil ? "parameter" : "option field"
        for argument in operation.arguments {
            let label = argument.parameter
            guard let input = inputs.first(where: { ($0.label ?? $0.name) == label.value }) else {
                var notes = Suggestion.note(for: label.value, in: inputs.map { $0.label ?? $0.name })
                notes.append(
                    .init(
                        inputs.isEmpty
                            ? "\(quoted: useCase.name.value) takes no \(what)s"
                            : "\(quoted: useCase.name.value) takes \(Self.quotedList(inputs.map { $0.label ?? $0.name }))",
                        at: useCase.name.location))
                diagnostics.error(
                    "'arguments' of operation \(quoted: operation.name.value) names no \(what) of \(quoted: useCase.name.value)",
                    at: label.location, notes: notes)
                continue
            }
            let value = argument.value
            if let literal = argument.literal {
                argumentLiteral(
                    literal, value, fits: input.type,
                    what: "the argument \(quoted: value.value) for \(quoted: label.value)")
                continue
            }
            guard let path = memberPath(value, in: spec, what: "the argument for \(quoted: label.value)") else {
                continue
            }
            guard let type = path.type.expression, type != input.type else { continue }
            diagnostics.error(
                "the argument for \(quoted: label.value) reads \(quoted: value.value), of type \(quoted: type.swift()), and \(quoted: label.value) is \(quoted: input.type.swift())",
                at: value.location,
                notes: [
                    .init("\(quoted: path.names.joined(separator: ".")) is declared here", at: path.type.location),
                    .init("a member passed as an argument must have exactly the parameter's type"),
                ])
        }
        if let from = operation.from {
            memberPath(Located(from.value, at: from.location), in: spec, what: "'from'")
        }
    }

    /// Every use of a use case that an operation makes by a factory (`from`) makes it so too, from a member of one type.
    mutating func factories(_ spec: ModelSpec) {
        var checked: Set<String> = []
        for operation in spec.operations {
            guard let from = operation.from, let useCase = Self.calledUseCase(operation),
                checked.insert(useCase.value).inserted,
                case .success(let first) = index.memberPath(from.value, in: spec)
            else { continue }
            let by = "operation \(quoted: operation.name.value)"
            func needsFrom(_ name: Name, _ use: String) {
                diagnostics.error(
                    "\(use) uses \(quoted: useCase.value) as it is, and \(by) makes it with 'from'",
                    at: name.location,
                    notes: [
                        .init("the model holds a factory of it instead of the use case", at: from.location),
                        .init("give every use of \(quoted: useCase.value) in \(quoted: spec.name.value) a 'from'"),
                    ])
            }
            if let load = spec.load, load.value == useCase.value { needsFrom(load, "'load'") }
            for property in spec.properties {
                if let load = property.load, load.value == useCase.value {
                    needsFrom(load, "the 'load' of \(quoted: property.name.value)")
                }
            }
            for observe in spec.observes where observe.useCase.value == useCase.value {
                needsFrom(observe.useCase, "'observes'")
            }
            for other in spec.operations {
                switch other.kind {
                case .steps(let steps):
                    for step in steps {
                        guard let name = step.streamedUseCase, name.value == useCase.value else { continue }
                        needsFrom(name, "a 'stream' step of \(quoted: other.name.value)")
                    }
                case .stream(let name), .call(let name):
                    guard name.value == useCase.value else { continue }
                    guard let otherFrom = other.from else {
                        needsFrom(name, "operation \(quoted: other.name.value)")
                        continue
                    }
                    guard case .success(let path) = index.memberPath(otherFrom.value, in: spec),
                        let type = path.type.expression, let firstType = first.type.expression, type != firstType
                    else { continue }
                    diagnostics.error(
                        "'from' of operation \(quoted: other.name.value) reads a \(quoted: type.swift()), and the factory of \(quoted: useCase.value) takes a \(quoted: firstType.swift())",
                        at: otherFrom.location,
                        notes: [.init("\(by) makes it from \(quoted: from.value)", at: from.location)])
                }
            }
        }
    }

    /// The literal defaults of a `call:` signature's parameters: each a Swift literal that fits its type.
    mutating func callDefaults(_ signature: CallSignature, at text: Located<String>) {
        for parameter in signature.parameters {
            guard let written = parameter.defaultValue else { continue }
            let value = Located(written, at: text.location.atColumn(text.location.column + parameter.defaultOffset))
            guard
                let literal = swiftLiteral(value, what: "the default \(quoted: written) of \(quoted: parameter.name)")
            else { continue }
            argumentLiteral(literal, value, fits: parameter.type, what: "the default \(quoted: written)")
        }
    }

    /// The type of the member path `text` of `spec`, or nil with a diagnostic at the path.
    @discardableResult
    mutating func memberPath(_ text: Located<String>, in spec: ModelSpec, what: String) -> MemberPath? {
        switch index.memberPath(text.value, in: spec) {
        case .success(let path):
            return path
        case .failure(.notAPath):
            diagnostics.error(
                "\(what) is neither a member path of \(quoted: spec.name.value) nor a Swift literal: \(quoted: text.value)",
                at: text.location,
                notes: [
                    .init(
                        "a member path is a property, a broadcast value, a dependency or 'configuration', then fields"),
                    .init("a literal is " + Self.literalForms),
                ])
        case .failure(.unknownMember(let name, let candidates)):
            var notes = Suggestion.note(for: name, in: candidates)
            notes.append(
                .init(
                    "a member path starts at a property, a broadcast value, a dependency or 'configuration'"
                        + (candidates.isEmpty ? ", and \(quoted: spec.name.value) has none" : "")))
            diagnostics.error(
                "\(what) names no member of \(quoted: spec.name.value): \(quoted: name)", at: text.location,
                notes: notes)
        case .failure(.unknownField(let name, let snapshot, let candidates, let declared)):
            diagnostics.error(
                "\(what) names no field of \(quoted: snapshot): \(quoted: name)", at: text.location,
                notes: Suggestion.note(for: name, in: candidates) + [
                    Diagnostic.Note("\(quoted: snapshot) is declared here", at: declared)
                ])
        case .failure(.throughOptional(let prefix, let type)):
            diagnostics.error(
                "\(what) reads through \(quoted: prefix), which is optional (\(quoted: type))", at: text.location,
                notes: [.init("a member path reads fields of values that are always there")])
        case .failure(.opaque(let prefix, let type, let isExternal)):
            diagnostics.error(
                "\(what) reads a field of \(quoted: prefix), of type \(quoted: type), whose fields modelgen cannot see",
                at: text.location,
                notes: [
                    .init(
                        isExternal
                            ? "\(quoted: type) is an external type: its fields are not declared in the specs"
                            : "a member path goes on only through the fields of declared snapshots")
                ])
        }
        return nil
    }

    /// Reports a literal for a parameter that cannot initialise `type`, or whose type is external.
    private mutating func argumentLiteral(
        _ literal: DefaultLiteral, _ value: Located<String>, fits type: TypeExpression, what: String
    ) {
        // An external type's literals are known only to the compiler, and an argument or a default is written inside
        // an expression or a signature, where no `#sourceLocation` can point the compiler's error at the spec.
        if literal != .null, let name = index.declaredName(type.unwrapped),
            index.declarations[name]?.kind.isExternal == true
        {
            diagnostics.error(
                "\(what) cannot be checked against the external type \(quoted: type.swift())",
                at: value.location,
                notes: [.init("give the value from a member of the model, whose type the spec declares")])
            return
        }
        self.literal(literal, value, fits: type, what: what)
    }

    /// The use case a stream or call operation calls.
    static func calledUseCase(_ operation: OperationSpec) -> Name? {
        switch operation.kind {
        case .stream(let name), .call(let name): name
        case .steps: nil
        }
    }

    /// `'a', 'b' and 'c'`.
    private static func quotedList(_ names: [String]) -> String {
        let quoted = names.map { "'\($0)'" }
        guard let last = quoted.last, quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " and " + last
    }
}
