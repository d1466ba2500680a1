// Duplicates are found alike in short lists (searched back) and long ones (a table).

@testable import ModelGenCore
import Testing

struct Test_FirstOccurrences {
    /// Each name's earlier appearance in `names`, as the decoder and validator ask for it.
    private func earlier(_ names: [String]) -> [Int?] {
        let locations = names.indices.map { SourceLocation(file: "List.yaml", line: $0 + 1, column: 1) }
        var firsts = FirstOccurrences(count: names.count)
        return names.indices.map { index in
            let first = firsts.earlier(names[index], at: locations[index]) {
                names[..<index].firstIndex(of: names[index]).map { locations[$0] }
            }
            return first.map { $0.line - 1 }
        }
    }

    @Test func shortListsPointAtTheFirstAppearance() {
        #expect(earlier(["a", "b", "a", "a"]) == [nil, nil, 0, 0])
    }

    @Test func longListsPointAtTheFirstAppearance() {
        let names = (0..<20).map { "name\($0)" } + ["name3", "name19", "name3"]
        #expect(earlier(names) == Array(repeating: nil, count: 20) + [3, 19, 3])
    }
}
