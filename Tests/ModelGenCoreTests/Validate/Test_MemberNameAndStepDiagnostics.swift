// Snippet tests: member names Swift forbids even in backticks, and stream steps that would need options.

import Testing

@Suite struct Test_MemberNameAndStepDiagnostics {
    @Test func fieldsNamedSelfOrInitAreRejected() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  S:
                    fields:
                      self: Int
                      Type: Int
                """) == """
                    Spec.yaml:4:7: error: 'self' cannot be a field name: Swift does not allow it as a member name, even in backticks
                    Spec.yaml:5:7: error: 'Type' cannot be a field name: Swift does not allow it as a member name, even in backticks
                    """)
    }

    @Test func aCaseNamedInitIsRejected() {
        #expect(
            Snippet.diagnostics("enums:\n  E: [ready, init]\n") == """
                Spec.yaml:2:14: error: 'init' cannot be a case name: Swift does not allow it as a member name, even in backticks
                """)
    }

    @Test func aStreamStepCannotPassOptions() {
        #expect(
            Snippet.diagnostics(
                """
                external: [Query]
                useCases:
                  SearchUseCase:
                    stream:
                      options: { query: Query }
                      states: { searching: }
                models:
                  SearchModel:
                    operations:
                      run:
                        steps:
                          - { stream: SearchUseCase }
                """) == """
                    Spec.yaml:12:23: error: a 'stream' step cannot pass options, and 'SearchUseCase' takes some
                    Spec.yaml:12:23: note: use a 'stream' operation, whose parameters are the options, or a use case without options
                    """)
    }
}

@Suite struct Test_MemberClashDiagnostics {
    @Test func aBroadcastNamedStateClashesWithTheModelsState() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  S: { fields: { count: Int } }
                models:
                  M:
                    snapshot: S
                    broadcasts: { state: Int }
                """) == """
                    Spec.yaml:6:19: error: 'M' would declare 'state' twice: for broadcast 'state' and for its state
                    Spec.yaml:5:15: note: rename one of them; the other comes from here
                    """)
    }

    /// A collection keeps its index by id beside the array, in a private property of its own name.
    @Test func aPropertyNamedAfterACollectionsIndexClashesWithIt() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  Row: { fields: { number: Int } }
                  List: { fields: { rows: "[Row]" } }
                models:
                  RowModel: { configuration: Row, id: number }
                  ListModel:
                    snapshot: List
                    properties: { rowModelsByID: Int }
                    children:
                      rowModels: { model: RowModel, each: rows, id: number }
                """) == """
                    Spec.yaml:10:7: error: 'ListModel' would declare 'rowModelsByID' twice: for child 'rowModels' and for property 'rowModelsByID'
                    Spec.yaml:8:19: note: rename one of them; the other comes from here
                    """)
    }

    @Test func aChildNamedTasksClashesWithTheTaskBag() {
        #expect(
            Snippet.diagnostics(
                """
                useCases:
                  StatusUseCase: { fetch: { returns: S } }
                snapshots:
                  S: { fields: { count: Int } }
                models:
                  Leaf: {}
                  Parent:
                    snapshot: S
                    load: StatusUseCase
                    children: { tasks: Leaf }
                """) == """
                    Spec.yaml:10:17: error: 'Parent' would declare 'tasks' twice: for child 'tasks' and for its task bag
                    Spec.yaml:7:3: note: rename one of them; the other comes from here
                    """)
    }

    /// Every model tracks tasks, its own and those its extensions start, so every model has the task bag.
    @Test func everyModelHasATaskBagForItsExtensionsTrackedTasks() {
        #expect(
            Snippet.diagnostics(
                """
                models:
                  Leaf: {}
                  Parent:
                    children: { tasks: Leaf, startTrackedTask: Leaf }
                """) == """
                    Spec.yaml:4:17: error: 'Parent' would declare 'tasks' twice: for child 'tasks' and for its task bag
                    Spec.yaml:3:3: note: rename one of them; the other comes from here
                    Spec.yaml:4:30: error: 'Parent' would declare 'startTrackedTask' twice: for child 'startTrackedTask' and for its task bag
                    Spec.yaml:3:3: note: rename one of them; the other comes from here
                    """)
    }

    @Test func aChildConfigurationTypeNamedConfigurationClashesWithTheParentsConfiguration() {
        #expect(
            Snippet.diagnostics(
                """
                external: [Configuration, ParentSetup]
                models:
                  Leaf: { configuration: Configuration }
                  Parent:
                    configuration: ParentSetup
                    children:
                      child: { model: Leaf, configuredBy: Configuration }
                """) == """
                    Spec.yaml:7:7: error: 'Parent' would declare 'configuration' twice: for the init parameter configuring 'child' and for its configuration
                    Spec.yaml:5:20: note: rename one of them; the other comes from here
                    """)
    }

    @Test func aKeywordCannotNameATrackedProperty() {
        #expect(
            Snippet.diagnostics(
                """
                models:
                  Leaf: {}
                  M:
                    broadcasts: { in: Int }
                    children: { default: { model: Leaf, lifetime: activated } }
                """) == """
                    Spec.yaml:4:19: error: 'in' cannot name a broadcast value: it is a Swift keyword, and the @Observable macro cannot track a property of that name
                    Spec.yaml:5:17: error: 'default' cannot name an activated child: it is a Swift keyword, and the @Observable macro cannot track a property of that name
                    """)
    }

    @Test func anOperationNamedLikeAnObservesMethodClashes() {
        #expect(
            Snippet.diagnostics(
                """
                external: [Settings]
                useCases:
                  FetchUseCase:
                    stream: { options: { settings: Settings }, states: { loading: , loaded: } }
                  NoteUseCase:
                    stream: { states: { noting: } }
                models:
                  SettingsModel: { broadcasts: { current: Settings } }
                  M:
                    state: { idle: , loading: , loaded: }
                    initial: idle
                    children: { settingsModel: SettingsModel }
                    observes: { settingsModel: FetchUseCase }
                    operations:
                      observeSettingsModel: { steps: [ { stream: NoteUseCase } ] }
                """) == """
                    Spec.yaml:15:7: error: 'M' would declare 'observeSettingsModel' twice: for operation 'observeSettingsModel' and for observing 'settingsModel'
                    Spec.yaml:13:17: note: rename one of them; the other comes from here
                    """)
    }
}

@Suite struct Test_ConformanceDiagnostics {
    @Test func aCodableSnapshotCannotHoldAGeneratedEnum() {
        #expect(
            Snippet.diagnostics(
                """
                enums:
                  Kind: [open, closed]
                snapshots:
                  Ticket:
                    conforms: [Codable]
                    fields:
                      kinds: "[UUID: Kind]"
                """) == """
                    Spec.yaml:7:14: error: field 'kinds' of 'Ticket' needs 'Kind' to be Codable, as 'Ticket' is
                    Spec.yaml:2:3: note: modelgen makes an enum only Sendable and Equatable (and Hashable without payloads); for more, list 'Kind' under 'external' and write it by hand
                    """)
    }

    @Test func aHashableSnapshotNeedsHashableSnapshotFields() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  Inner: { fields: { count: Int } }
                  Outer:
                    conforms: [Hashable]
                    fields: { inner: Inner }
                """) == """
                    Spec.yaml:5:22: error: field 'inner' of 'Outer' needs 'Inner' to be Hashable, as 'Outer' is
                    Spec.yaml:2:3: note: add Hashable to the 'conforms' of 'Inner'
                    """)
    }

    /// `Equatable` is inferred: holding a use case's state (only Sendable) is fine, and only `conforms` can ask more.
    @Test func aUseCaseStateIsNotEquatableSoHoldingItOnlyDropsEquatable() {
        #expect(
            Snippet.diagnostics(
                """
                useCases:
                  SyncUseCase:
                    stream: { states: { syncing: , synced: } }
                enums:
                  Event:
                    synced: SyncState
                snapshots:
                  Screen:
                    fields: { last: SyncState? }
                  Saved:
                    conforms: [Hashable]
                    fields: { last: SyncState? }
                """) == """
                    Spec.yaml:12:21: error: field 'last' of 'Saved' needs 'SyncState' to be Equatable and Hashable, as 'Saved' is
                    Spec.yaml:2:3: note: a use case's state type is only Sendable
                    """)
    }

    @Test func hashableAndCodableSnapshotsOfPlainEnumsAndOtherSnapshotsAreFine() {
        #expect(
            Snippet.diagnostics(
                """
                enums:
                  Kind: [open, closed]
                snapshots:
                  Inner: { conforms: [Hashable, Codable], fields: { count: Int } }
                  Outer:
                    conforms: [Hashable]
                    fields: { inner: Inner, kind: Kind, tags: "Set<String>" }
                  Archive:
                    conforms: [Codable]
                    fields: { inners: "[Inner]" }
                """) == "")
    }
}
