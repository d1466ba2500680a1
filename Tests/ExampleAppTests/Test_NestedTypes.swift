// Types nested in a model: declared in the model (`SearchModel.Scope`, `SearchModel.Hit`), used by its members and by
// a use case's protocol and stub outside it.

import Foundation
import Testing

#if OBSERVABLE_OBJECT
@testable import ExampleAppObservableObject
#else
@testable import ExampleApp
#endif

@MainActor
struct Test_NestedTypes {
    @Test func theTypesAreTheModelsOwn() {
        #expect(String(reflecting: SearchModel.Scope.self).hasSuffix(".SearchModel.Scope"))
        #expect(String(reflecting: SearchModel.Hit.self).hasSuffix(".SearchModel.Hit"))
        #expect(SearchModel.Scope.allCases == [.all, .titles])
        #expect(SearchModel.Hit(title: "t").scope == .all)
    }

    @Test func theModelAndTheUseCaseUseThem() async {
        let stub = SearchUseCaseStub(result: .success([SearchModel.Hit(title: "One", scope: .titles)]))
        let model = SearchModel(searchUseCase: stub)
        model.scope = .titles
        try? await model.search(query: "o", scope: model.scope)
        #expect(model.hits == [SearchModel.Hit(title: "One", scope: .titles)])
        #expect(stub.calls == [.init(query: "o", scope: .titles)])
    }
}
