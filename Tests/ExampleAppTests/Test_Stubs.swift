// Test doubles: every use case gets an `XUseCaseStub` inside `#if DEBUG`.

import Foundation
import Testing

struct Test_Stubs {
    @Test func streamStubYieldsItsStatesInOrderThenFinishes() async throws {
        let stub = ImportUseCaseStub(states: [.importing(Fixture.progress), .completed(Fixture.first)])
        var received: [ImportState] = []
        for try await state in stub.stream(options: ImportOptions(source: Fixture.source)) {
            received.append(state)
        }
        #expect(received.map(caseName) == ["importing", "completed"])
        #expect(received.last?.completedSnapshot == Fixture.first)
        #expect(stub.calls == [ImportOptions(source: Fixture.source)])
    }

    @Test func streamStubThrowsItsFailureAfterTheStates() async {
        let stub = RefreshDataUseCaseStub(states: [.previewing(Fixture.preview)], failure: TestError("late"))
        var received = 0
        await #expect(throws: TestError("late")) {
            for try await _ in stub.stream(options: RefreshRequest(force: true)) {
                received += 1
            }
        }
        #expect(received == 1)
        #expect(stub.calls == [RefreshRequest(force: true)])
    }

    @Test func streamStubWithoutOptionsCountsItsCalls() async throws {
        let stub = StopPrimaryUseCaseStub(states: [.stopping(1), .stopped])
        for try await _ in stub.stream() {}
        for try await _ in stub.stream() {}
        #expect(stub.calls == 2)
        #expect(stub.states.count == 2)
        #expect(stub.failure == nil)
    }

    @Test func fetchStubReturnsOrThrowsItsResult() async throws {
        let success = ImportStatusUseCaseStub(result: .success(Fixture.first))
        #expect(try await success.fetch() == Fixture.first)
        #expect(try await success.fetch() == Fixture.first)
        #expect(success.calls == 2)

        let failure = IntegrationStatusUseCaseStub(result: .failure(TestError()))
        await #expect(throws: TestError()) {
            try await failure.fetch()
        }
        #expect(failure.calls == 1)
    }

    @Test func fetchStubWithOptionsRecordsThem() async throws {
        let id = UUID()
        let stub = FetchDetailUseCaseStub(result: .success(Fixture.detail))
        #expect(try await stub.fetch(options: FetchDetailOptions(itemID: id)) == Fixture.detail)
        #expect(stub.calls == [FetchDetailOptions(itemID: id)])
    }

    @Test func oneStubIsSafeToShareBetweenTasks() async {
        let stub = CheckMergeabilityUseCaseStub(states: [.checking, .mergeable])
        await withTaskGroup(of: Int.self) { group in
            for _ in 0..<50 {
                group.addTask {
                    var count = 0
                    do {
                        for try await _ in stub.stream(options: CheckMergeabilityOptions(settings: Fixture.settings)) {
                            count += 1
                        }
                    } catch {
                        Issue.record(error)
                    }
                    return count
                }
            }
            for await count in group {
                #expect(count == 2)
            }
        }
        #expect(stub.calls.count == 50)
    }

    @Test @MainActor func stubsDriveAModelEndToEnd() async {
        let importUseCase = ImportUseCaseStub(states: [.importing(Fixture.progress), .completed(Fixture.second)])
        let status = ImportStatusUseCaseStub(result: .success(Fixture.first))
        let model = ImportModel(importStatusUseCase: status, importUseCase: importUseCase)
        await model.reload()
        #expect(model.state.snapshot == Fixture.first)
        await completion(of: model.startImport(source: Fixture.source))
        #expect(model.state.snapshot == Fixture.second)
        #expect(caseName(model.state) == "ready")
        #expect(importUseCase.calls.count == 1)
        #expect(status.calls == 2)
    }

    @Test @MainActor func everyUseCaseHasAStub() async throws {
        let stubs: [any Sendable] = [
            ImportUseCaseStub(states: []),
            ImportStatusUseCaseStub(result: .success(.empty)),
            StopSettingsUseCaseStub(states: []),
            IntegrationStatusUseCaseStub(result: .success(.empty)),
            DashboardStatusUseCaseStub(result: .success(.empty)),
            FetchDataUseCaseStub(states: []),
            RefreshDataUseCaseStub(states: []),
            StopPrimaryUseCaseStub(states: []),
            OpenDetailUseCaseStub(states: []),
            FetchDetailUseCaseStub(result: .success(Fixture.detail)),
            CheckMergeabilityUseCaseStub(states: []),
            MergeUseCaseStub(states: []),
        ]
        #expect(stubs.count == 12)
    }
}
