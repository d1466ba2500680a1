// PRBoardModel: a list of entity models, one PRModel per open pull request, kept by number across refreshes; each
// PRModel has its review log as a heavyweight child that exists only while activated.

import App
import CoreService
import Foundation
import ReviewFeature
import Testing

@MainActor
@Suite struct Test_PRBoardModel {
    /// A board of `count` pull requests numbered from 1, with `changed` retitled.
    func board(_ count: Int, retitling changed: Int? = nil) -> PRBoard {
        PRBoard(
            prs: (1...count).map {
                PRMetadata(number: $0, title: $0 == changed ? "Retitled" : "PR \($0)", author: "ada")
            })
    }

    /// A board model whose logs stream from `logs`, loading `loader`'s boards.
    func model(
        _ loader: any LoadPRBoardUseCase, logs: any ReviewLogUseCaseProtocol = ReviewLogUseCaseStub(states: [])
    ) -> PRBoardModel {
        PRBoardModel(
            makePRModel: { pr in
                PRModel(
                    configuration: pr,
                    makeReviewLogModel: { ReviewLogModel(configuration: pr.number, reviewLogUseCase: logs) })
            },
            loadPRBoardUseCase: loader
        )
    }

    @Test func oneEntityModelPerPullRequestInOrder() async {
        let model = model(BoardSequence([board(3)]))
        await eventually { model.prModels.count == 3 }
        #expect(model.prModels.map(\.id) == [1, 2, 3])
        #expect(model.prModels.map(\.configuration.title) == ["PR 1", "PR 2", "PR 3"])
        #expect(model.prModel(id: 2) === model.prModels[1])
        #expect(model.prModel(id: 4) == nil)
    }

    @Test func aRefreshOfOneChangedElementOfAThousandKeepsEveryInstance() async {
        let model = model(BoardSequence([board(1_000), board(1_000, retitling: 500)]))
        await eventually { model.prModels.count == 1_000 }
        let before = model.prModels
        await model.refresh()
        #expect(model.prModels.count == 1_000)
        #expect(zip(before, model.prModels).allSatisfy { $0 === $1 })
        #expect(model.prModel(id: 500)?.configuration.title == "Retitled")
        #expect(model.prModel(id: 499)?.configuration.title == "PR 499")
    }

    @Test func goneIdsAreDroppedNewOnesMadeAndTheFirstDuplicateWins() async {
        let next = PRBoard(prs: [
            PRMetadata(number: 3, title: "Third", author: "ada"),
            PRMetadata(number: 4, title: "Fourth", author: "grace"),
            PRMetadata(number: 3, title: "Third again", author: "ada"),
        ])
        let model = model(BoardSequence([board(3), next]))
        await eventually { model.prModels.count == 3 }
        let third = model.prModels[2]
        await model.refresh()
        #expect(model.prModels.map(\.id) == [3, 4])
        #expect(model.prModels[0] === third)
        #expect(third.configuration.title == "Third")
    }

    @Test func onlyActivatedPullRequestsHaveALogAndItStreams() async {
        let logs = ReviewLogUseCaseStub(states: [["#2 review requested"], ["#2 review requested", "#2 approved"]])
        let model = model(BoardSequence([board(1_000)]), logs: logs)
        await eventually { model.prModels.count == 1_000 }
        let pr = model.prModels[1]
        pr.activate()
        await eventually { pr.reviewLogModel?.state.snapshot?.count == 2 }
        #expect(model.prModels.filter { $0.reviewLogModel != nil }.map(\.id) == [2])
        #expect(logs.calls.map(\.prNumber) == [2])
        let log = pr.reviewLogModel
        pr.activate()
        #expect(pr.reviewLogModel === log)
        #expect(logs.calls.count == 1)
    }

    @Test func anActivatedLogSurvivesARefreshThatKeepsItsPullRequest() async {
        let model = model(BoardSequence([board(3), board(3, retitling: 2)]), logs: EndlessLog())
        await eventually { model.prModels.count == 3 }
        model.prModels[1].activate()
        let log = model.prModels[1].reviewLogModel
        await model.refresh()
        #expect(model.prModels[1].reviewLogModel === log)
        #expect(model.prModels[1].configuration.title == "Retitled")
    }

    @Test func deactivatingOrDroppingAPullRequestEndsItsLogsStream() async {
        let log = EndlessLog()
        let model = model(BoardSequence([board(2), board(1)]), logs: log)
        await eventually { model.prModels.count == 2 }
        model.prModels[0].activate()
        model.prModels[1].activate()
        await eventually { log.running.value == 2 }
        model.prModels[0].deactivate()
        #expect(model.prModels[0].reviewLogModel == nil)
        await eventually { log.running.value == 1 }
        await model.refresh()
        #expect(model.prModels.map(\.id) == [1])
        await eventually { log.running.value == 0 }
    }

    @Test func theRealUseCasesArePassedAsTheyAre() async {
        let real = model(HostedPRBoardUseCase(), logs: ReviewLogUseCase(events: ["opened", "merged"]))
        await real.reload()
        #expect(
            real.prModels.map(\.configuration.title) == ["Greet by name", "Watch the plan file", "Save credentials"])
        real.prModel(id: 15)?.activate()
        await eventually { real.prModel(id: 15)?.reviewLogModel?.state.snapshot == ["#15 opened", "#15 merged"] }
    }
}

/// A board use case written in the test: each call returns the next board of the list, then the last one again.
final class BoardSequence: LoadPRBoardUseCase, @unchecked Sendable {
    // The lock guards `boards`, which is why the class may be shared.
    private let lock = NSLock()
    private var boards: [PRBoard]

    init(_ boards: [PRBoard]) {
        self.boards = boards
    }

    func execute() async throws -> PRBoard {
        lock.withLock { boards.count > 1 ? boards.removeFirst() : boards.first ?? PRBoard() }
    }
}

/// A review log written in the test: each stream yields one line, then stays open until it is cancelled; `running`
/// counts the streams not yet ended.
final class EndlessLog: ReviewLogUseCaseProtocol {
    /// How many streams are open.
    let running = LockedCount()

    func stream(prNumber: Int) -> AsyncStream<[String]> {
        let running = running
        running.add(1)
        return AsyncStream { continuation in
            continuation.onTermination = { _ in running.add(-1) }
            continuation.yield(["#\(prNumber) review requested"])
        }
    }
}

/// A count that any task may change.
final class LockedCount: @unchecked Sendable {
    // The lock guards `count`, which is why the class may be shared.
    private let lock = NSLock()
    private var count = 0

    /// The count now.
    var value: Int { lock.withLock { count } }

    /// Adds `delta` to the count.
    func add(_ delta: Int) {
        lock.withLock { count += delta }
    }
}
