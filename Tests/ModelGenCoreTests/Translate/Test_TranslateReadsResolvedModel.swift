// Translate reads the resolved model Validate hands it: it looks no name up, parses no text, and has no fallback for
// a case validation excludes, so a validator bug cannot turn into a member that silently goes missing.

import Foundation
import Testing

@Suite struct Test_TranslateReadsResolvedModel {
    /// Text that would look a name up, parse spec text, or fall back where validation already decided.
    static let forbidden = [
        "index.", "SpecIndex", "useCases[", "models[", "snapshots[", "enums[", "externals[", "shape(of:",
        "completion(of:", "conformanceResolver", "declaredConformances", ".signature", "TypeReference",
        "return nil", "?? \"\"", "?? []",
    ]

    /// Lines with an allowed match: each an optional part of the output that is absent by design.
    static let allowed = [
        // A function that returns nothing has no ` -> Type`.
        #"self.returns = returns?.code ?? """#,
        // A call without options; an argument without a label.
        #"optionsType: shape.optionsType.map { Namer.identifier($0).code } ?? "","#,
        #"return ArgumentData(label: label.map { Namer.identifier($0).argument } ?? "", value: value)"#,
        // A field without a default.
        #"defaultValue: value.map(SwiftCode.literal) ?? ""))"#,
        // A field without a `#sourceLocation` marker.
        #"{ $0.sourceLocation ?? "" }"#, #"{ $0.initSourceLocation ?? "" }"#,
    ]

    @Test func translateLooksNothingUpAndHasNoFallbacks() throws {
        let folder = Repository.url("Sources/ModelGenCore/Translate")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count > 5)
        var found: [String] = []
        for file in files.sorted() {
            let text = try String(contentsOf: folder.appending(path: file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//") else { continue }
                for pattern in Self.forbidden where code.contains(pattern) {
                    if !Self.allowed.contains(where: code.contains) {
                        found.append("Translate/\(file):\(number + 1): \(pattern): \(code)")
                    }
                }
            }
        }
        #expect(
            found.isEmpty,
            "Translate must read ValidatedSpecs' resolved model (Validate/Resolved/); resolve the name in Resolver instead:\n\(found.joined(separator: "\n"))"
        )
    }

    /// The allow-list shrinks with the code: each line it allows is still in Translate/.
    @Test func everyAllowedLineStillExists() throws {
        let folder = Repository.url("Sources/ModelGenCore/Translate")
        let texts = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
            .map { try String(contentsOf: folder.appending(path: $0), encoding: .utf8) }.joined()
        for line in Self.allowed {
            #expect(texts.contains(line), "allowed line no longer in Translate/, remove it from the list: \(line)")
        }
    }
}
