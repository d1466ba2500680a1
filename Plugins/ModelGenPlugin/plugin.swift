// Build tool plugin: runs modelgen over a target's *.yaml specs, declaring one output per spec plus the support file,
// so the build reruns it only when a spec, modelgen.yml or the tool changes.

import Foundation
import PackagePlugin

@main
struct ModelGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles.map(\.url)
        // The names the tool itself skips as configuration when it reads a specs folder (SpecSource.configurationNames).
        let configuration = files.first { ["modelgen.yml", "modelgen.yaml"].contains($0.lastPathComponent) }
        let specs = files
            .filter { ["yaml", "yml"].contains($0.pathExtension) && $0 != configuration }
            .sorted { $0.path < $1.path }
        guard !specs.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appending(path: "Generated")
        var arguments = ["generate"] + specs.map(\.path) + ["--output", output.path]
        if let configuration { arguments += ["--config", configuration.path] }
        let outputs = specs.map { output.appending(path: $0.deletingPathExtension().lastPathComponent + ".swift") }
            + [output.appending(path: "ModelGenSupport.swift")]
        return [
            .buildCommand(
                displayName: "modelgen: generating models for \(target.name)",
                executable: try context.tool(named: "modelgen").url,
                arguments: arguments,
                inputFiles: specs + (configuration.map { [$0] } ?? []),
                outputFiles: outputs
            )
        ]
    }
}
