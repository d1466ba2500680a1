// Command plugin: `swift package --allow-writing-to-package-directory generate-models [ARGUMENTS]` runs
// `modelgen generate ARGUMENTS` in the package folder (in Xcode, the project's folder), for packages and projects that
// commit the generated code. The run itself is in GenerateCommand.swift, beside this file. The build plugin's files
// (Plugins/PluginsShared) are not compiled here: each file of a plugin is a compiler job of its own on every clean
// build.

import Foundation
import PackagePlugin

@main
struct GenerateModels: CommandPlugin {
    /// Runs the tool in the package's folder.
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try GenerateCommand.run(
            tool: try context.tool(named: "modelgen").url, arguments: arguments, in: context.package.directoryURL)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension GenerateModels: XcodeCommandPlugin {
    /// Runs the tool in the Xcode project's folder.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try GenerateCommand.run(
            tool: try context.tool(named: "modelgen").url, arguments: arguments, in: context.xcodeProject.directoryURL)
    }
}
#endif
