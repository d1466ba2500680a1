// A custom state's initial case with a payload of literals: the model starts in it, and `stop` goes back to it.

import Testing

@MainActor
struct Test_InitialPayload {
    @Test func theModelStartsInTheInitialCaseWithItsPayload() {
        let model = TallyModel(tallyUseCase: TallyUseCaseStub(states: []))
        guard case .idle(let history, let label) = model.state else {
            Issue.record("expected idle, got \(model.state)")
            return
        }
        #expect(history == [])
        #expect(label == "none")
    }

    @Test(.timeLimit(.minutes(5))) func stopGoesBackToTheInitialCaseWithItsPayload() async {
        let source = StreamSource<Int, Int>()
        let model = TallyModel(tallyUseCase: ControlledTallyUseCase(source: source))
        model.tally()
        await source.made(0)
        source.continuation(0).yield(3)
        #expect(await eventually { if case .counting(3) = model.state { true } else { false } })
        model.stopTally()
        guard case .idle(let history, let label) = model.state else {
            Issue.record("expected idle, got \(model.state)")
            return
        }
        #expect(history == [])
        #expect(label == "none")
    }
}

/// A tally whose counts the test yields.
struct ControlledTallyUseCase: TallyUseCase {
    let source: StreamSource<Int, Int>

    func tally() -> AsyncThrowingStream<Int, any Error> {
        source.makeStream(0)
    }
}
