// Build tool plugin: runs modelgen over a target's specs, declaring everything the run reads and one output per spec
// plus the support file, so the build reruns it exactly when a spec, the configuration, a template, a referenced spec
// (`references:` in the configuration, usually another target's) or the tool changes. Which files are specs, and what
// modelgen.yml says, modelgen itself decides (`plan`, through BuildPlanRequest in PluginsShared); the tool is
// modelgen-plugin-tool built from source, or a prebuilt modelgen (PluginTool in PluginsShared). This file only adapts
// SwiftPM and Xcode.

import Foundation
import PackagePlugin

@main
struct ModelGenPlugin: BuildToolPlugin {
    /// The command for a package's source target.
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try Self.commands(
            files: target.sourceFiles.map(\.url), targetName: target.name,
            workDirectory: context.pluginWorkDirectoryURL, tool: try PluginTool.url { try context.tool(named: $0).url })
    }

    /// The build command for a target's files, or none when no file is a spec; a warning for each YAML file that
    /// looks meant as a spec and is not one.
    static func commands(files: [URL], targetName: String, workDirectory: URL, tool: URL) throws -> [Command] {
        let plan = try BuildPlanRequest.plan(tool: tool, files: files, workDirectory: workDirectory)
        for skipped in plan.skipped {
            Diagnostics.warning(BuildPlanRequest.warning(for: skipped), file: skipped.file, line: nil)
        }
        guard !plan.arguments.isEmpty else { return [] }
        try BuildPlanRequest.writeEmptyConfiguration(of: plan)
        return [
            .buildCommand(
                displayName: "modelgen: generating models for \(targetName)",
                executable: tool,
                arguments: plan.arguments,
                inputFiles: plan.inputFiles.map { URL(fileURLWithPath: $0) },
                outputFiles: plan.outputFiles.map { URL(fileURLWithPath: $0) }
            )
        ]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ModelGenPlugin: XcodeBuildToolPlugin {
    /// The command for an Xcode target: its files are those the target holds.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try Self.commands(
            files: target.inputFiles.map(\.url), targetName: target.displayName,
            workDirectory: context.pluginWorkDirectoryURL, tool: try PluginTool.url { try context.tool(named: $0).url })
    }
}
#endif
