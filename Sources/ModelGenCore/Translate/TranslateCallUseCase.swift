// Translate a v2 `call` use case: its protocol (`<Name>Protocol` for an existing type), the conformance of an existing
// type, and its test double per the stub table.

extension TranslationContext {
    /// A `call:` use case; nil only for a call that does not parse, which validation has rejected.
    func callUseCaseData(_ spec: UseCaseSpec, _ call: CallSpec) -> UseCaseData? {
        guard let signature = call.signature else { return nil }
        let name = spec.name.value
        let protocolName = Namer.identifier(Namer.protocolName(of: spec))
        let requirement = signature.swift(escape: Namer.identifier)
        let doc = Self.doc(spec.doc)
        let defaultDoc = spec.isExisting
            ? "/// What models call of `\(name)`, which conforms to it below."
            : "/// The use case `\(name)`, as models call it."
        let stubName = Namer.identifier(Namer.stub(of: name))
        return UseCaseData(
            doc: doc.isEmpty ? [defaultDoc] : doc, name: protocolName, options: nil, state: nil, requirement: requirement,
            requirementDoc: Self.requirementDoc(signature), isStream: signature.stream != nil, stubName: stubName, optionsType: nil, valueType: "",
            existingType: spec.isExisting ? Namer.identifier(name) : nil,
            callStub: callStub(of: name, signature, stubName: stubName, protocolName: protocolName, requirement: requirement))
    }

    private static func requirementDoc(_ signature: CallSignature) -> String {
        if signature.stream != nil { return "/// Starts one run and streams its states." }
        let orThrows = signature.isThrowing ? ", or throws" : ""
        return signature.returnsVoid ? "/// Runs the use case\(orThrows)." : "/// Returns the use case's value\(orThrows)."
    }

    /// The stub of the generated-api table: what it holds and answers depends on what the call returns.
    private func callStub(of useCase: String, _ signature: CallSignature, stubName: String, protocolName: String, requirement: String) -> CallStubData {
        let answer = StubAnswer(signature, type: { $0.swift(escape: Namer.identifier) })
        let parameters = signature.parameters
        let fields = parameters.map { parameter in
            FieldData(
                doc: ["/// The argument `\(parameter.name)`."], name: Namer.identifier(parameter.name), label: Namer.label(parameter.name),
                type: parameter.type.swift(escape: Namer.identifier))
        }
        let record = parameters.isEmpty
            ? nil
            : StructData(
                doc: ["/// The arguments of one call."], name: Namer.Fixed.callRecord,
                conformances: (["Sendable"] + (parameters.allSatisfy { isEquatable($0.type) } ? ["Equatable"] : [])).joined(separator: ", "),
                fields: fields, initDoc: "/// Creates the record of one call.", parameters: ParametersData(parameters: fields.map { "\($0.label): \($0.type)" }),
                hasEmpty: false, binding: "let")
        let arguments = parameters.map { "\(Namer.label($0.name)): \(Namer.identifier($0.name))" }.joined(separator: ", ")
        return CallStubData(
            doc: ["/// A test double for `\(useCase)`: \(answer.summary)."], stubName: stubName, protocolName: protocolName, callRecord: record,
            properties: answer.stored.map { CaseData(doc: [$0.doc], declaration: "\($0.name): \($0.type)") },
            recordType: record == nil ? "Void" : Namer.Fixed.callRecord, initDoc: "/// \(answer.initDoc)",
            initParameters: ParametersData(parameters: answer.stored.map { "\($0.name): \($0.type)\($0.defaultValue.map { " = \($0)" } ?? "")" }),
            initAssignments: answer.stored.map { "self.\($0.name) = \($0.name)" },
            callsDoc: record == nil ? "/// How many calls were made." : "/// The arguments of every call, in order.",
            callsType: record == nil ? "Int" : "[\(Namer.Fixed.callRecord)]", callsSource: record == nil ? "count" : "calls",
            requirementDoc: "/// Records the call, then \(answer.summary).", requirement: requirement,
            record: record == nil ? "()" : "\(Namer.Fixed.callRecord)(\(arguments))", body: answer.body)
    }
}

/// What a call stub holds and does, one row of the generated-api stub table.
private struct StubAnswer {
    /// One stored value, which the init takes.
    struct Stored {
        var name: String
        var type: String
        var doc: String
        var defaultValue: String?
    }

    var summary: String
    var initDoc: String
    var stored: [Stored]
    var body: [String]

    init(_ signature: CallSignature, type: (TypeExpression) -> String) {
        let failure = Stored(name: "failure", type: "(any Error)?", doc: "", defaultValue: "nil")
        if let stream = signature.stream {
            let states = Stored(name: "states", type: "[\(type(stream.state))]", doc: "/// The states every stream yields, in order.")
            if stream.canFail {
                summary = "yields `states` in order, then finishes or throws `failure`"
                initDoc = "A test double whose streams yield `states`, then finish or throw `failure`."
                var thrown = failure
                thrown.doc = "/// What every stream throws after its states; nil to finish."
                stored = [states, thrown]
                body = ["return modelGenStubStream(states, failure: failure)"]
            } else {
                summary = "yields `states` in order, then finishes"
                initDoc = "A test double whose streams yield `states`, then finish."
                stored = [states]
                body = ["return modelGenStubStream(states)"]
            }
            return
        }
        switch (signature.returnsVoid ? nil : signature.returns, signature.isThrowing) {
        case (let returns?, true):
            summary = "returns or throws `result`"
            initDoc = "A test double whose calls return or throw `result`."
            stored = [Stored(name: "result", type: "Result<\(type(returns)), any Error>", doc: "/// What every call returns or throws.")]
            body = ["return try result.get()"]
        case (nil, true):
            summary = "returns, or throws `failure` when it is not nil"
            initDoc = "A test double whose calls return, or throw `failure` when it is not nil."
            var thrown = failure
            thrown.doc = "/// What every call throws; nil to return."
            stored = [thrown]
            body = ["if let failure { throw failure }"]
        case (let returns?, false):
            summary = "returns `value`"
            initDoc = "A test double whose calls return `value`."
            stored = [Stored(name: "value", type: type(returns), doc: "/// What every call returns.")]
            body = ["return value"]
        case (nil, false):
            summary = "records its calls"
            initDoc = "A test double that records its calls."
            stored = []
            body = []
        }
    }
}
