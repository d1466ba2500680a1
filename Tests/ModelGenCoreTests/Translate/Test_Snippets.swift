// Snippet tests: one small spec per construct, paired with the exact Swift it must render to.
//
// Every `Tests/ModelGenCoreTests/Snippets/<name>.yaml` is rendered in memory (display path
// `Snippets/<name>.yaml`) and its output file must equal `<name>.swift` byte for byte; each pair
// is its own test case, so a change to one construct's output fails exactly the pairs that show it.
//
// Options: a YAML comment line anywhere before the first key sets the generation options, e.g.
//     # options: flavor=observableObject module=Raven setupPublished=true access=internal
// (keys: access=public|package|internal, flavor=observation|observableObject,
// module=Combine|OpenCombine|Raven, setupPublished=true|false, stateNames=uninitialized:idle,failed:error;
// unset keys keep their defaults).
//
// Bless mode: with the environment variable `MODELGEN_BLESS=1` the test (re)writes every `.swift`
// from what the generator renders now instead of comparing:
//     MODELGEN_BLESS=1 swift test --filter Test_Snippets
// Blessing overwrites every expected file, hand corrections included: read the resulting diff
// critically before keeping it. An expected file states what the output SHOULD be (compiling under
// Swift 6 with -warnings-as-errors, matching the contract in generated-api.md), so a snippet whose
// generator output is wrong keeps its hand-corrected expectation and fails until the generator is fixed; listed in
// `knownIssues`, it fails as a known issue (and blessing leaves it alone) until the fix makes it pass, when
// `withKnownIssue` fails instead, so that the entry is removed.
//
// The package does not compile the expected files; in CI, `.ci/typecheck-snippets` type-checks each one
// (Swift 6, warnings as errors) with the support file and a stand-in for each of its spec's `external` types.

import Foundation
import ModelGenCore
import Testing

@Suite struct Test_Snippets {
    /// The folder holding the pairs, relative to the package root.
    static let folder = "Tests/ModelGenCoreTests/Snippets"

    /// The base name of every `.yaml` in the folder, sorted.
    static let names: [String] = baseNames(withExtension: "yaml")

    /// True when the run rewrites the expected files instead of comparing.
    static let blessing = ProcessInfo.processInfo.environment["MODELGEN_BLESS"] == "1"

    /// The built-in templates, loaded once for every snippet.
    static let templates = Result { () throws(DiagnosticsError) in try TemplateSet.load() }

    /// Snippets whose expected Swift is hand-corrected because the generator renders it wrong, with the bug.
    static let knownIssues: [String: Comment] = [:]

    @Test(arguments: names)
    func rendersExactly(_ name: String) throws {
        let yaml = try Repository.text("\(Self.folder)/\(name).yaml")
        let options = try Self.options(fromHeaderOf: yaml)
        let files = try Generator(options: options, templates: Self.templates.get()).generate(texts: [
            (path: "Snippets/\(name).yaml", text: yaml)
        ])
        let rendered = try #require(
            files.first { $0.name == "\(name).swift" }, "no \(name).swift among \(files.map(\.name))")
        let expectedURL = Repository.url("\(Self.folder)/\(name).swift")
        if Self.blessing {
            if Self.knownIssues[name] != nil { return }
            if FileManager.default.contents(atPath: expectedURL.path) != Data(rendered.contents.utf8) {
                try Data(rendered.contents.utf8).write(to: expectedURL)
            }
            return
        }
        let expected = try #require(
            FileManager.default.contents(atPath: expectedURL.path),
            "missing \(Self.folder)/\(name).swift; run with MODELGEN_BLESS=1 to write it")
        // Bytes, not String ==, which compares by Unicode canonical equivalence.
        let matches = Array(expected) == Array(rendered.contents.utf8)
        let compare = {
            #expect(
                matches,
                """
                \(name).yaml renders differently from \(name).swift:
                \(UnifiedDiff.render(old: String(decoding: expected, as: UTF8.self), new: rendered.contents, oldPath: "expected/\(name).swift", newPath: "rendered/\(name).swift"))
                """)
        }
        if let issue = Self.knownIssues[name] {
            withKnownIssue(issue) { compare() }
        } else {
            compare()
        }
    }

    @Test func everyKnownIssueHasItsSnippet() {
        #expect(Self.knownIssues.keys.filter { !Self.names.contains($0) } == [], "a known issue without its snippet")
    }

    @Test func everyExpectedFileHasItsSpec() {
        #expect(!Self.names.isEmpty, "no snippet pairs found in \(Self.folder)")
        #expect(
            Self.baseNames(withExtension: "swift").filter { !Self.names.contains($0) } == [],
            "a .swift without its .yaml")
    }

    @Test func optionHeadersAreRead() throws {
        let options = try Self.options(
            fromHeaderOf:
                "# A snippet.\n# options: flavor=observableObject module=Raven setupPublished=true access=internal\nmodels: {}\n"
        )
        #expect(options.flavor == .observableObject)
        #expect(options.observableObjectModule == .raven)
        #expect(options.setupPublished)
        #expect(options.access == .internal)
        #expect(try Self.options(fromHeaderOf: "models: {}\n# options: access=package\n") == GenerationOptions())
        #expect(throws: SnippetOptionError.self) { try Self.options(fromHeaderOf: "# options: acess=package\n") }
    }

    /// The base names of the folder's files with `pathExtension`, sorted.
    static func baseNames(withExtension pathExtension: String) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: Repository.url(folder).path)) ?? []
        return files.filter { $0.hasSuffix("." + pathExtension) }.map { String($0.dropLast(pathExtension.count + 1)) }
            .sorted()
    }

    /// The options set by the `# options:` comment among the lines before the first non-comment line.
    static func options(fromHeaderOf yaml: String) throws(SnippetOptionError) -> GenerationOptions {
        var options = GenerationOptions()
        for line in yaml.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            guard trimmed.hasPrefix("#") else { break }
            let comment = trimmed.dropFirst().trimmingCharacters(in: .whitespaces)
            guard comment.hasPrefix("options:") else { continue }
            for setting in comment.dropFirst("options:".count).split(separator: " ") {
                let parts = setting.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2 else { throw SnippetOptionError(setting: String(setting)) }
                switch parts[0] {
                case "access": options.access = try value(parts[1], setting)
                case "flavor": options.flavor = try value(parts[1], setting)
                case "module": options.observableObjectModule = try value(parts[1], setting)
                case "setupPublished":
                    guard let flag = Bool(parts[1]) else { throw SnippetOptionError(setting: String(setting)) }
                    options.setupPublished = flag
                case "stateNames":
                    for rename in parts[1].split(separator: ",") {
                        let pair = rename.split(separator: ":").map(String.init)
                        guard pair.count == 2, let standard = StateNames.Case(rawValue: pair[0]) else {
                            throw SnippetOptionError(setting: String(setting))
                        }
                        options.stateNames[standard] = SwiftName(pair[1])
                    }
                default: throw SnippetOptionError(setting: String(setting))
                }
            }
        }
        return options
    }

    private static func value<Choice: RawRepresentable<String>>(
        _ text: String, _ setting: Substring
    ) throws(SnippetOptionError) -> Choice {
        guard let choice = Choice(rawValue: text) else { throw SnippetOptionError(setting: String(setting)) }
        return choice
    }
}

/// An `# options:` setting the snippet test does not know.
struct SnippetOptionError: Error, CustomStringConvertible {
    /// The setting as written.
    var setting: String

    var description: String { "unknown snippet option '\(setting)'" }
}
