// swift-tools-version: 6.0
// The benchmark package: measures modelgen against floors (a raw libyaml scan, a string-interpolation writer,
// a hello-world process), against swift-openapi-generator, and its template engine against swift-mustache. Users never
// build it; see README.md.
// swift-openapi-generator is built by the package in OpenAPIGenerator/, not here, so that the benchmarks build without
// it and its dependencies.
import PackageDescription

let package = Package(
    name: "modelgen-benchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "modelgen", path: ".."),
        // The template engine modelgen used before its own: rendered beside it (MustachePeer.swift).
        .package(url: "https://github.com/hummingbird-project/swift-mustache", exact: "2.1.1"),
    ],
    targets: [
        // libyaml again, under another module name: the floor scans events with it, building no nodes.
        .systemLibrary(name: "CYamlScan", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]),
        .executableTarget(
            name: "modelgen-bench",
            dependencies: [
                "CYamlScan",
                .product(name: "ModelGenCore", package: "modelgen"),
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        // The start-up floor: the smallest Swift executable, built in release like modelgen.
        .executableTarget(name: "hello-world"),
        // Runs a program with fork + exec and reports its own peak RSS (see main.c for why this is needed).
        .executableTarget(name: "rusage-run"),
    ],
    swiftLanguageModes: [.v6]
)
