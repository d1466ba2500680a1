// The build plugin's input rule, as `modelgen plan` decides it: which of a target's files are specs, its
// configuration, its templates, the specs it references, and the YAML files it skips with a warning.

import Foundation
import Testing

@testable import ModelGenCore

@Suite struct Test_TargetInputs {
    @Test func foreignYAMLIsIgnored() throws {
        let target = try FakeTarget(texts: [
            "Profile.yaml": ForeignYAML.spec,
            "Nested/Account.yml": ForeignYAML.spec,
            "swiftgen.yml": ForeignYAML.swiftgen,
            "openapi.yaml": ForeignYAML.openAPI,
            ".swiftlint.yml": ForeignYAML.swiftlint,
            "modelgen.yml": "access: public\n",
            "Profile.swift": "struct Avatar {}\n",
        ])
        defer { target.remove() }
        let inputs = try target.inputs()
        #expect(inputs.specs == [target.url("Nested/Account.yml"), target.url("Profile.yaml")])
        #expect(inputs.configuration == target.url("modelgen.yml"))
        #expect(inputs.skipped.isEmpty)
    }

    @Test func yamlMeantAsASpecThatIsNoneIsSkippedWithItsReason() throws {
        let target = try FakeTarget(texts: [
            "Profile.yaml": ForeignYAML.spec,
            "Typo.yaml": "snapshots:\n  A:\n    fields: { a: Int }\nmodel:\n  M: {}\n",
            "Broken.yaml": "snapshots: [Unclosed\n",
            "Tagged.yaml": "snapshots: !custom {}\n",
            "Empty.yaml": "",
            "List.yaml": "- snapshots\n",
        ])
        defer { target.remove() }
        let inputs = try target.inputs()
        #expect(inputs.specs == [target.url("Profile.yaml")])
        let skipped = inputs.skipped.map { ($0.file.lastPathComponent, $0.reason) }
        #expect(skipped.map(\.0) == ["Broken.yaml", "Tagged.yaml", "Typo.yaml"])
        #expect(skipped.first?.1.hasPrefix("it is not YAML that modelgen reads (2:1: ") == true)
        #expect(skipped.last?.1.hasPrefix("its top-level key 'model' is not a spec key") == true)
    }

    @Test func theConfigurationsSpecsListIsHonoured() throws {
        let target = try FakeTarget(
            texts: [
                "Config/modelgen.yml": "specs: [../Specs, Extra/openapi.yaml, $ROOT/Shared/Common.yaml]\n",
                "Specs/Profile.yaml": ForeignYAML.spec,
                "Specs/Deep/Account.yml": ForeignYAML.spec,
                "Specs/notes.txt": "not YAML",
                "Config/Extra/openapi.yaml": ForeignYAML.openAPI,
                "Stray.yaml": ForeignYAML.spec,
            ], outside: ["Shared/Common.yaml": ForeignYAML.spec])
        defer { target.remove() }
        let inputs = try target.inputs()
        // Files named are passed as given, whatever they look like; folders give their YAML files; nothing else is read.
        #expect(
            inputs.specs
                == [
                    target.url("Config/Extra/openapi.yaml"), target.url("Specs/Deep/Account.yml"),
                    target.url("Specs/Profile.yaml"), target.outside("Shared/Common.yaml"),
                ].sorted { $0.path < $1.path })
    }

    @Test func theConfigurationIsReadAsGenerateReadsIt() throws {
        for text in ["specs:\n  [Specs]\n", "{ specs: [Specs] }\n", "specs: &listed [Specs]\n", "specs:\n- Specs\n"] {
            let target = try FakeTarget(texts: [
                "modelgen.yml": text, "Specs/Profile.yaml": ForeignYAML.spec, "Stray.yaml": ForeignYAML.spec,
            ])
            defer { target.remove() }
            #expect(try target.inputs().specs == [target.url("Specs/Profile.yaml")], "\(text)")
        }
    }

    @Test func aConfigurationThatDoesNotDecodeIsAnError() throws {
        let target = try FakeTarget(texts: ["modelgen.yml": "specs: [A\n", "Profile.yaml": ForeignYAML.spec])
        defer { target.remove() }
        #expect(throws: DiagnosticsError.self) { try target.inputs() }
    }

    @Test func aSpecsEntryThatIsNothingIsSkippedWithAWarning() throws {
        let target = try FakeTarget(texts: [
            "modelgen.yml": "specs: [Missing, Profile.yaml]\n", "Profile.yaml": ForeignYAML.spec,
        ])
        defer { target.remove() }
        let inputs = try target.inputs()
        #expect(inputs.specs == [target.url("Profile.yaml")])
        #expect(inputs.skipped.map(\.file) == [target.url("modelgen.yml")])
        #expect(
            inputs.skipped.map(\.reason) == [
                "'specs' names 'Missing', which is no file or folder of the target and no readable file"
            ])
    }

    @Test func theConfigurationNearestTheRootWins() throws {
        let target = try FakeTarget(texts: [
            "Nested/modelgen.yml": "specs: [Nothing]\n",
            "modelgen.yaml": "templates: Templates\n",
            "Profile.yaml": ForeignYAML.spec,
        ])
        defer { target.remove() }
        let inputs = try target.inputs()
        #expect(inputs.configuration == target.url("modelgen.yaml"))
        #expect(inputs.specs == [target.url("Profile.yaml")])
    }

    @Test func theTemplatesFolderAndItsFilesAreInputs() throws {
        let target = try FakeTarget(texts: [
            "modelgen.yml": "templates: Templates\n",
            "Templates/Doc.mustache": "/// {{.}}\n",
            "Templates/Partials/Header.mustache": "// header\n",
            "TemplatesNot/Other.mustache": "",
            "Profile.yaml": ForeignYAML.spec,
        ])
        defer { target.remove() }
        let inputs = try target.inputs()
        #expect(inputs.templatesFolder == target.url("Templates"))
        #expect(
            inputs.templateFiles == [
                target.url("Templates/Doc.mustache"), target.url("Templates/Partials/Header.mustache"),
            ])
    }

    @Test func theYamsConsumersTargetAsItIsOnDisk() throws {
        let inputs = try TargetInputs(files: Self.files(of: "Examples/YamsConsumer/Sources/Preferences"))
        #expect(inputs.specs.map(\.lastPathComponent) == ["Appearance.yaml", "Settings.yaml"])
        #expect(inputs.configuration?.lastPathComponent == "modelgen.yml")
        #expect(inputs.templateFiles.map(\.lastPathComponent) == ["Doc.mustache"])
        #expect(inputs.skipped.isEmpty)
    }

    @Test func referencedFoldersGiveTheirSpecsAtAnyDepth() throws {
        let target = try FakeTarget(
            texts: [
                "modelgen.yml": "references: [../SettingsFeature/Specs, $ROOT/Shared/Common.yaml]\n",
                "Specs/Profile.yaml": ForeignYAML.spec,
            ],
            outside: [
                "Sources/SettingsFeature/Specs/Settings.yaml": ForeignYAML.spec,
                "Sources/SettingsFeature/Specs/Deep/Theme.YML": ForeignYAML.spec,
                "Sources/SettingsFeature/Specs/README.md": "# Settings\n",
                "Sources/SettingsFeature/Specs/modelgen.yml": "access: public\n",
                "Sources/SettingsFeature/modelgen.yml": "access: public\n",
                "Sources/SettingsFeature/Other.yaml": ForeignYAML.spec,
                "Shared/Common.yaml": ForeignYAML.spec,
            ])
        defer { target.remove() }
        let inputs = try target.inputs()
        // Only the YAML under the folder, by modelgen's rule (any case, no configuration file), and the file named.
        #expect(
            inputs.references
                == [
                    target.outside("Shared/Common.yaml"),
                    target.outside("Sources/SettingsFeature/Specs/Deep/Theme.YML"),
                    target.outside("Sources/SettingsFeature/Specs/Settings.yaml"),
                ].sorted { $0.path < $1.path })
        #expect(inputs.referenceFolders == [target.outside("Sources/SettingsFeature/Specs")])
        #expect(inputs.specs == [target.url("Specs/Profile.yaml")])
    }

    @Test func referencesInBlockFormResolveFromTheConfigurationsFolder() throws {
        let target = try FakeTarget(
            texts: [
                "Config/modelgen.yml":
                    "references:\n  - ../../SettingsFeature/Specs\n  - ../../SettingsFeature/Specs/\n",
                "Profile.yaml": ForeignYAML.spec,
            ], outside: ["Sources/SettingsFeature/Specs/Settings.yaml": ForeignYAML.spec])
        defer { target.remove() }
        let inputs = try target.inputs()
        #expect(inputs.references == [target.outside("Sources/SettingsFeature/Specs/Settings.yaml")])
        #expect(inputs.referenceFolders == [target.outside("Sources/SettingsFeature/Specs")])
    }

    @Test func aReferenceInsideTheTargetIsNoSpecOfIt() throws {
        let target = try FakeTarget(texts: [
            "modelgen.yml": "references: [Shared]\n",
            "Shared/Common.yaml": ForeignYAML.spec,
            "Profile.yaml": ForeignYAML.spec,
        ])
        defer { target.remove() }
        let inputs = try target.inputs()
        #expect(inputs.specs == [target.url("Profile.yaml")])
        #expect(inputs.references == [target.url("Shared/Common.yaml")])
    }

    @Test func aReferencesEntryThatIsNothingIsAnError() throws {
        let target = try FakeTarget(texts: [
            "modelgen.yml": "references: [../Missing/Specs]\n", "Profile.yaml": ForeignYAML.spec,
        ])
        defer { target.remove() }
        #expect(throws: DiagnosticsError.self) { try target.inputs() }
    }

    @Test func withoutReferencesThereAreNone() throws {
        let target = try FakeTarget(texts: ["modelgen.yml": "access: public\n", "Profile.yaml": ForeignYAML.spec])
        defer { target.remove() }
        let inputs = try target.inputs()
        #expect(inputs.references == [])
        #expect(inputs.referenceFolders == [])
    }

    @Test func theLayeredAppsTargetsAsTheyAreOnDisk() throws {
        let sources = Repository.url("Examples/LayeredApp/Sources").standardizedFileURL
        let app = try TargetInputs(files: Self.files(of: "Examples/LayeredApp/Sources/App"))
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
            let inputs = try TargetInputs(files: Self.files(of: "Examples/LayeredApp/Sources/\(feature)"))
            #expect(inputs.specs == [sources.appending(path: "\(feature)/Specs/\(spec)")])
            #expect(inputs.references == [])
        }
    }

    /// The files under a folder of the repository, at any depth.
    static func files(of folder: String) throws -> [URL] {
        let url = Repository.url(folder).standardizedFileURL
        return try #require(FileManager.default.subpaths(atPath: url.path)).map { url.appending(path: $0) }
            .filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == false }
    }
}
