// Broadcasts: replay of the current value, every subscriber, newest unread value only,
// subscriber removal, and a model broadcasting two values.

// Reaches internal members of the module under test.
#if OBSERVABLE_OBJECT
@testable import ExampleAppObservableObject
#else
@testable import ExampleApp
#endif
import Foundation
import Testing

@MainActor
struct Test_Broadcast {
    @Test func initTakesTheBroadcastValue() {
        let settings = Fixture.settingsModel(Fixture.otherSettings)
        #expect(settings.current == Fixture.otherSettings)
    }

    @Test func eachStreamYieldsTheCurrentValueFirst() async {
        let settings = Fixture.settingsModel()
        settings.apply(Fixture.otherSettings)
        let changes = Collector.start(settings.observeChanges())
        await eventually { changes.values == [Fixture.otherSettings] }
        changes.cancel()
    }

    @Test func everySubscriberGetsEveryChange() async {
        let settings = Fixture.settingsModel()
        let first = Collector.start(settings.observeChanges())
        let second = Collector.start(settings.observeChanges())
        await eventually { first.values == [Fixture.settings] && second.values == [Fixture.settings] }
        settings.apply(Fixture.otherSettings)
        await eventually { first.values.count == 2 && second.values.count == 2 }
        settings.apply(Fixture.thirdSettings)
        await eventually { first.values.count == 3 && second.values.count == 3 }
        #expect(first.values == [Fixture.settings, Fixture.otherSettings, Fixture.thirdSettings])
        #expect(second.values == first.values)
        first.cancel()
        second.cancel()
    }

    @Test func keepsOnlyTheNewestUnreadValue() async {
        var settings: SettingsModel? = Fixture.settingsModel()
        let changes = settings!.observeChanges()
        settings!.apply(Fixture.otherSettings)
        settings!.apply(Fixture.thirdSettings)
        // Dropping the model finishes its streams, so the reader below sees the whole stream.
        settings = nil
        let reader = Collector.start(changes)
        await eventually { reader.isFinished }
        #expect(reader.values == [Fixture.thirdSettings])
    }

    @Test func endingAStreamRemovesItsSubscriber() async {
        let settings = Fixture.settingsModel()
        #expect(settings.currentBroadcaster.subscriberCount == 0)
        do {
            let changes = settings.observeChanges()
            #expect(settings.currentBroadcaster.subscriberCount == 1)
            _ = changes
        }
        // The stream was dropped unread.
        await eventually { settings.currentBroadcaster.subscriberCount == 0 }

        let reader = Collector.start(settings.observeChanges())
        await eventually { reader.values.count == 1 }
        #expect(settings.currentBroadcaster.subscriberCount == 1)
        reader.cancel()
        await eventually { reader.isFinished }
        await eventually { settings.currentBroadcaster.subscriberCount == 0 }

        do {
            let stream = settings.observeChanges()
            for await _ in stream {
                break
            }
        }
        await eventually { settings.currentBroadcaster.subscriberCount == 0 }
    }

    @Test func changesAfterTheLastSubscriberLeftGoNowhere() async {
        let settings = Fixture.settingsModel()
        let reader = Collector.start(settings.observeChanges())
        await eventually { reader.values.count == 1 }
        reader.cancel()
        await eventually { settings.currentBroadcaster.subscriberCount == 0 }
        settings.apply(Fixture.otherSettings)
        #expect(settings.current == Fixture.otherSettings)
        #expect(reader.values == [Fixture.settings])
    }

    @Test func aModelBroadcastingTwoValuesHasOneStreamPerValue() async {
        let log = LogModel(entries: [], level: .info)
        let entries = Collector.start(log.observeEntriesChanges())
        let levels = Collector.start(log.observeLevelChanges())
        await eventually { entries.values == [[]] && levels.values == [.info] }
        let entry = LogEntry(date: Date(timeIntervalSince1970: 0), level: .warning, message: "careful")
        log.append(entry)
        await eventually { entries.values == [[], [entry]] }
        log.setLevel(.debug)
        await eventually { levels.values == [.info, .debug] }
        #expect(entries.values.count == 2)
        #expect(log.entriesBroadcaster.subscriberCount == 1)
        #expect(log.levelBroadcaster.subscriberCount == 1)
        entries.cancel()
        levels.cancel()
    }
}
