// The output folder written one file at a time: a file is written only when its bytes change, stale generated files
// are removed and nothing else is, and a run whose specs have errors writes nothing.

import Foundation
import ModelGenCore
import Testing

@Suite struct Test_OutputFolder {
    private let url = FileManager.default.temporaryDirectory.appending(path: "modelgen-output-\(UUID().uuidString)")

    private func text(_ name: String) throws -> String {
        try String(contentsOf: url.appending(path: name), encoding: .utf8)
    }

    /// The inode and modification time of a file, which a write (temporary file, then rename) changes.
    private func identity(_ name: String) throws -> [String] {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.appending(path: name).path)
        return ["\(attributes[.systemFileNumber] ?? "")", "\(attributes[.modificationDate] ?? "")"]
    }

    @Test func aFileIsWrittenOnlyWhenItsBytesChange() throws {
        defer { try? FileManager.default.removeItem(at: url) }
        let folder = OutputFolder(url)
        try folder.create()
        #expect(try folder.update(OutputFile(name: "A.swift", contents: "// one\n")))
        let written = try identity("A.swift")
        #expect(try !folder.update(OutputFile(name: "A.swift", contents: "// one\n")))
        #expect(try identity("A.swift") == written)
        #expect(try folder.update(OutputFile(name: "A.swift", contents: "// two\n")))
        #expect(try text("A.swift") == "// two\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: url.path) == ["A.swift"], "no temporary file is left")
    }

    @Test func pruningRemovesOnlyGeneratedSwiftFilesThatAreNotKept() throws {
        defer { try? FileManager.default.removeItem(at: url) }
        let folder = OutputFolder(url)
        try folder.create()
        let generated = GeneratedHeader.line(for: "Specs/Old.yaml") + "\n"
        try folder.update(OutputFile(name: "Kept.swift", contents: generated))
        try folder.update(OutputFile(name: "Old.swift", contents: generated))
        try folder.update(OutputFile(name: "Mine.swift", contents: "// Written by hand.\n"))
        try folder.update(OutputFile(name: "Notes.txt", contents: generated))
        try folder.prune(keeping: ["Kept.swift"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() == ["Kept.swift", "Mine.swift", "Notes.txt"])
    }

    @Test func generatingWritesEveryFileAndRemovesStaleOnes() throws {
        defer { try? FileManager.default.removeItem(at: url) }
        let sources = try SpecSource.find(["Specs"], currentDirectory: Repository.root)
        let generator = try Generator(templates: TemplateSet.load())
        let folder = OutputFolder(url)
        try folder.create()
        try folder.update(OutputFile(name: "Gone.swift", contents: GeneratedHeader.line(for: "Specs/Gone.yaml") + "\n"))
        let result = try generator.write(sources, into: folder)
        #expect(result.failure == nil)
        let expected = try generator.generate(sources)
        #expect(try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() == expected.map(\.name).sorted())
        for file in expected { #expect(try text(file.name) == file.contents, "\(file.name)") }
    }

    @Test func specErrorsWriteNothing() throws {
        let spec = FileManager.default.temporaryDirectory.appending(path: "modelgen-bad-\(UUID().uuidString).yaml")
        try Data("models:\n  Broken: [\n".utf8).write(to: spec)
        defer { try? FileManager.default.removeItem(at: spec) }
        let generator = try Generator(templates: TemplateSet.load())
        #expect(throws: DiagnosticsError.self) { try generator.write([SpecSource(url: spec, displayPath: "bad.yaml")], into: OutputFolder(url)) }
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test func aFolderThatCannotBeCreatedIsTheFailure() throws {
        let file = FileManager.default.temporaryDirectory.appending(path: "modelgen-file-\(UUID().uuidString)")
        try Data("not a folder".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let sources = try SpecSource.find(["Specs"], currentDirectory: Repository.root)
        let result = try Generator(templates: TemplateSet.load()).write(sources, into: OutputFolder(file))
        #expect(result.failure?.description.contains("not a folder") == true)
    }
}
