// v3 children (Specs/Chats.yaml): a keyed cache reuses its child per key and drops it on removal; `each: snapshot`
// keeps children by id across refreshes of a snapshot that is itself an array; a `steps` call over a collection calls
// every element's operation, in order, each awaited before the next starts.

import Foundation
import Testing

#if OBSERVABLE_OBJECT
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
#else
import Observation
#endif

/// What the use cases of the tests saw, in order, from any thread.
private final class EventLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String] = []

    func append(_ entry: String) {
        lock.withLock { entries.append(entry) }
    }

    var all: [String] { lock.withLock { entries } }
}

/// Returns the given lists one per call, the last one again once they run out.
private final class ListChats: ListChatsUseCase, @unchecked Sendable {
    private let lock = NSLock()
    private var lists: [[ChatSummary]]

    init(_ lists: [[ChatSummary]]) { self.lists = lists }

    func execute() async throws -> [ChatSummary] {
        lock.withLock { lists.count > 1 ? lists.removeFirst() : lists[0] }
    }
}

/// Logs when each row's refresh starts and ends, with a suspension between, so that overlapping refreshes would show.
private struct LoggedChatStatus: FetchChatStatusUseCase {
    let id: String
    let log: EventLog

    func execute() async throws -> ChatStatus {
        log.append("start \(id)")
        await Task.yield()
        log.append("end \(id)")
        return ChatStatus(unread: id.count)
    }
}

@MainActor
struct Test_KeyedChildren {
    private func summaries(_ ids: [String]) -> [ChatSummary] {
        ids.map { ChatSummary(id: $0, title: "Chat \($0)") }
    }

    private func messenger(made: Counter) -> MessengerModel {
        MessengerModel(makeChatThreadModel: { key in
            made.value += 1
            return ChatThreadModel(configuration: key)
        })
    }

    private func chatList(_ lists: [[ChatSummary]], log: EventLog, made: Counter) -> ChatListModel {
        ChatListModel(
            makeChatRowModel: { summary in
                made.value += 1
                return ChatRowModel(
                    configuration: summary, fetchChatStatusUseCase: LoggedChatStatus(id: summary.id, log: log))
            },
            listChatsUseCase: ListChats(lists))
    }

    @Test func aKeyedCacheReusesTheChildOfAKeyAndDropsItOnRemoval() {
        let made = Counter()
        let model = messenger(made: made)
        #expect(model.chatThreadModels.isEmpty)
        let first = model.chatThreadModel(for: "a")
        #expect(first.configuration == "a")
        #expect(made.value == 1)
        #expect(model.chatThreadModel(for: "a") === first)
        #expect(made.value == 1)
        let other = model.chatThreadModel(for: "b")
        #expect(other !== first)
        #expect(made.value == 2)
        #expect(model.chatThreadModels.count == 2)
        #expect(model.chatThreadModels["a"] === first)
        model.removeChatThreadModel(for: "a")
        #expect(model.chatThreadModels["a"] == nil)
        #expect(model.chatThreadModels["b"] === other)
        model.removeChatThreadModel(for: "missing")
        #expect(model.chatThreadModels.count == 1)
        let again = model.chatThreadModel(for: "a")
        #expect(again !== first)
        #expect(made.value == 3)
    }

    @Test func aKeyedCacheIsTracked() {
        let model = messenger(made: Counter())
        #if OBSERVABLE_OBJECT
        var changes = 0
        let subscription = model.objectWillChange.sink { changes += 1 }
        _ = model.chatThreadModel(for: "a")
        _ = model.chatThreadModel(for: "a")
        model.removeChatThreadModel(for: "a")
        model.removeChatThreadModel(for: "a")
        #expect(changes == 2)
        subscription.cancel()
        #else
        final class Flag: @unchecked Sendable { var changed = false }
        let flag = Flag()
        withObservationTracking {
            _ = model.chatThreadModels
        } onChange: {
            flag.changed = true
        }
        _ = model.chatThreadModel(for: "a")
        #expect(flag.changed)
        #endif
    }

    /// 10,000 keys: the factory runs once per key, a second look-up of every key makes nothing, and each look-up and
    /// removal is one dictionary operation (the generated methods hold no loop). In the observableObject flavour,
    /// `@Published` copies the whole dictionary on each change (its wrapper has no in-place mutation), so adding n
    /// children costs O(n²) there: 1,000 keys keep this test short on the shared main actor.
    @Test(.slow) func aKeyedCacheOfTenThousandChildrenMakesEachOnce() async {
        let made = Counter()
        let model = messenger(made: made)
        #if OBSERVABLE_OBJECT
        let count = 1_000
        #else
        let count = 10_000
        #endif
        let keys = (0..<count).map { "chat-\($0)" }
        // The main actor is the whole suite's: the work goes in slices, letting other tests' waits run between them.
        var children: [ChatThreadModel] = []
        for slice in stride(from: 0, to: count, by: 500) {
            children += keys[slice..<min(slice + 500, count)].map { model.chatThreadModel(for: $0) }
            await Task.yield()
        }
        #expect(made.value == count)
        #expect(model.chatThreadModels.count == count)
        var reused = true
        for slice in stride(from: 0, to: count, by: 500) {
            for index in slice..<min(slice + 500, count)
            where model.chatThreadModel(for: keys[index]) !== children[index] {
                reused = false
            }
            await Task.yield()
        }
        #expect(reused)
        #expect(made.value == count)
        for slice in stride(from: 0, to: count, by: 500) {
            for key in keys[slice..<min(slice + 500, count)] { model.removeChatThreadModel(for: key) }
            await Task.yield()
        }
        #expect(model.chatThreadModels.isEmpty)
    }

    @Test func eachSnapshotKeepsChildrenByIDAcrossRefreshes() async {
        let made = Counter()
        let model = chatList(
            [summaries(["a", "b"]), [ChatSummary(id: "b", title: "Renamed"), ChatSummary(id: "c", title: "C")]],
            log: EventLog(), made: made)
        await eventually { caseName(model.state) == "ready" }
        #expect(model.chatRowModels.map(\.id) == ["a", "b"])
        let b = model.chatRowModel(id: "b")
        #expect(made.value == 2)
        await model.reload()
        #expect(model.chatRowModels.map(\.id) == ["b", "c"])
        #expect(model.chatRowModels.first === b)
        #expect(b?.configuration.title == "Renamed")
        #expect(model.chatRowModel(id: "a") == nil)
        #expect(made.value == 3)
    }

    @Test func stepsCallEveryElementOfACollectionInOrderAwaitingEach() async throws {
        let log = EventLog()
        let model = chatList([summaries(["a", "b", "c"])], log: log, made: Counter())
        await eventually { caseName(model.state) == "ready" }
        try await model.refreshAll()
        #expect(log.all == ["start a", "end a", "start b", "end b", "start c", "end c"])
        #expect(model.chatRowModels.allSatisfy { caseName($0.state) == "ready" })
    }

    /// 1,000 elements: one call of each element's operation, in the collection's order, and nothing else.
    @Test(.slow) func stepsOverAThousandElementsCallEachOnce() async throws {
        let log = EventLog()
        let ids = (0..<1_000).map { "row-\($0)" }
        let model = chatList([summaries(ids)], log: log, made: Counter())
        await eventually { caseName(model.state) == "ready" }
        try await model.refreshAll()
        #expect(log.all == ids.flatMap { ["start \($0)", "end \($0)"] })
    }

    @Test func stepsOverACollectionStopWhenTheCallerIsCancelled() async {
        let log = EventLog()
        let model = chatList([summaries(["a", "b"])], log: log, made: Counter())
        await eventually { caseName(model.state) == "ready" }
        let task = Task { try await model.refreshAll() }
        task.cancel()
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(log.all.isEmpty)
    }
}
