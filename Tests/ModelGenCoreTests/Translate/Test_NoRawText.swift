// No spec text reaches the output unvalidated, by construction: render data holds Swift text only as `SwiftCode`,
// names as `SwiftName`, and the only ways to make code from a `String` are in Render/SwiftCode.swift.

import Foundation
import ModelGenCore
import Testing

@Suite struct Test_NoRawText {
    /// Stored `String`s of render data that templates never see.
    static let unrendered: Set<String> = ["fileName", "renamed"]

    @Test func renderDataStoresNoStrings() throws {
        var found: Set<String> = []
        func walk(_ value: Any, path: String) {
            let mirror = Mirror(reflecting: value)
            switch value {
            case is SwiftCode, is SwiftName, is TypeExpression:
                return
            case is String, is Substring:
                found.insert(path)
                return
            default:
                break
            }
            for child in mirror.children {
                let label = child.label ?? "[]"
                if Self.unrendered.contains(label) { continue }
                walk(child.value, path: mirror.children.count > 0 ? "\(type(of: value)).\(label)" : path)
            }
        }
        for data in try Test_RenderDataFields.renderData() { walk(data, path: "\(type(of: data))") }
        #expect(found.isEmpty, "render data that stores a String: \(found.sorted())")
    }

    @Test func onlySwiftCodeMakesCodeFromText() throws {
        let sources = Repository.url("Sources/ModelGenCore")
        let files = try #require(
            FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL })
        let allowed = "Render/SwiftCode.swift"
        var offenders: [String] = []
        for file in files where file.pathExtension == "swift" && !file.path.hasSuffix(allowed) {
            let text = try String(contentsOf: file, encoding: .utf8)
            // An explicit literal init would take any String; `checked:` is the file-private way in.
            for pattern in [
                "SwiftCode(stringLiteral", "SwiftName(stringLiteral", ".init(stringLiteral", "(checked:",
                "(stringInterpolation:",
            ] where text.contains(pattern) {
                offenders.append("\(file.lastPathComponent): \(pattern)")
            }
        }
        #expect(offenders.isEmpty, "code made from text outside \(allowed): \(offenders)")
    }

    @Test func aNameIsAnIdentifierWhateverItsText() {
        #expect(SwiftName("number; print(\"INJECTED\")").bare == "number__print__INJECTED__")
        #expect(SwiftName("").bare == "_")
        #expect(SwiftName("1st").bare == "_st")
        #expect(SwiftName("default").code == "`default`")
        #expect(SwiftName("inout").label == "`inout`")
        #expect(SwiftName("default").label == "default")
    }

    @Test func aCommentLineCannotEndItsComment() {
        #expect(SwiftCode.doc("one\ntwo\u{2028}three\rfour  ") == "/// onetwothreefour")
        #expect(SwiftCode.comment("//", "") == "//")
    }

    @Test func aSourceLocationPathIsOneStringLiteral() {
        #expect(
            SwiftCode.sourceLocation(in: SwiftCode.SourceFile(path: "Specs/a \"b\"\\c\n.yaml"), line: 3)
                == "#sourceLocation(file: \"Specs/a \\\"b\\\"\\\\c\\u{a}.yaml\", line: 3)")
    }

    @Test func aDefaultIsALiteralOrNothing() {
        #expect(CheckedLiteral("\"ok\"") != nil)
        #expect(CheckedLiteral("exit(1)") == nil)
        #expect(CheckedLiteral("\"\\(exit(1))\"") == nil)
    }
}
