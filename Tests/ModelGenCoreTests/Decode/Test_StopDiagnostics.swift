// `stop` of a stream operation: a method name, or `{ name, to }` whose `to` is `ready` or `initial`.

import ModelGenCore
import Testing

@Suite struct Test_StopDiagnostics {
    private static func spec(_ stop: String) -> String {
        """
        snapshots:
          Plan:
            fields: { steps: Int }
        useCases:
          WatchPlanUseCase:
            stream:
              states: { update: Plan }
        models:
          PlanModel:
            snapshot: Plan
            operations:
              watch: { stream: WatchPlanUseCase, stop: \(stop) }
        """
    }

    @Test func aStopMappingNeedsItsName() {
        #expect(
            Snippet.diagnostics(Self.spec("{ to: initial }")) == """
                Spec.yaml:12:48: error: 'stop' needs a 'name', the method's
                """)
    }

    @Test func anUnknownTargetSuggestsTheNearest() {
        #expect(
            Snippet.diagnostics(Self.spec("{ name: stopWatching, to: inital }")) == """
                Spec.yaml:12:74: error: 'inital' is not a valid to
                Spec.yaml:12:74: note: did you mean 'initial'?
                Spec.yaml:12:74: note: to is 'ready' or 'initial'
                """)
    }

    @Test func theStopMethodNameIsCheckedAsAMember() {
        #expect(
            Snippet.diagnostics(Self.spec("{ name: watch, to: initial }")) == """
                Spec.yaml:12:56: error: 'PlanModel' would declare 'watch' twice: for the 'stop' of operation 'watch' and for operation 'watch'
                Spec.yaml:12:7: note: rename one of them; the other comes from here
                """)
    }
}
