// The keyword test that skips hashing must agree with the keyword list.

@testable import ModelGenCore
import Testing

struct Test_SwiftIdentifier {
    @Test func everyKeywordIsOne() {
        for keyword in SwiftIdentifier.keywords {
            #expect(SwiftIdentifier.isKeyword(keyword), "\(keyword)")
            #expect(SwiftIdentifier.escaped(keyword) == "`\(keyword)`")
        }
    }

    @Test func namesThatAreNotKeywords() {
        for name in [
            "loadImport", "importUseCase", "Import", "title", "precedencegroups", "classes", "clasp", "Typo", "self_",
            "Self2", "", "x",
        ] {
            #expect(!SwiftIdentifier.isKeyword(name), "\(name)")
            #expect(SwiftIdentifier.escaped(name) == name)
        }
    }
}
