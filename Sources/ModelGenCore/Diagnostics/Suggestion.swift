// "Did you mean ...?": the closest candidate by edit distance.

/// Finds the candidate closest to a misspelt name.
public enum Suggestion {
    /// The candidate nearest to `name` by case-insensitive edit distance, if one is near enough to be a likely typo.
    public static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        let target = Array(name.lowercased().unicodeScalars)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates.sorted() where candidate != name {
            let distance = editDistance(target, Array(candidate.lowercased().unicodeScalars))
            let limit = max(1, min(target.count, candidate.count) / 3)
            // Within the limit, and not a replacement of every character: 'x' is no typo of 'b'.
            if distance <= limit, distance < max(target.count, candidate.count), distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// A "did you mean" note for `name` among `candidates`, or none.
    public static func note(for name: String, in candidates: some Sequence<String>, at location: SourceLocation? = nil) -> [Diagnostic.Note] {
        guard let match = closest(to: name, in: candidates) else { return [] }
        return [Diagnostic.Note("did you mean '\(match)'?", at: location)]
    }

    /// Edit distance counting an insertion, a deletion, a substitution or a swap of neighbours as one edit.
    private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
