// Snippet tests of the decoder: duplicate and unknown keys (with suggestions), wrong node kinds, malformed entries.

import Testing

@Suite struct Test_DecodeDiagnostics {
    @Test func duplicateFieldOfASnapshotPointsAtTheSecond() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  ImportSnapshot:
                    fields:
                      count: Int
                      title: String
                      count: Double
                """) == """
                    Spec.yaml:6:7: error: duplicate key 'count' in the fields of 'ImportSnapshot'
                    Spec.yaml:4:7: note: first declared here
                    """)
    }

    @Test func duplicateKeyInsideAModelPointsAtTheSecond() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  ImportSnapshot:
                    fields: { count: Int }
                models:
                  ImportModel:
                    snapshot: ImportSnapshot
                    doc: Imports things.
                    snapshot: ImportSnapshot
                """) == """
                    Spec.yaml:8:5: error: duplicate key 'snapshot' in model 'ImportModel'
                    Spec.yaml:6:5: note: first declared here
                    """)
    }

    @Test func duplicateModelNameInOneFileIsADuplicateKey() {
        #expect(
            Snippet.diagnostics(
                """
                models:
                  AppModel: {}
                  SettingsModel: {}
                  AppModel: {}
                """) == """
                    Spec.yaml:4:3: error: duplicate key 'AppModel' in 'models'
                    Spec.yaml:2:3: note: first declared here
                    """)
    }

    @Test func unknownSnapshotKeySuggestsFields() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  ImportSnapshot:
                    field:
                      count: Int
                """) == """
                    Spec.yaml:3:5: error: unknown key 'field' in snapshot 'ImportSnapshot'
                    Spec.yaml:3:5: note: did you mean 'fields'?
                    """)
    }

    @Test func unknownModelKeyWithoutANearNameListsTheKeys() {
        #expect(
            Snippet.diagnostics(
                """
                models:
                  AppModel:
                    submodels:
                      settingsModel: SettingsModel
                """) == """
                    Spec.yaml:3:5: error: unknown key 'submodels' in model 'AppModel'
                    Spec.yaml:3:5: note: model 'AppModel' takes 'doc', 'configuration', 'id', 'snapshot', 'state', 'initial', 'load', 'broadcasts', 'properties', 'dependencies', 'children', 'observes', 'operations', 'access', 'stateNames', 'stateCases', 'didInit', 'enums' or 'snapshots'
                    """)
    }

    @Test func unknownChildKeySuggestsConfiguredBy() {
        #expect(
            Snippet.diagnostics(
                """
                external: [IntegrationConfiguration]
                models:
                  IntegrationModel:
                    configuration: IntegrationConfiguration
                  DashboardModel:
                    children:
                      integrationModel: { model: IntegrationModel, configureBy: IntegrationConfiguration }
                """) == """
                    Spec.yaml:7:52: error: unknown key 'configureBy' in child 'integrationModel'
                    Spec.yaml:7:52: note: did you mean 'configuredBy'?
                    """)
    }

    @Test func misspeltStepKeyIsReportedOnce() {
        #expect(
            Snippet.diagnostics(
                """
                models:
                  AppModel:
                    state: { idle: , stopped: }
                    initial: idle
                    operations:
                      stop: { steps: [ { stat: stopped } ] }
                """) == """
                    Spec.yaml:6:26: error: unknown key 'stat' in a step
                    Spec.yaml:6:26: note: did you mean 'state'?
                    """)
    }

    @Test func misspeltStatesKeyIsReportedOnce() {
        #expect(
            Snippet.diagnostics(
                """
                useCases:
                  ImportUseCase:
                    stream:
                      state: { importing: Double }
                """) == """
                    Spec.yaml:4:7: error: unknown key 'state' in 'stream'
                    Spec.yaml:4:7: note: did you mean 'states'?
                    """)
    }

    @Test func misspeltReturnsKeyIsReportedOnce() {
        #expect(
            Snippet.diagnostics(
                """
                useCases:
                  ImportStatusUseCase:
                    fetch: { return: Int }
                """) == """
                    Spec.yaml:3:14: error: unknown key 'return' in 'fetch'
                    Spec.yaml:3:14: note: did you mean 'returns'?
                    """)
    }

    @Test func misspeltFieldTypeKeyIsReportedOnce() {
        #expect(
            Snippet.diagnostics(
                #"""
                snapshots:
                  ImportSnapshot:
                    fields:
                      title: { typ: String, default: "\"Untitled\"" }
                """#) == """
                    Spec.yaml:4:16: error: unknown key 'typ' in field 'title'
                    Spec.yaml:4:16: note: did you mean 'type'?
                    """)
    }

    @Test func unknownFieldKeyBesideAMissingTypeReportsBoth() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  ImportSnapshot:
                    fields:
                      title: { doc: Shown in the header., kind: String }
                """) == """
                    Spec.yaml:4:14: error: field 'title' needs a 'type'
                    Spec.yaml:4:43: error: unknown key 'kind' in field 'title'
                    Spec.yaml:4:43: note: field 'title' takes 'type', 'default' or 'doc'
                    """)
    }

    @Test func aModelsPropertiesBroadcastsAndDependenciesAreNamedAsWhatTheyAre() {
        // An unquoted comma in a flow mapping's doc starts a key: the message names the property, not a "field".
        #expect(
            Snippet.diagnostics(
                #"""
                models:
                  GreetingModel:
                    properties:
                      recipientInput: { type: String, doc: Whom to greet, as typed. }
                    broadcasts:
                      current: { doc: The value. }
                    dependencies:
                      clock: { type: String, default: x }
                """#) == """
                    Spec.yaml:4:59: error: unknown key 'as typed.' in property 'recipientInput'
                    Spec.yaml:4:59: note: property 'recipientInput' takes 'type', 'default', 'doc', 'access', 'set', 'tracked', 'didSet' or 'load'
                    Spec.yaml:6:16: error: broadcast value 'current' needs a 'type'
                    Spec.yaml:8:30: error: unknown key 'default' in dependency 'clock'
                    Spec.yaml:8:30: note: dependency 'clock' takes 'type', 'doc', 'access' or 'didSet'
                    """)
    }

    @Test func unknownLifetimeSuggestsTheNearestAndListsAll() {
        #expect(
            Snippet.diagnostics(
                """
                models:
                  LogModel: {}
                  AppModel:
                    children:
                      logModel: { model: LogModel, lifetime: activate }
                """) == """
                    Spec.yaml:5:46: error: unknown lifetime 'activate'
                    Spec.yaml:5:46: note: did you mean 'activated'?
                    Spec.yaml:5:46: note: a lifetime is 'required', 'optional', 'activated', 'provided' or 'assigned'
                    """)
    }

    @Test func mappingWhereAUseCaseNameIsNeeded() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  ImportSnapshot:
                    fields: { count: Int }
                models:
                  ImportModel:
                    snapshot: ImportSnapshot
                    load: { useCase: ImportStatusUseCase }
                """) == """
                    Spec.yaml:7:11: error: 'load' must be a scalar, not a mapping
                    """)
    }

    @Test func listWhereFieldsMappingIsNeeded() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  ImportSnapshot:
                    fields: [count, title]
                """) == """
                    Spec.yaml:3:13: error: the fields of 'ImportSnapshot' must be a mapping, not a sequence
                    """)
    }

    @Test func scalarWhereModelsMappingIsNeeded() {
        #expect(
            Snippet.diagnostics(
                """
                models: AppModel
                """) == """
                    Spec.yaml:1:9: error: 'models' must be a mapping, not a scalar
                    """)
    }

    @Test func aSpecFileThatIsAListIsRejected() {
        #expect(
            Snippet.diagnostics(
                """
                - external
                - models
                """) == """
                    Spec.yaml:1:1: error: a spec file must be a mapping, not a sequence
                    """)
    }

    @Test func mappingWhereATypeIsNeeded() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  ImportSnapshot:
                    fields:
                      count: { type: { name: Int } }
                """) == """
                    Spec.yaml:4:22: error: field 'count' must be a type, not a mapping
                    """)
    }

    @Test func mappingWhereConformsListIsNeeded() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  ImportSnapshot:
                    conforms: { Codable: true }
                    fields: { count: Int }
                """) == """
                    Spec.yaml:3:15: error: 'conforms' must be a list, not a mapping
                    """)
    }

    @Test func mappingWhereStepsListIsNeeded() {
        #expect(
            Snippet.diagnostics(
                """
                models:
                  AppModel:
                    state: { idle: , stopped: }
                    initial: idle
                    operations:
                      stop: { steps: { state: stopped } }
                """) == """
                    Spec.yaml:6:22: error: 'steps' must be a sequence, not a mapping
                    """)
    }

    @Test func aKeyThatIsAListIsRejected() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  ? [ImportSnapshot, ExportSnapshot]
                  : { fields: { count: Int } }
                """) == """
                    Spec.yaml:2:5: error: a key in 'snapshots' must be a scalar, not a sequence
                    """)
    }

    @Test func reloadsParentMustBeABoolean() {
        #expect(
            Snippet.diagnostics(
                """
                external: [IntegrationConfiguration]
                snapshots:
                  DataSnapshot:
                    fields: { count: Int }
                useCases:
                  DashboardStatusUseCase:
                    fetch: { returns: DataSnapshot }
                models:
                  IntegrationModel:
                    configuration: IntegrationConfiguration
                  DashboardModel:
                    snapshot: DataSnapshot
                    load: DashboardStatusUseCase
                    children:
                      integrationModel:
                        model: IntegrationModel
                        configuredBy: IntegrationConfiguration
                        reloadsParent: sometimes
                """) == """
                    Spec.yaml:18:24: error: 'reloadsParent' must be true or false, not 'sometimes'
                    """)
    }

    @Test func aUseCaseTakesStreamOrFetchNotBoth() {
        #expect(
            Snippet.diagnostics(
                """
                useCases:
                  ImportUseCase:
                    stream: { states: { done: } }
                    fetch: { returns: Int }
                """) == """
                    Spec.yaml:3:5: error: use case 'ImportUseCase' has both 'stream' and 'fetch'; it takes one
                    """)
    }

    @Test func aUseCaseNeedsStreamOrFetch() {
        #expect(
            Snippet.diagnostics(
                """
                useCases:
                  ImportUseCase:
                    doc: Imports things.
                """) == """
                    Spec.yaml:3:5: error: use case 'ImportUseCase' needs 'call', 'stream' or 'fetch'
                    """)
    }

    @Test func aStepTakesOneKind() {
        #expect(
            Snippet.diagnostics(
                """
                models:
                  AppModel:
                    state: { idle: , stopped: }
                    initial: idle
                    operations:
                      stop: { steps: [ { state: stopped, call: settingsModel.stopAll } ] }
                """) == """
                    Spec.yaml:6:24: error: a step takes one of 'stream', 'state' or 'call'
                    """)
    }

    @Test func asBelongsToAStreamStep() {
        #expect(
            Snippet.diagnostics(
                """
                models:
                  AppModel:
                    state: { idle: , stopped: }
                    initial: idle
                    operations:
                      stop: { steps: [ { state: stopped, as: idle } ] }
                """) == """
                    Spec.yaml:6:42: error: 'as' belongs to a 'stream' step
                    """)
    }

    @Test func callNeedsChildDotOperation() {
        #expect(
            Snippet.diagnostics(
                """
                models:
                  AppModel:
                    operations:
                      stop: { steps: [ { call: settingsModel } ] }
                """) == """
                    Spec.yaml:4:32: error: 'call' names a child's operation as 'child.operation', not 'settingsModel'
                    """)
    }

    @Test func emptyStepsIsReportedAtTheOperation() {
        #expect(
            Snippet.diagnostics(
                """
                models:
                  AppModel:
                    operations:
                      stop: { steps: [] }
                """) == """
                    Spec.yaml:4:7: error: 'steps' of 'stop' is empty
                    """)
    }

    @Test func aListTypeNeedsExactlyOneElement() {
        #expect(
            Snippet.diagnostics(
                """
                external: [Item]
                snapshots:
                  ImportSnapshot:
                    fields:
                      items: [Item, Item]
                """) == """
                    Spec.yaml:5:14: error: field 'items' must be a type; a list stands for an array type only with exactly one element
                    """)
    }

    @Test func aDefaultMustBeAScalar() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  ImportSnapshot:
                    fields:
                      count: { type: Int, default: [1] }
                """) == """
                    Spec.yaml:4:36: error: a default must be a Swift literal, not a sequence
                    """)
    }

    @Test func duplicateTopLevelModelsKeyPointsAtTheSecond() {
        #expect(
            Snippet.diagnostics(
                """
                models:
                  AppModel: {}
                external: [Settings]
                models:
                  SettingsModel:
                    broadcasts: { current: Settings }
                """) == """
                    Spec.yaml:4:1: error: duplicate key 'models' in a spec file
                    Spec.yaml:1:1: note: first declared here
                    """)
    }

    @Test func misspeltUseCaseKindIsReportedOnce() {
        #expect(
            Snippet.diagnostics(
                """
                useCases:
                  ImportUseCase:
                    stram:
                      states: { importing: Double }
                """) == """
                    Spec.yaml:3:5: error: unknown key 'stram' in use case 'ImportUseCase'
                    Spec.yaml:3:5: note: did you mean 'stream'?
                    """)
    }

    @Test func misspeltOperationKindIsReportedOnce() {
        #expect(
            Snippet.diagnostics(
                """
                useCases:
                  ImportUseCase:
                    stream:
                      states: { importing: Double }
                models:
                  ImportModel:
                    state: { idle: , importing: Double }
                    initial: idle
                    operations:
                      startImport: { strem: ImportUseCase }
                """) == """
                    Spec.yaml:10:22: error: unknown key 'strem' in operation 'startImport'
                    Spec.yaml:10:22: note: did you mean 'stream'?
                    """)
    }
}
