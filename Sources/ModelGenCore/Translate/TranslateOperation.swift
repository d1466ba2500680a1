// Translate a model's stream and steps operations (call operations are in TranslateCallOperation.swift): a stream
// operation's method and its `stop`, a steps operation's steps.

extension TranslationContext {
    /// The operation: its method, and its `stop` for a stream operation with one.
    func operationData(_ operation: ResolvedOperation, in model: ResolvedModel) -> OperationData {
        let spec = operation.spec
        let name = Namer.identifier(spec.name.value)
        let doc = Self.doc(spec.doc)
        switch operation.kind {
        case .stream(let useCase):
            let shape = useCase.shape
            let useCaseName = Self.docName(of: useCase, in: operation)
            var data = OperationData(
                doc: doc.isEmpty
                    ? [.doc("Streams `\(useCaseName)` into `state`, cancelling the running operation.")] : doc,
                method: SignatureData(name, parameters: operationParameters(shape, given: operation.arguments)),
                taskKey: Namer.Fixed.operationTask.code,
                body: .stream(
                    StreamRunData(
                        call: operationCall(operation, useCase),
                        begin: model.customState == nil ? spec.begin.map { Namer.identifier($0.value) } : nil,
                        stop: spec.stop.map { stopData($0, of: spec, in: model) },
                        custom: model.customState == nil
                            ? nil : CustomStateCasesData.named(by: spec, successTakesValue: true))))
            if data.body.stream?.custom != nil, doc.isEmpty {
                var text = "Streams `\(useCaseName)` into `state`, cancelling the running operation"
                if let begin = spec.begin { text += "; `.\(begin.value)` shows before it returns" }
                if let success = spec.success { text += "; each value sets `.\(success.value)`" }
                if let failure = spec.failure { text += "; an error sets `.\(failure.value)`" }
                data.doc = [.doc("\(text).")]
            } else if let begin = spec.begin, doc.isEmpty {
                data.doc = [
                    .doc(
                        "Streams `\(useCaseName)` into `state`, cancelling the running operation; `.\(begin.value)` shows before it returns."
                    )
                ]
            }
            return data
        case .append(let useCase, let append):
            let shape = useCase.shape
            let useCaseName = Self.docName(of: useCase, in: operation)
            return OperationData(
                doc: doc.isEmpty
                    ? [
                        .doc(
                            "Appends each value of `\(useCaseName)` to `\(append.property.value)`, cancelling its previous run; the state is left alone."
                        )
                    ] : doc,
                method: SignatureData(name, parameters: operationParameters(shape, given: operation.arguments)),
                taskKey: Namer.appendTaskKey(of: spec.name.value).code,
                body: .append(
                    AppendRunData(
                        call: operationCall(operation, useCase),
                        property: Namer.identifier(append.property.value), appendsContents: append.appendsContents,
                        failsIntoState: append.canFail)))
        case .steps(let steps):
            return OperationData(
                doc: doc.isEmpty
                    ? [.doc("Runs its steps in order; cancelling the calling task stops it between steps.")] : doc,
                method: SignatureData(name, parameters: [], isAsync: true, isThrowing: true), taskKey: nil,
                body: .steps(steps.map(stepData)))
        case .call(let useCase):
            return callOperationData(operation, useCase, in: model)
        }
    }

    /// A stream operation's `stop`: back to the prior snapshot, or to the custom state's `initial` case.
    private func stopData(_ stop: Name, of operation: OperationSpec, in model: ResolvedModel) -> StopData {
        let spec = model.spec
        let names = options.stateNames
        var arguments: [InitialArgumentData] = []
        let name = Namer.identifier(operation.name.value)
        let target: String
        let initialCase: SwiftName?
        switch (spec.snapshot, spec.initial, operation.stopsTo?.value ?? .ready) {
        case (nil, let initial?, _):
            arguments = initialArguments(model)
            target = "`\(initial.value)\(InitialArgumentData.doc(arguments))`"
            initialCase = Namer.identifier(initial.value)
        case (.some, _, .initial):
            target = "`.\(names[.uninitialized])`"
            initialCase = names[.uninitialized]
        case (.some, _, .ready), (nil, nil, _):
            target = "`.\(names[.ready])(prior)`, or `.\(names[.uninitialized])` without a prior"
            initialCase = nil
        }
        return StopData(
            doc: .doc("Stops `\(operation.name.value)` while its run is the running one: back to \(target)."),
            name: Namer.identifier(stop.value), owner: Self.stringLiteral(name), initialCase: initialCase,
            initialArguments: arguments)
    }

    /// `"name"`: a string literal of an identifier, without backticks.
    private static func stringLiteral(_ name: SwiftName) -> SwiftCode {
        guard let literal = CheckedLiteral("\"\(name.bare)\"") else {
            preconditionFailure("an identifier in quotes is a string literal: \(name.bare)")
        }
        return .literal(literal)
    }

    private func stepData(_ step: ResolvedStep) -> StepData {
        switch step {
        case .stream(let useCase, let canFail, let caseName):
            return .stream(
                callData(
                    on: Namer.useCaseProperty(useCase.spec.name.value), isOnSelf: false, useCase.shape, arguments: []),
                canFail: canFail, caseName: caseName.map { Namer.identifier($0.value) })
        case .state(let caseName):
            return .state(Namer.identifier(caseName.value))
        case .call(let child, let operation, let target):
            // A stream operation returns its task; a steps operation is awaited and throws; a call operation is as
            // its call is.
            let called: ChildOperationCallData.Target
            switch target {
            case .stream: called = .stream
            case .steps: called = .steps
            case .call(let shape, let childSnapshot):
                let form = CallOperationForm(operation, shape, snapshot: childSnapshot)
                called = .call(
                    isAsync: form.isAsync, isThrowing: form.throwsToCaller, returnsValue: form.returnsValue)
            }
            return .call(
                ChildOperationCallData(
                    child: Namer.identifier(child.spec.name.value), isTracked: child.spec.lifetime.value.isTracked,
                    isEach: child.spec.lifetime.value.callsEachChild, operation: Namer.identifier(operation.name.value),
                    target: called))
        }
    }
}
