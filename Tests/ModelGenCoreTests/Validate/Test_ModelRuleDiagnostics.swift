// Snippet tests of the rules of the models section, each reported at the offending node.

import Testing

@Suite struct Test_ModelRuleDiagnostics {
    @Test func aCycleInChildrenIsReportedOnce() {
        #expect(
            Snippet.diagnostics(
                """
                models:
                  AppModel:
                    children:
                      dashboardModel: DashboardModel
                  DashboardModel:
                    children:
                      detailModel: DetailModel
                  DetailModel:
                    children:
                      appModel: { model: AppModel, lifetime: provided }
                """) == """
                    Spec.yaml:4:23: error: a cycle in 'children': AppModel -> DashboardModel -> DetailModel -> AppModel
                    """)
    }

    @Test func aModelThatIsItsOwnChildIsACycle() {
        #expect(
            Snippet.diagnostics(
                """
                models:
                  FolderModel:
                    children:
                      subfolder: { model: FolderModel, lifetime: activated }
                """) == """
                    Spec.yaml:4:27: error: a cycle in 'children': FolderModel -> FolderModel
                    """)
    }

    @Test func aParentSnapshotFieldCarryingTheChildSnapshot() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  IntegrationSnapshot:
                    fields: { connected: Bool }
                  DashboardSnapshot:
                    fields:
                      title: String
                      integration: IntegrationSnapshot?
                models:
                  IntegrationModel:
                    snapshot: IntegrationSnapshot
                  DashboardModel:
                    snapshot: DashboardSnapshot
                    children:
                      integrationModel: IntegrationModel
                """) == """
                    Spec.yaml:12:15: error: 'DashboardModel' carries 'IntegrationSnapshot', the state of its child 'integrationModel'
                    Spec.yaml:7:20: note: 'DashboardSnapshot' holds it in field 'integration'
                    Spec.yaml:14:7: note: a parent reaches a child's state through the child; hold the child instead of copying its state
                    """)
    }

    @Test func aCustomStateCaseCarryingTheChildSnapshot() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  IntegrationSnapshot:
                    fields: { connected: Bool }
                models:
                  IntegrationModel:
                    snapshot: IntegrationSnapshot
                  AppModel:
                    state:
                      idle:
                      showing: "[IntegrationSnapshot]"
                    initial: idle
                    children:
                      integrationModel: IntegrationModel
                """) == """
                    Spec.yaml:10:16: error: 'AppModel' carries 'IntegrationSnapshot', the state of its child 'integrationModel'
                    Spec.yaml:13:7: note: a parent reaches a child's state through the child; hold the child instead of copying its state
                    """)
    }

    @Test func observingAChildThatBroadcastsNothing() {
        #expect(
            Snippet.diagnostics(
                """
                external: [Settings, Source]
                snapshots:
                  DataSnapshot:
                    fields: { count: Int }
                useCases:
                  FetchDataUseCase:
                    stream:
                      options: { settings: Settings }
                      states: { loaded: DataSnapshot }
                models:
                  SettingsModel:
                    doc: Holds the settings.
                  DashboardModel:
                    snapshot: DataSnapshot
                    children:
                      settingsModel: SettingsModel
                    observes:
                      settingsModel: FetchDataUseCase
                """) == """
                    Spec.yaml:18:7: error: 'settingsModel' broadcasts nothing to observe
                    Spec.yaml:11:3: note: give 'SettingsModel' a 'broadcasts' value
                    """)
    }

    @Test func observingThroughAUseCaseWithTwoOptions() {
        #expect(
            Snippet.diagnostics(
                """
                external: [Settings, Source]
                snapshots:
                  DataSnapshot:
                    fields: { count: Int }
                useCases:
                  FetchDataUseCase:
                    stream:
                      options: { settings: Settings, source: Source }
                      states: { loaded: DataSnapshot }
                models:
                  SettingsModel:
                    broadcasts: { current: Settings }
                  DashboardModel:
                    snapshot: DataSnapshot
                    children:
                      settingsModel: SettingsModel
                    observes:
                      settingsModel: FetchDataUseCase
                """) == """
                    Spec.yaml:18:22: error: 'FetchDataUseCase' cannot observe 'settingsModel': its options must be exactly one field of the broadcast type
                    Spec.yaml:11:3: note: 'settingsModel' broadcasts 'Settings'
                    """)
    }

    @Test func observingThroughAUseCaseWhoseOptionIsAnotherType() {
        #expect(
            Snippet.diagnostics(
                """
                external: [Settings, Source]
                snapshots:
                  DataSnapshot:
                    fields: { count: Int }
                useCases:
                  FetchDataUseCase:
                    stream:
                      options: { source: Source }
                      states: { loaded: DataSnapshot }
                models:
                  SettingsModel:
                    broadcasts: { current: Settings }
                  DashboardModel:
                    snapshot: DataSnapshot
                    children:
                      settingsModel: SettingsModel
                    observes:
                      settingsModel: FetchDataUseCase
                """) == """
                    Spec.yaml:18:22: error: 'FetchDataUseCase' cannot observe 'settingsModel': its options must be exactly one field of the broadcast type
                    Spec.yaml:11:3: note: 'settingsModel' broadcasts 'Settings'
                    """)
    }

    @Test func callNamingNoOperationOfTheChildSuggestsOne() {
        #expect(
            Snippet.diagnostics(
                """
                useCases:
                  StopSettingsUseCase:
                    stream: { states: { stopping: , stopped: } }
                models:
                  SettingsModel:
                    operations:
                      stopAll: { steps: [ { stream: StopSettingsUseCase } ] }
                  AppModel:
                    children:
                      settingsModel: SettingsModel
                    operations:
                      stopAll:
                        steps:
                          - { call: settingsModel.stopAl }
                """) == """
                    Spec.yaml:14:35: error: 'SettingsModel' has no operation 'stopAl'
                    Spec.yaml:14:35: note: did you mean 'stopAll'?
                    """)
    }

    @Test func asNamingACaseWhosePayloadIsNotTheStreamState() {
        #expect(
            Snippet.diagnostics(
                """
                useCases:
                  StopPrimaryUseCase:
                    stream:
                      stateType: PrimaryProgress
                      states: { stopping: Double, stopped: }
                models:
                  AppModel:
                    state:
                      idle:
                      stoppingPrimary: Double
                    initial: idle
                    operations:
                      stopAll:
                        steps:
                          - { stream: StopPrimaryUseCase, as: stoppingPrimary }
                """) == """
                    Spec.yaml:15:47: error: 'as' names case 'stoppingPrimary', whose payload is not 'PrimaryProgress', the state type of 'StopPrimaryUseCase'
                    Spec.yaml:10:7: note: the case is declared here
                    """)
    }

    @Test func configuredByAnotherTypeThanTheChildConfiguration() {
        #expect(
            Snippet.diagnostics(
                """
                external: [IntegrationConfiguration, AccountConfiguration]
                models:
                  IntegrationModel:
                    configuration: IntegrationConfiguration
                  DashboardModel:
                    children:
                      integrationModel:
                        model: IntegrationModel
                        configuredBy: AccountConfiguration
                """) == """
                    Spec.yaml:9:23: error: 'configuredBy' is 'AccountConfiguration', but 'IntegrationModel' is configured by 'IntegrationConfiguration'
                    Spec.yaml:4:20: note: the configuration is declared here
                    """)
    }

    @Test func twoOptionalChildrenConfiguredByTheSameType() {
        #expect(
            Snippet.diagnostics(
                """
                external: [IntegrationConfiguration]
                models:
                  IntegrationModel:
                    configuration: IntegrationConfiguration
                  DashboardModel:
                    children:
                      primaryIntegration: { model: IntegrationModel, configuredBy: IntegrationConfiguration }
                      backupIntegration: { model: IntegrationModel, configuredBy: IntegrationConfiguration }
                """) == """
                    Spec.yaml:8:7: error: two optional children of 'DashboardModel' are configured by 'IntegrationConfiguration'
                    Spec.yaml:7:7: note: the other child is here
                    Spec.yaml:8:7: note: configure(_:) could not tell them apart
                    """)
    }

    @Test func reloadsParentUnderAModelWithoutLoad() {
        #expect(
            Snippet.diagnostics(
                """
                external: [IntegrationConfiguration]
                models:
                  IntegrationModel:
                    configuration: IntegrationConfiguration
                  DashboardModel:
                    children:
                      integrationModel:
                        model: IntegrationModel
                        configuredBy: IntegrationConfiguration
                        reloadsParent: true
                """) == """
                    Spec.yaml:10:24: error: 'reloadsParent' needs a parent with 'load', and 'DashboardModel' has none
                    """)
    }

    @Test func customStateWithoutInitial() {
        #expect(
            Snippet.diagnostics(
                """
                models:
                  AppModel:
                    state:
                      idle:
                      stopping: Double
                """) == """
                    Spec.yaml:3:5: error: custom state of 'AppModel' needs 'initial', the case it starts in
                    """)
    }

    @Test func initialNamingACaseWithAPayload() {
        #expect(
            Snippet.diagnostics(
                """
                models:
                  AppModel:
                    state:
                      idle:
                      stopping: Double
                    initial: stopping
                """) == """
                    Spec.yaml:6:14: error: 'initial' names 'stopping', which has a payload, without giving it
                    Spec.yaml:5:7: note: the case is declared here
                    Spec.yaml:6:14: note: give its literals, like: initial: { stopping: "..." }
                    """)
    }

    @Test func initialNamingNoCaseSuggestsOne() {
        #expect(
            Snippet.diagnostics(
                """
                models:
                  AppModel:
                    state:
                      idle:
                      stopping: Double
                    initial: idel
                """) == """
                    Spec.yaml:6:14: error: 'initial' names no case of the state of 'AppModel'
                    Spec.yaml:6:14: note: did you mean 'idle'?
                    """)
    }

    @Test func loadOfAUseCaseReturningAnotherSnapshot() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  ImportSnapshot:
                    fields: { count: Int }
                  ExportSnapshot:
                    fields: { count: Int }
                useCases:
                  ImportStatusUseCase:
                    fetch: { returns: ExportSnapshot }
                models:
                  ImportModel:
                    snapshot: ImportSnapshot
                    load: ImportStatusUseCase
                """) == """
                    Spec.yaml:12:11: error: 'load' of 'ImportStatusUseCase' returns 'ExportSnapshot', not the model's snapshot 'ImportSnapshot'
                    Spec.yaml:7:3: note: 'ImportStatusUseCase' is declared here
                    """)
    }

    /// A load may stream; its states go through `ModelState(from:prior:)` like a stream operation's.
    @Test func loadOfAStreamUseCaseIsValid() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  ImportSnapshot:
                    fields: { count: Int }
                useCases:
                  ImportUseCase:
                    stream: { states: { completed: ImportSnapshot } }
                models:
                  ImportModel:
                    snapshot: ImportSnapshot
                    load: ImportUseCase
                """) == "")
    }

    @Test func streamOperationCompletingWithAnotherSnapshot() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  ImportSnapshot:
                    fields: { count: Int }
                  ExportSnapshot:
                    fields: { count: Int }
                useCases:
                  ExportUseCase:
                    stream:
                      states: { exporting: Double, completed: ExportSnapshot }
                models:
                  ImportModel:
                    snapshot: ImportSnapshot
                    operations:
                      startExport: { stream: ExportUseCase }
                """) == """
                    Spec.yaml:14:30: error: 'ExportUseCase' completes with 'ExportSnapshot', not the model's snapshot 'ImportSnapshot'
                    Spec.yaml:9:36: note: the completed case is here
                    """)
    }

    @Test func twoStreamOperationsWithTheSameStateType() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  ImportSnapshot:
                    fields: { count: Int }
                useCases:
                  ImportUseCase:
                    stream:
                      states: { importing: Double, completed: ImportSnapshot }
                models:
                  ImportModel:
                    snapshot: ImportSnapshot
                    operations:
                      startImport: { stream: ImportUseCase }
                      restartImport: { stream: ImportUseCase }
                """) == """
                    Spec.yaml:13:32: error: two streams of 'ImportModel' yield 'ImportState'
                    Spec.yaml:12:30: note: the other is here
                    Spec.yaml:13:32: note: ModelState(from:prior:) could not tell them apart
                    """)
    }

    @Test func anObservesAndAStreamOperationWithTheSameStateType() {
        #expect(
            Snippet.diagnostics(
                """
                external: [Settings]
                snapshots:
                  DataSnapshot:
                    fields: { count: Int }
                useCases:
                  FetchDataUseCase:
                    stream:
                      options: { settings: Settings }
                      stateType: DataState
                      states: { loaded: DataSnapshot }
                models:
                  SettingsModel:
                    broadcasts: { current: Settings }
                  DashboardModel:
                    snapshot: DataSnapshot
                    children:
                      settingsModel: SettingsModel
                    observes:
                      settingsModel: FetchDataUseCase
                    operations:
                      refresh: { stream: FetchDataUseCase }
                """) == """
                    Spec.yaml:21:26: error: two streams of 'DashboardModel' yield 'DataState'
                    Spec.yaml:19:22: note: the other is here
                    Spec.yaml:21:26: note: ModelState(from:prior:) could not tell them apart
                    """)
    }

    @Test func snapshotAndStateTogether() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  ImportSnapshot:
                    fields: { count: Int }
                models:
                  ImportModel:
                    snapshot: ImportSnapshot
                    state: { idle: }
                    initial: idle
                """) == """
                    Spec.yaml:7:5: error: model 'ImportModel' has both 'snapshot' and 'state'; it takes one
                    """)
    }

    @Test func optionalChildOfAModelWithoutConfiguration() {
        #expect(
            Snippet.diagnostics(
                """
                models:
                  LogModel: {}
                  AppModel:
                    children:
                      logModel: { model: LogModel, lifetime: optional }
                """) == """
                    Spec.yaml:5:46: error: optional child 'logModel' needs a model with a 'configuration', and 'LogModel' has none
                    Spec.yaml:2:3: note: 'LogModel' is declared here
                    """)
    }

    @Test func callOfAProvidedChild() {
        #expect(
            Snippet.diagnostics(
                """
                useCases:
                  RefreshUseCase:
                    stream: { states: { refreshing: , refreshed: } }
                models:
                  DetailModel:
                    operations:
                      refresh: { steps: [ { stream: RefreshUseCase } ] }
                  AppModel:
                    children:
                      detailModel: { model: DetailModel, lifetime: provided }
                    operations:
                      refreshAll: { steps: [ { call: detailModel.refresh } ] }
                """) == """
                    Spec.yaml:12:38: error: 'call' cannot call an operation of 'detailModel': a provided child is made anew by each call of its factory method, and the model keeps none
                    Spec.yaml:10:7: note: 'detailModel' is declared here
                    """)
    }

    @Test func observesNamingNoChild() {
        #expect(
            Snippet.diagnostics(
                """
                external: [Settings]
                snapshots:
                  DataSnapshot:
                    fields: { count: Int }
                useCases:
                  FetchDataUseCase:
                    stream:
                      options: { settings: Settings }
                      states: { loaded: DataSnapshot }
                models:
                  SettingsModel:
                    broadcasts: { current: Settings }
                  DashboardModel:
                    snapshot: DataSnapshot
                    children:
                      settingsModel: SettingsModel
                    observes:
                      settingModel: FetchDataUseCase
                """) == """
                    Spec.yaml:18:7: error: 'observes' names no child of 'DashboardModel'
                    Spec.yaml:18:7: note: did you mean 'settingsModel'?
                    """)
    }

    @Test func operationNameClashingWithAGeneratedMember() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  AppSnapshot: { fields: { count: Int } }
                useCases:
                  RefreshUseCase:
                    stream: { states: { refreshing: , refreshed: } }
                  AppStatusUseCase:
                    fetch: { returns: AppSnapshot }
                models:
                  AppModel:
                    snapshot: AppSnapshot
                    load: AppStatusUseCase
                    operations:
                      reload: { steps: [ { stream: RefreshUseCase } ] }
                """) == """
                    Spec.yaml:13:7: error: 'AppModel' would declare 'reload' twice: for operation 'reload' and for its load
                    Spec.yaml:11:11: note: rename one of them; the other comes from here
                    """)
    }

    @Test func stateStepNamingACaseWithAPayload() {
        #expect(
            Snippet.diagnostics(
                """
                models:
                  AppModel:
                    state:
                      idle:
                      stopping: Double
                    initial: idle
                    operations:
                      stop: { steps: [ { state: stopping } ] }
                """) == """
                    Spec.yaml:8:33: error: a 'state' step sets a case without payload, and 'stopping' has one
                    """)
    }
}
