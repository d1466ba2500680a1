// Translate a model's state: the standard `ModelState` with its `init(from:prior:)` per streamed state type, or a
// custom state with its `init(from:)` per stream, and the `Operation` enum when several streams feed `operating`.

extension TranslationContext {
    /// The state property's doc, the `ModelState` enum and the `Operation` cases of `model`.
    func stateData(_ model: ResolvedModel, into data: inout ModelData) {
        let spec = model.spec
        if let snapshot = model.snapshot {
            let names = options.stateNames
            let phases =
                [names[spec.load != nil ? .loading : .uninitialized], names[.ready]]
                + (model.streams.isEmpty ? [] : [names[.operating]])
            data.stateDoc = .doc(
                "What the model shows: \(phases.map(\.bare).joined(separator: ", ")) or \(names[.failed]), with the last snapshot."
            )
            data.modelState = standardState(spec, snapshot: type(snapshot), streams: model.streams)
            data.modelState?.hasOperatingCase = model.standardCases.contains(.operating)
            data.modelState?.hasLoadingCase = model.standardCases.contains(.loading)
            if model.streams.count > 1 {
                data.operationEnumCases = model.streams.map { stream in
                    OperationCaseData(
                        doc: [.doc("A state of `\(stream.useCase.spec.name.value)`, for `\(streamName(stream))`.")],
                        name: streamName(stream), state: stream.state.code)
                }
            }
        } else if let cases = model.customState {
            data.stateDoc = .doc("The model's own state.")
            data.modelState = ModelStateData(
                isStandard: false, doc: .doc("The custom state of `\(spec.name.value)`."),
                conformances: Self.sendableState,
                snapshotType: "", operatingType: "", cases: cases.map(stateCase),
                inits: uniqueStates(model.streams).map { customInit(model.streams[$0]) }, hasOperatingCase: false)
            data.modelState?.isIndirect = model.isIndirectState
        }
    }

    /// `Sendable`, what a state conforms to before the bookkeeping protocols, made once.
    private static let sendableState: [SwiftName] = ["Sendable"]

    /// A stream's case name in `Operation`: its operation's or child's name, `load` for the load.
    func streamName(_ stream: ResolvedStream) -> SwiftName {
        stream.name.map(Namer.identifier) ?? Namer.Fixed.loadTask
    }

    /// The indices of the first stream of each state type.
    private func uniqueStates(_ streams: [ResolvedStream]) -> [Int] {
        var unique: [Int] = []
        for index in streams.indices where !unique.contains(where: { streams[$0].state == streams[index].state }) {
            unique.append(index)
        }
        return unique
    }

    private func standardState(_ spec: ModelSpec, snapshot: SwiftCode, streams: [ResolvedStream]) -> ModelStateData {
        let several = streams.count > 1
        let inits = uniqueStates(streams).map { index in
            standardInit(streams[index], several: several)
        }
        var data = ModelStateData(
            isStandard: true, doc: .doc("The standard state of `\(spec.name.value)`."),
            conformances: Self.sendableState,
            snapshotType: snapshot,
            operatingType: operatingType(streams),
            cases: [], inits: inits, hasOperatingCase: !streams.isEmpty)
        data.endsRunWhenFailed = streams.contains { $0.failure != nil }
        return data
    }

    /// `init(from:prior:)` of the standard state for `stream`'s state type; `several` when more streams feed
    /// `operating`, through the `Operation` enum.
    private func standardInit(_ stream: ResolvedStream, several: Bool) -> StateInitData {
        let names = options.stateNames
        let name = streamName(stream)
        let shown = several ? ".\(name)(state)" : "state"
        let (doc, completion): (SwiftCode, StateInitData.Completion) =
            switch stream.completion?.match {
            case .everyValue?:
                (.doc("Every state is the snapshot: `.\(names[.ready])(state)`."), .everyValue)
            case .completedSnapshot?:
                (
                    .doc(
                        "The completed case gives `.\(names[.ready])(snapshot)`; any other case gives `.\(names[.operating])(\(shown), prior:)`."
                    ),
                    .completedSnapshot
                )
            case .pattern(let caseName)?:
                (
                    .doc(
                        "`.\(caseName)` gives `.\(names[.ready])(snapshot)`; any other case gives `.\(names[.operating])(\(shown), prior:)`."
                    ),
                    .completedCase(Namer.identifier(caseName))
                )
            case nil:
                (.doc("Every state gives `.\(names[.operating])(\(shown), prior:)`."), .none)
            }
        var data = StateInitData(
            doc: doc, stateType: stream.state.code, completion: completion, operationCase: several ? name : nil)
        if let failure = stream.failure {
            data.failureDoc = .doc(
                "`.\(failure.value)` gives `.\(names[.failed])(error, prior:)`, its payload as the error, and ends the run."
            )
            data.failureCase = Namer.identifier(failure.value)
        }
        return data
    }

    /// What `operating` carries besides `prior`: the `Operation` enum for several streams, else the one stream's
    /// state type; nothing without streams.
    private func operatingType(_ streams: [ResolvedStream]) -> SwiftCode {
        switch streams.count {
        case 0: ""
        case 1: streams[0].state.code
        default: Namer.Fixed.operation.code
        }
    }

    /// A case as a custom state declares it, or as a streamed state's init matches it.
    private func stateCase(_ spec: ResolvedCase) -> StateCaseData {
        let name = Namer.identifier(spec.name.value)
        switch spec.payload {
        case .none: return StateCaseData(name: name, payload: .none)
        case .single(let payload): return StateCaseData(name: name, payload: .single(type(payload)))
        case .labelled(let fields):
            return StateCaseData(
                name: name,
                payload: .labelled(
                    fields.map { StateCaseFieldData(name: Namer.identifier($0.name.value), type: type($0.type)) }))
        }
    }

    /// `init(from:)` of a custom state: each use-case case gives the model case of the same name. A state type
    /// modelgen does not declare has no cases here.
    private func customInit(_ stream: ResolvedStream) -> StateInitData {
        StateInitData(
            doc: .doc("Each case of `\(stream.state.code)` gives the case of the same name."),
            stateType: stream.state.code, mappings: stream.useCase.states.map(stateCase))
    }
}
