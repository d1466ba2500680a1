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
            if model.streams.count > 1 {
                data.operationCases = model.streams.map { stream in
                    CaseData(
                        doc: [.doc("A state of `\(stream.useCase.spec.name.value)`, for `\(streamName(stream))`.")],
                        declaration: "\(streamName(stream))(\(stream.state))")
                }
            }
        } else if let cases = model.customState {
            data.stateDoc = .doc("The model's own state.")
            data.modelState = ModelStateData(
                isStandard: false, doc: .doc("The custom state of `\(spec.name.value)`."), conformances: "Sendable",
                snapshotType: "",
                cases: cases.map { CaseData(doc: [], declaration: caseDeclaration($0)) },
                inits: uniqueStates(model.streams).map(customInit),
                snapshotCases: [], hasOperatingCase: false)
        }
    }

    /// A stream's case name in `Operation`: its operation's or child's name, `load` for the load.
    func streamName(_ stream: ResolvedStream) -> SwiftName {
        stream.name.map(Namer.identifier) ?? Namer.Fixed.loadTask
    }

    private func uniqueStates(_ streams: [ResolvedStream]) -> [ResolvedStream] {
        var seen = Set<TypeExpression>()
        return streams.filter { seen.insert($0.state).inserted }
    }

    private func standardState(_ spec: ModelSpec, snapshot: SwiftCode, streams: [ResolvedStream]) -> ModelStateData {
        let several = streams.count > 1
        let prior = "`prior` is the snapshot shown before"
        let names = options.stateNames
        var cases = [
            CaseData(doc: [.doc("No snapshot yet.")], declaration: "\(names[.uninitialized])"),
            CaseData(
                doc: [.doc("The load is running; \(prior).")], declaration: "\(names[.loading])(prior: \(snapshot)?)"),
            CaseData(doc: [.doc("The snapshot to show.")], declaration: "\(names[.ready])(\(snapshot))"),
        ]
        var priorPatterns: [SwiftCode] = [".\(names[.loading])(let prior)"]
        if let first = streams.first {
            cases.append(
                CaseData(
                    doc: [.doc("A stream is running, with its latest state; \(prior).")],
                    declaration:
                        "\(names[.operating])(\(several ? "\(Namer.Fixed.operation)" : "\(first.state)"), prior: \(snapshot)?)"
                ))
            priorPatterns.append(".\(names[.operating])(_, let prior)")
        }
        cases.append(
            CaseData(
                doc: [.doc("A load or a stream failed with the error; \(prior).")],
                declaration: "\(names[.failed])(any Error, prior: \(snapshot)?)"))
        priorPatterns.append(".\(names[.failed])(_, let prior)")
        let snapshotCases = [
            SwitchCaseData(pattern: ".\(names[.uninitialized])", value: "nil"),
            SwitchCaseData(pattern: ".\(names[.ready])(let snapshot)", value: "snapshot"),
            SwitchCaseData(pattern: priorPatterns.joined(separator: ", "), value: "prior"),
        ]
        let inits = uniqueStates(streams).map { stream in
            let name = streamName(stream)
            let value: SwiftCode = several ? ".\(name)(useCaseState)" : "useCaseState"
            let shown = several ? ".\(name)(state)" : "state"
            let operating: SwiftCode = "self = .\(names[.operating])(\(value), prior: prior)"
            let ready: SwiftCode = "self = .\(names[.ready])"
            let (doc, body): (SwiftCode, [SwiftCode]) =
                switch stream.completion?.match {
                case .everyValue?:
                    (.doc("Every state is the snapshot: `.\(names[.ready])(state)`."), ["\(ready)(useCaseState)"])
                case .completedSnapshot?:
                    (
                        .doc(
                            "The completed case gives `.\(names[.ready])(snapshot)`; any other case gives `.\(names[.operating])(\(shown), prior:)`."
                        ),
                        [
                            "if let snapshot = useCaseState.completedSnapshot {", "    \(ready)(snapshot)", "} else {",
                            "    \(operating)", "}",
                        ]
                    )
                case .pattern(let caseName)?:
                    (
                        .doc(
                            "`.\(caseName)` gives `.\(names[.ready])(snapshot)`; any other case gives `.\(names[.operating])(\(shown), prior:)`."
                        ),
                        [
                            "if case .\(Namer.identifier(caseName))(let snapshot) = useCaseState {",
                            "    \(ready)(snapshot)", "} else {", "    \(operating)", "}",
                        ]
                    )
                case nil:
                    (.doc("Every state gives `.\(names[.operating])(\(shown), prior:)`."), [operating])
                }
            return StateInitData(doc: doc, stateType: "\(stream.state)", body: body, mappings: [])
        }
        return ModelStateData(
            isStandard: true, doc: .doc("The standard state of `\(spec.name.value)`."), conformances: "Sendable",
            snapshotType: snapshot, cases: cases, inits: inits,
            snapshotCases: snapshotCases, hasOperatingCase: !streams.isEmpty)
    }

    /// `init(from:)` of a custom state: each use-case case gives the model case of the same name. A state type
    /// modelgen does not declare has no cases here.
    private func customInit(_ stream: ResolvedStream) -> StateInitData {
        let mappings = stream.useCase.states.map { state -> SwitchCaseData in
            let name = Namer.identifier(state.name.value)
            switch state.payload {
            case .none: return SwitchCaseData(pattern: ".\(name)", value: ".\(name)")
            case .single: return SwitchCaseData(pattern: ".\(name)(let payload)", value: ".\(name)(payload)")
            case .labelled(let fields):
                let bindings = fields.map { Namer.identifier($0.name.value) }
                return SwitchCaseData(
                    pattern: ".\(name)(\(bindings.map { "let \($0)" as SwiftCode }.joined(separator: ", ")))",
                    value: ".\(name)(\(bindings.map { "\($0.argument): \($0)" as SwiftCode }.joined(separator: ", ")))")
            }
        }
        return StateInitData(
            doc: .doc("Each case of `\(stream.state.code)` gives the case of the same name."),
            stateType: "\(stream.state)", body: [], mappings: mappings)
    }
}
