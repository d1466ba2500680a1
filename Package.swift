// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "modelgen",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .executable(name: "modelgen", targets: ["modelgen"]),
        .library(name: "ModelGenCore", targets: ["ModelGenCore"]),
        .plugin(name: "ModelGenPlugin", targets: ["ModelGenPlugin"]),
        .plugin(name: "GenerateModels", targets: ["GenerateModels"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Only the example app's observableObject flavour uses it, to compile that flavour on Linux.
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        // Target names are unique in an app's whole package graph, so the C modules carry modelgen's name: Yams, which
        // apps often use beside modelgen, declares a target named CYaml.
        .systemLibrary(
            name: "CModelGenYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(
            name: "ModelGenCore",
            dependencies: ["CModelGenYAML"]
        ),
        // The build plugin runs modelgen-plugin-tool when built from source (a prebuilt modelgen from an artifact bundle
        // otherwise: see Plugins/PluginsShared/PluginTool.swift).
        .plugin(name: "ModelGenPlugin", capability: .buildTool(), dependencies: ["modelgen-plugin-tool"]),
        .plugin(
            name: "GenerateModels",
            capability: .command(
                intent: .custom(
                    verb: "generate-models", description: "Generates Swift from the package's specs with modelgen"),
                permissions: [
                    .writeToPackageDirectory(reason: "modelgen writes the generated Swift files into the package")
                ]
            ),
            dependencies: ["modelgen"]
        ),
        .executableTarget(name: "EmbedTemplates"),
        // The build plugin's tool: `plan` and `generate` through the same ModelGenCore functions as modelgen, without
        // swift-argument-parser, which every app would otherwise compile on a clean build (PluginToolCommand says why).
        .executableTarget(name: "modelgen-plugin-tool", dependencies: ["ModelGenCore"]),
        .executableTarget(
            name: "modelgen",
            dependencies: [
                "ModelGenCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "ModelGenCoreTests",
            dependencies: ["ModelGenCore"],
            exclude: ["Snippets"]
        ),
        // The example app: Examples/ExampleApp/Generated links to Generated/, modelgen's output for Specs/;
        // Examples/ExampleApp/Support holds the hand-written code it needs.
        .target(
            name: "ExampleApp",
            path: "Examples/ExampleApp",
            exclude: ["Generated/ObservableObject"],
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),
        .testTarget(
            name: "ModelGenCLITests",
            dependencies: ["modelgen", "modelgen-plugin-tool", "modelgen-kill-harness"]
        ),
        // For ModelGenCLITests only: `generate` through the same pipeline as modelgen, killing itself with SIGKILL at a
        // chosen step of writing, which the shipped tool has no way to do.
        .executableTarget(
            name: "modelgen-kill-harness",
            dependencies: ["ModelGenCore"],
            path: "Tests/KillHarness"
        ),
        // The plugins' logic, which compiles without PackagePlugin: its folder links to Plugins/PluginsShared, as the
        // build plugin's folder does, and to the command plugin's GenerateCommand.swift.
        .testTarget(name: "ModelGenPluginLogicTests"),
        .testTarget(
            name: "ExampleAppTests",
            dependencies: ["ExampleApp"]
        ),
        // The same app in the observableObject flavour: Examples/ExampleAppObservableObject/Generated links to
        // Generated/ObservableObject, its Support to the same hand-written code.
        .target(
            name: "ExampleAppObservableObject",
            dependencies: [
                .product(name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: [.linux]))
            ],
            path: "Examples/ExampleAppObservableObject",
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),
        // The same behaviour tests (a link to ExampleAppTests), run against the observableObject flavour.
        .testTarget(
            name: "ExampleAppObservableObjectTests",
            dependencies: [
                "ExampleAppObservableObject",
                .product(name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: [.linux])),
            ],
            swiftSettings: [.define("OBSERVABLE_OBJECT")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
