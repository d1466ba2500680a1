// One run per module: a second run into a SwiftPM target that another run writes is refused before it writes
// anything, naming the first run's support file; runs into different targets, or outside a SwiftPM layout, go on.

import Foundation
@testable import ModelGenCore
import Testing

@Suite struct Test_ModuleRuns {
    private static let spec = "external: [Theme]\nmodels:\n  ThemeModel:\n    broadcasts: { theme: Theme }\n"

    /// Generates `Specs` of `scratch` into `output`, a folder of the scratch folder.
    private func write(_ scratch: ScratchFolder, into output: String) throws -> WriteSummary {
        let sources = try SpecSource.find(["Specs"], currentDirectory: scratch.url)
        let generator = Generator(templates: try TemplateSet.load())
        let result = try generator.write(sources, into: OutputFolder(scratch.url(output), displayPath: output))
        #expect(result.failure == nil)
        return result.summary
    }

    @Test func aSecondRunIntoOneTargetIsRefusedNamingTheFirst() throws {
        let scratch = try ScratchFolder(["Specs/Theme.yaml": Self.spec])
        #expect(try write(scratch, into: "Sources/App/Generated").written == 2)
        let error = try #require(throws: DiagnosticsError.self) {
            try write(scratch, into: "Sources/App/Models/Generated")
        }
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.location.file.hasSuffix("Sources/App/Generated/ModelGenSupport.swift"))
        #expect(diagnostic.message.hasPrefix("another modelgen run writes into this module"))
        #expect(!FileManager.default.fileExists(atPath: scratch.url("Sources/App/Models").path))
    }

    @Test func runsIntoTwoTargetsOrOutsideTargetsGoOn() throws {
        let scratch = try ScratchFolder(["Specs/Theme.yaml": Self.spec])
        #expect(try write(scratch, into: "Sources/App/Generated").written == 2)
        #expect(try write(scratch, into: "Sources/Feature/Generated").written == 2)
        #expect(try write(scratch, into: "Generated").written == 2)
        #expect(try write(scratch, into: "Other").written == 2)
        // Running again into the same folder is the same run.
        #expect(try write(scratch, into: "Sources/App/Generated").written == 0)
    }
}
