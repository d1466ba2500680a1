// A stream whose tuple values differ from the model's tuple snapshot only in their labels: a tuple with other labels
// is another type, so no value would ever be the snapshot.

import ModelGenCore
import Testing

@Suite struct Test_TupleSnapshotDiagnostics {
    /// A model with the snapshot `snapshot` whose operation streams `(x: Int, y: Int)`.
    private static func spec(snapshot: String) -> String {
        """
        useCases:
          PointsUseCase:
            call: "points() -> AsyncStream<(x: Int, y: Int)>"
        models:
          PointModel:
            snapshot: "\(snapshot)"
            operations:
              track: { stream: PointsUseCase }
        """
    }

    @Test func labelsThatDifferAreReportedAtTheStream() {
        #expect(
            Snippet.diagnostics(Self.spec(snapshot: "(a: Int, b: Int)")) == """
                Spec.yaml:8:24: error: a 'stream' operation streams 'PointsUseCase', whose values '(x: Int, y: Int)' are never the model's snapshot '(a: Int, b: Int)'
                Spec.yaml:8:24: note: the tuples differ only in their labels, and a tuple with other labels is another type
                Spec.yaml:8:24: note: write the same labels in both
                """)
        #expect(
            Snippet.diagnostics(Self.spec(snapshot: "(Int, Int)")) == """
                Spec.yaml:8:24: error: a 'stream' operation streams 'PointsUseCase', whose values '(x: Int, y: Int)' are never the model's snapshot '(Int, Int)'
                Spec.yaml:8:24: note: the tuples differ only in their labels, and a tuple with other labels is another type
                Spec.yaml:8:24: note: write the same labels in both
                """)
    }

    @Test func theSameLabelsOrOtherTypesAreNotReported() {
        #expect(Snippet.diagnostics(Self.spec(snapshot: "(x: Int, y: Int)")) == "")
        #expect(Snippet.diagnostics(Self.spec(snapshot: "(x: Int, y: String)")) == "")
    }
}
