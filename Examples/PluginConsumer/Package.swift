// swift-tools-version: 6.0
// An app package that uses modelgen through its build plugin: the specs live in Sources/Weather,
// the generated Swift is written into the build folder on every build that changes a spec.
import PackageDescription

let package = Package(
    name: "PluginConsumer",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(name: "modelgen", path: "../..")
    ],
    targets: [
        .target(
            name: "Weather",
            plugins: [.plugin(name: "ModelGenPlugin", package: "modelgen")]
        ),
        .testTarget(name: "WeatherTests", dependencies: ["Weather"]),
    ],
    swiftLanguageModes: [.v6]
)
