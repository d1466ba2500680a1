// What a use case is to a model, whatever way the spec wrote it: `stream`/`fetch` sugar and `call` signatures
// resolve to one shape, which the model rules check and the translator renders.

/// A use case as models call it: the method, what a caller passes, and what comes back.
public struct UseCaseShape: Sendable {
    /// What one call gives.
    public enum Output: Sendable {
        /// A stream of states; `canFail` for `AsyncThrowingStream`.
        case stream(state: TypeExpression, canFail: Bool)
        /// One value; nil for `Void`.
        case value(TypeExpression?)
    }

    /// One value a caller passes: a call parameter, or a field of the options of a `stream` or `fetch`.
    public struct Input: Sendable {
        /// The argument label; nil for `_`.
        public var label: String?
        /// The parameter's name inside the call, and the operation's parameter name.
        public var name: String
        /// The type.
        public var type: TypeExpression
        /// The default the operation keeps: a call parameter's (`force: Bool = false`), or an options field's as the
        /// options' init has it (written, or `nil`, `[]` or `[:]` for an optional, array or dictionary); nil for none,
        /// and for a default that is no literal (the validator reports it).
        public var defaultValue: CheckedLiteral? = nil
    }

    /// The requirement's name: `stream`, `fetch`, `execute`.
    public var method: String
    /// What a caller passes, in order.
    public var inputs: [Input]
    /// `stream` and `fetch`: the options struct the inputs are wrapped in (`options: ImportOptions(source: source)`); nil for a call.
    public var optionsType: String?
    /// `async`.
    public var isAsync: Bool
    /// `throws`.
    public var isThrowing: Bool
    /// What comes back.
    public var output: Output

    /// The state type of a stream use case.
    public var streamState: TypeExpression? {
        switch output {
        case .stream(let state, _): state
        case .value: nil
        }
    }

    /// The returned type of a value use case (nil for `Void`, and for streams).
    public var returns: TypeExpression? {
        switch output {
        case .value(let type): type
        case .stream: nil
        }
    }
}

extension SpecIndex {
    /// The shape of `useCase`; nil for a `call` that does not parse (the validator reports it).
    public func shape(of useCase: UseCaseSpec) -> UseCaseShape? {
        switch useCase.kind {
        case .stream(let stream):
            return UseCaseShape(
                method: "stream", inputs: Self.inputs(useCase.options),
                optionsType: useCase.options.map { _ in Namer.optionsType(of: useCase).bare },
                isAsync: false, isThrowing: false,
                output: .stream(state: .named([Self.stateType(of: useCase, stream)], generic: []), canFail: true))
        case .fetch(let fetch):
            return UseCaseShape(
                method: "fetch", inputs: Self.inputs(useCase.options),
                optionsType: useCase.options.map { _ in Namer.optionsType(of: useCase).bare },
                isAsync: true, isThrowing: true, output: .value(fetch.returns.expression))
        case .call(let call):
            guard let signature = call.signature else { return nil }
            let output: UseCaseShape.Output =
                signature.stream.map { .stream(state: $0.state, canFail: $0.canFail) }
                ?? .value(signature.returnsVoid ? nil : signature.returns)
            return UseCaseShape(
                method: signature.name,
                inputs: signature.parameters.map {
                    UseCaseShape.Input(
                        label: $0.label, name: $0.name, type: $0.type,
                        defaultValue: $0.defaultValue.flatMap(CheckedLiteral.init))
                },
                optionsType: nil, isAsync: signature.isAsync, isThrowing: signature.isThrowing, output: output)
        }
    }

    private static func inputs(_ options: [FieldSpec]?) -> [UseCaseShape.Input] {
        (options ?? []).map {
            let type = $0.type.expression ?? .named([$0.type.text], generic: [])
            return UseCaseShape.Input(
                label: $0.name.value, name: $0.name.value, type: type,
                defaultValue: $0.defaultValue.flatMap { CheckedLiteral($0.value) } ?? type.implicitDefault)
        }
    }
}

/// How a stream's states reach a model's standard state: which state is the completed one, and what it carries.
public struct StreamCompletion: Sendable {
    /// How `ModelState(from:prior:)` finds the snapshot in a state.
    public enum Match: Sendable {
        /// The state type is the snapshot: every value is `.ready(value)`.
        case everyValue
        /// A generated state enum: `useCaseState.completedSnapshot`.
        case completedSnapshot
        /// `if case .completed(let snapshot) = useCaseState`, for a state modelgen does not generate.
        case pattern(caseName: String)
    }

    /// How the snapshot is found.
    public var match: Match
    /// The type the completed state carries.
    public var carried: TypeExpression?
    /// Where the completed case is named.
    public var location: SourceLocation
}

extension SpecIndex {
    /// How the states of stream use case `useCase` complete into `snapshot`; nil when no state completes.
    public func completion(of useCase: UseCaseSpec, into snapshot: TypeExpression) -> StreamCompletion? {
        switch useCase.kind {
        case .fetch:
            return nil
        case .stream(let stream):
            guard let completed = completedCase(of: stream), case .single(let payload) = completed.payload else {
                return nil
            }
            return StreamCompletion(
                match: .completedSnapshot, carried: payload.expression, location: completed.name.location)
        case .call(let call):
            guard let state = call.signature?.stream?.state else { return nil }
            if state == snapshot {
                return StreamCompletion(match: .everyValue, carried: snapshot, location: call.text.location)
            }
            guard let completed = call.completed, let parsed = CompletedCase.parse(completed.value) else { return nil }
            if let type = parsed.type {
                return StreamCompletion(
                    match: .pattern(caseName: parsed.caseName), carried: type, location: completed.location)
            }
            // `completed: case` names a case of a declared enum, whose single payload it carries.
            guard let name = declaredName(state), let spec = enums[name],
                let match = spec.cases.first(where: { $0.name.value == parsed.caseName }),
                case .single(let payload) = match.payload
            else { return nil }
            return StreamCompletion(
                match: .pattern(caseName: parsed.caseName), carried: payload.expression, location: completed.location)
        }
    }
}

/// A `completed:` of a `call` use case: `completed(Greeting)`, or a case name alone.
public struct CompletedCase: Sendable, Equatable {
    /// The case name.
    public var caseName: String
    /// The payload type when written.
    public var type: TypeExpression?

    /// Parses `completed(Type)` or `completed`; nil when it is neither.
    public static func parse(_ text: String) -> CompletedCase? {
        guard let open = text.firstIndex(of: "(") else {
            return SwiftIdentifier.isValid(text) ? CompletedCase(caseName: text, type: nil) : nil
        }
        let name = String(text[..<open])
        guard SwiftIdentifier.isValid(name), text.hasSuffix(")"),
            let type = try? TypeExpression.parse(
                String(text[text.index(after: open)..<text.index(before: text.endIndex)]))
        else { return nil }
        return CompletedCase(caseName: name, type: type)
    }
}
