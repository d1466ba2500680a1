// Command plugin: `swift package --allow-writing-to-package-directory generate-models [ARGUMENTS]` runs
// `modelgen generate ARGUMENTS` in the package folder, for packages that commit the generated code.

import Foundation
import PackagePlugin

@main
struct GenerateModels: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let process = Process()
        process.executableURL = try context.tool(named: "modelgen").url
        process.arguments = ["generate"] + arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            Diagnostics.error("modelgen generate exited with status \(process.terminationStatus)")
            throw ExitStatus(code: process.terminationStatus)
        }
    }

    /// The tool's exit status, passed on.
    struct ExitStatus: Error, CustomStringConvertible {
        let code: Int32
        var description: String { "modelgen generate failed (exit status \(code))" }
    }
}
