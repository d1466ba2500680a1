// The rules of `call` use cases: a `call` that parses and resolves, `existing`, and `completed`.

extension Validator {
    /// `call:` parses as a signature, its labels are unique, its types resolve, and its `completed:` names a case.
    mutating func callUseCase(_ spec: UseCaseSpec, _ call: CallSpec) {
        for other in spec.otherKinds {
            diagnostics.error(
                "use case \(quoted: spec.name.value) has both 'call' and \(quoted: other.value); it takes one",
                at: other.location,
                notes: spec.isExisting ? [.init("an 'existing' use case is described by its 'call' alone")] : [])
        }
        let signature: CallSignature
        switch call.parsed {
        case .success(let parsed):
            signature = parsed
        case .failure(let error):
            diagnostics.error(
                "'call' is not a Swift function signature: \(error.message)",
                at: call.text.location.atColumn(call.text.location.column + error.offset),
                notes: [
                    .init("write one signature, like \"execute(repoPath: String) async throws -> [WorktreeStatus]\"")
                ])
            return
        }
        if let label = signature.duplicateLabel {
            diagnostics.error(
                "the parameter label \(quoted: label) is used twice in the 'call' of \(quoted: spec.name.value)",
                at: call.text.location)
        } else if let name = signature.duplicateName {
            diagnostics.error(
                "the parameter name \(quoted: name) is used twice in the 'call' of \(quoted: spec.name.value)",
                at: call.text.location)
        }
        // Generated bodies reach the model's members and a stub's values through `self`: no parameter may take it.
        for parameter in signature.parameters where SwiftIdentifier.reservedMemberNames.contains(parameter.name) {
            diagnostics.error(
                "the parameter name \(quoted: parameter.name) in the 'call' of \(quoted: spec.name.value) cannot be used: the generated code needs it",
                at: call.text.location,
                notes: [.init("give the parameter a second name, such as '\(parameter.label ?? "_") value: Type'")])
        }
        for parameter in signature.parameters { resolve(parameter.type, at: call.text) }
        sendableClosures(signature, of: spec, call)
        if let returns = signature.returns { resolve(returns, at: call.text) }
        callDefaults(signature, at: call.text)
        completed(call, signature, of: spec)
    }

    /// `existing: true` needs a `call`: a `stream` or `fetch` describes a type modelgen generates.
    mutating func existingWithoutCall(_ spec: UseCaseSpec) {
        guard let existing = spec.existing, existing.value else { return }
        diagnostics.error(
            "an 'existing' use case needs 'call', the signature of its method, not 'stream' or 'fetch'",
            at: existing.location,
            notes: [
                .init(
                    "for example: call: \"stream(options: \(spec.name.value).Options) -> AsyncThrowingStream<State, any Error>\""
                )
            ])
    }

    private mutating func completed(_ call: CallSpec, _ signature: CallSignature, of spec: UseCaseSpec) {
        guard let completed = call.completed else { return }
        guard let state = signature.stream?.state else {
            diagnostics.error(
                "'completed' belongs to a stream call, and the 'call' of \(quoted: spec.name.value) returns one value",
                at: completed.location)
            return
        }
        guard let parsed = CompletedCase.parse(completed.value) else {
            diagnostics.error(
                "'completed' is a case with its payload type, like \"completed(Greeting)\", or a case name; not \(quoted: completed.value)",
                at: completed.location)
            return
        }
        if let type = parsed.type {
            resolve(type, at: Located(completed.value, at: completed.location))
            return
        }
        guard let name = index.declaredName(state), let declared = index.enums[name] else {
            diagnostics.error(
                "'completed' names only the case \(quoted: parsed.caseName); for a state type modelgen does not declare, write its payload type too",
                at: completed.location, notes: [.init("for example: completed: \"\(parsed.caseName)(Snapshot)\"")])
            return
        }
        guard let match = declared.cases.first(where: { $0.name.value == parsed.caseName }) else {
            diagnostics.error(
                "'completed' names no case of \(quoted: name)", at: completed.location,
                notes: Suggestion.note(for: parsed.caseName, in: declared.cases.map(\.name.value)))
            return
        }
        guard match.payload.single != nil else {
            diagnostics.error(
                "the completed case \(quoted: parsed.caseName) must carry one payload, the snapshot",
                at: completed.location)
            return
        }
    }

    /// Resolves a type written inside a located text (a `call` or `completed`), reporting at the text.
    private mutating func resolve(_ type: TypeExpression, at text: Located<String>) {
        self.type(TypeReference(text: type.swift(), location: text.location, parsed: .success(type)))
    }
}
