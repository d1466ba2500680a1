// Two spec files whose output names one file system could take for the same file are an error naming both.

import Foundation
import ModelGenCore
import Testing

@Suite struct Test_OutputNames {
    private let spec = "models:\n  M:\n    broadcasts: { count: Int }\n"

    /// The diagnostics of generating two specs with the given file names, from a scratch folder.
    private func diagnostics(_ first: String, _ second: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appending(path: "modelgen-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = try [first, second].map { name in
            let url = folder.appending(path: name)
            try Data(spec.utf8).write(to: url)
            return SpecSource(url: url, displayPath: "Specs/" + name)
        }
        do {
            _ = try Generator(templates: TemplateSet.load()).generate(sources)
            return ""
        } catch {
            return error.description
        }
    }

    @Test func namesEqualButForUnicodeNormalisationAreAnError() throws {
        let composed = "Caf\u{E9}.yaml"
        let decomposed = "Cafe\u{301}.yaml"
        #expect(!composed.utf8.elementsEqual(decomposed.utf8))
        #expect(
            try diagnostics(composed, decomposed) == """
                Specs/Cafe\u{301}.yaml:1:1: error: this spec would write 'Cafe\u{301}.swift', which 'Specs/Caf\u{E9}.yaml' writes already
                Specs/Cafe\u{301}.yaml:1:1: note: 'Cafe\u{301}.swift' and 'Caf\u{E9}.swift' differ only in Unicode normalisation (NFC and NFD), which many file systems ignore
                Specs/Cafe\u{301}.yaml:1:1: note: every spec file renders to one Swift file named after it; rename one of them
                """)
    }

    @Test func namesEqualButForLetterCaseAreAnError() throws {
        #expect(
            try diagnostics("Notes.yaml", "notes.yaml") == """
                Specs/notes.yaml:1:1: error: this spec would write 'notes.swift', which 'Specs/Notes.yaml' writes already
                Specs/notes.yaml:1:1: note: 'notes.swift' and 'Notes.swift' differ only in letter case, which many file systems ignore
                Specs/notes.yaml:1:1: note: every spec file renders to one Swift file named after it; rename one of them
                """)
    }
}
