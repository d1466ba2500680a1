// "Did you mean ...?": the closest candidate by edit distance, found in one pass over the candidates.

/// Finds the candidate closest to a misspelt name.
public enum Suggestion {
    /// Names longer than this (in characters) get no suggestion: comparing one costs its length times each candidate's.
    static let longestName = 64

    /// The candidate nearest to `name` by case-insensitive edit distance, if one is near enough to be a likely typo;
    /// of equally near candidates, the first in sorted order.
    ///
    /// One pass, no sort: a candidate whose length alone puts it out of reach is passed over, and a distance is
    /// computed only as far as it can still be within reach.
    public static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        search(for: name, in: candidates).match
    }

    /// What `closest(to:in:)` finds, and the number of edit-distance table cells it filled to find it: the work the
    /// tests count to show that a search stays linear in its candidates and skips names too long to compare.
    static func search(for name: String, in candidates: some Sequence<String>) -> (match: String?, cells: Int) {
        let target = Array(name.lowercased().unicodeScalars)
        guard target.count <= longestName else { return (nil, 0) }
        var best: (candidate: String, distance: Int)?
        var cells = 0
        for candidate in candidates where candidate != name {
            let length = lowercasedLength(candidate)
            // Within the limit, no farther than the best so far, and not a replacement of every character: 'x' is no typo of 'b'.
            let reach = min(
                max(1, min(target.count, length) / 3), best?.distance ?? .max, max(target.count, length) - 1)
            guard abs(target.count - length) <= reach,
                let distance = editDistance(
                    target, Array(candidate.lowercased().unicodeScalars), atMost: reach, cells: &cells)
            else { continue }
            if let best, distance == best.distance, best.candidate < candidate { continue }
            best = (candidate, distance)
        }
        return (best?.candidate, cells)
    }

    /// A "did you mean" note for `name` among `candidates`, or none.
    public static func note(
        for name: String, in candidates: some Sequence<String>, at location: SourceLocation? = nil
    ) -> [Diagnostic.Note] {
        note(suggesting: closest(to: name, in: candidates), at: location)
    }

    /// The "did you mean" note for a match `closest(to:in:)` found, or none.
    static func note(suggesting match: String?, at location: SourceLocation? = nil) -> [Diagnostic.Note] {
        guard let match else { return [] }
        return [Diagnostic.Note("did you mean \(quoted: match)?", at: location)]
    }

    /// The number of Unicode scalars of `text` lowercased, without lowercasing ASCII text.
    private static func lowercasedLength(_ text: String) -> Int {
        text.utf8.allSatisfy { $0 < 0x80 } ? text.utf8.count : text.lowercased().unicodeScalars.count
    }

    /// Edit distance counting an insertion, a deletion, a substitution or a swap of neighbours as one edit; nil when
    /// it is more than `limit`, known at the first row whose every entry is (no later row has a smaller entry). Adds
    /// the number of table cells it fills to `cells`.
    private static func editDistance(
        _ a: [Unicode.Scalar], _ b: [Unicode.Scalar], atMost limit: Int, cells: inout Int
    ) -> Int? {
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) <= limit ? max(a.count, b.count) : nil }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
                rowMinimum = min(rowMinimum, current[j])
            }
            cells += b.count
            if rowMinimum > limit { return nil }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }
}
