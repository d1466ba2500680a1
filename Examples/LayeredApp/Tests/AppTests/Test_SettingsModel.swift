// SettingsModel: declared in App, on the snapshot and use case that SettingsFeature's spec declares (a reference).

import App
import SettingsFeature
import Testing

@MainActor
@Suite struct Test_SettingsModel {
    let dark = AppSettings(theme: .dark, refreshInterval: 30)

    @Test func loadsFromInitThroughTheFeaturesStub() async {
        let stub = LoadSettingsUseCaseStub(result: .success(dark))
        let model = SettingsModel(loadSettingsUseCase: stub)
        await eventually { model.state.snapshot != nil }
        #expect(model.state.snapshot == dark)
        #expect(stub.calls == 1)
    }

    @Test func aFailingLoadGivesError() async {
        let model = SettingsModel(loadSettingsUseCase: LoadSettingsUseCaseStub(result: .failure(Boom())))
        await model.reload()
        guard case .error(let error, prior: _) = model.state else { Issue.record("state is \(model.state)"); return }
        #expect(error as? Boom == Boom())
    }

    @Test func theFeaturesImplementation() async {
        let model = SettingsModel(loadSettingsUseCase: DiskSettingsUseCase(stored: dark))
        await model.reload()
        guard case .ready(let settings) = model.state else { Issue.record("state is \(model.state)"); return }
        #expect(settings == dark)
        #expect(settings.showsHiddenBranches == false)
        #expect(AppSettings.empty == AppSettings(theme: .system, refreshInterval: 60, showsHiddenBranches: false))
    }
}
