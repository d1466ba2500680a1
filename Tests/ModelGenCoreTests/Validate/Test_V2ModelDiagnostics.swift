// The validator rules of v2's model side: begin, stop, properties and dependencies.

import ModelGenCore
import Testing

@Suite struct Test_V2ModelDiagnostics {
    static let watch = """
        snapshots:
          Plan: { fields: { steps: Int } }
        useCases:
          WatchUseCase:
            stream:
              states: { preparing: , watching: Double, done: Plan }

        """

    @Test func beginNamesAPayloadLessCaseOfTheStreamsStates() {
        #expect(Snippet.diagnostics(Self.watch + """
            models:
              PlanModel:
                snapshot: Plan
                operations:
                  watch: { stream: WatchUseCase, begin: watching }
                  other: { stream: WatchUseCase, begin: prepring }
            """) == """
            Spec.yaml:11:45: error: 'begin' must name a case without payload, and 'watching' has one
            Spec.yaml:12:24: error: two streams of 'PlanModel' yield 'WatchState'
            Spec.yaml:11:24: note: the other is here
            Spec.yaml:12:24: note: ModelState(from:prior:) could not tell them apart
            Spec.yaml:12:45: error: 'begin' names no case of the states of 'WatchUseCase'
            Spec.yaml:12:45: note: did you mean 'preparing'?
            """)
    }

    @Test func beginNeedsAStreamWhoseStatesHaveCases() {
        // Each value of a stream of the model's snapshot is shown as ready: there is no case to begin with.
        #expect(Snippet.diagnostics("""
            snapshots:
              Plan: { fields: { steps: Int } }
            useCases:
              WatchPlanUseCase: { call: "watch() -> AsyncStream<Plan>" }
            models:
              PlanModel:
                snapshot: Plan
                operations:
                  watch: { stream: WatchPlanUseCase, begin: preparing }
            """) == """
            Spec.yaml:9:49: error: 'begin' names a case of the stream's states, and 'WatchPlanUseCase' yields 'Plan', which has no cases
            """)
    }

    @Test func beginNeedsAStandardState() {
        #expect(Snippet.diagnostics(Self.watch + """
            models:
              ClockModel:
                state: { idle: , preparing: , watching: Double, done: Plan }
                initial: idle
                operations:
                  tick: { stream: WatchUseCase, begin: preparing }
            """) == """
            Spec.yaml:12:44: error: 'begin' needs a standard state ('snapshot'), and 'ClockModel' has none
            """)
    }

    @Test func stopBelongsToAStreamOperationAndClaimsItsName() {
        #expect(Snippet.diagnostics(Self.watch + """
            models:
              PlanModel:
                snapshot: Plan
                properties: { halt: Bool }
                operations:
                  watch: { stream: WatchUseCase, stop: halt }
                  steps: { steps: [ { call: x.y } ], stop: end }
            """) == """
            Spec.yaml:12:44: error: 'PlanModel' would declare 'halt' twice: for the 'stop' of operation 'watch' and for property 'halt'
            Spec.yaml:10:19: note: rename one of them; the other comes from here
            Spec.yaml:13:33: error: 'call' names no child of 'PlanModel'
            Spec.yaml:13:42: error: 'stop' belongs to a 'stream' operation
            """)
    }

    @Test func aDependencyIsAUseCaseOrATypeThatResolves() {
        #expect(Snippet.diagnostics("""
            models:
              EditorModel:
                dependencies:
                  clock: "any Clock<Duration>"
                  store: Stor
            """) == """
            Spec.yaml:5:14: error: cannot find type 'Stor'
            Spec.yaml:5:14: note: declare it in the specs or list it under 'external'
            """)
    }

    @Test func aPropertyDefaultMustFitItsType() {
        #expect(Snippet.diagnostics("""
            models:
              EditorModel:
                properties:
                  count: { type: Int, default: "\\"none\\"" }
            """) == """
            Spec.yaml:4:36: error: default '"none"' does not fit type 'Int': a string literal needs String
            """)
    }

    @Test func callOperationRules() {
        #expect(Snippet.diagnostics("""
            external: [Token]
            snapshots:
              Plan: { fields: { steps: Int } }
            useCases:
              SaveUseCase:
                call: "save(_ token: Token) throws"
              WatchUseCase:
                call: "watch() -> AsyncStream<Plan>"
            models:
              PlanModel:
                snapshot: Plan
                operations:
                  save: { call: SaveUseCase, reloads: true, onError: thrown }
                  watch: { call: WatchUseCase }
                  again: { stream: SaveUseCase, reloads: true }
              FormModel:
                state: { editing: }
                initial: editing
                operations:
                  save: { call: SaveUseCase }
            """) == """
            Spec.yaml:13:43: error: 'reloads' needs a model with 'load', and 'PlanModel' has none
            Spec.yaml:13:58: error: 'thrown' is not a valid onError
            Spec.yaml:13:58: note: did you mean 'throw'?
            Spec.yaml:13:58: note: onError is 'state' or 'throw'
            Spec.yaml:14:22: error: 'WatchUseCase' is a stream use case; a value use case is needed here
            Spec.yaml:7:3: note: 'WatchUseCase' is declared here
            Spec.yaml:15:24: error: 'SaveUseCase' is a value use case; a stream use case is needed here
            Spec.yaml:5:3: note: 'SaveUseCase' is declared here
            Spec.yaml:15:37: error: 'reloads' belongs to a 'call' operation
            Spec.yaml:20:21: error: a 'call' operation of a model without a standard state needs 'onError: throw': there is no failed case to show
            """)
    }

    @Test func collectionRules() {
        #expect(Snippet.diagnostics("""
            snapshots:
              PRMetadata: { fields: { number: Int, title: String } }
              PRList: { fields: { prs: "[PRMetadata]", names: "[String]" } }
            models:
              PRModel: { configuration: PRMetadata }
              PRListModel:
                snapshot: PRList
                children:
                  a: { model: PRModel, each: prz, id: number }
              NamesModel:
                snapshot: PRList
                children:
                  b: { model: PRModel, each: names, id: number }
              NumbersModel:
                snapshot: PRList
                children:
                  c: { model: PRModel, each: prs, id: numbr }
            """) == """
            Spec.yaml:9:34: error: 'each' names no field of 'PRList'
            Spec.yaml:9:34: note: did you mean 'prs'?
            Spec.yaml:13:34: error: 'each' needs an array of 'PRModel''s configuration type, and 'names' is '[String]'
            Spec.yaml:17:43: error: 'id' names no field of 'PRMetadata'
            Spec.yaml:17:43: note: did you mean 'number'?
            """)
    }

    @Test func assignedTakesNoConfiguredByAndReplayIsABoolean() {
        #expect(Snippet.diagnostics("""
            models:
              WorktreeModel: { configuration: String }
              RepoModel:
                broadcasts: { tick: { type: Int, replay: maybe } }
                children:
                  worktreeModel: { model: WorktreeModel, lifetime: assigned, configuredBy: String }
            """) == """
            Spec.yaml:4:46: error: 'replay' must be true or false, not 'maybe'
            Spec.yaml:6:80: error: 'configuredBy' makes a child optional; an assigned child takes none
            """)
    }
}
