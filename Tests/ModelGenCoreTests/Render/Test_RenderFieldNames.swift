// No render data type declares a name twice: a lookup would answer with the first declaration only.

import ModelGenCore
import Testing

@Suite struct Test_RenderFieldNames {
    @Test func everyTypeDeclaresEachNameOnce() {
        for type in RenderField.types(reachableFrom: [FileData.self, SupportData.self]) {
            var seen: Set<String> = []
            for field in type.declaredFields {
                #expect(seen.insert(field.name).inserted, "\(type) declares `\(field.name)` twice")
            }
        }
    }
}
