// GreetingModel: an existing streaming use case with nested options, driven through its stub and as the real struct.

import App
import CoreService
import GreetingFeature
import Testing

@MainActor
@Suite struct Test_GreetingModel {
    let ada = Greeting(text: "Hello, Ada!", recipient: "Ada")

    @Test func startsIdle() {
        let model = GreetingModel(greetingUseCase: GreetingUseCaseStub(states: []))
        guard case .idle = model.state else { Issue.record("state is \(model.state)"); return }
        #expect(model.state.snapshot == nil)
    }

    @Test func generateStreamsIntoReady() async {
        let stub = GreetingUseCaseStub(states: [.preparing, .completed(ada)])
        let model = GreetingModel(greetingUseCase: stub)
        await model.generate(options: GreetingUseCase.Options(recipient: "Ada")).value
        guard case .ready(let greeting) = model.state else { Issue.record("state is \(model.state)"); return }
        #expect(greeting.text == "Hello, Ada!")
        #expect(stub.calls.map(\.options.recipient) == ["Ada"])
    }

    @Test func aFailureGivesError() async {
        let model = GreetingModel(greetingUseCase: GreetingUseCaseStub(states: [.preparing], failure: Boom()))
        await model.generate(options: .init(recipient: "Ada")).value
        guard case .error(let error, prior: .none) = model.state else {
            Issue.record("state is \(model.state)"); return
        }
        #expect(error as? Boom == Boom())
    }

    @Test func aStreamEndingWithoutItsCompletedCaseReturnsToThePriorState() async {
        let model = GreetingModel(greetingUseCase: GreetingUseCaseStub(states: [.preparing]))
        await model.generate(options: .init(recipient: "Ada")).value
        guard case .idle = model.state else { Issue.record("state is \(model.state)"); return }
    }

    @Test func aRunningStreamIsRunning() async {
        let model = GreetingModel(greetingUseCase: PreparingForever())
        let task = model.generate(options: .init(recipient: "Ada"))
        await eventually { if case .running(.preparing, prior: .none) = model.state { true } else { false } }
        task.cancel()
        await task.value
        // Cancellation leaves the last state.
        guard case .running(.preparing, prior: .none) = model.state else {
            Issue.record("state is \(model.state)"); return
        }
    }

    @Test func preparingIsShownBeforeGenerateReturns() async {
        // The stub yields nothing: what the model shows when generate returns is the operation's `begin`.
        let model = GreetingModel(greetingUseCase: GreetingUseCaseStub(states: []))
        let task = model.generate(options: .init(recipient: "Ada"))
        guard case .running(.preparing, prior: .none) = model.state else {
            Issue.record("state is \(model.state)"); return
        }
        await task.value
        guard case .idle = model.state else { Issue.record("state is \(model.state)"); return }
    }

    @Test func theTextFieldsValueIsHeldBesideTheState() async {
        let model = GreetingModel(greetingUseCase: GreetingUseCase())
        #expect(model.recipientInput == "")
        model.recipientInput = "Linus"
        await model.generate(options: .init(recipient: model.recipientInput)).value
        #expect(model.state.snapshot?.text == "Hello, Linus!")
        #expect(model.recipientInput == "Linus")
    }

    @Test func theRealUseCaseIsPassedAsItIs() async {
        let model = GreetingModel(greetingUseCase: GreetingUseCase(salutation: "Hi"))
        await model.generate(options: .init(recipient: "Grace")).value
        #expect(model.state.snapshot?.text == "Hi, Grace!")
        #expect(model.state.snapshot?.recipient == "Grace")
    }

    @Test func theRealUseCaseFailsForNoRecipient() async {
        let model = GreetingModel(greetingUseCase: GreetingUseCase())
        await model.generate(options: .init(recipient: "Grace")).value
        await model.generate(options: .init(recipient: "  ")).value
        guard case .error(let error, prior: let prior) = model.state else {
            Issue.record("state is \(model.state)"); return
        }
        #expect(error as? GreetingUseCase.Failure == .noRecipient)
        #expect(prior?.text == "Hello, Grace!")
    }

    /// A use case written in the test: it prepares and never finishes.
    struct PreparingForever: GreetingUseCaseProtocol {
        func stream(options: GreetingUseCase.Options) -> AsyncThrowingStream<GreetingState, any Error> {
            AsyncThrowingStream { continuation in continuation.yield(.preparing) }
        }
    }
}
