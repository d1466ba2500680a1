// Snippet tests: member names Swift forbids even in backticks, and stream steps that would need options.

import Testing

@Suite struct Test_MemberNameAndStepDiagnostics {
    @Test func fieldsNamedSelfOrInitAreRejected() {
        #expect(Snippet.diagnostics("""
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
        #expect(Snippet.diagnostics("enums:\n  E: [ready, init]\n") == """
            Spec.yaml:2:14: error: 'init' cannot be a case name: Swift does not allow it as a member name, even in backticks
            """)
    }

    @Test func aStreamStepCannotPassOptions() {
        #expect(Snippet.diagnostics("""
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
        #expect(Snippet.diagnostics("""
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

    @Test func aChildNamedTasksClashesWithTheTaskBag() {
        #expect(Snippet.diagnostics("""
            models:
              Child: {}
              Parent:
                children: { tasks: Child }
            """) == """
            Spec.yaml:4:17: error: 'Parent' would declare 'tasks' twice: for child 'tasks' and for its task bag
            Spec.yaml:3:3: note: rename one of them; the other comes from here
            """)
    }

    @Test func aChildConfigurationTypeNamedConfigurationClashesWithTheParentsConfiguration() {
        #expect(Snippet.diagnostics("""
            external: [Configuration, ParentSetup]
            models:
              Child: { configuration: Configuration }
              Parent:
                configuration: ParentSetup
                children:
                  child: { model: Child, configuredBy: Configuration }
            """) == """
            Spec.yaml:7:7: error: 'Parent' would declare 'configuration' twice: for the init parameter configuring 'child' and for its configuration
            Spec.yaml:5:20: note: rename one of them; the other comes from here
            """)
    }

    @Test func aKeywordCannotNameATrackedProperty() {
        #expect(Snippet.diagnostics("""
            models:
              Child: {}
              M:
                broadcasts: { in: Int }
                children: { default: { model: Child, lifetime: activated } }
            """) == """
            Spec.yaml:4:19: error: 'in' cannot name a broadcast value: it is a Swift keyword, and the @Observable macro cannot track a property of that name
            Spec.yaml:5:17: error: 'default' cannot name an activated child: it is a Swift keyword, and the @Observable macro cannot track a property of that name
            """)
    }

    @Test func anOperationNamedLikeAnObservesMethodClashes() {
        #expect(Snippet.diagnostics("""
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
