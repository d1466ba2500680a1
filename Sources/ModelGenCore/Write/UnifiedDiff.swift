// A unified diff of two texts, for `generate --check`.

/// Renders the difference of two texts in unified diff format with three lines of context.
public enum UnifiedDiff {
    private enum Edit: Equatable {
        case same(String), removed(String), added(String)
    }

    /// The diff of `old` and `new` with `---`/`+++` headers; empty when they are equal.
    public static func render(old: String, new: String, oldPath: String, newPath: String, context: Int = 3) -> String {
        guard old != new else { return "" }
        let edits = diff(lines(old), lines(new))
        var output = "--- \(oldPath)\n+++ \(newPath)\n"
        var index = 0
        while index < edits.count {
            guard let start = edits[index...].firstIndex(where: { if case .same = $0 { false } else { true } }) else {
                break
            }
            var end = start
            var cursor = start
            while cursor < edits.count {
                if case .same = edits[cursor] {
                    let nextChange = edits[cursor...].firstIndex(where: { if case .same = $0 { false } else { true } })
                    guard let nextChange, nextChange - cursor <= context * 2 else { break }
                    cursor = nextChange
                } else {
                    end = cursor
                    cursor += 1
                }
            }
            let hunkStart = max(index, start - context)
            let hunkEnd = min(edits.count, end + 1 + context)
            output += hunk(edits, from: hunkStart, to: hunkEnd)
            index = hunkEnd
        }
        return output
    }

    private static func hunk(_ edits: [Edit], from start: Int, to end: Int) -> String {
        var oldLine = 1
        var newLine = 1
        for edit in edits[..<start] {
            switch edit {
            case .same: oldLine += 1; newLine += 1
            case .removed: oldLine += 1
            case .added: newLine += 1
            }
        }
        var body = ""
        var oldCount = 0
        var newCount = 0
        for edit in edits[start..<end] {
            switch edit {
            case .same(let line): body += " \(line)\n"; oldCount += 1; newCount += 1
            case .removed(let line): body += "-\(line)\n"; oldCount += 1
            case .added(let line): body += "+\(line)\n"; newCount += 1
            }
        }
        let oldStart = oldCount == 0 ? oldLine - 1 : oldLine
        let newStart = newCount == 0 ? newLine - 1 : newLine
        return "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n" + body
    }

    private static func lines(_ text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The shortest edit script, after trimming the common head and tail: the standard library's
    /// `difference(from:)` is Myers' algorithm, O((N+M)·D) for D edits, so a few edits in a long file stay cheap
    /// and the script minimal however long the changed middle is.
    private static func diff(_ old: [String], _ new: [String]) -> [Edit] {
        var head = 0
        while head < old.count, head < new.count, old[head] == new[head] { head += 1 }
        var tail = 0
        while tail < old.count - head, tail < new.count - head, old[old.count - 1 - tail] == new[new.count - 1 - tail] {
            tail += 1
        }
        let a = old[head..<(old.count - tail)]
        let b = new[head..<(new.count - tail)]
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in b.difference(from: a) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var middle: [Edit] = []
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count, removed.contains(i) {
                middle.append(.removed(a[a.startIndex + i])); i += 1
            } else if j < b.count, inserted.contains(j) {
                middle.append(.added(b[b.startIndex + j])); j += 1
            } else {
                middle.append(.same(a[a.startIndex + i])); i += 1; j += 1
            }
        }
        return old[..<head].map(Edit.same) + middle + old[(old.count - tail)...].map(Edit.same)
    }
}
