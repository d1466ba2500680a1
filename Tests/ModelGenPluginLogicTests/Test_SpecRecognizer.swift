// Which YAML texts the build plugin takes for specs when no configuration lists them.

import Foundation
import Testing

@Suite struct Test_SpecRecognizer {
    @Test func otherToolsYAMLIsNoSpec() {
        #expect(!SpecRecognizer.looksLikeSpec(ForeignYAML.swiftgen))
        #expect(!SpecRecognizer.looksLikeSpec(ForeignYAML.openAPI))
        #expect(!SpecRecognizer.looksLikeSpec(ForeignYAML.swiftlint))
    }

    @Test func aSpecIsOneWhoseTopLevelKeysAreAllSpecKeys() {
        #expect(SpecRecognizer.looksLikeSpec(ForeignYAML.spec))
        #expect(
            !SpecRecognizer.looksLikeSpec("references: [Shared.yaml]\nmodels: {}\n"),
            "references belongs to modelgen.yml")
        #expect(!SpecRecognizer.looksLikeSpec(ForeignYAML.spec + "\npaths: {}\n"))
    }

    @Test func keysAreReadFromColumnZeroOnly() {
        let text =
            "\u{FEFF}%YAML 1.2\n---\n# models: in a comment\n\"models\": # quoted\r\n  paths: {}\n'enums': {}\n...\n"
        #expect(SpecRecognizer.topLevelKeys(of: text) == ["models", "enums"])
        #expect(SpecRecognizer.looksLikeSpec(text))
    }

    @Test func aTextWithoutKeysIsNoSpec() {
        #expect(!SpecRecognizer.looksLikeSpec(""))
        #expect(!SpecRecognizer.looksLikeSpec("# only a comment\n"))
        #expect(SpecRecognizer.topLevelKeys(of: "- models\n- enums\n") == nil)
        #expect(SpecRecognizer.topLevelKeys(of: "just a scalar\n") == nil)
        #expect(SpecRecognizer.topLevelKeys(of: "models:{}\n") == nil)
    }

    @Test func theRepositorysYAMLIsToldApart() throws {
        let root = FakeTarget.repository
        let exampleSpecs = try FileManager.default.contentsOfDirectory(atPath: root.appending(path: "Specs").path)
            .filter { $0.hasSuffix(".yaml") }.map { "Specs/" + $0 }
        let specs =
            exampleSpecs + [
                "Examples/PluginConsumer/Sources/Weather/Forecast.yaml",
                "Examples/YamsConsumer/Sources/Preferences/Settings.yaml",
                "Examples/YamsConsumer/Sources/Preferences/Appearance.yaml",
                "Examples/LayeredApp/Sources/SettingsFeature/Specs/Settings.yaml",
                "Examples/LayeredApp/Sources/ReviewFeature/Specs/Review.yaml",
            ]
            + ["Credentials", "Greeting", "Plan", "PullRequests", "Reviews", "SettingsScreen", "Shell", "Worktrees"].map
        {
            "Examples/LayeredApp/Sources/App/Specs/\($0).yaml"
        }
        let foreign = [
            "Examples/YamsConsumer/Sources/Preferences/swiftgen.yml",
            "Examples/YamsConsumer/Sources/Preferences/openapi.yaml",
        ]
        #expect(specs.count >= 10)
        for path in specs + foreign {
            let text = try String(contentsOf: root.appending(path: path), encoding: .utf8)
            #expect(SpecRecognizer.looksLikeSpec(text) == specs.contains(path), "\(path)")
        }
    }
}
