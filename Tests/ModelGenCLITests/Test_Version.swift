// `modelgen --version` and the README's installation line name the same version.

import Foundation
import Testing

@Suite struct Test_Version {
    @Test func theReadmeInstallsTheVersionTheToolReports() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let version = try cli.run("--version").standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(version.split(separator: ".").count == 3)
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "../../README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        #expect(text.contains(#".package(url: "https://github.com/modelgen-swift/modelgen", from: "\#(version)")"#))
    }
}
