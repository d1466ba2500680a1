// Reference test: Specs/ rendered in memory must equal the committed Generated/ byte for byte.

import Foundation
import ModelGenCore
import Testing

@Suite struct Test_Reference {
    /// Renders `Specs/` as `modelgen generate Specs` does from the package root.
    static func render(options: GenerationOptions = GenerationOptions()) throws -> [OutputFile] {
        let sources = try SpecSource.find(["Specs"], currentDirectory: Repository.root)
        return try Generator(options: options, templates: try TemplateSet.load()).generate(sources)
    }

    @Test func generatedFolderMatchesSpecs() throws {
        let files = try Self.render()
        for file in files {
            let committed = try Repository.text("Generated/\(file.name)")
            #expect(committed == file.contents, "Generated/\(file.name) is stale: run `swift run modelgen generate Specs`")
        }
        let committedNames = try FileManager.default.contentsOfDirectory(atPath: Repository.url("Generated").path).filter { $0.hasSuffix(".swift") }
        #expect(Set(committedNames) == Set(files.map(\.name)))
    }

    @Test func renderingIsDeterministic() throws {
        #expect(try Self.render() == Self.render())
    }
}
