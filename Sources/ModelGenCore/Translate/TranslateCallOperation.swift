// Translate a `call` operation: one call of a value use case in the caller's task, with what it does to the state,
// `reloads` and `onError`, as generated-api.md says.

/// The form of a `call` operation's method, decided by its call, its `onError` and the model's snapshot.
struct CallOperationForm {
    /// `async`: the call is.
    var isAsync: Bool
    /// The call can fail.
    var canFail: Bool
    /// `throws`: the call can fail and `onError: throw`.
    var throwsToCaller: Bool
    /// The call returns the model's snapshot: the operation shows it (loading, then ready).
    var showsSnapshot: Bool
    /// The method returns the call's value: `onError: throw`, and the value is neither `Void` nor the snapshot.
    var returnsValue: Bool
    /// `reloads: true`.
    var reloads: Bool

    init(_ operation: OperationSpec, _ shape: UseCaseShape, snapshot: TypeExpression?) {
        let passesErrors = operation.onError?.value == .throw
        isAsync = shape.isAsync
        canFail = shape.isThrowing
        throwsToCaller = shape.isThrowing && passesErrors
        showsSnapshot = snapshot != nil && shape.returns == snapshot
        returnsValue = passesErrors && shape.returns != nil && !showsSnapshot
        reloads = operation.reloads?.value == true
    }
}

extension TranslationContext {
    /// A `call` operation.
    ///
    /// The body names the model's members through `self.` and picks its locals (`prior`, `value`, `started`) apart from the
    /// parameters, so that no parameter a `call:` signature declares can shadow what the body uses.
    func callOperationData(
        _ operation: OperationSpec, _ useCase: ResolvedUseCase, in model: ResolvedModel
    )
        -> OperationData
    {
        let shape = useCase.shape
        let useCaseName = useCase.spec.name
        let form = CallOperationForm(operation, shape, snapshot: model.snapshot?.expression)
        let names = options.stateNames
        let taken = Set(shape.inputs.map(\.name))
        let prior = Self.local("prior", apartFrom: taken)
        let value = Self.local("value", apartFrom: taken)
        let started = Self.local("started", apartFrom: taken)
        let (state, tasks) = (Namer.Fixed.state, Namer.Fixed.tasks)
        let receiver: SwiftCode = "self.\(Namer.useCaseProperty(useCaseName.value))"
        let call =
            effects(shape) + call(receiver, shape, arguments: shape.inputs.map { "\(Namer.identifier($0.name))" })
        let reload: [SwiftCode] =
            form.reloads
            ? [form.isAsync ? "await self.\(Namer.Fixed.reload)()" : "self.\(Namer.Fixed.startLoad)()"] : []
        let restore: SwiftCode = "self.\(state) = \(prior).map { .\(names[.ready])($0) } ?? .\(names[.uninitialized])"
        var lines: [SwiftCode] = []
        var doc: String
        if form.showsSnapshot {
            // Another stream operation would overwrite what this shows.
            if model.spec.operations.contains(where: { $0.kind.streamedUseCase != nil }) {
                lines.append("self.\(tasks).cancel(.\(Namer.Fixed.operationTask))")
            }
            lines += ["let \(prior) = self.\(state).snapshot", "self.\(state) = .\(names[.loading])(prior: \(prior))"]
            // The call started last wins: an earlier one that finishes later, after a suspension, assigns nothing.
            let latest: SwiftCode = "self.\(tasks).isLatestCall(\(started))"
            lines.append(form.isAsync ? "let \(started) = self.\(tasks).startCall()" : "self.\(tasks).startCall()")
            let stale: [SwiftCode] = form.isAsync ? ["guard \(latest) else { return }"] : []
            let success: [SwiftCode] =
                ["let \(value) = \(call)"] + stale + ["self.\(state) = .\(names[.ready])(\(value))"] + reload
            doc =
                "Calls `\(useCaseName.value)` and shows what it returns: `.\(names[.loading])`, then `.\(names[.ready])`"
            if form.canFail {
                let failure: [SwiftCode] =
                    form.throwsToCaller
                    ? (form.isAsync ? ["if \(latest) { \(restore) }"] : [restore]) + ["throw error"]
                    : stale + ["self.\(state) = .\(names[.failed])(error, prior: \(prior))"]
                lines += ["do {"] + success.map { "    " + $0 } + ["} catch {"] + failure.map { "    " + $0 } + ["}"]
                doc +=
                    form.throwsToCaller
                    ? "; an error puts back the state it replaced, then is rethrown." : " or `.\(names[.failed])`."
            } else {
                lines += success
                doc += "."
            }
            if form.isAsync { doc += " Of calls that overlap, the one started last shows." }
        } else {
            let assignment: SwiftCode = form.returnsValue ? "let \(value) = " : (shape.returns == nil ? "" : "_ = ")
            let success: [SwiftCode] =
                ["\(assignment)\(call)"] + reload + (form.returnsValue ? ["return \(value)"] : [])
            doc = "Calls `\(useCaseName.value)`\(form.reloads ? ", then loads again" : "")"
            if form.canFail, !form.throwsToCaller {
                lines +=
                    ["do {"] + success.map { "    " + $0 }
                    + [
                        "} catch {", "    self.\(state) = .\(names[.failed])(error, prior: self.\(state).snapshot)",
                        "}",
                    ]
                doc += "; an error shows as `.\(names[.failed])`."
            } else {
                lines += success
                doc += form.throwsToCaller ? "; an error is rethrown." : "."
            }
        }
        let written = Self.doc(operation.doc)
        var data = OperationData(
            doc: written.isEmpty ? [.doc(doc)] : written, name: Namer.identifier(operation.name.value),
            parameters: parameters(shape), taskKey: nil,
            streamCall: "", transform: "", lines: lines)
        data.effects = Self.declaredEffects(isAsync: form.isAsync, isThrowing: form.throwsToCaller)
        if form.returnsValue, let returns = shape.returns { data.returns = " -> \(returns)" }
        return data
    }

    /// A local variable's name: `base`, with underscores after it until no parameter has the name.
    static func local(_ base: String, apartFrom parameters: Set<String>) -> SwiftName {
        var name = base
        while parameters.contains(name) { name += "_" }
        return SwiftName(name)
    }
}
