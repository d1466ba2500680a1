// Translate a model's load (`startLoad()` for a stream, an async or a synchronous value) and its `observes`
// subscriptions, which a load stops and starts again.

extension TranslationContext {
    func observeData(_ observe: ResolvedObserve) -> ObserveData {
        let child = observe.spec.child.value
        return ObserveData(
            method: Namer.observe(child: child), child: Namer.identifier(child),
            changesMethod: Namer.observeChanges(of: observe.broadcast.name.value, in: observe.childModel),
            changesKey: Namer.changesTaskKey(of: child), runKey: Namer.runTaskKey(of: child),
            call: callData(
                on: Namer.useCaseProperty(observe.useCase.spec.name.value), isOnSelf: false, observe.useCase.shape,
                arguments: ["value"]))
    }

    func loadData(_ load: ResolvedUseCase, observes: [ObserveData], transform: SwiftCode) -> LoadData {
        let shape = load.shape
        let property: SwiftCode = "\(Namer.useCaseProperty(load.spec.name.value))"
        let configurationArgument: [SwiftCode] = shape.inputs.isEmpty ? [] : ["\(Namer.Fixed.configuration)"]
        // Every shape of load stops the `observes` subscriptions and runs while it loads.
        let cancelKeys = observes.flatMap { [".\($0.changesKey)", ".\($0.runKey)"] as [SwiftCode] }
        let cancelled = cancelKeys.isEmpty ? nil : cancelKeys.joined(separator: ", ")
        let afterLoad = observes.map { "\($0.method)()" as SwiftCode }
        switch shape.output {
        case .stream:
            var data = LoadData(
                taskKey: "\(Namer.Fixed.loadTask)", useCase: property,
                prepare: shape.inputs.isEmpty
                    ? [] : ["let \(Namer.Fixed.configuration) = \(Namer.Fixed.configuration)"],
                call: call("useCase", shape, arguments: configurationArgument), cancelKeys: cancelled,
                afterLoad: afterLoad)
            data.kind = .stream
            data.transform = transform
            return data
        case .value where !shape.isAsync:
            // A synchronous value is assigned within the call: no task, no loading state.
            let names = options.stateNames
            let assign: SwiftCode =
                "\(Namer.Fixed.state) = .\(names[.ready])(\(shape.isThrowing ? "try " as SwiftCode : "")\(call(property, shape, arguments: configurationArgument)))"
            var data = LoadData(
                taskKey: "\(Namer.Fixed.loadTask)", useCase: property, prepare: [], call: "", cancelKeys: cancelled,
                afterLoad: afterLoad)
            data.kind = .synchronous
            data.lines =
                shape.isThrowing
                ? [
                    "do {", "    " + assign, "} catch {",
                    "    \(Namer.Fixed.state) = .\(names[.failed])(error, prior: \(Namer.Fixed.state).snapshot)", "}",
                ]
                : [assign]
            return data
        case .value:
            var prepare: [SwiftCode] = []
            var call = effects(shape) + call("useCase", shape, arguments: [])
            if let input = shape.inputs.first {
                // The load runs in a task: the configuration is copied first, so the task does not capture the model.
                if let optionsType = shape.optionsType {
                    prepare.append(
                        "let options = \(Namer.identifier(optionsType))(\(Namer.identifier(input.name).argument): \(Namer.Fixed.configuration))"
                    )
                    call = effects(shape) + "useCase.\(Namer.identifier(shape.method))(options: options)"
                } else {
                    prepare.append("let \(Namer.Fixed.configuration) = \(Namer.Fixed.configuration)")
                    call = effects(shape) + self.call("useCase", shape, arguments: ["\(Namer.Fixed.configuration)"])
                }
            }
            return LoadData(
                taskKey: "\(Namer.Fixed.loadTask)", useCase: property, prepare: prepare, call: call,
                cancelKeys: cancelled, afterLoad: afterLoad)
        }
    }
}
