// The build plugin's input rule: which of a target's files are specs, its configuration and its templates.

import Foundation
import Testing

@Suite struct Test_TargetInputs {
    @Test func foreignYAMLIsIgnored() throws {
        let target = FakeTarget(texts: [
            "Profile.yaml": ForeignYAML.spec,
            "Nested/Account.yml": ForeignYAML.spec,
            "swiftgen.yml": ForeignYAML.swiftgen,
            "openapi.yaml": ForeignYAML.openAPI,
            ".swiftlint.yml": ForeignYAML.swiftlint,
            "modelgen.yml": "access: public\n",
            "Profile.swift": "struct Avatar {}\n",
        ])
        let inputs = try target.inputs()
        #expect(inputs.specs == [FakeTarget.url("Nested/Account.yml"), FakeTarget.url("Profile.yaml")])
        #expect(inputs.configuration == FakeTarget.url("modelgen.yml"))
    }

    @Test func theConfigurationsSpecsListIsHonoured() throws {
        var target = FakeTarget(texts: [
            "Config/modelgen.yml": "specs: [../Specs, Extra/openapi.yaml, /Shared/Common.yaml]\n",
            "Specs/Profile.yaml": ForeignYAML.spec,
            "Specs/Deep/Account.yml": ForeignYAML.spec,
            "Specs/notes.txt": "not YAML",
            "Config/Extra/openapi.yaml": ForeignYAML.openAPI,
            "Stray.yaml": ForeignYAML.spec,
        ])
        target.outsideTexts = ["/Shared/Common.yaml": ForeignYAML.spec]
        let inputs = try target.inputs()
        // Files named are passed as given, whatever they look like; folders give their YAML files; nothing else is read.
        #expect(inputs.specs == [
            FakeTarget.url("Config/Extra/openapi.yaml"),
            FakeTarget.url("Specs/Deep/Account.yml"),
            FakeTarget.url("Specs/Profile.yaml"),
            URL(fileURLWithPath: "/Shared/Common.yaml"),
        ].sorted { $0.path < $1.path })
    }

    @Test func aSpecsEntryThatIsNothingIsAnError() throws {
        let target = FakeTarget(texts: ["modelgen.yml": "specs: [Missing]\n", "Profile.yaml": ForeignYAML.spec])
        #expect(throws: PluginInputError.unknownSpecPath("Missing", configuration: FakeTarget.url("modelgen.yml"))) {
            try target.inputs()
        }
    }

    @Test func theConfigurationNearestTheRootWins() throws {
        let target = FakeTarget(texts: [
            "Nested/modelgen.yml": "specs: [Nothing]\n",
            "modelgen.yaml": "templates: Templates\n",
            "Profile.yaml": ForeignYAML.spec,
        ])
        let inputs = try target.inputs()
        #expect(inputs.configuration == FakeTarget.url("modelgen.yaml"))
        #expect(inputs.specs == [FakeTarget.url("Profile.yaml")])
    }

    @Test func theTemplatesFolderAndItsFilesAreInputs() throws {
        let target = FakeTarget(texts: [
            "modelgen.yml": "templates: Templates\n",
            "Templates/Doc.mustache": "/// {{.}}\n",
            "Templates/Partials/Header.mustache": "// header\n",
            "TemplatesNot/Other.mustache": "",
            "Profile.yaml": ForeignYAML.spec,
        ])
        let inputs = try target.inputs()
        #expect(inputs.templatesFolder == FakeTarget.url("Templates"))
        #expect(inputs.templateFiles == [FakeTarget.url("Templates/Doc.mustache"), FakeTarget.url("Templates/Partials/Header.mustache")])
    }

    @Test func theYamsConsumersTargetAsItIsOnDisk() throws {
        let folder = FakeTarget.repository.appending(path: "Examples/YamsConsumer/Sources/Preferences")
        let files = try #require(FileManager.default.subpaths(atPath: folder.path)).map { folder.appending(path: $0) }
            .filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == false }
        let inputs = try TargetInputs(files: files) { try String(contentsOf: $0, encoding: .utf8) }
        #expect(inputs.specs.map(\.lastPathComponent) == ["Appearance.yaml", "Settings.yaml"])
        #expect(inputs.configuration?.lastPathComponent == "modelgen.yml")
        #expect(inputs.templateFiles.map(\.lastPathComponent) == ["Doc.mustache"])
    }
}
