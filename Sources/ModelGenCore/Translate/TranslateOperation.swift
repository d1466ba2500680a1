// Translate a model's stream and steps operations (call operations are in TranslateCallOperation.swift): a stream
// operation's method and its `stop`, a steps operation's lines.

extension TranslationContext {
    func operationData(_ operation: ResolvedOperation, in model: ResolvedModel, transform: SwiftCode) -> OperationData {
        let spec = operation.spec
        let name = Namer.identifier(spec.name.value)
        let doc = Self.doc(spec.doc)
        switch operation.kind {
        case .stream(let useCase):
            let shape = useCase.shape
            let useCaseName = useCase.spec.name.value
            let arguments = shape.inputs.map { "\(Namer.identifier($0.name))" as SwiftCode }
            var data = OperationData(
                doc: doc.isEmpty
                    ? [.doc("Streams `\(useCaseName)` into `state`, cancelling the running operation.")] : doc,
                name: name, parameters: parameters(shape), taskKey: "\(Namer.Fixed.operationTask)",
                streamCall: call("self.\(Namer.useCaseProperty(useCaseName))", shape, arguments: arguments),
                transform: transform, lines: [])
            if let stop = spec.stop {
                data.runArguments = "owner: \"\(bare: name)\", "
                data.stop = stopData(stop, of: spec, in: model.spec)
            }
            if let begin = spec.begin {
                data.runArguments += "beginning: .\(Namer.identifier(begin.value)), "
                if doc.isEmpty {
                    data.doc = [
                        .doc(
                            "Streams `\(useCaseName)` into `state`, cancelling the running operation; `.\(begin.value)` shows before it returns."
                        )
                    ]
                }
            }
            return data
        case .steps(let steps):
            var data = OperationData(
                doc: doc.isEmpty
                    ? [.doc("Runs its steps in order; cancelling the calling task stops it between steps.")] : doc,
                name: name, parameters: "", taskKey: nil, streamCall: "", transform: "",
                lines: steps.flatMap(stepLines))
            data.effects = " async throws"
            return data
        case .call(let useCase):
            return callOperationData(spec, useCase, in: model)
        }
    }

    /// A stream operation's `stop`: back to the prior snapshot, or to the custom state's `initial` case.
    private func stopData(_ stop: Name, of operation: OperationSpec, in spec: ModelSpec) -> StopData {
        let names = options.stateNames
        let name = Namer.identifier(operation.name.value)
        let target: String
        let reset: SwiftCode
        switch (spec.snapshot, spec.initial) {
        case (nil, let initial?):
            target = "`\(initial.value)`"
            reset = ", setting: .\(Namer.identifier(initial.value))"
        case (.some, _), (nil, nil):
            target = "`.\(names[.ready])(prior)`, or `.\(names[.uninitialized])` without a prior"
            reset = ""
        }
        return StopData(
            doc: .doc("Stops `\(operation.name.value)` while its run is the running one: back to \(target)."),
            name: Namer.identifier(stop.value),
            body: "\(Namer.Fixed.tasks).stop(\"\(bare: name)\", key: .\(Namer.Fixed.operationTask), on: self\(reset))")
    }

    private func stepLines(_ step: ResolvedStep) -> [SwiftCode] {
        switch step {
        case .stream(let useCase, let canFail, let caseName):
            let call = call("\(Namer.useCaseProperty(useCase.spec.name.value))", useCase.shape, arguments: [])
            let loop: SwiftCode = canFail ? "for try await" : "for await"
            guard let caseName else {
                return [
                    "try Task.checkCancellation()", "\(loop) _ in \(call) {", "    try Task.checkCancellation()", "}",
                ]
            }
            return [
                "try Task.checkCancellation()", "\(loop) update in \(call) {", "    try Task.checkCancellation()",
                "    state = .\(Namer.identifier(caseName.value))(update)", "}",
            ]
        case .state(let caseName):
            return ["try Task.checkCancellation()", "state = .\(Namer.identifier(caseName.value))"]
        case .call(let child, let operation, let target):
            let optional: SwiftCode = child.spec.lifetime.value.isTracked ? "?" : ""
            let receiver: SwiftCode =
                "\(Namer.identifier(child.spec.name.value))\(optional).\(Namer.identifier(operation.name.value))()"
            // A stream operation returns its task; a steps operation is awaited and throws; a call operation is as
            // its call is.
            switch target {
            case .stream: return ["try Task.checkCancellation()", "await \(receiver).value"]
            case .steps: return ["try Task.checkCancellation()", "try await \(receiver)"]
            case .call(let shape, let childSnapshot):
                let form = CallOperationForm(operation, shape, snapshot: childSnapshot)
                let effects: SwiftCode = (form.throwsToCaller ? "try " : "") + (form.isAsync ? "await " : "")
                return [
                    "try Task.checkCancellation()",
                    "\(form.returnsValue ? "_ = " as SwiftCode : "")\(effects)\(receiver)",
                ]
            }
        }
    }
}
