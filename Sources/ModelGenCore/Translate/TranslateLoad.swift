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

    /// The load of `load`; the `observes` runs stop while it loads and start again once it has finished.
    func loadData(_ load: ResolvedUseCase, observes: [ObserveData]) -> LoadData {
        let shape = load.shape
        let property = Namer.useCaseProperty(load.spec.name.value)
        let hasInput = !shape.inputs.isEmpty
        let kind: LoadData.LoadKind
        switch shape.output {
        case .stream: kind = .stream
        // A synchronous value is assigned within the call: no task, no loading state.
        case .value where !shape.isAsync: kind = .synchronous
        case .value: kind = .task
        }
        // A task calls a local copy of the use case; a value's task has the configuration copied first, or wrapped
        // in the options, so the task does not capture the model.
        let receiver: SwiftName = kind.isSynchronous ? property : "useCase"
        let wraps = kind == .task && hasInput && shape.optionsType != nil
        return LoadData(
            taskKey: Namer.Fixed.loadTask.code, useCase: property.code, kind: kind,
            call: callData(on: receiver, isOnSelf: false, shape, arguments: [Namer.Fixed.configuration]),
            isThrowing: shape.isThrowing, copiesConfiguration: !kind.isSynchronous && hasInput && !wraps,
            configuration: Namer.Fixed.configuration, wrapsConfiguration: wraps, observes: observes)
    }
}
