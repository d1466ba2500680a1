// A model's `load`, operations and `observes` against the shape of the use case they name: a value or a stream, what it
// returns or completes with, and the parameters it takes.

import ModelGenCore
import Testing

@Suite struct Test_UseCaseShapeDiagnostics {
    @Test func aModelWhoseSnapshotIsNotWhatTheStreamCompletesWith() {
        #expect(
            Snippet.diagnostics(
                """
                external:
                  Greeting: [Sendable]
                  Farewell: [Sendable]
                  GreetingState: [Sendable]
                useCases:
                  GreetingUseCase:
                    call: "stream() -> AsyncThrowingStream<GreetingState, any Error>"
                    completed: "completed(Greeting)"
                models:
                  FarewellModel:
                    snapshot: Farewell
                    operations:
                      run: { stream: GreetingUseCase }
                """) == """
                    Spec.yaml:13:22: error: 'GreetingUseCase' completes with 'Greeting', not the model's snapshot 'Farewell'
                    Spec.yaml:8:16: note: the completed case is here
                    """)
    }

    @Test func aModelWhoseSnapshotIsNotWhatTheDeclaredEnumsCompletedCaseCarries() {
        #expect(
            Snippet.diagnostics(
                """
                external: [Greeting, Farewell]
                enums:
                  GreetingState:
                    preparing:
                    completed: Greeting
                useCases:
                  GreetingUseCase:
                    call: "stream() -> AsyncStream<GreetingState>"
                    completed: completed
                models:
                  FarewellModel:
                    snapshot: Farewell
                    operations:
                      run: { stream: GreetingUseCase }
                """) == """
                    Spec.yaml:14:22: error: 'GreetingUseCase' completes with 'Greeting', not the model's snapshot 'Farewell'
                    Spec.yaml:9:16: note: the completed case is here
                    """)
    }

    @Test func aLoadCallReturningAnotherTypeThanTheSnapshot() {
        #expect(
            Snippet.diagnostics(
                """
                external: [Greeting, Farewell]
                useCases:
                  LoadGreetingUseCase:
                    call: "execute() async throws -> Greeting"
                models:
                  FarewellModel:
                    snapshot: Farewell
                    load: LoadGreetingUseCase
                """) == """
                    Spec.yaml:8:11: error: 'load' of 'LoadGreetingUseCase' returns 'Greeting', not the model's snapshot 'Farewell'
                    Spec.yaml:3:3: note: 'LoadGreetingUseCase' is declared here
                    """)
    }

    @Test func aLoadCallReturningTheSnapshotStructurally() {
        #expect(
            Snippet.diagnostics(
                """
                external: [WorktreeStatus]
                useCases:
                  ListWorktreesUseCase:
                    call: "execute() -> [ WorktreeStatus ]"
                models:
                  WorktreesModel:
                    snapshot: "[WorktreeStatus]"
                    load: ListWorktreesUseCase
                """) == "")
    }

    /// Two parameters, one of another type than the configuration, and one with no configuration to give.
    @Test(arguments: [
        ("execute(config: GreetingConfig, retries: Int) async throws -> Greeting", "configuration: GreetingConfig"),
        ("execute(name: String) async throws -> Greeting", "configuration: GreetingConfig"),
        ("execute(_ config: GreetingConfig) async throws -> Greeting", "doc: No configuration."),
    ])
    func aLoadCallWithParametersTheModelCannotGive(call: String, configuration: String) {
        #expect(
            Snippet.diagnostics(
                """
                external: [Greeting, GreetingConfig]
                useCases:
                  LoadGreetingUseCase:
                    call: "\(call)"
                models:
                  GreetingModel:
                    \(configuration)
                    snapshot: Greeting
                    load: LoadGreetingUseCase
                """) == """
                    Spec.yaml:9:11: error: 'load' of 'LoadGreetingUseCase' takes parameters the model cannot give
                    Spec.yaml:9:11: note: a load use case takes no parameters, or exactly one of the model's 'configuration' type
                    """)
    }

    @Test func aLoadCallWithOneParameterOfTheConfigurationTypeIsValid() {
        #expect(
            Snippet.diagnostics(
                """
                external: [Greeting, GreetingConfig]
                useCases:
                  LoadGreetingUseCase:
                    call: "execute(_ config: GreetingConfig) -> Greeting"
                models:
                  GreetingModel:
                    configuration: GreetingConfig
                    snapshot: Greeting
                    load: LoadGreetingUseCase
                """) == "")
    }

    @Test func aStreamOperationNamingAValueCall() {
        #expect(
            Snippet.diagnostics(
                """
                external: [Greeting]
                useCases:
                  LoadGreetingUseCase:
                    call: "execute() async throws -> Greeting"
                models:
                  GreetingModel:
                    snapshot: Greeting
                    operations:
                      refresh: { stream: LoadGreetingUseCase }
                """) == """
                    Spec.yaml:9:26: error: 'LoadGreetingUseCase' is a value use case; a stream use case is needed here
                    Spec.yaml:3:3: note: 'LoadGreetingUseCase' is declared here
                    """)
    }

    @Test func aLoadNamingAStreamCallIsValid() {
        #expect(
            Snippet.diagnostics(
                """
                external: [Greeting]
                useCases:
                  WatchGreetingUseCase:
                    call: "stream() -> AsyncStream<Greeting>"
                models:
                  GreetingModel:
                    snapshot: Greeting
                    load: WatchGreetingUseCase
                """) == "")
    }

    @Test func observesThroughACallWhoseParametersAreNotOneOfTheBroadcastType() {
        #expect(
            Snippet.diagnostics(
                """
                external: [Settings]
                snapshots:
                  DataSnapshot: { fields: { count: Int } }
                useCases:
                  FetchDataUseCase:
                    call: "stream(settings: Settings, page: Int) -> AsyncStream<DataSnapshot>"
                models:
                  SettingsModel:
                    broadcasts: { current: Settings }
                  DashboardModel:
                    snapshot: DataSnapshot
                    children: { settingsModel: SettingsModel }
                    observes: { settingsModel: FetchDataUseCase }
                """) == """
                    Spec.yaml:13:32: error: 'FetchDataUseCase' cannot observe 'settingsModel': its parameters must be exactly one of the broadcast type
                    Spec.yaml:8:3: note: 'settingsModel' broadcasts 'Settings'
                    """)
    }

    @Test func observesThroughACallWithOneParameterOfTheBroadcastTypeIsValid() {
        #expect(
            Snippet.diagnostics(
                """
                external: [Settings]
                snapshots:
                  DataSnapshot: { fields: { count: Int } }
                useCases:
                  FetchDataUseCase:
                    call: "stream(_ settings: Settings) -> AsyncStream<DataSnapshot>"
                models:
                  SettingsModel:
                    broadcasts: { current: Settings }
                  DashboardModel:
                    snapshot: DataSnapshot
                    children: { settingsModel: SettingsModel }
                    observes: { settingsModel: FetchDataUseCase }
                """) == "")
    }
}
