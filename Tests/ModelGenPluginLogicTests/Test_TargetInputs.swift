// The build plugin's input rule: which of a target's files are specs, its configuration, its templates and the specs it
// references.

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
        #expect(
            inputs.specs
                == [
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
        #expect(
            inputs.templateFiles == [
                FakeTarget.url("Templates/Doc.mustache"), FakeTarget.url("Templates/Partials/Header.mustache"),
            ])
    }

    @Test func theYamsConsumersTargetAsItIsOnDisk() throws {
        let folder = FakeTarget.repository.appending(path: "Examples/YamsConsumer/Sources/Preferences")
        let files = try #require(FileManager.default.subpaths(atPath: folder.path)).map { folder.appending(path: $0) }
            .filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == false }
        let inputs = try TargetInputs(
            files: files, read: { try String(contentsOf: $0, encoding: .utf8) }, list: FolderListing.files(under:))
        #expect(inputs.specs.map(\.lastPathComponent) == ["Appearance.yaml", "Settings.yaml"])
        #expect(inputs.configuration?.lastPathComponent == "modelgen.yml")
        #expect(inputs.templateFiles.map(\.lastPathComponent) == ["Doc.mustache"])
    }

    /// The specs of another target, beside the fake target's folder.
    static let feature = URL(fileURLWithPath: "/App/Sources/SettingsFeature")

    @Test func referencedFoldersGiveTheirSpecsAtAnyDepth() throws {
        var target = FakeTarget(texts: [
            "modelgen.yml": "references: [../SettingsFeature/Specs, /Shared/Common.yaml]\n",
            "Specs/Profile.yaml": ForeignYAML.spec,
        ])
        let specs = Self.feature.appending(path: "Specs")
        target.outsideTexts = [
            specs.appending(path: "Settings.yaml").path: ForeignYAML.spec,
            specs.appending(path: "Deep/Theme.YML").path: ForeignYAML.spec,
            specs.appending(path: "README.md").path: "# Settings\n",
            specs.appending(path: "modelgen.yml").path: "access: public\n",
            Self.feature.appending(path: "modelgen.yml").path: "access: public\n",
            Self.feature.appending(path: "Other.yaml").path: ForeignYAML.spec,
            "/Shared/Common.yaml": ForeignYAML.spec,
        ]
        let inputs = try target.inputs()
        // Only the YAML under the folder, by modelgen's rule (any case, no configuration file), and the file named.
        #expect(
            inputs.references == [
                URL(fileURLWithPath: "/App/Sources/SettingsFeature/Specs/Deep/Theme.YML"),
                URL(fileURLWithPath: "/App/Sources/SettingsFeature/Specs/Settings.yaml"),
                URL(fileURLWithPath: "/Shared/Common.yaml"),
            ])
        #expect(inputs.referenceFolders == [specs])
        #expect(inputs.specs == [FakeTarget.url("Specs/Profile.yaml")])
    }

    @Test func referencesInBlockFormResolveFromTheConfigurationsFolder() throws {
        var target = FakeTarget(texts: [
            "Config/modelgen.yml": "references:\n  - ../../SettingsFeature/Specs\n  - ../../SettingsFeature/Specs/\n",
            "Profile.yaml": ForeignYAML.spec,
        ])
        target.outsideTexts = [Self.feature.appending(path: "Specs/Settings.yaml").path: ForeignYAML.spec]
        let inputs = try target.inputs()
        #expect(inputs.references == [Self.feature.appending(path: "Specs/Settings.yaml")])
        #expect(inputs.referenceFolders == [Self.feature.appending(path: "Specs")])
    }

    @Test func aReferenceInsideTheTargetIsNoSpecOfIt() throws {
        let target = FakeTarget(texts: [
            "modelgen.yml": "references: [Shared]\n",
            "Shared/Common.yaml": ForeignYAML.spec,
            "Profile.yaml": ForeignYAML.spec,
        ])
        let inputs = try target.inputs()
        #expect(inputs.specs == [FakeTarget.url("Profile.yaml")])
        #expect(inputs.references == [FakeTarget.url("Shared/Common.yaml")])
    }

    @Test func aReferencesEntryThatIsNothingIsAnError() throws {
        let target = FakeTarget(texts: [
            "modelgen.yml": "references: [../Missing/Specs]\n", "Profile.yaml": ForeignYAML.spec,
        ])
        #expect(
            throws: PluginInputError.unknownReferencePath(
                "../Missing/Specs", configuration: FakeTarget.url("modelgen.yml"))
        ) {
            try target.inputs()
        }
    }

    @Test func withoutReferencesThereAreNone() throws {
        let inputs = try FakeTarget(texts: ["modelgen.yml": "access: public\n", "Profile.yaml": ForeignYAML.spec])
            .inputs()
        #expect(inputs.references == [])
        #expect(inputs.referenceFolders == [])
    }

    @Test func theLayeredAppsTargetsAsTheyAreOnDisk() throws {
        let sources = FakeTarget.repository.appending(path: "Examples/LayeredApp/Sources").standardizedFileURL
        func inputs(_ target: String) throws -> TargetInputs {
            let folder = sources.appending(path: target)
            let files = try #require(FileManager.default.subpaths(atPath: folder.path)).map {
                folder.appending(path: $0)
            }
            .filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == false }
            return try TargetInputs(
                files: files, read: { try String(contentsOf: $0, encoding: .utf8) }, list: FolderListing.files(under:))
        }
        let app = try inputs("App")
        #expect(
            app.specs.map(\.lastPathComponent) == [
                "Blueprints.yaml", "Cleanup.yaml", "Credentials.yaml", "Greeting.yaml", "JobLogs.yaml", "Logs.yaml",
                "Pipeline.yaml", "Plan.yaml", "PullRequests.yaml", "Reviews.yaml",
                "SettingsScreen.yaml", "Shell.yaml",
                "Worktrees.yaml",
            ])
        // Sorted by path, as the plugin declares them.
        #expect(
            app.references == [
                sources.appending(path: "ReviewFeature/Specs/Review.yaml"),
                sources.appending(path: "SettingsFeature/Specs/Settings.yaml"),
            ])
        #expect(
            app.referenceFolders == [
                sources.appending(path: "ReviewFeature/Specs"), sources.appending(path: "SettingsFeature/Specs"),
            ])
        for (feature, spec) in [("SettingsFeature", "Settings.yaml"), ("ReviewFeature", "Review.yaml")] {
            let inputs = try inputs(feature)
            #expect(inputs.specs == [sources.appending(path: "\(feature)/Specs/\(spec)")])
            #expect(inputs.references == [])
        }
    }
}
