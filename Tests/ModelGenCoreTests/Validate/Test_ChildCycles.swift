// Cycles in `children`: found by one search over every model, reported once each, over chains of any length.

@testable import ModelGenCore
import Testing

@Suite struct Test_ChildCycles {
    /// `count` models, each the only child of the one before; the last is a child of the first when `closed`.
    private static func chain(_ count: Int, closed: Bool = false) -> String {
        var lines = ["models:"]
        lines.reserveCapacity(count * 2 + 1)
        for index in 0..<count {
            lines.append("  Model\(index):")
            let child = index + 1 < count ? "Model\(index + 1)" : closed ? "Model0" : nil
            lines.append(
                child.map { "    children: { child: { model: \($0), lifetime: activated } }" } ?? "    children: {}")
        }
        return lines.joined(separator: "\n")
    }

    @Test func eachCycleIsReportedAtTheEntryOfItsFirstModel() {
        #expect(
            Snippet.diagnostics(
                """
                models:
                  AppModel:
                    children:
                      dashboardModel: DashboardModel
                  DashboardModel:
                    children:
                      appModel: { model: AppModel, lifetime: activated }
                      detailModel: DetailModel
                  DetailModel:
                    children:
                      appModel: { model: AppModel, lifetime: provided }
                      dashboardModel: { model: DashboardModel, lifetime: provided }
                """) == """
                    Spec.yaml:4:23: error: a cycle in 'children': AppModel -> DashboardModel -> AppModel
                    Spec.yaml:4:23: error: a cycle in 'children': AppModel -> DashboardModel -> DetailModel -> AppModel
                    Spec.yaml:8:20: error: a cycle in 'children': DashboardModel -> DetailModel -> DashboardModel
                    """)
    }

    @Test func aModelReachedTwiceWithoutACycleIsNone() {
        #expect(
            Snippet.diagnostics(
                """
                models:
                  AppModel:
                    children: { left: LeftModel, right: RightModel }
                  LeftModel:
                    children: { shared: SharedModel }
                  RightModel:
                    children: { shared: SharedModel }
                  SharedModel: {}
                """) == "")
    }

    /// Forty levels, each model holding the next one twice: 2^40 paths, but the search follows each child entry once.
    @Test func aDeepDiamondOfChildrenIsSearchedOnceThroughEachEntry() throws {
        var yaml = "models:\n"
        for level in 0..<40 {
            yaml +=
                "  Level\(level)Model:\n    children:\n      first: Level\(level + 1)Model\n      second: Level\(level + 1)Model\n"
        }
        yaml += "  Level40Model: {}\n"
        let validated = try SpecLoading.validate(texts: [("Spec.yaml", yaml)])
        let search = ChildCycles(validated.index)
        #expect(search.cycles.isEmpty)
        #expect(search.entriesFollowed == 80)
    }

    /// A chain of n models follows n - 1 entries: the search is linear in the chain's length.
    @Test func aChainIsSearchedOnceThroughEachEntry() throws {
        for count in [10, 100, 500] {
            let validated = try SpecLoading.validate(texts: [("Spec.yaml", Self.chain(count))])
            #expect(ChildCycles(validated.index).entriesFollowed == count - 1)
        }
    }

    @Test(.slow) func aRingOfAThousandModelsIsOneCycle() {
        let diagnostics = Snippet.diagnostics(Self.chain(1_000, closed: true))
        #expect(diagnostics.hasPrefix("Spec.yaml:3:33: error: a cycle in 'children': Model0 -> Model1 -> Model2 -> "))
        #expect(diagnostics.hasSuffix(" -> Model999 -> Model0"))
        #expect(!diagnostics.contains("\n"))
    }

    /// The search keeps its own stack: a chain of 10,000 models, deeper than any recursion would go, validates with no
    /// cycle.
    @Test(.slow) func aChainOfTenThousandModelsValidatesWithoutACycle() throws {
        let validated = try SpecLoading.validate(texts: [("Spec.yaml", Self.chain(10_000))])
        #expect(validated.index.models.count == 10_000)
        #expect(ChildCycles(validated.index).entriesFollowed == 9_999)
    }
}
