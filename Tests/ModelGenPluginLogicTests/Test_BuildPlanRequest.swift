// The build plugin's question to the tool: the list of the target's files it writes, the `plan` run, its JSON read
// back, a failing run passed on with the tool's diagnostics, and the warnings and the empty configuration of a plan.

import Foundation
import Testing

@Suite struct Test_BuildPlanRequest {
    /// A scratch work folder and an executable script standing for the tool, which runs `body` (shell).
    struct FakeTool {
        let folder = FileManager.default.temporaryDirectory.appending(path: "modelgen-plugin-\(UUID().uuidString)")
        var tool: URL { folder.appending(path: "modelgen") }
        var work: URL { folder.appending(path: "work") }

        init(_ body: String) throws {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "#!/bin/sh\n\(body)\n".write(to: tool, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tool.path)
        }

        func remove() {
            try? FileManager.default.removeItem(at: folder)
        }
    }

    static let plan = PlannedBuild(
        arguments: ["generate", "/App/A.yaml", "--quiet"], inputFiles: ["/App/A.yaml"],
        outputFiles: ["/Work/Generated/A.swift", "/Work/Generated/ModelGenSupport.swift"],
        emptyConfiguration: nil, skipped: [.init(file: "/App/B.yaml", reason: "it is not YAML that modelgen reads")])

    @Test func writesTheFileListRunsPlanAndReadsItsJSON() throws {
        let json = String(decoding: try JSONEncoder().encode(Self.plan), as: UTF8.self)
        let fake = try FakeTool("echo \"$@\" > \"$(dirname \"$0\")/arguments\"\ncat <<'END'\n\(json)\nEND")
        defer { fake.remove() }
        let files = [URL(fileURLWithPath: "/App/B.yaml"), URL(fileURLWithPath: "/App/A.yaml")]
        let plan = try BuildPlanRequest.plan(tool: fake.tool, files: files, workDirectory: fake.work)
        #expect(plan == Self.plan)
        let list = fake.work.appending(path: BuildPlanRequest.fileListName)
        #expect(try String(contentsOf: list, encoding: .utf8) == "/App/A.yaml\n/App/B.yaml\n")
        #expect(
            try String(contentsOf: fake.folder.appending(path: "arguments"), encoding: .utf8)
                == "plan \(list.path) \(fake.work.path)\n")
    }

    @Test func aFailingRunThrowsTheToolsDiagnostics() throws {
        let fake = try FakeTool("echo '/App/modelgen.yml:1:8: error: a bad key' >&2\nexit 1")
        defer { fake.remove() }
        #expect(
            throws: BuildPlanRequest.Failure(
                status: 1, signalled: false, message: "/App/modelgen.yml:1:8: error: a bad key")
        ) {
            try BuildPlanRequest.plan(tool: fake.tool, files: [], workDirectory: fake.work)
        }
        let failure = BuildPlanRequest.Failure(status: 1, signalled: false, message: "why")
        #expect(failure.description == "modelgen plan failed (exit status 1):\nwhy")
    }

    @Test func outputThatIsNoPlanIsAFailure() throws {
        let fake = try FakeTool("echo 'not JSON'")
        defer { fake.remove() }
        #expect(throws: BuildPlanRequest.Failure.self) {
            try BuildPlanRequest.plan(tool: fake.tool, files: [], workDirectory: fake.work)
        }
    }

    @Test func theEmptyConfigurationIsWrittenOnce() throws {
        let fake = try FakeTool("")
        defer { fake.remove() }
        var plan = Self.plan
        plan.emptyConfiguration = fake.work.appending(path: "modelgen.yml").path
        try BuildPlanRequest.writeEmptyConfiguration(of: plan)
        try BuildPlanRequest.writeEmptyConfiguration(of: plan)
        #expect(FileManager.default.contents(atPath: fake.work.appending(path: "modelgen.yml").path) == Data())
    }

    @Test func aWarningNamesTheFileAndWhy() {
        #expect(
            BuildPlanRequest.warning(for: Self.plan.skipped[0])
                == "/App/B.yaml: modelgen does not generate from this file: it is not YAML that modelgen reads")
    }
}
