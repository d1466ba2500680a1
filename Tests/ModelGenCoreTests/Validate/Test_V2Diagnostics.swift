// Snippet tests of the v2 part 1 validator rules: `call`, `existing`, `completed`, `external` in mapping form and the
// conformances it feeds, `snapshot` of any type, enum `doc`, and the `stateNames` and `references` settings.

import Foundation
@testable import ModelGenCore
import Testing

@Suite struct Test_V2Diagnostics {
    // MARK: call

    @Test func aQuotedCallThatDoesNotParsePointsInsideTheString() {
        #expect(Snippet.diagnostics("""
            useCases:
              ListWorktreesUseCase:
                call: "execute(repoPath String)"
            """) == """
            Spec.yaml:3:28: error: 'call' is not a Swift function signature: expected ':' after the parameter label
            Spec.yaml:3:28: note: write one signature, like "execute(repoPath: String) async throws -> [WorktreeStatus]"
            """)
    }

    @Test func aPlainCallThatDoesNotParsePointsInsideTheString() {
        #expect(Snippet.diagnostics("""
            useCases:
              CountUseCase:
                call: execute(a:Int = 1)
            """) == """
            Spec.yaml:3:25: error: 'call' is not a Swift function signature: default values are not allowed
            Spec.yaml:3:25: note: write one signature, like "execute(repoPath: String) async throws -> [WorktreeStatus]"
            """)
    }

    @Test func anInoutParameterIsNotAllowed() {
        #expect(Snippet.diagnostics("""
            useCases:
              CountUseCase:
                call: "execute(value: inout Int)"
            """) == """
            Spec.yaml:3:27: error: 'call' is not a Swift function signature: 'inout' parameters are not allowed
            Spec.yaml:3:27: note: write one signature, like "execute(repoPath: String) async throws -> [WorktreeStatus]"
            """)
    }

    @Test func aVariadicParameterIsNotAllowed() {
        #expect(Snippet.diagnostics("""
            useCases:
              CountUseCase:
                call: "execute(values: Int...) -> Int"
            """) == """
            Spec.yaml:3:31: error: 'call' is not a Swift function signature: variadic parameters are not allowed
            Spec.yaml:3:31: note: write one signature, like "execute(repoPath: String) async throws -> [WorktreeStatus]"
            """)
    }

    @Test func throwsBeforeAsyncIsNotAllowed() {
        #expect(Snippet.diagnostics("""
            useCases:
              CountUseCase:
                call: "execute() throws async -> Int"
            """) == """
            Spec.yaml:3:29: error: 'call' is not a Swift function signature: 'async' must come before 'throws'
            Spec.yaml:3:29: note: write one signature, like "execute(repoPath: String) async throws -> [WorktreeStatus]"
            """)
    }

    @Test func anEmptyCallIsNotASignature() {
        #expect(Snippet.diagnostics("""
            useCases:
              CountUseCase:
                call: ""
            """) == """
            Spec.yaml:3:12: error: 'call' is not a Swift function signature: expected a function name at the end
            Spec.yaml:3:12: note: write one signature, like "execute(repoPath: String) async throws -> [WorktreeStatus]"
            """)
    }

    @Test func aSingleQuotedCallPointsInsideTheString() {
        #expect(Snippet.diagnostics("""
            useCases:
              CountUseCase:
                call: 'execute(count: Int) -> Int Int'
            """) == """
            Spec.yaml:3:39: error: 'call' is not a Swift function signature: unexpected 'I'
            Spec.yaml:3:39: note: write one signature, like "execute(repoPath: String) async throws -> [WorktreeStatus]"
            """)
    }

    @Test func aParameterLabelUsedTwice() {
        #expect(Snippet.diagnostics("""
            useCases:
              SaveCredentialUseCase:
                call: "execute(account: String, account: String) throws"
            """) == """
            Spec.yaml:3:12: error: the parameter label 'account' is used twice in the 'call' of 'SaveCredentialUseCase'
            """)
    }

    @Test func aParameterNameUsedTwiceUnderTwoLabels() {
        #expect(Snippet.diagnostics("""
            useCases:
              SaveCredentialUseCase:
                call: "execute(account name: String, token name: String) throws"
            """) == """
            Spec.yaml:3:12: error: the parameter name 'name' is used twice in the 'call' of 'SaveCredentialUseCase'
            """)
    }

    @Test func anUnresolvedTypeInsideACallSuggestsTheDeclaredName() {
        #expect(Snippet.diagnostics("""
            external: [WorktreeStatus]
            useCases:
              ListWorktreesUseCase:
                call: "execute(repoPath: Strng) async throws -> [WorktreeStatu]"
            """) == """
            Spec.yaml:4:12: error: cannot find type 'Strng'
            Spec.yaml:4:12: note: did you mean 'String'?
            Spec.yaml:4:12: note: declare it in the specs or list it under 'external'
            Spec.yaml:4:12: error: cannot find type 'WorktreeStatu'
            Spec.yaml:4:12: note: did you mean 'WorktreeStatus'?
            Spec.yaml:4:12: note: declare it in the specs or list it under 'external'
            """)
    }

    @Test func aDottedNameNeedsAnExternalOrExistingFirstPart() {
        #expect(Snippet.diagnostics("""
            snapshots:
              Greeting: { fields: { text: String } }
            useCases:
              GreetingUseCase:
                call: "execute(options: Feature.Options) async throws -> Greeting"
            """) == """
            Spec.yaml:5:12: error: cannot find type 'Feature'
            Spec.yaml:5:12: note: declare it in the specs or list it under 'external'
            """)
    }

    @Test func aDottedNameThroughAGeneratedUseCaseDoesNotResolve() {
        #expect(Snippet.diagnostics("""
            snapshots:
              Greeting: { fields: { text: String } }
            useCases:
              ImportUseCase:
                fetch: { returns: Greeting }
              GreetingUseCase:
                call: "execute(options: ImportUseCase.Options) async throws -> Greeting"
            """) == """
            Spec.yaml:7:12: error: cannot find type 'ImportUseCase'
            Spec.yaml:4:3: note: 'ImportUseCase' is a use case, not a type a value can have
            """)
    }

    @Test func aDottedNameThroughAnExistingUseCaseResolves() {
        #expect(Snippet.diagnostics("""
            imports: [Foundation, GreetingFeature]
            external:
              Greeting: [Sendable, Codable]
              GreetingState: [Sendable]
            useCases:
              GreetingUseCase:
                existing: true
                call: "stream(options: GreetingUseCase.Options) -> AsyncThrowingStream<GreetingState, any Error>"
                completed: "completed(Greeting)"
            models:
              GreetingModel:
                snapshot: Greeting
                operations:
                  generate: { stream: GreetingUseCase }
            """) == "")
    }

    @Test func aDottedNameThroughAnExternalResolves() {
        #expect(Snippet.diagnostics("""
            external:
              Feature: [Sendable]
            useCases:
              FeatureUseCase:
                call: "execute(options: Feature.Options) -> Int"
            """) == "")
    }

    // MARK: existing

    @Test func existingWithStreamNeedsCall() {
        #expect(Snippet.diagnostics("""
            useCases:
              GreetingUseCase:
                existing: true
                stream:
                  states: { done: }
            """) == """
            Spec.yaml:3:15: error: an 'existing' use case needs 'call', the signature of its method, not 'stream' or 'fetch'
            Spec.yaml:3:15: note: for example: call: "stream(options: GreetingUseCase.Options) -> AsyncThrowingStream<State, any Error>"
            """)
    }

    @Test func existingWithFetchNeedsCall() {
        #expect(Snippet.diagnostics("""
            useCases:
              GreetingUseCase:
                existing: true
                fetch: { returns: Int }
            """) == """
            Spec.yaml:3:15: error: an 'existing' use case needs 'call', the signature of its method, not 'stream' or 'fetch'
            Spec.yaml:3:15: note: for example: call: "stream(options: GreetingUseCase.Options) -> AsyncThrowingStream<State, any Error>"
            """)
    }

    @Test func existingAloneNeedsCall() {
        #expect(Snippet.diagnostics("""
            useCases:
              GreetingUseCase:
                existing: true
            """) == """
            Spec.yaml:3:15: error: an 'existing' use case needs 'call', the signature of its method, not 'stream' or 'fetch'
            Spec.yaml:3:15: note: for example: call: "stream(options: GreetingUseCase.Options) -> AsyncThrowingStream<State, any Error>"
            """)
    }

    @Test func callTogetherWithStream() {
        #expect(Snippet.diagnostics("""
            useCases:
              GreetingUseCase:
                existing: true
                call: "execute() -> Int"
                stream:
                  states: { done: }
            """) == """
            Spec.yaml:5:5: error: use case 'GreetingUseCase' has both 'call' and 'stream'; it takes one
            Spec.yaml:5:5: note: an 'existing' use case is described by its 'call' alone
            """)
    }

    @Test func callTogetherWithFetchOnAGeneratedUseCase() {
        #expect(Snippet.diagnostics("""
            useCases:
              CountUseCase:
                call: "execute() -> Int"
                fetch: { returns: Int }
            """) == """
            Spec.yaml:4:5: error: use case 'CountUseCase' has both 'call' and 'fetch'; it takes one
            """)
    }

    // MARK: completed

    @Test func completedOnAValueCall() {
        #expect(Snippet.diagnostics("""
            useCases:
              CountUseCase:
                call: "execute() async throws -> Int"
                completed: done
            """) == """
            Spec.yaml:4:16: error: 'completed' belongs to a stream call, and the 'call' of 'CountUseCase' returns one value
            """)
    }

    @Test func completedThatIsNeitherACaseWithTypeNorACaseName() {
        #expect(Snippet.diagnostics("""
            external: [Greeting, GreetingState]
            useCases:
              GreetingUseCase:
                call: "stream() -> AsyncStream<GreetingState>"
                completed: "completed(Greeting"
            """) == """
            Spec.yaml:5:16: error: 'completed' is a case with its payload type, like "completed(Greeting)", or a case name; not 'completed(Greeting'
            """)
    }

    @Test func completedCaseNameForAStateTypeModelgenDoesNotDeclare() {
        #expect(Snippet.diagnostics("""
            external: [Greeting, GreetingState]
            useCases:
              GreetingUseCase:
                call: "stream() -> AsyncStream<GreetingState>"
                completed: completed
            """) == """
            Spec.yaml:5:16: error: 'completed' names only the case 'completed'; for a state type modelgen does not declare, write its payload type too
            Spec.yaml:5:16: note: for example: completed: "completed(Snapshot)"
            """)
    }

    @Test func completedCaseNameNamingNoCaseOfADeclaredEnum() {
        #expect(Snippet.diagnostics("""
            external: [Greeting]
            enums:
              GreetingState:
                preparing:
                completed: Greeting
            useCases:
              GreetingUseCase:
                call: "stream() -> AsyncStream<GreetingState>"
                completed: complete
            """) == """
            Spec.yaml:9:16: error: 'completed' names no case of 'GreetingState'
            Spec.yaml:9:16: note: did you mean 'completed'?
            """)
    }

    @Test func completedCaseNameOfADeclaredEnumWithoutPayload() {
        #expect(Snippet.diagnostics("""
            external: [Greeting]
            enums:
              GreetingState:
                preparing:
                completed: Greeting
            useCases:
              GreetingUseCase:
                call: "stream() -> AsyncStream<GreetingState>"
                completed: preparing
            """) == """
            Spec.yaml:9:16: error: the completed case 'preparing' must carry one payload, the snapshot
            """)
    }

    @Test func completedWithAnUnresolvedType() {
        #expect(Snippet.diagnostics("""
            external: [Greeting, GreetingState]
            useCases:
              GreetingUseCase:
                call: "stream() -> AsyncStream<GreetingState>"
                completed: "completed(Greetin)"
            """) == """
            Spec.yaml:5:16: error: cannot find type 'Greetin'
            Spec.yaml:5:16: note: did you mean 'Greeting'?
            Spec.yaml:5:16: note: declare it in the specs or list it under 'external'
            """)
    }

    @Test func completedBesideAV1Stream() {
        #expect(Snippet.diagnostics("""
            useCases:
              ImportUseCase:
                stream:
                  states: { importing: Double, finished: }
                completed: finished
            """) == """
            Spec.yaml:5:5: error: 'completed' of a use case goes with 'call'; a 'stream' takes it inside
            """)
    }

    // MARK: models using call use cases

    @Test func aModelWhoseSnapshotIsNotWhatTheStreamCompletesWith() {
        #expect(Snippet.diagnostics("""
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
        #expect(Snippet.diagnostics("""
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
        #expect(Snippet.diagnostics("""
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
        #expect(Snippet.diagnostics("""
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
        #expect(Snippet.diagnostics("""
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
        #expect(Snippet.diagnostics("""
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
        #expect(Snippet.diagnostics("""
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
        #expect(Snippet.diagnostics("""
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
        #expect(Snippet.diagnostics("""
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
        #expect(Snippet.diagnostics("""
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

    // MARK: conformances

    @Test func aCodableSnapshotHoldingAnExternalThatIsNotCodable() {
        #expect(Snippet.diagnostics("""
            external:
              Greeting: [Sendable, Equatable]
            snapshots:
              GreetingSnapshot:
                conforms: [Codable]
                fields:
                  greeting: Greeting
            """) == """
            Spec.yaml:7:17: error: field 'greeting' of 'GreetingSnapshot' needs 'Greeting' to be Codable, as 'GreetingSnapshot' is
            Spec.yaml:2:3: note: list Codable for 'Greeting' under 'external' if it has it
            """)
    }

    @Test func aHashableSnapshotHoldingANestedTypeOfAnExternal() {
        #expect(Snippet.diagnostics("""
            external:
              Outer: [Sendable, Equatable, Hashable]
            snapshots:
              ItemSnapshot:
                conforms: [Hashable]
                fields:
                  inner: Outer.Inner
            """) == """
            Spec.yaml:7:14: error: field 'inner' of 'ItemSnapshot' needs 'Outer.Inner' to be Equatable and Hashable, as 'ItemSnapshot' is
            Spec.yaml:2:3: note: a nested type is only Sendable unless 'external' lists 'Outer.Inner' itself
            """)
    }

    @Test func aNestedTypeListedByItsDottedNameHasWhatItLists() {
        #expect(Snippet.diagnostics("""
            external:
              Outer: [Sendable]
              Outer.Inner: [Sendable, Equatable, Hashable]
            snapshots:
              ItemSnapshot:
                conforms: [Hashable]
                fields:
                  inner: Outer.Inner
            """) == "")
    }

    @Test func anExternalListingEquatableMakesAnEquatableSnapshotValid() {
        #expect(Snippet.diagnostics("""
            external:
              Greeting: [Sendable, Equatable]
            snapshots:
              GreetingSnapshot:
                conforms: [Equatable]
                fields:
                  greeting: Greeting
            """) == "")
    }

    @Test func anEquatableSnapshotHoldingAnExternalThatIsOnlySendable() {
        #expect(Snippet.diagnostics("""
            external:
              Greeting: [Sendable]
            snapshots:
              GreetingSnapshot:
                conforms: [Equatable]
                fields:
                  greetings: "[Greeting]"
            """) == """
            Spec.yaml:7:18: error: field 'greetings' of 'GreetingSnapshot' needs 'Greeting' to be Equatable, as 'GreetingSnapshot' is
            Spec.yaml:2:3: note: list Equatable for 'Greeting' under 'external' if it has it
            """)
    }

    @Test func aSnapshotHoldingAnExternalThatIsOnlySendableIsValid() {
        #expect(Snippet.diagnostics("""
            external:
              Greeting: [Sendable]
            snapshots:
              GreetingSnapshot:
                fields:
                  greeting: Greeting
            models:
              GreetingModel:
                snapshot: GreetingSnapshot
            """) == "")
    }

    @Test func aFieldOfANonSendableExternal() {
        #expect(Snippet.diagnostics("""
            external:
              Plain: [Codable]
            snapshots:
              PlainSnapshot:
                fields:
                  plain: Plain?
            """) == """
            Spec.yaml:6:14: error: field 'plain' of 'PlainSnapshot' needs 'Plain' to be Sendable, as every generated type is
            Spec.yaml:2:3: note: list Sendable for 'Plain' under 'external' if it has it
            """)
    }

    @Test func anEnumPayloadOfANonSendableExternal() {
        #expect(Snippet.diagnostics("""
            external:
              Plain: [Equatable]
            enums:
              Event:
                moved: Plain
            """) == """
            Spec.yaml:5:12: error: field 'moved' of 'Event' needs 'Plain' to be Sendable, as every generated type is
            Spec.yaml:2:3: note: list Sendable for 'Plain' under 'external' if it has it
            """)
    }

    @Test func anOptionsFieldOfANonSendableExternal() {
        #expect(Snippet.diagnostics("""
            external:
              Plain: [Equatable]
            useCases:
              ImportUseCase:
                stream:
                  options: { source: Plain }
                  states: { importing: Double, finished: }
            """) == """
            Spec.yaml:6:26: error: field 'source' of 'ImportOptions' needs 'Plain' to be Sendable, as every generated type is
            Spec.yaml:2:3: note: list Sendable for 'Plain' under 'external' if it has it
            """)
    }

    @Test func aModelSnapshotOfANonSendableExternal() {
        #expect(Snippet.diagnostics("""
            external:
              Plain: [Codable]
            models:
              PlainModel:
                snapshot: Plain
            """) == """
            Spec.yaml:5:15: error: the snapshot of 'PlainModel' needs 'Plain' to be Sendable, as every generated type is
            Spec.yaml:2:3: note: list Sendable for 'Plain' under 'external' if it has it
            """)
    }

    @Test func anUnknownProtocolInTheMappingFormOfExternal() {
        #expect(Snippet.diagnostics("""
            external:
              Greeting: [Sendable, Equatabel]
            """) == """
            Spec.yaml:2:24: error: unknown protocol 'Equatabel' for 'Greeting'
            Spec.yaml:2:24: note: did you mean 'Equatable'?
            """)
    }

    @Test func aV1ListFormExternalInACodableSnapshotStaysValid() {
        #expect(Snippet.diagnostics("""
            external: [Greeting]
            snapshots:
              GreetingSnapshot:
                conforms: [Codable]
                fields:
                  greeting: Greeting
            """) == "")
    }

    // MARK: enums

    @Test func anEnumInMappingFormWithDocAndCases() {
        #expect(Snippet.diagnostics("""
            enums:
              SyncEvent:
                doc: What a sync reports.
                cases:
                  started:
                  progressed: Double
                  moved: { from: Int, to: Int }
            """) == "")
    }

    @Test func anUnknownKeyBesideCases() {
        #expect(Snippet.diagnostics("""
            enums:
              SyncEvent:
                doc: What a sync reports.
                conforms: [Codable]
                cases:
                  started:
                  progressed: Double
            """) == """
            Spec.yaml:4:5: error: unknown key 'conforms' in enum 'SyncEvent'
            Spec.yaml:4:5: note: enum 'SyncEvent' takes 'doc' or 'cases'
            """)
    }

    @Test func aMisspelledDocBesideCases() {
        #expect(Snippet.diagnostics("""
            enums:
              SyncEvent:
                docs: What a sync reports.
                cases:
                  started:
            """) == """
            Spec.yaml:3:5: error: unknown key 'docs' in enum 'SyncEvent'
            Spec.yaml:3:5: note: did you mean 'doc'?
            """)
    }

    // MARK: stateNames

    /// The diagnostics of `modelgen.yml` text, or "" when it decodes.
    private static func configurationDiagnostics(_ yaml: String) -> String {
        do {
            _ = try Configuration.decode(Array(yaml.utf8), path: "modelgen.yml")
            return ""
        } catch {
            return error.description
        }
    }

    @Test func stateNamesRenameOnlyTheCasesTheyName() throws {
        let configuration = try Configuration.decode(Array("stateNames: { uninitialized: idle, failed: error }\n".utf8), path: "modelgen.yml")
        var expected = StateNames()
        expected[.uninitialized] = "idle"
        expected[.failed] = "error"
        #expect(configuration.options.stateNames == expected)
    }

    @Test func aStateNameThatIsNotAValidCaseName() {
        #expect(Self.configurationDiagnostics("""
            stateNames: { ready: "1x" }
            """) == """
            modelgen.yml:1:22: error: '1x' is not a valid case name: use ASCII letters, digits and underscores, not starting with a digit
            """)
    }

    @Test func twoStateNamesRenamedToOneName() {
        #expect(Self.configurationDiagnostics("""
            stateNames:
              loading: busy
              operating: busy
            """) == """
            modelgen.yml:3:14: error: two standard cases would be named 'busy'
            modelgen.yml:2:12: note: 'loading' is named 'busy' here
            """)
    }

    @Test func aStateNameRenamedToAnotherStandardCasesName() {
        #expect(Self.configurationDiagnostics("""
            stateNames: { ready: loading }
            """) == """
            modelgen.yml:1:22: error: two standard cases would be named 'loading'
            modelgen.yml:1:22: note: 'loading' keeps its name unless 'stateNames' renames it too
            """)
    }

    @Test func anUnknownKeyUnderStateNames() {
        #expect(Self.configurationDiagnostics("""
            stateNames: { loadng: busy }
            """) == """
            modelgen.yml:1:15: error: unknown key 'loadng' in 'stateNames'
            modelgen.yml:1:15: note: did you mean 'loading'?
            """)
    }

    // MARK: references

    /// A feature's spec, which the app's spec references: a snapshot, an external and a use case.
    private static let featureSpec = """
        external:
          GreetingConfig: [Sendable, Hashable]
        snapshots:
          Greeting:
            fields: { text: String }
        useCases:
          LoadGreetingUseCase:
            call: "execute(_ config: GreetingConfig) async throws -> Greeting"
        """

    /// The app's spec: a model over the feature's declarations, none declared here.
    private static let appSpec = """
        imports: [Foundation, GreetingFeature]
        models:
          GreetingModel:
            configuration: GreetingConfig
            snapshot: Greeting
            load: LoadGreetingUseCase
        """

    /// Runs `run` over the scratch folder: the rendered files, or the diagnostics with the folder's path cut.
    private static func generate(_ run: GenerationRun, in folder: ScratchFolder) throws(DiagnosticsError) -> (files: [OutputFile], diagnostics: String) {
        do {
            return (try Generator(templates: try TemplateSet.load()).generate(try run.sources()), "")
        } catch {
            return ([], error.description.replacingOccurrences(of: folder.url.path + "/", with: ""))
        }
    }

    @Test func aReferencedSpecResolvesNamesAndRendersNothing() throws {
        let folder = try ScratchFolder([
            "modelgen.yml": "specs: [App]\nreferences: [Feature]\n",
            "App/App.yaml": Self.appSpec,
            "Feature/Feature.yaml": Self.featureSpec,
        ])
        defer { folder.remove() }
        var run = GenerationRun()
        run.configPath = folder.url("modelgen.yml").path
        let result = try Self.generate(run, in: folder)
        #expect(result.diagnostics == "")
        #expect(result.files.map(\.name) == ["App.swift", OutputFile.supportName])
        // The referenced use case keeps its own name and is not declared again.
        let app = result.files.first?.contents ?? ""
        #expect(app.contains("any LoadGreetingUseCase"))
        #expect(!app.contains("protocol LoadGreetingUseCase"))
        #expect(!app.contains("struct Greeting"))
    }

    @Test func aReferenceFlagResolvesNamesAndRendersNothing() throws {
        let folder = try ScratchFolder(["App/App.yaml": Self.appSpec, "Feature/Feature.yaml": Self.featureSpec])
        defer { folder.remove() }
        var run = GenerationRun()
        run.configPath = folder.url("modelgen.yml").path
        try folder.write("modelgen.yml", "specs: [App]\n")
        run.references = [folder.url("Feature").path]
        let result = try Self.generate(run, in: folder)
        #expect(result.diagnostics == "")
        #expect(result.files.map(\.name) == ["App.swift", OutputFile.supportName])
    }

    @Test func withoutTheReferenceTheNamesDoNotResolve() throws {
        let folder = try ScratchFolder(["modelgen.yml": "specs: [App]\n", "App/App.yaml": Self.appSpec, "Feature/Feature.yaml": Self.featureSpec])
        defer { folder.remove() }
        var run = GenerationRun()
        run.configPath = folder.url("modelgen.yml").path
        let diagnostics = try Self.generate(run, in: folder).diagnostics
        #expect(diagnostics == """
            App/App.yaml:4:20: error: cannot find type 'GreetingConfig'
            App/App.yaml:4:20: note: declare it in the specs or list it under 'external'
            App/App.yaml:5:15: error: cannot find type 'Greeting'
            App/App.yaml:5:15: note: declare it in the specs or list it under 'external'
            App/App.yaml:6:11: error: cannot find use case 'LoadGreetingUseCase'
            """)
    }

    @Test func aNameDeclaredInASpecAndInAReferenceIsDeclaredTwice() throws {
        let folder = try ScratchFolder([
            "modelgen.yml": "specs: [App]\nreferences: [Feature]\n",
            "App/App.yaml": Self.appSpec + "\nsnapshots:\n  Greeting:\n    fields: { title: String }\n",
            "Feature/Feature.yaml": Self.featureSpec,
        ])
        defer { folder.remove() }
        var run = GenerationRun()
        run.configPath = folder.url("modelgen.yml").path
        let diagnostics = try Self.generate(run, in: folder).diagnostics
        #expect(diagnostics == """
            App/App.yaml:8:3: error: 'Greeting' is declared twice
            Feature/Feature.yaml:4:3: note: first declared here
            """)
    }

    @Test func anExternalDeclaredInASpecAndInAReferenceIsDeclaredTwice() throws {
        let folder = try ScratchFolder([
            "modelgen.yml": "specs: [App]\nreferences: [Feature]\n",
            "App/App.yaml": "external: [GreetingConfig]\n" + Self.appSpec,
            "Feature/Feature.yaml": Self.featureSpec,
        ])
        defer { folder.remove() }
        var run = GenerationRun()
        run.configPath = folder.url("modelgen.yml").path
        let diagnostics = try Self.generate(run, in: folder).diagnostics
        #expect(diagnostics == """
            App/App.yaml:1:12: error: 'GreetingConfig' is declared twice
            Feature/Feature.yaml:2:3: note: first declared here
            """)
    }
}
