// The keyed-cache and collection-steps rows: a ThreadCacheModel (Sources/CollectionModels/Specs/Scale.yaml) filled with
// `count` keys, every key then looked up again and removed, and a StatusBoardModel whose `refreshAll` steps call
// `refresh` on each of its `count` children; at 1,000 and 10,000, to show that both are linear.

import CollectionModels
import ModelGenCore
import Foundation

/// The row status use case of the steps row: it answers at once, so the row times the steps and the calls' hops.
struct InstantRowStatus: FetchRowStatusUseCase {
    func execute() async throws -> RowStatus { RowStatus(unread: 1) }
}

/// One size of the keyed-cache and collection-steps measurements.
struct ChildScale {
    /// How many keys the cache holds, and how many children the board steps over.
    var count: Int
    /// Filling the cache with `count` new keys, looking each up again, and removing each.
    var keyed: Sample
    /// One `refreshAll` over `count` children.
    var steps: Sample

    /// Nanoseconds per key of the keyed cache, and per child of the steps.
    var nanosecondsPerElement: (keyed: Double, steps: Double) {
        (keyed.seconds / Double(count) * 1e9, steps.seconds / Double(count) * 1e9)
    }

    /// Checks that the cache reuses and removes by key and that the steps reach every child, then times both.
    @MainActor
    static func measure(count: Int, timer: Timer) async throws -> ChildScale {
        let keyed = try timer.measure {
            let cache = ThreadCacheModel(makeThreadModel: ThreadModel.init)
            for key in 0..<count { _ = cache.threadModel(for: key) }
            for key in 0..<count where cache.threadModel(for: key).configuration != key {
                throw ProcessFailure(description: "the keyed cache gave key \(key) another key's child")
            }
            for key in 0..<count { cache.removeThreadModel(for: key) }
            guard cache.threadModels.isEmpty else {
                throw ProcessFailure(description: "the keyed cache kept children after every key was removed")
            }
        }
        let board = StatusBoardModel(makeStatusRowModel: {
            StatusRowModel(configuration: $0, fetchRowStatusUseCase: InstantRowStatus())
        })
        board.show(Board(prs: (0..<count).map { PRSummary(number: $0, title: "Pull request \($0)") }))
        guard board.statusRowModels.count == count else {
            throw ProcessFailure(description: "the board made \(board.statusRowModels.count) of \(count) children")
        }
        let steps = try await timer.measureAsync { try await board.refreshAll() }
        let refreshed = board.statusRowModels.filter { $0.state.snapshot?.unread == 1 }.count
        guard refreshed == count else {
            throw ProcessFailure(description: "refreshAll refreshed \(refreshed) of \(count) children")
        }
        return ChildScale(count: count, keyed: keyed, steps: steps)
    }
}

extension Bench {
    /// The keyed-cache and collection-steps rows, at 1,000 and 10,000 elements.
    mutating func childScale() async throws {
        progress("children: a keyed cache and collection steps, 1,000 and 10,000 elements")
        let small = try await ChildScale.measure(count: 1_000, timer: timer)
        let large = try await ChildScale.measure(count: 10_000, timer: timer)
        let (smallKeyed, smallSteps) = small.nanosecondsPerElement
        let (largeKeyed, largeSteps) = large.nanosecondsPerElement
        let target = "per element at 10,000 <= 2x at 1,000"
        rows.append(
            Row(
                section: "Collections",
                what:
                    "`ThreadCacheModel`: 10,000 keys made through `threadModel(for:)`, each looked up again, each removed (`key: Int`), vs the same for 1,000",
                measured: Duration.format(large.keyed.seconds), floor: Duration.format(small.keyed.seconds),
                ratio: String(format: "%.2fx per key", largeKeyed / smallKeyed), target: target,
                met: largeKeyed / smallKeyed <= 2,
                detail: String(format: "per key at 1,000 / 10,000: %.0f / %.0f ns", smallKeyed, largeKeyed)))
        rows.append(
            Row(
                section: "Collections",
                what:
                    "`StatusBoardModel.refreshAll()`: steps calling `refresh` on each of 10,000 children (`{ call: statusRowModels.refresh }`, a use case that answers at once), vs 1,000",
                measured: Duration.format(large.steps.seconds), floor: Duration.format(small.steps.seconds),
                ratio: String(format: "%.2fx per child", largeSteps / smallSteps), target: target,
                met: largeSteps / smallSteps <= 2,
                detail: String(format: "per child at 1,000 / 10,000: %.0f / %.0f ns", smallSteps, largeSteps)))
    }
}

extension Bench {
    /// The child-chain row: validating a chain of 10,000 models, each the only child of the one before, against a
    /// chain of 1,000 (the cycle search is one depth-first search over every model).
    mutating func childChains() throws {
        progress("children: validating a chain of 1,000 and of 10,000 models")
        func chain(_ count: Int) -> String {
            let models = (0..<count).map { index in
                let child = index + 1 < count ? "{ child: { model: Model\(index + 1), lifetime: activated } }" : "{}"
                return "  Model\(index):\n    children: \(child)"
            }
            return (["models:"] + models).joined(separator: "\n") + "\n"
        }
        let (small, large) = (chain(1_000), chain(10_000))
        let (smallTime, largeTime) = try timer.measurePair(
            { try SpecLoading.validate(texts: [("Spec.yaml", small)]) },
            { try SpecLoading.validate(texts: [("Spec.yaml", large)]) })
        let growth = largeTime.seconds / 10 / smallTime.seconds
        rows.append(
            Row(
                section: "Collections",
                what: "validating a chain of 10,000 models, each the only child of the one before, vs 1,000",
                measured: Duration.format(largeTime.seconds), floor: Duration.format(smallTime.seconds),
                ratio: String(format: "%.2fx per model", growth), target: "per model at 10,000 <= 2x at 1,000",
                met: growth <= 2,
                detail: String(
                    format: "per model at 1,000 / 10,000: %.1f / %.1f us", smallTime.seconds / 1_000 * 1e6,
                    largeTime.seconds / 10_000 * 1e6)))
    }
}
