// Cycles in `children`: found by one search over every model, reported once each, in time linear in the models.

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
            lines.append(child.map { "    children: { child: { model: \($0), lifetime: activated } }" } ?? "    children: {}")
        }
        return lines.joined(separator: "\n")
    }

    @Test func eachCycleIsReportedAtTheEntryOfItsFirstModel() {
        #expect(Snippet.diagnostics("""
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
        #expect(Snippet.diagnostics("""
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

    @Test func aRingOfAThousandModelsIsOneCycle() {
        let diagnostics = Snippet.diagnostics(Self.chain(1_000, closed: true))
        #expect(diagnostics.hasPrefix("Spec.yaml:3:33: error: a cycle in 'children': Model0 -> Model1 -> Model2 -> "))
        #expect(diagnostics.hasSuffix(" -> Model999 -> Model0"))
        #expect(!diagnostics.contains("\n"))
    }

    /// The search ran from every child entry, so a chain of 10,000 models took 21 s; one search is linear. Each size is
    /// timed as the best of a few validations, end to end from the spec's text, and only their ratio is compared.
    @Test func validatingAChainTakesTimeLinearInItsLength() throws {
        func bestTime(_ count: Int, runs: Int) throws -> Duration {
            let text = Self.chain(count)
            let clock = ContinuousClock()
            var best = Duration.seconds(1_000)
            for _ in 0..<runs {
                let time = try clock.measure { _ = try SpecLoading.validate(texts: [("Spec.yaml", text)]) }
                best = min(best, time)
            }
            return best
        }
        let small = try bestTime(1_000, runs: 5)
        let large = try bestTime(10_000, runs: 3)
        #expect(large < small * 15, "1,000 models: \(small), 10,000 models: \(large)")
    }
}
