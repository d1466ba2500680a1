// "Did you mean" among a run's declared names, shared by the files that are validated in parallel.

/// Suggestions for names looked up among the declarations of one run. One missing name can be reported thousands
/// of times across a run's files: each list of names is made at its first look-up, and each name is looked up
/// once per list, whichever file asks.
final class DeclaredNameSuggestions: Sendable {
    /// The declared names a look-up searches.
    enum Names: Hashable {
        /// Every name a type may use.
        case types
        /// Snapshots.
        case snapshots
        /// Use cases.
        case useCases
        /// Models.
        case models
    }

    /// What the look-ups have made so far: each list of names, and the closest name found for each name looked up.
    private struct Memo {
        var lists: [Names: [String]] = [:]
        var found: [Names: [String: String?]] = [:]
    }

    private let index: SpecIndex
    private let memo = Guarded(Memo())

    /// Suggestions among the declarations of `index`.
    init(index: SpecIndex) {
        self.index = index
    }

    /// A "did you mean" note for `name` among the declared `names`, or none.
    func note(for name: String, among names: Names) -> [Diagnostic.Note] {
        Suggestion.note(suggesting: closest(to: name, among: names))
    }

    private func closest(to name: String, among names: Names) -> String? {
        memo.access { memo in
            if let match = memo.found[names]?[name] { return match }
            let list = memo.lists[names] ?? candidates(names)
            memo.lists[names] = list
            let match = Suggestion.closest(to: name, in: list)
            memo.found[names, default: [:]][name] = .some(match)
            return match
        }
    }

    private func candidates(_ names: Names) -> [String] {
        switch names {
        case .types: index.typeNames
        case .snapshots: Array(index.snapshots.keys)
        case .useCases: Array(index.useCases.keys)
        case .models: Array(index.models.keys)
        }
    }
}
