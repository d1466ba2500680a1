// Which executable the build plugin runs: modelgen-plugin-tool when the plugin builds its tool from source, the whole
// modelgen when it comes prebuilt from an artifact bundle. Both take the command lines the plugin runs (`plan`, and
// `generate` with a plan's arguments) and run them through the same ModelGenCore functions.

import Foundation

/// Finds the build plugin's tool among those the plugin depends on.
enum PluginTool {
    /// The tool the plugin depends on in modelgen's manifest, built from source: `plan` and `generate` only, without
    /// swift-argument-parser, so that an app's clean build compiles less.
    static let sourceName = "modelgen-plugin-tool"
    /// The executable of modelgen's artifact bundle, which a prebuilt plugin depends on instead: the command line,
    /// whose `plan` and `generate` take the same arguments.
    static let prebuiltName = "modelgen"

    /// The tool's path: `lookUp` (the context's `tool(named:)`) asked for ``sourceName``, then for ``prebuiltName``;
    /// throws what the second look-up throws when neither is there.
    static func url(_ lookUp: (String) throws -> URL) throws -> URL {
        if let url = try? lookUp(sourceName) { return url }
        return try lookUp(prebuiltName)
    }
}
