// Snippet tests of valid specs: each runs through the whole front end without a diagnostic.

import Testing

@Suite struct Test_ValidSpecs {
    @Test func theSpecLanguageExampleWithEveryChildLifetimeIsValid() {
        #expect(
            Snippet.diagnostics(
                #"""
                external: [Item, Summary, Source, Settings, IntegrationConfiguration, ImportProgress]
                snapshots:
                  ImportSnapshot:
                    doc: Everything the import screen shows, consistent at one instant.
                    conforms: [Codable]
                    fields:
                      items: "[Item]"
                      summary: Summary?
                      lastSyncDate: Date?
                      title: { type: String, default: "\"Untitled\"", doc: Shown in the header. }
                  IntegrationSnapshot:
                    fields: { connected: Bool }
                  DataSnapshot:
                    fields: { values: "[Int]" }
                  LogSnapshot:
                    fields: { lines: "[String]" }
                useCases:
                  ImportUseCase:
                    stream:
                      options: { source: Source }
                      states:
                        importing: ImportProgress
                        completed: ImportSnapshot
                  ImportStatusUseCase:
                    fetch: { returns: ImportSnapshot }
                  FetchDataUseCase:
                    stream:
                      options: { settings: Settings }
                      states: { loaded: DataSnapshot }
                  StopPrimaryUseCase:
                    stream:
                      stateType: PrimaryProgress
                      states: { stopping: Double, stopped: }
                  StopSettingsUseCase:
                    stream:
                      states: { stopping: , stopped: }
                  IntegrationStatusUseCase:
                    fetch: { returns: IntegrationSnapshot }
                  DashboardStatusUseCase:
                    fetch: { returns: DataSnapshot }
                models:
                  ImportModel:
                    snapshot: ImportSnapshot
                    load: ImportStatusUseCase
                    operations:
                      startImport: { stream: ImportUseCase }
                  SettingsModel:
                    broadcasts: { current: Settings }
                    operations:
                      stopAll: { steps: [ { stream: StopSettingsUseCase } ] }
                  IntegrationModel:
                    configuration: IntegrationConfiguration
                    snapshot: IntegrationSnapshot
                    load: IntegrationStatusUseCase
                  LogModel:
                    snapshot: LogSnapshot
                  DetailModel:
                    operations:
                      refresh: { steps: [ { stream: StopSettingsUseCase } ] }
                  DashboardModel:
                    snapshot: DataSnapshot
                    load: DashboardStatusUseCase
                    children:
                      settingsModel: SettingsModel
                      integrationModel:
                        model: IntegrationModel
                        configuredBy: IntegrationConfiguration
                        reloadsParent: true
                    observes:
                      settingsModel: FetchDataUseCase
                  AppModel:
                    state:
                      idle:
                      stoppingPrimary: PrimaryProgress
                      waitingForSettings:
                      stopped:
                    initial: idle
                    children:
                      settingsModel: SettingsModel
                      dashboardModel: DashboardModel
                      logModel: { model: LogModel, lifetime: activated }
                      detailModel: { model: DetailModel, lifetime: provided }
                    operations:
                      stopAll:
                        steps:
                          - { stream: StopPrimaryUseCase, as: stoppingPrimary }
                          - { state: waitingForSettings }
                          - { call: settingsModel.stopAll }
                          - { state: stopped }
                """#) == "")
    }

    @Test func keywordsAreValidNames() {
        #expect(
            Snippet.diagnostics(
                """
                enums:
                  Kind: [default, case, import]
                snapshots:
                  Keywords:
                    fields:
                      default: Int
                      class: String
                      in: { type: Kind, default: .default }
                useCases:
                  ReturnUseCase:
                    stream:
                      options: { for: Int }
                      states: { return: Keywords }
                """) == "")
    }

    @Test func unquotedFlowCollectionsAreArrayAndDictionaryTypes() {
        #expect(
            Snippet.diagnostics(
                """
                external: [Item]
                snapshots:
                  Collections:
                    fields:
                      items: [Item]
                      counts: [String: Int]
                      nested: [[String: [Item]]]
                      optionalItems: "[Item]?"
                      result: Result<[Item], Error>
                      pair: "(first: Int, second: String)"
                      history: { type: [Date], default: [] }
                      lookup: { type: [String: Int], default: {} }
                """) == "")
    }

    @Test func everyKindOfDefaultLiteralIsValid() {
        #expect(
            Snippet.diagnostics(
                #"""
                enums:
                  Mode: [fast, slow]
                snapshots:
                  Defaults:
                    fields:
                      title: { type: String, default: '"say \"hi\"\n"' }
                      count: { type: Int, default: -3 }
                      mask: { type: UInt8, default: 0xFF }
                      ratio: { type: Double, default: 2.5e-3 }
                      enabled: { type: Bool, default: true }
                      note: { type: String?, default: nil }
                      mode: { type: Mode, default: .slow }
                      fallback: { type: Mode?, default: .fast }
                """#) == "")
    }

    @Test func namesResolveAcrossFiles() {
        #expect(
            Snippet.diagnostics([
                (
                    "Specs/App.yaml",
                    """
                    models:
                      AppModel:
                        state: { idle: , stopped: }
                        initial: idle
                        children:
                          settingsModel: SettingsModel
                        operations:
                          stopAll:
                            steps:
                              - { call: settingsModel.stopAll }
                              - { state: stopped }
                    """
                ),
                (
                    "Specs/Settings.yaml",
                    """
                    external: [Settings]
                    useCases:
                      StopSettingsUseCase:
                        stream: { states: { stopping: , stopped: } }
                    models:
                      SettingsModel:
                        broadcasts: { current: Settings }
                        operations:
                          stopAll: { steps: [ { stream: StopSettingsUseCase } ] }
                    """
                ),
            ]) == "")
    }

    @Test func anEmptyFileAndACommentOnlyFileAreValid() {
        #expect(
            Snippet.diagnostics([
                ("Specs/Empty.yaml", ""),
                (
                    "Specs/Later.yaml",
                    """
                    # models come later
                    """
                ),
            ]) == "")
    }
}
