// The collection row's measurement: a BoardModel (Sources/CollectionModels) refreshed with one element changed, every
// child kept by its id, against the same refresh with every id new, every child made anew; at 1,000 and 10,000
// elements, to show that the sync is linear.

import CollectionModels
import Foundation

/// One size of the collection-sync measurement: the two refreshes, timed side by side.
struct CollectionSync {
    /// How many elements the board shows.
    var count: Int
    /// `refreshes` refreshes, each changing one element's title.
    var refresh: Sample
    /// `refreshes` refreshes, each replacing every element by one of a new id.
    var rebuild: Sample

    /// Refreshes timed together in one repetition, an even number, so that each repetition ends on the first board.
    static let refreshes = 40

    /// The median time of one refresh that changes one element.
    var refreshTime: Double { refresh.seconds / Double(Self.refreshes) }

    /// The median time of one refresh that rebuilds every child.
    var rebuildTime: Double { rebuild.seconds / Double(Self.refreshes) }

    /// The time per element of a refresh that changes one, and of one that rebuilds every child, in nanoseconds.
    var nanosecondsPerElement: (refresh: Double, rebuild: Double) {
        (refreshTime / Double(count) * 1e9, rebuildTime / Double(count) * 1e9)
    }

    /// Checks that a refresh changing one element of `count` keeps every child, then times such refreshes against
    /// refreshes that replace every id, each on a model already showing `count` elements.
    @MainActor
    static func measure(count: Int, timer: Timer) throws -> CollectionSync {
        let board = Board(prs: (0..<count).map { PRSummary(number: $0, title: "Pull request \($0)") })
        var edited = board
        edited.prs[count / 2].title += " (edited)"
        let renumbered = Board(prs: board.prs.map { PRSummary(number: $0.number + count, title: $0.title) })
        try checkReuse(from: board, to: edited)

        let kept = BoardModel(makePRRowModel: PRRowModel.init)
        let rebuilt = BoardModel(makePRRowModel: PRRowModel.init)
        kept.show(board)
        rebuilt.show(board)
        let (refresh, rebuild) = timer.measurePair(
            {
                for index in 0..<refreshes { kept.show(index.isMultiple(of: 2) ? edited : board) }
            },
            {
                for index in 0..<refreshes { rebuilt.show(index.isMultiple(of: 2) ? renumbered : board) }
            })
        return CollectionSync(count: count, refresh: refresh, rebuild: rebuild)
    }

    /// Throws unless showing `edited` after `board` keeps every child instance (`===`), the changed element's child
    /// with its new configuration and every other child with its configuration as it was.
    @MainActor
    private static func checkReuse(from board: Board, to edited: Board) throws {
        let model = BoardModel(makePRRowModel: PRRowModel.init)
        model.show(board)
        let before = model.prRowModels
        model.show(edited)
        let after = model.prRowModels
        let kept = zip(before, after).filter { $0 === $1 }.count
        let configured = after.count == edited.prs.count && zip(after, edited.prs).allSatisfy { $0.configuration == $1 }
        guard before.count == board.prs.count, after.count == before.count, kept == before.count, configured else {
            throw ProcessFailure(
                description: """
                    a refresh changing one element of \(board.prs.count) kept \(kept) of \(before.count) children, \
                    \(configured ? "each configured" : "not each configured") as the new board: the collection sync \
                    no longer keeps children by id
                    """)
        }
    }
}

extension Bench {
    /// The collection row: one element of 1,000 changed against every child rebuilt, with 10,000 in the detail.
    mutating func collections() throws {
        progress("collections: a refresh changing one element vs rebuilding every child, 1,000 and 10,000 elements")
        let timer = timer
        let (small, large) = try MainActor.assumeIsolated {
            (
                try CollectionSync.measure(count: 1_000, timer: timer),
                try CollectionSync.measure(count: 10_000, timer: timer)
            )
        }
        let ratio = small.refresh.pairedRatio(over: small.rebuild)
        let (smallRefresh, smallRebuild) = small.nanosecondsPerElement
        let (largeRefresh, largeRebuild) = large.nanosecondsPerElement
        let growth = largeRefresh / smallRefresh
        rows.append(
            Row(
                section: "Collections",
                what:
                    "`BoardModel.show` of 1,000 elements with one title changed (all 1,000 children kept by id, the changed one's configuration updated) vs the same model shown 1,000 new ids (1,000 children made, the old ones released), per refresh",
                measured: Duration.format(small.refreshTime), floor: Duration.format(small.rebuildTime),
                ratio: String(format: "%.1fx faster", ratio), target: "faster; per element at 10,000 <= 2x at 1,000",
                met: ratio > 1 && growth <= 2,
                detail: "10,000: \(Duration.format(large.refreshTime)) vs \(Duration.format(large.rebuildTime)) "
                    + String(format: "(%.1fx faster)", large.refresh.pairedRatio(over: large.rebuild))
                    + String(
                        format: "; per element at 1,000 / 10,000: refresh %.0f / %.0f ns (%.2fx)", smallRefresh,
                        largeRefresh, growth)
                    + String(format: ", rebuild %.0f / %.0f ns", smallRebuild, largeRebuild)))
    }
}
