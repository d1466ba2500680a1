// "Did you mean" stays linear: the edit-distance tables a search fills (counted, not timed) among many candidates and
// for a very long near miss, one suggestion for every report of a missing name, and the same choice as sorting every
// candidate would make. How long a large run with a missing name takes is for the benchmark to measure, not a test.

@testable import ModelGenCore
import Testing

@Suite struct Test_SuggestionCost {
    /// A run of `features` feature specs, each with an enum, snapshots, use cases and a model, all using the
    /// external types of `Common.yaml`; `external` is what `Common.yaml` lists.
    private static func corpus(features: Int, external: [String]) -> [(path: String, text: String)] {
        let common = (path: "Specs/Common.yaml", text: "external: [\(external.joined(separator: ", "))]\n")
        return [common]
            + (0..<features).map { index in
                let name = "Feature\(index)"
                return (
                    path: "Specs/\(name).yaml",
                    text: """
                    enums:
                      \(name)Kind: [plain, fancy]
                    snapshots:
                      \(name)Item:
                        fields:
                          id: String
                          theme: Theme
                          kind: { type: \(name)Kind, default: .plain }
                      \(name)Snapshot:
                        fields:
                          items: "[\(name)Item]"
                          updated: Clock?
                    useCases:
                      \(name)Load:
                        fetch: { returns: \(name)Snapshot }
                      \(name)Watch:
                        stream:
                          options: { theme: Theme }
                          states: { waiting: , loaded: \(name)Snapshot }
                    models:
                      \(name)Model:
                        snapshot: \(name)Snapshot
                        load: \(name)Load
                        broadcasts: { theme: Theme }

                    """
                )
            }
    }

    /// A candidate whose length alone puts it out of reach fills no table: a short misspelt name among the thousand
    /// longer type names of two hundred features costs the tables of the few names of about its length.
    @Test func candidatesOutOfReachByLengthFillNoTable() throws {
        let names = try SpecLoading.validate(texts: Self.corpus(features: 200, external: ["Theme", "Clock"]))
            .index.typeNames
        #expect(names.count > 1_000)
        let search = Suggestion.search(for: "Them", in: names)
        #expect(search.match == "Theme")
        // Only names of three to five characters are within reach: a table of at most 4 rows of 5 cells each.
        let inReach = names.filter { (3...5).contains($0.count) }
        #expect(inReach.count < 100)
        #expect(search.cells <= inReach.count * 4 * 5, "\(search.cells) cells")
        #expect(search.cells < names.count, "fewer cells than candidates: \(search.cells)")
    }

    /// Candidates of about the name's length cost at most one table each: the search is linear in the candidates.
    @Test func aSearchFillsAtMostOneTablePerCandidate() {
        for count in [10, 100, 1_000] {
            let candidates = (0..<count).map { "Item\($0 % 10)" }
            let search = Suggestion.search(for: "Itme5", in: candidates)
            #expect(search.match == "Item5")
            #expect(search.cells <= count * 5 * 5, "\(count) candidates: \(search.cells) cells")
        }
    }

    /// One missing external type in a thousand features is reported at each of its 3,000 uses.
    @Test(.slow) func oneMissingExternalInAThousandFeaturesIsReportedAtEachUse() {
        func errors(_ texts: [(path: String, text: String)]) -> Int {
            do throws(DiagnosticsError) {
                _ = try SpecLoading.validate(texts: texts)
                return 0
            } catch {
                return error.diagnostics.count
            }
        }
        #expect(errors(Self.corpus(features: 1_000, external: ["Theme", "Clock"])) == 0)
        #expect(errors(Self.corpus(features: 1_000, external: ["Clock"])) == 3_000)
    }

    @Test func eachReportOfAMissingNameHasTheSameSuggestion() {
        let texts = Self.corpus(features: 2, external: ["Clock", "Theme"]).map { file in
            (path: file.path, text: file.text.replacingOccurrences(of: "theme: Theme", with: "theme: Them"))
        }
        let output = Snippet.diagnostics(texts.map { ($0.path, $0.text) })
        #expect(output.components(separatedBy: "note: did you mean 'Theme'?").count - 1 == 6)
        #expect(output.components(separatedBy: "error: cannot find type 'Them'").count - 1 == 6)
    }

    @Test func aFortyThousandCharacterNearMissGetsNoSuggestionAndFillsNoTable() {
        let long = String(repeating: "Ab", count: 20_000)
        #expect(
            Snippet.diagnostics(
                """
                external: [\(long)]
                snapshots:
                  Item:
                    fields:
                      title: \(long)x
                """) == """
                    Spec.yaml:5:14: error: cannot find type '\(String(repeating: "Ab", count: 40))...'
                    Spec.yaml:5:14: note: declare it in the specs or list it under 'external'
                    """)
        #expect(Suggestion.search(for: long + "x", in: [long]).cells == 0)
    }

    @Test func equallyNearCandidatesGiveTheFirstInSortedOrder() {
        #expect(Suggestion.closest(to: "Itm", in: ["Itma", "Item", "Ite"]) == "Ite")
        #expect(Suggestion.closest(to: "Itm", in: ["Item", "Itma"]) == "Item")
        #expect(Suggestion.closest(to: "Stirng", in: ["Strings", "String", "Sting"]) == "Sting")
    }

    @Test func aNearerCandidateWinsOverAnEarlierOne() {
        #expect(Suggestion.closest(to: "Settngs", in: ["Setting", "Settings"]) == "Settings")
        #expect(Suggestion.closest(to: "x", in: ["b"]) == nil)
        #expect(Suggestion.closest(to: "Item", in: ["Item"]) == nil)
    }
}
