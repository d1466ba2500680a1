// A templates folder replaces built-in templates by name: overriding one changes that construct and nothing else.

import Foundation
import ModelGenCore
import Testing

@Suite struct Test_TemplateOverride {
    private static func overrideFolder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "modelgen-templates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: folder.appending(path: name)) }
        return folder
    }

    /// The diagnostics, as printed, of the built-in templates with a folder holding `files` as overrides, and the
    /// folder's path as diagnostics show it.
    static func overrideProblems(_ files: [String: String]) throws -> (folder: String, problems: [String]) {
        let folder = try overrideFolder(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            _ = try TemplateSet.load(overrides: folder)
            return (folder.relativePath, [])
        } catch {
            return (folder.relativePath, error.diagnostics.map(\.description))
        }
    }

    @Test func overridingOneTemplateChangesOnlyItsConstruct() throws {
        let builtin = try #require(TemplateSet.builtin.first { $0.name == "Enum" }?.text)
        let folder = try Self.overrideFolder(["Enum.mustache": "// A custom enum.\n" + builtin])
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = try SpecSource.find(["Specs"], currentDirectory: Repository.root)
        let plain = try Generator(templates: TemplateSet.load()).generate(sources)
        let custom = try Generator(templates: TemplateSet.load(overrides: folder)).generate(sources)
        #expect(plain.map(\.name) == custom.map(\.name))
        var added = 0
        for (before, after) in zip(plain, custom) {
            let afterLines = after.contents.split(separator: "\n", omittingEmptySubsequences: false)
            // An enum nested in a model is written indented, in an extension of the model.
            func isComment(_ line: Substring) -> Bool {
                line.trimmingCharacters(in: .whitespaces) == "// A custom enum."
            }
            added += afterLines.filter(isComment).count
            let restored = afterLines.filter { !isComment($0) }.joined(separator: "\n")
            #expect(restored == before.contents, "\(after.name) changed beyond its enums")
        }
        #expect(
            added == (try SpecLoading.validate(sources).index.enums.count),
            "one comment per `enums:` entry of Specs/, nested ones included")
        #expect(added > 0)
    }

    @Test func aTemplateThatDoesNotParseIsReportedWithItsLocation() throws {
        let (folder, problems) = try Self.overrideProblems(["Enum.mustache": "line one\n{{#cases}}\n"])
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix(folder + "/Enum.mustache:") == true)
        #expect(problems.first?.contains("error: template does not parse") == true)
    }
}
