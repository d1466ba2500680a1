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
    /// `assign: member`: the value is written to the member, not shown or returned.
    var assigns: Bool

    init(_ operation: OperationSpec, _ shape: UseCaseShape, snapshot: TypeExpression?) {
        let passesErrors = operation.onError?.value == .throw
        isAsync = shape.isAsync
        canFail = shape.isThrowing
        throwsToCaller = shape.isThrowing && passesErrors
        assigns = operation.assign != nil
        showsSnapshot = snapshot != nil && shape.returns == snapshot && !assigns
        returnsValue = passesErrors && shape.returns != nil && !showsSnapshot && !assigns
        reloads = operation.reloads?.value == true
    }
}

extension TranslationContext {
    /// A `call` operation.
    ///
    /// The body names the model's members through `self.` and picks its locals (`prior`, `value`, `started`) apart from the
    /// parameters, so that no parameter a `call:` signature declares can shadow what the body uses.
    func callOperationData(
        _ resolved: ResolvedOperation, _ useCase: ResolvedUseCase, in model: ResolvedModel
    )
        -> OperationData
    {
        let operation = resolved.spec
        let progress = resolved.progress
        let shape = useCase.shape
        let form = CallOperationForm(operation, shape, snapshot: model.snapshot?.expression)
        let names = options.stateNames
        let taken = Set(shape.inputs.map(\.name))
        // A custom state's cases: the validator allows them only there.
        let custom =
            model.customState == nil
            ? nil : CustomStateCasesData.named(by: operation, successTakesValue: shape.returns != nil)
        let restoresState = custom?.begin != nil && form.throwsToCaller
        // Another stream operation would overwrite what this shows.
        let cancelsStream =
            form.showsSnapshot
            && model.spec.operations.contains(where: { $0.kind.streamedUseCase != nil && $0.append == nil })
        var body = CallOperationData(
            call: operationCall(resolved, useCase),
            isAsync: form.isAsync, canFail: form.canFail, throwsToCaller: form.throwsToCaller,
            showsSnapshot: form.showsSnapshot, returnsValue: form.returnsValue,
            discardsValue: !form.showsSnapshot && !form.returnsValue && !form.assigns && shape.returns != nil
                && !(custom?.successTakesValue == true),
            // A call that shows the snapshot shows its failure too, or puts the state back before rethrowing (as one
            // that set a custom `begin` case does); one that does not catches only to show the failure. A call that
            // reports progress catches to end it.
            catches: form.canFail && (form.showsSnapshot || restoresState || !form.throwsToCaller || progress != nil),
            reloadsAwaiting: form.reloads && form.isAsync, reloadsStarting: form.reloads && !form.isAsync,
            cancelledKey: cancelsStream ? Namer.Fixed.operationTask : nil,
            prior: Self.local("prior", apartFrom: taken), value: Self.local("value", apartFrom: taken),
            started: Self.local("started", apartFrom: taken),
            assignsTo: operation.assign.map { Namer.identifier($0.value).argument }, custom: custom,
            restoresState: restoresState)
        if let progress {
            body.progress = ProgressData(
                local: Self.local("progress", apartFrom: taken), callback: Namer.identifier(progress.parameter),
                valueType: progress.value.code, customCase: progress.customCase.map { Namer.identifier($0.value) },
                takesTicket: !form.showsSnapshot, settles: progress.customCase == nil && !form.showsSnapshot)
        }
        var doc: String
        if form.showsSnapshot {
            doc =
                "Calls `\(Self.docName(of: useCase, in: resolved))` and shows what it returns: `.\(names[.loading])`, then `.\(names[.ready])`"
            if form.canFail {
                doc +=
                    form.throwsToCaller
                    ? "; an error puts back the state it replaced, then is rethrown." : " or `.\(names[.failed])`."
            } else {
                doc += "."
            }
            if form.isAsync { doc += " Of calls that overlap, the one started last shows." }
        } else if let custom {
            doc = "Calls `\(Self.docName(of: useCase, in: resolved))`"
            if let begin = operation.begin { doc += " after setting `.\(begin.value)`" }
            if let success = operation.success { doc += ", then sets `.\(success.value)`" }
            if let failure = operation.failure {
                doc += "; an error sets `.\(failure.value)`."
            } else if form.throwsToCaller {
                doc +=
                    custom.begin == nil
                    ? "; an error is rethrown." : "; an error puts back the state it replaced, then is rethrown."
            } else {
                doc += "."
            }
        } else {
            doc = "Calls `\(Self.docName(of: useCase, in: resolved))`"
            if let member = operation.assign { doc += " and writes its value to `\(member.value)`" }
            if form.reloads { doc += ", then loads again" }
            if form.canFail, !form.throwsToCaller {
                doc += "; an error shows as `.\(names[.failed])`."
            } else {
                doc += form.throwsToCaller ? "; an error is rethrown." : "."
            }
        }
        if let progress {
            let shown = progress.customCase.map { "`.\($0.value)(value)`" } ?? "`.\(names[.operating])`"
            doc +=
                " While the call runs, each value it reports to `\(progress.parameter)` shows as \(shown), until it returns."
        }
        let written = Self.doc(operation.doc)
        return OperationData(
            doc: written.isEmpty ? [.doc("\(doc)")] : written,
            method: SignatureData(
                Namer.identifier(operation.name.value),
                parameters: operationParameters(shape, given: resolved.arguments, passing: progress?.parameter),
                isAsync: form.isAsync, isThrowing: form.throwsToCaller,
                returns: form.returnsValue ? shape.returns : nil),
            taskKey: nil, body: .call(body))
    }

    /// A local variable's name: `base`, with underscores after it until no parameter has the name.
    static func local(_ base: String, apartFrom parameters: Set<String>) -> SwiftName {
        var name = base
        while parameters.contains(name) { name += "_" }
        return SwiftName(name)
    }
}
