// The build plugin's command as `modelgen plan` prints it: its arguments, the files it declares it reads and the files
// it declares it writes.

import Foundation
import Testing

@testable import ModelGenCore

@Suite struct Test_BuildPlan {
    @Test func argumentsInOrder() throws {
        let target = try FakeTarget(texts: [
            "modelgen.yml": "access: public\n", "B.yaml": ForeignYAML.spec, "A.yml": ForeignYAML.spec,
        ])
        defer { target.remove() }
        let plan = try target.plan()
        #expect(
            plan.arguments == [
                "generate", target.url("A.yml").path, target.url("B.yaml").path,
                "--output", target.workDirectory.appending(path: "Generated").path,
                "--config", target.url("modelgen.yml").path, "--quiet",
            ])
    }

    @Test func withoutAConfigurationAnEmptyOneIsPassed() throws {
        let target = try FakeTarget(texts: ["A.yaml": ForeignYAML.spec])
        defer { target.remove() }
        let plan = try target.plan()
        let empty = target.workDirectory.appending(path: "modelgen.yml").path
        #expect(plan.arguments.suffix(3) == ["--config", empty, "--quiet"])
        #expect(plan.emptyConfiguration == empty)
        #expect(plan.inputFiles == [target.url("A.yaml").path])
    }

    @Test func withAConfigurationNoEmptyOneIsPassed() throws {
        let target = try FakeTarget(texts: ["A.yaml": ForeignYAML.spec, "modelgen.yml": "access: public\n"])
        defer { target.remove() }
        #expect(try target.plan().emptyConfiguration == nil)
    }

    @Test func oneOutputPerSpecAndTheSupportFile() throws {
        let target = try FakeTarget(texts: [
            "Specs/Profile.yaml": ForeignYAML.spec, "Account.yml": ForeignYAML.spec,
            "openapi.yaml": ForeignYAML.openAPI,
        ])
        defer { target.remove() }
        let output = target.workDirectory.appending(path: "Generated")
        #expect(
            try target.plan().outputFiles == [
                output.appending(path: "Account.swift").path, output.appending(path: "Profile.swift").path,
                output.appending(path: "ModelGenSupport.swift").path,
            ])
    }

    @Test func everythingTheRunReadsIsAnInput() throws {
        let target = try FakeTarget(texts: [
            "modelgen.yml": "specs: [Specs]\ntemplates: Templates\n",
            "Specs/Profile.yaml": ForeignYAML.spec,
            "Templates/Doc.mustache": "/// {{.}}\n",
            "swiftgen.yml": ForeignYAML.swiftgen,
        ])
        defer { target.remove() }
        #expect(
            try target.plan().inputFiles == [
                target.url("Specs/Profile.yaml").path, target.url("modelgen.yml").path, target.url("Templates").path,
                target.url("Templates/Doc.mustache").path,
            ])
    }

    @Test func noSpecNoCommandButTheSkippedFiles() throws {
        let target = try FakeTarget(texts: [
            "swiftgen.yml": ForeignYAML.swiftgen, "Broken.yaml": "models: [\n", "modelgen.yml": "access: public\n",
        ])
        defer { target.remove() }
        let plan = try target.plan()
        #expect(plan.arguments.isEmpty && plan.inputFiles.isEmpty && plan.outputFiles.isEmpty)
        #expect(plan.skipped.map(\.file) == [target.url("Broken.yaml").path])
    }

    @Test func referencedSpecsAreInputsButNoArguments() throws {
        let target = try FakeTarget(
            texts: [
                "modelgen.yml": "references: [../SettingsFeature/Specs]\ntemplates: Templates\n",
                "Specs/Profile.yaml": ForeignYAML.spec,
                "Templates/Doc.mustache": "/// {{.}}\n",
            ],
            outside: [
                "Sources/SettingsFeature/Specs/Settings.yaml": ForeignYAML.spec,
                "Sources/SettingsFeature/Specs/Theme.yml": ForeignYAML.spec,
            ])
        defer { target.remove() }
        let referenced = target.outside("Sources/SettingsFeature/Specs")
        let plan = try target.plan()
        #expect(
            plan.inputFiles == [
                target.url("Specs/Profile.yaml").path, target.url("modelgen.yml").path, target.url("Templates").path,
                target.url("Templates/Doc.mustache").path,
                referenced.path, referenced.appending(path: "Settings.yaml").path,
                referenced.appending(path: "Theme.yml").path,
            ])
        // modelgen reads the references from the configuration; only the target's own specs render.
        let output = target.workDirectory.appending(path: "Generated")
        #expect(
            plan.arguments == [
                "generate", target.url("Specs/Profile.yaml").path,
                "--output", output.path, "--config", target.url("modelgen.yml").path, "--quiet",
            ])
        #expect(
            plan.outputFiles == [
                output.appending(path: "Profile.swift").path, output.appending(path: "ModelGenSupport.swift").path,
            ])
    }

    @Test func theJSONRoundTrips() throws {
        let plan = PlannedBuild(
            arguments: ["generate", "/a/A.yaml"], inputFiles: ["/a/A.yaml"], outputFiles: ["/w/Generated/A.swift"],
            emptyConfiguration: "/w/modelgen.yml", skipped: [.init(file: "/a/B.yaml", reason: "why")])
        let json = BuildPlan.json(plan)
        #expect(!json.contains("\n") && json.contains("\"/a/A.yaml\""))
        #expect(try JSONDecoder().decode(PlannedBuild.self, from: Data(json.utf8)) == plan)
    }
}
