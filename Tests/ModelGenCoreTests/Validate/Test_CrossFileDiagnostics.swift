// Snippet tests of runs over several spec files: one namespace, every error reported, sorted by file and position.

import Testing

@Suite struct Test_CrossFileDiagnostics {
    @Test func aSnapshotDeclaredInTwoFilesPointsAtTheFirst() {
        #expect(
            Snippet.diagnostics([
                (
                    "Specs/Export.yaml",
                    """
                    snapshots:
                      ItemSnapshot:
                        fields: { name: String }
                    """
                ),
                (
                    "Specs/Import.yaml",
                    """
                    enums:
                      ImportStep: [fetching, saving]
                    snapshots:
                      ItemSnapshot:
                        fields: { title: String }
                    """
                ),
            ]) == """
                Specs/Import.yaml:4:3: error: 'ItemSnapshot' is declared twice
                Specs/Export.yaml:2:3: note: first declared here
                """)
    }

    @Test func aDerivedStateTypeClashingWithAnEnumInAnotherFile() {
        #expect(
            Snippet.diagnostics([
                (
                    "Specs/Import.yaml",
                    """
                    useCases:
                      ImportUseCase:
                        stream:
                          states: { importing: Double, finished: }
                    """
                ),
                (
                    "Specs/Shared.yaml",
                    """
                    enums:
                      ImportState: [idle, busy]
                    """
                ),
            ]) == """
                Specs/Shared.yaml:2:3: error: 'ImportState' is declared twice: first as a state type, then as an enum
                Specs/Import.yaml:2:3: note: first declared here
                """)
    }

    @Test func anExternalTypeClashingWithADerivedOptionsType() {
        #expect(
            Snippet.diagnostics([
                (
                    "Specs/Import.yaml",
                    """
                    external: [Source]
                    useCases:
                      ImportUseCase:
                        stream:
                          options: { source: Source }
                          states: { importing: Double }
                    """
                ),
                (
                    "Specs/Legacy.yaml",
                    """
                    external: [ImportOptions]
                    """
                ),
            ]) == """
                Specs/Legacy.yaml:1:12: error: 'ImportOptions' is declared twice: first as an options type, then as an external type
                Specs/Import.yaml:3:3: note: first declared here
                """)
    }

    @Test func aMisspeltNameSuggestsADeclarationInAnotherFile() {
        #expect(
            Snippet.diagnostics([
                (
                    "Specs/App.yaml",
                    """
                    models:
                      AppModel:
                        children:
                          settingsModel: SettingModel
                    """
                ),
                (
                    "Specs/Settings.yaml",
                    """
                    external: [Settings]
                    models:
                      SettingsModel:
                        broadcasts: { current: Settings }
                    """
                ),
            ]) == """
                Specs/App.yaml:4:22: error: cannot find model 'SettingModel'
                Specs/App.yaml:4:22: note: did you mean 'SettingsModel'?
                """)
    }

    @Test func aCycleAcrossFilesIsReportedOnce() {
        #expect(
            Snippet.diagnostics([
                (
                    "Specs/A.yaml",
                    """
                    models:
                      AppModel:
                        children:
                          dashboardModel: DashboardModel
                    """
                ),
                (
                    "Specs/B.yaml",
                    """
                    models:
                      DashboardModel:
                        children:
                          appModel: { model: AppModel, lifetime: activated }
                    """
                ),
            ]) == """
                Specs/A.yaml:4:23: error: a cycle in 'children': AppModel -> DashboardModel -> AppModel
                """)
    }

    @Test func everyErrorOfARunIsReportedSortedByFileAndPosition() {
        #expect(
            Snippet.diagnostics([
                (
                    "Specs/Settings.yaml",
                    """
                    external: [Settings]
                    models:
                      SettingsModel:
                        broadcasts: { current: Setings }
                        operations:
                          stopAll: { stream: StopSettingsUseCase }
                    """
                ),
                (
                    "Specs/App.yaml",
                    """
                    snapshots:
                      AppSnapshot:
                        fields:
                          title: { type: String, default: Untitled }
                          count: Int; import Evil
                    models:
                      AppModel:
                        snapshot: AppSnapshot
                        childs:
                          settingsModel: SettingsModel
                      SettingsModel: {}
                    """
                ),
            ]) == """
                Specs/App.yaml:4:39: error: default 'Untitled' is not a Swift literal
                Specs/App.yaml:4:39: note: a default is a number, a string in double quotes, true, false, nil, [], [:] or an enum case like .name
                Specs/App.yaml:5:14: error: 'Int; import Evil' is not a Swift type: unexpected ';'
                Specs/App.yaml:9:5: error: unknown key 'childs' in model 'AppModel'
                Specs/App.yaml:9:5: note: model 'AppModel' takes 'doc', 'configuration', 'id', 'snapshot', 'state', 'initial', 'load', 'broadcasts', 'properties', 'dependencies', 'children', 'observes', 'operations', 'access', 'stateNames', 'stateCases', 'didInit', 'enums' or 'snapshots'
                Specs/App.yaml:11:3: error: 'SettingsModel' is declared twice
                Specs/Settings.yaml:3:3: note: first declared here
                Specs/Settings.yaml:4:28: error: cannot find type 'Setings'
                Specs/Settings.yaml:4:28: note: did you mean 'Settings'?
                Specs/Settings.yaml:4:28: note: declare it in the specs or list it under 'external'
                Specs/Settings.yaml:6:26: error: cannot find use case 'StopSettingsUseCase'
                """)
    }
}
