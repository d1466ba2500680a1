// The build plugin's command: its arguments, the files it declares it reads and the files it declares it writes.

import Foundation
import Testing

@Suite struct Test_GenerationPlan {
    let output = FakeTarget.workDirectory.appending(path: "Generated")

    @Test func argumentsInOrder() throws {
        let target = FakeTarget(texts: [
            "modelgen.yml": "access: public\n", "B.yaml": ForeignYAML.spec, "A.yml": ForeignYAML.spec,
        ])
        let plan = try #require(try target.plan())
        #expect(
            plan.arguments == [
                "generate", FakeTarget.url("A.yml").path, FakeTarget.url("B.yaml").path,
                "--output", output.path, "--config", FakeTarget.url("modelgen.yml").path, "--quiet",
            ])
    }

    @Test func withoutAConfigurationAnEmptyOneIsPassed() throws {
        let work = FileManager.default.temporaryDirectory.appending(path: "modelgen-plugin-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let target = FakeTarget(texts: ["A.yaml": ForeignYAML.spec])
        let plan = try #require(
            try GenerationPlan(targetFiles: target.files, workDirectory: work, read: target.read, list: target.list))
        let empty = work.appending(path: "modelgen.yml")
        #expect(plan.arguments.suffix(3) == ["--config", empty.path, "--quiet"])
        #expect(plan.emptyConfiguration == empty)
        #expect(plan.inputFiles == [FakeTarget.url("A.yaml")])
        try plan.writeEmptyConfiguration()
        try plan.writeEmptyConfiguration()
        #expect(FileManager.default.contents(atPath: empty.path) == Data())
    }

    @Test func withAConfigurationNoEmptyOneIsWritten() throws {
        let plan = try #require(
            try FakeTarget(texts: ["A.yaml": ForeignYAML.spec, "modelgen.yml": "access: public\n"]).plan())
        #expect(plan.emptyConfiguration == nil)
    }

    @Test func oneOutputPerSpecAndTheSupportFile() throws {
        let target = FakeTarget(texts: [
            "Specs/Profile.yaml": ForeignYAML.spec, "Account.yml": ForeignYAML.spec,
            "openapi.yaml": ForeignYAML.openAPI,
        ])
        let plan = try #require(try target.plan())
        #expect(
            plan.outputFiles == [
                output.appending(path: "Account.swift"), output.appending(path: "Profile.swift"),
                output.appending(path: "ModelGenSupport.swift"),
            ])
    }

    @Test func everythingTheRunReadsIsAnInput() throws {
        let target = FakeTarget(texts: [
            "modelgen.yml": "specs: [Specs]\ntemplates: Templates\n",
            "Specs/Profile.yaml": ForeignYAML.spec,
            "Templates/Doc.mustache": "/// {{.}}\n",
            "swiftgen.yml": ForeignYAML.swiftgen,
        ])
        let plan = try #require(try target.plan())
        #expect(
            plan.inputFiles == [
                FakeTarget.url("Specs/Profile.yaml"), FakeTarget.url("modelgen.yml"), FakeTarget.url("Templates"),
                FakeTarget.url("Templates/Doc.mustache"),
            ])
    }

    @Test func noSpecNoCommand() throws {
        #expect(
            try FakeTarget(texts: ["swiftgen.yml": ForeignYAML.swiftgen, "modelgen.yml": "access: public\n"]).plan()
                == nil)
    }

    @Test func referencedSpecsAreInputsButNoArguments() throws {
        var target = FakeTarget(texts: [
            "modelgen.yml": "references: [../SettingsFeature/Specs]\ntemplates: Templates\n",
            "Specs/Profile.yaml": ForeignYAML.spec,
            "Templates/Doc.mustache": "/// {{.}}\n",
        ])
        let referenced = URL(fileURLWithPath: "/App/Sources/SettingsFeature/Specs")
        target.outsideTexts = [
            referenced.appending(path: "Settings.yaml").path: ForeignYAML.spec,
            referenced.appending(path: "Theme.yml").path: ForeignYAML.spec,
        ]
        let plan = try #require(try target.plan())
        #expect(
            plan.inputFiles == [
                FakeTarget.url("Specs/Profile.yaml"), FakeTarget.url("modelgen.yml"), FakeTarget.url("Templates"),
                FakeTarget.url("Templates/Doc.mustache"),
                referenced, referenced.appending(path: "Settings.yaml"), referenced.appending(path: "Theme.yml"),
            ])
        // modelgen reads the references from the configuration; only the target's own specs render.
        #expect(
            plan.arguments == [
                "generate", FakeTarget.url("Specs/Profile.yaml").path,
                "--output", output.path, "--config", FakeTarget.url("modelgen.yml").path, "--quiet",
            ])
        #expect(
            plan.outputFiles == [
                output.appending(path: "Profile.swift"), output.appending(path: "ModelGenSupport.swift"),
            ])
    }
}
