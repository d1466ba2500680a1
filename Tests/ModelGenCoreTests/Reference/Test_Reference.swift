// Reference test: Specs/ rendered in memory must equal the committed Generated/ (both flavours) byte for byte.

import Foundation
import ModelGenCore
import Testing

@Suite struct Test_Reference {
    /// The committed output folder of each flavour, as `.ci/run` generates them.
    static let flavours: [(folder: String, options: GenerationOptions)] = {
        var observableObject = GenerationOptions()
        observableObject.flavor = .observableObject
        return [("Generated", GenerationOptions()), ("Generated/ObservableObject", observableObject)]
    }()

    /// Renders `Specs/` as `modelgen generate Specs` does from the package root.
    static func render(options: GenerationOptions) throws -> [OutputFile] {
        let sources = try SpecSource.find(["Specs"], currentDirectory: Repository.root)
        return try Generator(options: options, templates: try TemplateSet.load()).generate(sources)
    }

    @Test(arguments: flavours.indices)
    func generatedFolderMatchesSpecs(flavour: Int) throws {
        let (folder, options) = Self.flavours[flavour]
        let files = try Self.render(options: options)
        for file in files {
            let committed = try Repository.text("\(folder)/\(file.name)")
            #expect(
                committed == file.contents, "\(folder)/\(file.name) is stale: run `swift run modelgen generate Specs`")
        }
        let committedNames = try FileManager.default.contentsOfDirectory(atPath: Repository.url(folder).path).filter {
            $0.hasSuffix(".swift")
        }
        #expect(Set(committedNames) == Set(files.map(\.name)))
    }

    @Test(arguments: flavours.indices)
    func renderingIsDeterministic(flavour: Int) throws {
        let options = Self.flavours[flavour].options
        #expect(try Self.render(options: options) == Self.render(options: options))
    }
}
