// The unified diff `generate --check` prints: minimal hunks with three lines of context, however long the file.

import ModelGenCore
import Testing

@Suite struct Test_UnifiedDiff {
    private func lines(_ count: Int) -> [String] { (1...count).map { "line \($0)" } }

    @Test func oneChangedLineIsOneHunkWithContext() {
        let old = lines(10).joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        #expect(
            UnifiedDiff.render(old: old, new: new, oldPath: "a", newPath: "b") == """
                --- a
                +++ b
                @@ -2,7 +2,7 @@
                 line 2
                 line 3
                 line 4
                -line 5
                +line five
                 line 6
                 line 7
                 line 8

                """)
    }

    @Test func equalTextsHaveNoDiff() {
        #expect(UnifiedDiff.render(old: "a\n", new: "a\n", oldPath: "a", newPath: "b") == "")
    }

    @Test func creatingAndRemovingAFileAreOneHunkEach() {
        #expect(
            UnifiedDiff.render(old: "", new: "a\nb\n", oldPath: "/dev/null", newPath: "x")
                == "--- /dev/null\n+++ x\n@@ -0,0 +1,2 @@\n+a\n+b\n")
        #expect(
            UnifiedDiff.render(old: "a\n", new: "", oldPath: "x", newPath: "/dev/null")
                == "--- x\n+++ /dev/null\n@@ -1,1 +0,0 @@\n-a\n")
    }

    @Test func twoEditsFarApartInALongFileGiveTwoSmallHunks() {
        var new = lines(12_000)
        new[100] = "edited near the top"
        new[11_900] = "edited near the end"
        let diff = UnifiedDiff.render(
            old: lines(12_000).joined(separator: "\n"), new: new.joined(separator: "\n"), oldPath: "a", newPath: "b")
        let diffLines = diff.split(separator: "\n")
        #expect(diffLines.count == 2 + 2 * 9)
        #expect(diffLines.filter { $0.hasPrefix("@@") } == ["@@ -98,7 +98,7 @@", "@@ -11898,7 +11898,7 @@"])
    }

    @Test func manyEditsInALongMiddleStayMinimal() {
        // The changed middle spans 9,000 lines; the old diff gave up on it past 2,000 and printed it all twice.
        var new = lines(10_000)
        new[500] = "first"
        new[5_000] = "second"
        new[9_500] = "third"
        new.insert("inserted", at: 7_000)
        let diff = UnifiedDiff.render(
            old: lines(10_000).joined(separator: "\n"), new: new.joined(separator: "\n"), oldPath: "a", newPath: "b")
        #expect(diff.split(separator: "\n").filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }.count == 3)
        #expect(diff.split(separator: "\n").filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }.count == 4)
    }
}
