// Translate a `call` use case: its protocol (`<Name>Protocol` for an existing type), the conformance of an existing
// type, and its test double per the stub table.

extension TranslationContext {
    /// A `call:` use case with its parsed signature.
    func callUseCaseData(
        _ spec: UseCaseSpec, _ call: CallSpec, _ signature: CallSignature, parametersAreEquatable: Bool
    ) -> UseCaseData {
        let name = spec.name.value
        let protocolName = Namer.protocolName(of: spec)
        let requirement = Self.requirement(signature)
        let doc = Self.doc(spec.doc)
        let defaultDoc: SwiftCode =
            spec.isExisting
            ? .doc("What models call of `\(name)`, which conforms to it below.")
            : .doc("The use case `\(name)`, as models call it.")
        let stubName = Namer.stub(of: name)
        return UseCaseData(
            doc: doc.isEmpty ? [defaultDoc] : doc, name: protocolName, options: nil, state: nil,
            requirement: requirement,
            requirementDoc: Self.requirementDoc(signature), isStream: signature.stream != nil, stubName: stubName,
            optionsType: nil, valueType: "",
            existingType: spec.isExisting ? Namer.identifier(name).code : nil,
            conformanceSourceLocation: spec.isExisting ? sourceLocation(call.text.location) : nil,
            callStub: callStub(
                of: name, signature, parametersAreEquatable: parametersAreEquatable, stubName: stubName,
                protocolName: protocolName, requirement: requirement))
    }

    /// `func execute(repoPath: String) async throws -> [WorktreeStatus]`: a function-typed parameter is `@escaping`,
    /// so that the stub can record it; a type that takes it as it is still conforms.
    private static func requirement(_ signature: CallSignature) -> SignatureData {
        SignatureData(
            Namer.identifier(signature.name),
            parameters: signature.parameters.map { ParameterData(label: $0.label, name: $0.name, type: $0.type) },
            isAsync: signature.isAsync, isThrowing: signature.isThrowing, returns: signature.returns)
    }

    private static func requirementDoc(_ signature: CallSignature) -> SwiftCode {
        if signature.stream != nil { return .doc("Starts one run and streams its states.") }
        let orThrows = signature.isThrowing ? ", or throws" : ""
        return signature.returnsVoid
            ? .doc("Runs the use case\(orThrows).") : .doc("Returns the use case's value\(orThrows).")
    }

    /// The stub of the generated-api table: what it holds and answers depends on what the call returns.
    private func callStub(
        of useCase: String, _ signature: CallSignature, parametersAreEquatable: Bool, stubName: SwiftName,
        protocolName: SwiftName,
        requirement: SignatureData
    ) -> CallStubData {
        var answer = StubAnswer(signature)
        let replays = Self.replays(signature)
        for replay in replays {
            answer.stored.append(
                StubAnswer.Stored(
                    name: replay.data.values, type: .array(replay.value),
                    doc: .doc("The values every call sends to `\(replay.parameter)`, in order, before it answers."),
                    defaultValue: .literal(.emptyArray)))
        }
        let summary =
            replays.isEmpty
            ? answer.summary
            : "sends \(replays.map { "`\($0.data.values.bare)` to `\($0.parameter)`" }.joined(separator: " and ")), then \(answer.summary)"
        let parameters = signature.parameters
        let fields = parameters.map { parameter in
            FieldData(
                doc: [.doc("The argument `\(parameter.name)`.")], name: Namer.identifier(parameter.name),
                label: Namer.identifier(parameter.name).label,
                type: parameter.type.code)
        }
        let record =
            parameters.isEmpty
            ? nil
            : StructData(
                doc: [.doc("The arguments of one call.")], name: Namer.Fixed.callRecord,
                conformances: parametersAreEquatable ? ["Sendable", "Equatable"] : ["Sendable"],
                fields: fields, initDoc: .doc("Creates the record of one call."),
                parameters: ParametersData(
                    parameters: parameters.map {
                        ParameterData(Namer.identifier($0.name), $0.type.code, isEscaping: $0.type.isFunction)
                    }),
                hasEmpty: false, isImmutable: true)
        return CallStubData(
            doc: [.doc("A test double for `\(useCase)`: \(summary).")], stubName: stubName,
            protocolName: protocolName, callRecord: record,
            recordArguments: parameters.map {
                ArgumentData(label: Namer.identifier($0.name).argument, value: Namer.identifier($0.name))
            },
            properties: answer.stored.map { StubPropertyData(doc: [$0.doc], name: $0.name, type: $0.type) },
            initDoc: .doc(
                replays.isEmpty
                    ? "\(answer.initDoc)"
                    : "\(answer.initDoc) Each call first \(replays.map { "sends `\($0.data.values.bare)` to `\($0.parameter)`" }.joined(separator: " and "))."
            ),
            initParameters: ParametersData(
                parameters: answer.stored.map {
                    ParameterData($0.name, $0.type.code, isEscaping: $0.type.isFunction, defaultValue: $0.defaultValue)
                }),
            callsDoc: record == nil
                ? .doc("How many calls were made.") : .doc("The arguments of every call, in order."),
            requirementDoc: .doc("Records the call, then \(summary)."), requirement: requirement,
            replays: replays.map(\.data), answer: answer.answer)
    }

    /// The callbacks a stub calls with the values it is given, before it answers (`CallSignature.Parameter.replayed`).
    private static func replays(
        _ signature: CallSignature
    ) -> [(data: StubReplayData, parameter: String, value: TypeExpression)] {
        signature.parameters.compactMap { parameter in
            parameter.replayed.map { value in
                let data = StubReplayData(
                    values: Namer.replayedValues(of: parameter.name), parameter: Namer.identifier(parameter.name),
                    isOptional: parameter.type.isOptional)
                return (data, parameter.name, value)
            }
        }
    }
}

/// What a call stub holds and does, one row of the generated-api stub table.
private struct StubAnswer {
    /// One stored value, which the init takes.
    struct Stored {
        var name: SwiftName
        var type: TypeExpression
        var doc: SwiftCode
        var defaultValue: SwiftCode = ""
    }

    var summary: String
    var initDoc: String
    var stored: [Stored]
    var answer: StubAnswerData

    init(_ signature: CallSignature) {
        // `(any Error)?`
        let failure = Stored(
            name: "failure", type: .optional(.existential(.named(["Error"], generic: []))), doc: "",
            defaultValue: .literal(.nil)
        )
        if let stream = signature.stream {
            let states = Stored(
                name: "states", type: .array(stream.state), doc: .doc("The states every stream yields, in order."))
            if stream.canFail {
                summary = "yields `states` in order, then finishes or throws `failure`"
                initDoc = "A test double whose streams yield `states`, then finish or throw `failure`."
                var thrown = failure
                thrown.doc = .doc("What every stream throws after its states; nil to finish.")
                stored = [states, thrown]
                answer = .yieldsStatesThenFailure(states: states.name, failure: thrown.name)
            } else {
                summary = "yields `states` in order, then finishes"
                initDoc = "A test double whose streams yield `states`, then finish."
                stored = [states]
                answer = .yieldsStates(states: states.name)
            }
            return
        }
        switch (signature.returnsVoid ? nil : signature.returns, signature.isThrowing) {
        case (let returns?, true):
            summary = "returns or throws `result`"
            initDoc = "A test double whose calls return or throw `result`."
            let result = TypeExpression.named(
                ["Result"], generic: [returns, .existential(.named(["Error"], generic: []))])
            let stored = Stored(name: "result", type: result, doc: .doc("What every call returns or throws."))
            self.stored = [stored]
            answer = .returnsResult(result: stored.name)
        case (nil, true):
            summary = "returns, or throws `failure` when it is not nil"
            initDoc = "A test double whose calls return, or throw `failure` when it is not nil."
            var thrown = failure
            thrown.doc = .doc("What every call throws; nil to return.")
            stored = [thrown]
            answer = .throwsFailure(failure: thrown.name)
        case (let returns?, false):
            summary = "returns `value`"
            initDoc = "A test double whose calls return `value`."
            let stored = Stored(name: "value", type: returns, doc: .doc("What every call returns."))
            self.stored = [stored]
            answer = .returnsValue(value: stored.name)
        case (nil, false):
            summary = "records its calls"
            initDoc = "A test double that records its calls."
            stored = []
            answer = .recordsOnly
        }
    }
}
