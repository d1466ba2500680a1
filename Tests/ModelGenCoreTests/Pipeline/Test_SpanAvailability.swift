// The package supports macOS 14 and iOS 17, where the build plugin runs modelgen, but `String.UTF8View.span` and
// `Array.span` come with the Swift 6.2 runtime (macOS 26, iOS 26). Linux has no availability checks, so a build here
// does not catch such a span: this test does. A string's bytes are read through `String.withUTF8Span(_:)`
// (`Pipeline/StringBytes.swift`), and bytes read in place are held in a `ContiguousArray`, whose span is back-deployed.

import Foundation
import Testing

@Suite struct Test_SpanAvailability {
    /// The lines that read a span, each of a `ContiguousArray` or inside `withUTF8Span(_:)`'s availability check.
    static let allowed = [
        "return body(utf8.span)",
        "return body(copy.span)",
        "Self.append(text.span.extracting(range), to: &bytes)",
        "Self.append(indentation.span, to: &output)",
    ]

    /// Every code line of `Sources/` that reads `.span`.
    static func spanLines() throws -> [(place: String, code: String)] {
        let sources = Repository.url("Sources")
        let enumerator = try #require(FileManager.default.enumerator(atPath: sources.path))
        var found: [(String, String)] = []
        for case let file as String in enumerator where file.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appending(path: file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//"), code.contains(".span") else { continue }
                found.append(("Sources/\(file):\(number + 1)", code))
            }
        }
        return found.sorted { $0.0 < $1.0 }
    }

    @Test func onlyBackDeployedSpansAreRead() throws {
        let lines = try Self.spanLines()
        #expect(lines.count >= Self.allowed.count)
        let unchecked = lines.filter { !Self.allowed.contains($0.code) }.map { "\($0.place): \($0.code)" }
        #expect(
            unchecked.isEmpty,
            """
            a span only a Swift 6.2 runtime has (macOS 26, iOS 26) breaks the build on the package's older platforms: \
            read a string's bytes with `withUTF8Span(_:)`, hold bytes in a `ContiguousArray`, and add the line here:
            \(unchecked.joined(separator: "\n"))
            """
        )
    }

    /// The allow-list shrinks with the code: each line it allows is still in `Sources/`.
    @Test func everyAllowedLineStillExists() throws {
        let codes = try Self.spanLines().map(\.code)
        for line in Self.allowed {
            #expect(codes.contains(line), "allowed line no longer in Sources/, remove it from the list: \(line)")
        }
    }
}
