// "Did you mean" stays linear: one missing name in a large run, a very long near miss, and the same choice as
// sorting every candidate would make.

import ModelGenCore
import Testing

@Suite struct Test_SuggestionCost {
    /// A run of `features` feature specs, each with an enum, snapshots, use cases and a model, all using the
    /// external types of `Common.yaml`; `external` is what `Common.yaml` lists.
    private func corpus(features: Int, external: [String]) -> [(path: String, text: String)] {
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

    /// The shortest of three timings of validating `texts`, and the number of diagnostics.
    private func fastest(_ texts: [(path: String, text: String)]) -> (Duration, Int) {
        var count = 0
        let timings = (0..<3).map { _ in
            ContinuousClock().measure {
                do throws(DiagnosticsError) {
                    _ = try SpecLoading.validate(texts: texts)
                    count = 0
                } catch {
                    count = error.diagnostics.count
                }
            }
        }
        return (timings.min()!, count)
    }

    @Test func oneMissingExternalInAThousandFeaturesCostsAtMostThreeValidRuns() {
        let (valid, none) = fastest(corpus(features: 1_000, external: ["Theme", "Clock"]))
        let (failing, errors) = fastest(corpus(features: 1_000, external: ["Clock"]))
        #expect(none == 0)
        #expect(errors == 3_000)
        #expect(failing <= valid * 3, "valid \(valid), one missing name \(failing)")
    }

    @Test func eachReportOfAMissingNameHasTheSameSuggestion() {
        let texts = corpus(features: 2, external: ["Clock", "Theme"]).map { file in
            (path: file.path, text: file.text.replacingOccurrences(of: "theme: Theme", with: "theme: Them"))
        }
        let output = Snippet.diagnostics(texts.map { ($0.path, $0.text) })
        #expect(output.components(separatedBy: "note: did you mean 'Theme'?").count - 1 == 6)
        #expect(output.components(separatedBy: "error: cannot find type 'Them'").count - 1 == 6)
    }

    @Test func aFortyThousandCharacterNearMissGetsNoSuggestionAndCostsLittle() {
        let long = String(repeating: "Ab", count: 20_000)
        var output = ""
        let elapsed = ContinuousClock().measure {
            output = Snippet.diagnostics(
                """
                external: [\(long)]
                snapshots:
                  Item:
                    fields:
                      title: \(long)x
                """)
        }
        #expect(
            output == """
                Spec.yaml:5:14: error: cannot find type '\(String(repeating: "Ab", count: 40))...'
                Spec.yaml:5:14: note: declare it in the specs or list it under 'external'
                """)
        #expect(elapsed < .seconds(1), "took \(elapsed)")
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
