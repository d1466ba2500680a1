// An assigned child takes no `configuredBy`, and a broadcast's `replay` is true or false.

import ModelGenCore
import Testing

@Suite struct Test_AssignedChildAndReplayDiagnostics {
    @Test func assignedTakesNoConfiguredByAndReplayIsABoolean() {
        #expect(
            Snippet.diagnostics(
                """
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
