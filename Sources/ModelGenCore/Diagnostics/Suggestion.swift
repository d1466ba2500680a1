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
            if distance <= limit, distance < (best?.distance ?? .max) {
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

    private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
