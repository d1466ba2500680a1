// Translate what a stream or call operation gives its use case: the parameters it declares (those `arguments` does
// not give, with the defaults of a `call:` signature), the call with the values `arguments` gives, read from the
// model's members when the operation runs, and the factory `from` calls with a member's current value.

extension TranslationContext {
    /// The parameters an operation declares for `shape`'s inputs that `given` does not give (nil in `given`), each
    /// with the default its `call:` signature writes; `callback`, the parameter the model passes its own progress
    /// callback to (`progress:`), is not one of them.
    func operationParameters(
        _ shape: UseCaseShape, given: [ResolvedValue?], passing callback: String? = nil
    )
        -> [ParameterData]
    {
        zip(shape.inputs, given).filter { $0.1 == nil && $0.0.name != callback }.map { input, _ in
            var parameter = ParameterData(label: input.label, name: input.name, type: input.type)
            if let literal = input.defaultValue { parameter.defaultValue = .literal(literal) }
            return parameter
        }
    }

    /// The call of `useCase` a stream or call operation makes: each input a parameter, a member read through `self.`
    /// or a literal; on the use case the model holds, or on the one its factory makes from a member's current value.
    func operationCall(_ operation: ResolvedOperation, _ useCase: ResolvedUseCase) -> UseCaseCallData {
        let shape = useCase.shape
        let name = useCase.spec.name.value
        let receiver = operation.madeFrom == nil ? Namer.useCaseProperty(name) : Namer.useCaseFactory(name)
        var call = callData(
            on: receiver, isOnSelf: true, shape, arguments: shape.inputs.map { Namer.identifier($0.name) })
        for (index, value) in zip(call.arguments.indices, operation.arguments) {
            guard let value else { continue }
            call.arguments[index].read(value)
        }
        if let path = operation.madeFrom {
            var argument = ArgumentData(label: "", value: Namer.Fixed.configuration)
            argument.read(.member(path))
            call.madeFrom = argument
        }
        return call
    }

    /// The use case's name as an operation's doc writes it between backticks: `ImportUseCase`, or `ImportUseCase` made
    /// from `configuration` for one a factory makes.
    static func docName(of useCase: ResolvedUseCase, in operation: ResolvedOperation) -> String {
        let name = useCase.spec.name.value
        guard let path = operation.madeFrom else { return name }
        return "\(name)` made from `\(path.joined(separator: "."))"
    }

    /// The type of the factory a model takes for a use case made from a member of type `input`:
    /// `@Sendable (Input) -> any UseCase`.
    static func useCaseFactoryType(_ useCase: UseCaseSpec, input: TypeExpression) -> TypeExpression {
        .function(
            parameters: [input], isMainActor: false, isSendable: true, isAsync: false, isThrowing: false,
            result: existential(Namer.protocolName(of: useCase)))
    }
}

extension ArgumentData {
    /// Passes `value` instead of a parameter: a member path read through `self.`, or a literal.
    fileprivate mutating func read(_ value: ResolvedValue) {
        switch value {
        case .member(let path):
            self.value = Namer.identifier(path[0])
            isMember = true
            fields = path.dropFirst().map { Namer.identifier($0).code }
        case .literal(let literal):
            self.literal = .literal(literal)
        }
    }
}
