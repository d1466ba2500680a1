// How generated models call a use case, whatever its shape: the argument list, `try`/`await`, v1 options wrapped.

extension TranslationContext {
    /// `importUseCase.stream(options: ImportOptions(source: source))` or `listWorktreesUseCase.execute(repoPath: path)`:
    /// the call of `shape` on `receiver`, with one argument expression per input, without `try` or `await`.
    func call(_ receiver: String, _ shape: UseCaseShape, arguments: [String]) -> String {
        let pairs = zip(shape.inputs, arguments)
        if let optionsType = shape.optionsType {
            let fields = pairs.map { "\(Namer.label($0.name)): \($1)" }.joined(separator: ", ")
            return "\(receiver).\(Namer.identifier(shape.method))(options: \(Namer.identifier(optionsType))(\(fields)))"
        }
        let list = pairs.map { input, argument in input.label.map { "\(Namer.label($0)): \(argument)" } ?? argument }.joined(separator: ", ")
        return "\(receiver).\(Namer.identifier(shape.method))(\(list))"
    }

    /// `try await `, `try `, `await ` or nothing, as the shape's call needs.
    func effects(_ shape: UseCaseShape) -> String {
        (shape.isThrowing ? "try " : "") + (shape.isAsync ? "await " : "")
    }

    /// The parameters an operation declares for `shape`'s inputs: `source: Source`, `_ url: URL`, `for name: String`.
    func parameters(_ shape: UseCaseShape) -> String {
        shape.inputs.map { input in
            let type = input.type.swift(escape: Namer.identifier)
            switch input.label {
            case nil: return "_ \(Namer.identifier(input.name)): \(type)"
            case input.name?: return "\(Namer.label(input.name)): \(type)"
            case let label?: return "\(Namer.label(label)) \(Namer.identifier(input.name)): \(type)"
            }
        }.joined(separator: ", ")
    }
}
