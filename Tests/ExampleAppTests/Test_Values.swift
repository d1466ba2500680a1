// Values: snapshots' defaults and `empty`, keyword names, enums, options, conformances.

import Foundation
import Testing

struct Test_Values {
    @Test func snapshotDefaultsAndEmpty() {
        let snapshot = ImportSnapshot()
        #expect(snapshot.items == [])
        #expect(snapshot.summary == nil)
        #expect(snapshot.lastSyncDate == nil)
        #expect(snapshot.countsBySource == [:])
        #expect(snapshot.title == "Untitled")
        #expect(ImportSnapshot.empty == snapshot)
        #expect(IntegrationSnapshot.empty == IntegrationSnapshot(name: nil, connected: false, lastEvent: nil))
        #expect(DataSnapshot.empty == DataSnapshot(items: [], updatedAt: nil))
    }

    @Test func conformsAddsCodable() throws {
        let snapshot = ImportSnapshot(
            items: [Item(name: "a")], summary: Summary(imported: 1, skipped: 0), countsBySource: ["csv": 1], title: "T")
        let data = try JSONEncoder().encode(snapshot)
        #expect(try JSONDecoder().decode(ImportSnapshot.self, from: data) == snapshot)
    }

    @Test func keywordNamesAreEscaped() {
        let id = UUID()
        let detail = DetailSnapshot(id: id, title: "T")
        #expect(detail.kind == .class)
        #expect(detail.default == false)
        #expect(detail.tags == [])
        let other = DetailSnapshot(id: id, title: "T", kind: .folder, default: true, tags: ["x"])
        #expect(other.default)
        #expect(ItemKind.allCases == [.file, .folder, .class])
    }

    @Test func enumsOfEveryCaseForm() {
        #expect(ImportStep.allCases == [.fetching, .saving, .finishing])
        #expect(Set(LogLevel.allCases).count == 4)
        let events: [SyncEvent] = [.started, .progressed(0.5), .moved(from: 1, to: 2)]
        #expect(events[2] == .moved(from: 1, to: 2))
        #expect(events[2] != .moved(from: 2, to: 1))
    }

    @Test func optionsAndCompletedSnapshot() {
        #expect(RefreshRequest(force: true).force)
        #expect(ImportOptions(source: Fixture.source).source == Fixture.source)
        #expect(ImportState.completed(Fixture.first).completedSnapshot == Fixture.first)
        #expect(ImportState.importing(Fixture.progress).completedSnapshot == nil)
        // `completed: refreshed` names the completed case, although `previewing` is the last
        // case carrying a snapshot.
        #expect(RefreshDataState.refreshed(Fixture.data).completedSnapshot == Fixture.data)
        #expect(RefreshDataState.previewing(Fixture.preview).completedSnapshot == nil)
        #expect(FetchDataState.loaded(Fixture.data).completedSnapshot == Fixture.data)
        #expect(OpenDetailState.opened(Fixture.detail).completedSnapshot == Fixture.detail)
    }
}
