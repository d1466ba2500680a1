// Swift is written in one place, the templates: render data hands them names, types, comment lines, checked
// literals, `#sourceLocation` directives and access keywords, never a statement, an expression or a fragment of
// one (`docs/architecture.md`, "Templates and render data").

import Foundation
import ModelGenCore
import Testing

@Suite struct Test_TemplatesWriteEveryStatement {
    /// Every field of render data that holds code Translate spelled, with an example, over the data of every
    /// snippet and of `Specs/` in both flavours.
    static func codeFields() throws -> [String: String] {
        var found: [String: String] = [:]
        func walk(_ value: Any, path: String) {
            if let code = value as? SwiftCode {
                switch code.kind {
                case .code: if !code.isEmpty { found[path] = found[path] ?? code.text }
                case .name, .type, .comment, .literal, .directive, .keyword: break
                }
                return
            }
            if value is SwiftName || value is TypeExpression { return }
            let mirror = Mirror(reflecting: value)
            for child in mirror.children {
                let label = child.label ?? "[]"
                walk(child.value, path: label == "[]" || label == "some" ? path : "\(type(of: value)).\(label)")
            }
        }
        for data in try Test_RenderDataFields.renderData() { walk(data, path: "\(type(of: data))") }
        return found
    }

    @Test func renderDataHoldsNoCodeOfTranslates() throws {
        let found = try Self.codeFields()
        #expect(
            found.isEmpty,
            "render data that hands templates code Translate spelled; hand the template names, types and flags, and write the code in the template:\n\(found.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: "\n"))"
        )
    }

    @Test func codeTranslateSpellsIsCaught() {
        #expect(("try \(SwiftName("x")).run()" as SwiftCode).kind == .code)
        #expect(("\(SwiftName("x"))" as SwiftCode).kind == .name)
        #expect(TypeExpression.array(.named(["Int"], generic: [])).code.kind == .type)
        #expect((SwiftCode.keyword("public") + "").kind == .keyword)
        #expect(SwiftCode.doc("x").kind == .comment)
    }
}
