// `indirect` custom states: a case that holds the model's own state type, here the state an edit replaced.

import Testing

#if OBSERVABLE_OBJECT
@testable import ExampleAppObservableObject
#else
@testable import ExampleApp
#endif

@MainActor
struct Test_IndirectState {
    @Test func aCaseHoldsTheStateItReplaced() {
        let model = HistoryModel()
        model.state = .saved("draft")
        model.state = .editing(text: "draft 2", prior: model.state)
        model.state = .editing(text: "draft 3", prior: model.state)
        guard case .editing(let text, let prior) = model.state, case .editing(_, let first) = prior,
            case .saved(let saved) = first
        else {
            Issue.record("expected two edits over a saved text, got \(model.state)")
            return
        }
        #expect(text == "draft 3")
        #expect(saved == "draft")
        model.state = prior
        #expect(caseName(model.state) == "editing")
    }
}
