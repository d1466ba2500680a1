// v3 storage and hooks (Specs/Preferences.yaml): a property loaded at init by a synchronous use case, `didSet` and
// `didInit` calling hand-written methods (Support/ModelExtensions.swift), properties outside observation
// (`tracked: false`), a property set only within the module (`set: internal`), and the model's own `stateNames`.
// The same tests run in both flavours; observation is checked with `withObservationTracking` or `objectWillChange`.

import Foundation
import Testing
#if OBSERVABLE_OBJECT
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
// `hookCalls` is internal (`access: internal`): the hand-written methods record into it.
@testable import ExampleAppObservableObject
#else
import Observation
@testable import ExampleApp
#endif

@MainActor
struct Test_StorageAndHooks {
    static let stored = AppPreferences(theme: "dark", fontSize: 18)

    let loadPreferences = LoadPreferencesUseCaseStub(value: Test_StorageAndHooks.stored)

    /// A model whose stored preferences are `stored`, whose sync status load answers `status`.
    func model(status: Result<SyncStatus, any Error> = .success(SyncStatus(lastSynced: "today"))) -> PreferencesModel {
        PreferencesModel(
            region: "eu", syncStatusUseCase: SyncStatusUseCaseStub(result: status),
            loadPreferencesUseCase: loadPreferences)
    }

    @Test func aLoadedPropertyHoldsTheUseCasesValueWhenInitReturns() {
        let model = model()
        #expect(model.preferences == Self.stored)
        #expect(loadPreferences.calls == 1)
    }

    /// `didInit` runs once, last: it sees the loaded property, the defaults and the values given to init, and no
    /// `didSet` ran while init stored them.
    @Test func didInitRunsLastInInitAndSeesEveryProperty() {
        let model = model()
        #expect(model.hookCalls == ["didInit(theme: dark, provider: local, region: eu)"])
    }

    @Test func didSetRunsOnEachAssignmentAndSeesTheNewValue() {
        let model = model()
        model.provider = "cloud"
        model.provider = "icloud"
        model.region = "us"
        #expect(
            model.hookCalls == [
                "didInit(theme: dark, provider: local, region: eu)", "providerChanged(cloud)",
                "providerChanged(icloud)",
            ])
        #expect(model.provider == "icloud")
    }

    @Test func aSetterThatIsInternalIsSetWithinTheModule() {
        let model = model()
        model.save()
        model.save()
        #expect(model.savedCount == 2)
    }

    /// The state meets the support protocols under the standard names through witnesses: the load's generic code
    /// makes the model's own `loaded` and `loadFailed` cases.
    @Test func theModelsOwnStateNamesAreTheCasesItsLoadSets() async {
        let loaded = model()
        #expect(caseName(loaded.state) == "loading")
        await loaded.reload()
        guard case .loaded(let status) = loaded.state else {
            Issue.record("expected .loaded, got \(loaded.state)")
            return
        }
        #expect(status == SyncStatus(lastSynced: "today"))

        let failing = model(status: .failure(TestError()))
        await failing.reload()
        guard case .loadFailed(let error, prior: nil) = failing.state else {
            Issue.record("expected .loadFailed, got \(failing.state)")
            return
        }
        #expect(error as? TestError == TestError())
    }

    #if OBSERVABLE_OBJECT
    /// An untracked property is not `@Published`: changing it fires no `objectWillChange`; a tracked one does.
    @Test func anUntrackedChangeFiresNoObjectWillChange() {
        let model = model()
        let changes = ChangeCount()
        let subscription = model.objectWillChange.sink { _ in changes.add() }
        model.scratch = "draft"
        model.hookCalls.append("by hand")
        #expect(changes.value == 0)
        model.provider = "cloud"
        #expect(changes.value == 1)
        model.save()
        #expect(changes.value == 2)
        subscription.cancel()
        #expect(model.scratch == "draft")
    }
    #else
    /// An untracked property is `@ObservationIgnored`: reading it registers nothing, so changing it tells no
    /// observer; a tracked one does.
    @Test func anUntrackedChangeIsNotObserved() {
        let model = model()
        let untracked = ChangeCount()
        withObservationTracking {
            _ = model.scratch
            _ = model.hookCalls
        } onChange: {
            untracked.add()
        }
        model.scratch = "draft"
        model.hookCalls.append("by hand")
        #expect(untracked.value == 0)
        #expect(model.scratch == "draft")

        let tracked = ChangeCount()
        withObservationTracking {
            _ = model.provider
        } onChange: {
            tracked.add()
        }
        model.provider = "cloud"
        #expect(tracked.value == 1)
    }

    /// A property with `set: internal` is tracked like any other: `save()` changing it tells its observers.
    @Test func anInternallySetPropertyIsObserved() {
        let model = model()
        let changes = ChangeCount()
        withObservationTracking {
            _ = model.savedCount
        } onChange: {
            changes.add()
        }
        model.save()
        #expect(changes.value == 1)
    }
    #endif
}
