// The key table of `docs/spec-language.md` lists a spec file's keys as the decoder declares them, in order.

@testable import ModelGenCore
import Testing

@Suite struct Test_KeyTable {
    @Test func theDocsKeyTableListsEveryKeyOfASpecFile() throws {
        let lines = try Repository.text("docs/spec-language.md").split(
            separator: "\n", omittingEmptySubsequences: false)
        let header = try #require(lines.firstIndex(of: "| key | what it declares |"))
        let keys = lines[(header + 2)...].prefix { $0.hasPrefix("| `") }.map { line in
            String(line.dropFirst(3).prefix { $0 != "`" })
        }
        #expect(keys == SpecFile.Key.names)
    }
}
