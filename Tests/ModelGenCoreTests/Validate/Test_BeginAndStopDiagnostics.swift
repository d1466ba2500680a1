// `begin` and `stop` of a stream operation: the case it begins with, and the member that stops it.

import ModelGenCore
import Testing

@Suite struct Test_BeginAndStopDiagnostics {
    static let watch = """
        snapshots:
          Plan: { fields: { steps: Int } }
        useCases:
          WatchUseCase:
            stream:
              states: { preparing: , watching: Double, done: Plan }

        """

    @Test func beginNamesAPayloadLessCaseOfTheStreamsStates() {
        #expect(
            Snippet.diagnostics(
                Self.watch + """
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
        #expect(
            Snippet.diagnostics(
                """
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

    @Test func beginInACustomStateNamesAPayloadLessCaseOfTheModelsState() {
        #expect(
            Snippet.diagnostics(
                Self.watch + """
                    models:
                      ClockModel:
                        state: { idle: , preparing: , watching: Double, done: Plan }
                        initial: idle
                        operations:
                          tick: { stream: WatchUseCase, begin: watching }
                    """) == """
                    Spec.yaml:12:44: error: 'begin' must name a case without payload, and 'watching' has one
                    Spec.yaml:9:35: note: the case is declared here
                    """)
    }

    @Test func stopBelongsToAStreamOperationAndClaimsItsName() {
        #expect(
            Snippet.diagnostics(
                Self.watch + """
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
}
