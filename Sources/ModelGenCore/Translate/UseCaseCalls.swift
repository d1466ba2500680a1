// How generated models call a use case, whatever its shape: the argument list, `try`/`await`, the options of a `stream` or `fetch` wrapped.

extension TranslationContext {
    /// `importUseCase.stream(options: ImportOptions(source: source))` or `listWorktreesUseCase.execute(repoPath: path)`:
    /// the call of `shape` on `receiver`, with one argument expression per input, without `try` or `await`.
    func call(_ receiver: SwiftCode, _ shape: UseCaseShape, arguments: [SwiftCode]) -> SwiftCode {
        let pairs = zip(shape.inputs, arguments)
        let method = Namer.identifier(shape.method)
        if let optionsType = shape.optionsType {
            let fields = pairs.map { "\(Namer.identifier($0.name).argument): \($1)" as SwiftCode }.joined(
                separator: ", ")
            return "\(receiver).\(method)(options: \(Namer.identifier(optionsType))(\(fields)))"
        }
        let list = pairs.map { input, argument in
            input.label.map { "\(Namer.identifier($0).argument): \(argument)" as SwiftCode } ?? argument
        }.joined(separator: ", ")
        return "\(receiver).\(method)(\(list))"
    }

    /// `try await `, `try `, `await ` or nothing, as the shape's call needs.
    func effects(_ shape: UseCaseShape) -> SwiftCode {
        switch (shape.isThrowing, shape.isAsync) {
        case (true, true): "try await "
        case (true, false): "try "
        case (false, true): "await "
        case (false, false): ""
        }
    }

    /// ` async throws`, ` async`, ` throws` or nothing: the effects a function declares.
    static func declaredEffects(isAsync: Bool, isThrowing: Bool) -> SwiftCode {
        switch (isAsync, isThrowing) {
        case (true, true): " async throws"
        case (true, false): " async"
        case (false, true): " throws"
        case (false, false): ""
        }
    }

    /// The parameters an operation declares for `shape`'s inputs: `source: Source`, `_ url: URL`, `for name: String`.
    /// A function-typed input is taken `@escaping`: an operation hands it on to a task or a use case that may keep it.
    func parameters(_ shape: UseCaseShape) -> SwiftCode {
        shape.inputs.map { Self.parameterDeclaration(label: $0.label, name: $0.name, type: $0.type) }.joined(
            separator: ", ")
    }

    /// One parameter as a function declares it: `_ name: Type`, `name: Type` or `label name: Type`, the type as
    /// ``parameterType(_:)`` writes it.
    static func parameterDeclaration(label: String?, name: String, type: TypeExpression) -> SwiftCode {
        let identifier = Namer.identifier(name)
        let type = parameterType(type)
        return switch label {
        case nil: "_ \(identifier): \(type)"
        case name?: "\(identifier.label): \(type)"
        case let label?: "\(Namer.identifier(label).label) \(identifier): \(type)"
        }
    }

    /// A parameter's type: `@escaping` before a function type (a parameter that is stored or handed on must escape;
    /// an optional function type escapes already and takes no attribute).
    static func parameterType(_ type: TypeExpression) -> SwiftCode {
        switch type {
        case .function: "@escaping \(type)"
        case .named, .array, .dictionary, .optional, .tuple, .existential: "\(type)"
        }
    }
}
