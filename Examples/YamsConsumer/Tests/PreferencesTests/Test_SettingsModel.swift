// The generated models of the package, built by the plugin from Settings.yaml and Appearance.yaml.

import Preferences
import Testing

@MainActor
@Suite struct Test_SettingsModel {
    let hourly = AppSettings(refreshMinutes: 60, showsPreviews: true)

    /// A model that loads its settings from the YAML document `text`, loaded.
    func loadedModel(settingsFile text: String) async -> SettingsModel {
        let model = SettingsModel(
            settingsStatusUseCase: YAMLSettingsStatusUseCase(text: text),
            saveSettingsUseCase: SaveSettingsUseCaseStub(states: []))
        await model.reload()
        return model
    }

    @Test func loadsTheSettingsThroughYams() async {
        let model = await loadedModel(settingsFile: "refreshMinutes: 60\nshowsPreviews: true\n")
        #expect(model.state.snapshot == SettingsSnapshot(settings: hourly, source: "settings.yml"))
    }

    @Test func aSettingsFileThatDoesNotDecodeFailsTheLoad() async {
        let model = await loadedModel(settingsFile: "refreshMinutes: often\n")
        guard case .failed(_, prior: nil) = model.state else {
            Issue.record("expected a failed load, got \(model.state)")
            return
        }
    }

    @Test func savingStreamsIntoTheState() async {
        let daily = AppSettings(refreshMinutes: 1440, showsPreviews: false)
        let save = SaveSettingsUseCaseStub(states: [.saving(0.5), .saved(SettingsSnapshot(settings: daily))])
        let model = SettingsModel(
            settingsStatusUseCase: SettingsStatusUseCaseStub(result: .success(SettingsSnapshot(settings: hourly))),
            saveSettingsUseCase: save)
        await model.reload()
        await model.save(settings: daily).value
        #expect(model.state.snapshot == SettingsSnapshot(settings: daily, source: "defaults"))
        #expect(save.calls == [SaveSettingsOptions(settings: daily)])
    }

    @Test func theAppearanceModelBroadcasts() async {
        let model = AppearanceModel(appearance: .system)
        var iterator = model.observeChanges().makeAsyncIterator()
        #expect(await iterator.next() == .system)
        #expect(Appearance.allCases == [.light, .dark, .system])
    }
}
