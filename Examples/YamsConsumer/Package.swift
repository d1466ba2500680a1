// swift-tools-version: 6.0
// An app package that uses modelgen's build plugin beside Yams: both declare C targets for libyaml, under names of
// their own. The target Preferences holds modelgen specs next to other tools' YAML (swiftgen.yml, openapi.yaml), which
// the plugin leaves alone, and a folder of templates that replaces one of modelgen's built-in templates. SwiftPM warns
// that those two files are unhandled: every other file of the target is an input of the plugin's command.
import PackageDescription

let package = Package(
    name: "YamsConsumer",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(name: "modelgen", path: "../.."),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
    ],
    targets: [
        .target(
            name: "Preferences",
            dependencies: [.product(name: "Yams", package: "Yams")],
            plugins: [.plugin(name: "ModelGenPlugin", package: "modelgen")]
        ),
        .testTarget(name: "PreferencesTests", dependencies: ["Preferences"]),
    ],
    swiftLanguageModes: [.v6]
)
