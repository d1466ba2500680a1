// swift-tools-version: 6.2
// Builds apple/swift-openapi-generator 1.14.3's `swift-openapi-generator` executable for the benchmarks:
//   swift build -c release --package-path OpenAPIGenerator --product swift-openapi-generator
// A separate package, so that the benchmarks build without the generator and its dependencies.
import PackageDescription

let package = Package(
    name: "openapi-generator-for-benchmarks",
    dependencies: [
        .package(url: "https://github.com/apple/swift-openapi-generator", exact: "1.14.3")
    ],
    targets: []
)
