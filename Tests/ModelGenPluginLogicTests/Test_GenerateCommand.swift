// The command plugins' run of the tool: arguments after `generate`, the folder, and a failing status passed on.

import Foundation
import Testing

@Suite struct Test_GenerateCommand {
    /// Runs `sh generate ARGUMENTS` in a scratch folder whose script `generate` records its arguments and exits with `status`.
    func run(status: Int, arguments: [String]) throws -> (recorded: String, failure: GenerateCommand.ToolFailure?) {
        let folder = FileManager.default.temporaryDirectory.appending(path: "modelgen-plugin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "echo \"$@\" > recorded\nexit \(status)\n".write(
            to: folder.appending(path: "generate"), atomically: true, encoding: .utf8)
        var failure: GenerateCommand.ToolFailure?
        do {
            try GenerateCommand.run(tool: URL(fileURLWithPath: "/bin/sh"), arguments: arguments, in: folder)
        } catch let error as GenerateCommand.ToolFailure {
            failure = error
        }
        return (try String(contentsOf: folder.appending(path: "recorded"), encoding: .utf8), failure)
    }

    @Test func runsGenerateWithTheArgumentsInTheFolder() throws {
        let result = try run(status: 0, arguments: ["Specs", "--output", "Generated"])
        #expect(result.recorded == "Specs --output Generated\n")
        #expect(result.failure == nil)
    }

    @Test func aFailingRunThrowsItsStatus() throws {
        let result = try run(status: 3, arguments: ["--check"])
        #expect(result.failure == GenerateCommand.ToolFailure(status: 3, signalled: false))
        #expect(result.failure?.description == "modelgen generate failed (exit status 3)")
    }
}
