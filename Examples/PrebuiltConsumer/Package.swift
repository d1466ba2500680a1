// swift-tools-version: 6.0
// The same app package as Examples/PluginConsumer (its Sources and Tests are links to that package's), with modelgen
// as a prebuilt tool: the build plugin runs the executable of an artifact bundle instead of building modelgen from
// source. `bash .ci/artifactbundle` writes modelgen.artifactbundle.zip here (git-ignored). The plugin target is
// modelgen's own build plugin: its folder links to Plugins/ModelGenPlugin/plugin.swift and Plugins/PluginsShared.
// With a published release, an app would instead depend on modelgen's prebuilt plugin product (see the README,
// "A prebuilt tool").
import PackageDescription

let package = Package(
    name: "PrebuiltConsumer",
    platforms: [.macOS(.v14), .iOS(.v17)],
    targets: [
        .binaryTarget(name: "modelgen-prebuilt", path: "modelgen.artifactbundle.zip"),
        .plugin(name: "ModelGenPlugin", capability: .buildTool(), dependencies: ["modelgen-prebuilt"]),
        .target(name: "Weather", plugins: ["ModelGenPlugin"]),
        .testTarget(name: "WeatherTests", dependencies: ["Weather"]),
    ],
    swiftLanguageModes: [.v6]
)
