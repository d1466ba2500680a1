// `stateCases: reachable`: a model without a load, a call returning its snapshot or a stream declares neither
// `loading` nor `operating`, so a switch over its state is exhaustive without them (this file would not compile
// otherwise).

import Testing

@MainActor
struct Test_StateCasesReachable {
    /// The state's case, by an exhaustive switch without `loading` or `operating`.
    private func phase(_ state: InboxModel.ModelState) -> String {
        switch state {
        case .uninitialized: "uninitialized"
        case .ready: "ready"
        case .failed: "failed"
        }
    }

    @Test func theStateHasOnlyTheCasesTheModelCanBeIn() async {
        let model = InboxModel(archiveMessageUseCase: ArchiveMessageUseCaseStub(failure: TestError("offline")))
        #expect(phase(model.state) == "uninitialized")
        await model.archive(message: "hello")
        #expect(phase(model.state) == "failed")
        #expect(model.state.snapshot == nil)
    }
}
