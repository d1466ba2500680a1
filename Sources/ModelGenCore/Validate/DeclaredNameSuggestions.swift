// "Did you mean" among a run's declared names, shared by the files that are validated in parallel.

import Dispatch

/// Suggestions for names looked up among the declarations of one run. One missing name can be reported thousands
/// of times across a run's files: each list of names is made at its first look-up, and each name is looked up
/// once per list, whichever file asks.
final class DeclaredNameSuggestions: @unchecked Sendable {
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

    private let index: SpecIndex
    private let queue = DispatchQueue(label: "modelgen.declared-name-suggestions")
    /// Read and written on `queue` only.
    private var lists: [Names: [String]] = [:]
    /// The closest name found for each name looked up, by list; read and written on `queue` only.
    private var found: [Names: [String: String?]] = [:]

    /// Suggestions among the declarations of `index`.
    init(index: SpecIndex) {
        self.index = index
    }

    /// A "did you mean" note for `name` among the declared `names`, or none.
    func note(for name: String, among names: Names) -> [Diagnostic.Note] {
        Suggestion.note(suggesting: closest(to: name, among: names))
    }

    private func closest(to name: String, among names: Names) -> String? {
        queue.sync {
            if let match = found[names]?[name] { return match }
            let list = lists[names] ?? candidates(names)
            lists[names] = list
            let match = Suggestion.closest(to: name, in: list)
            found[names, default: [:]][name] = .some(match)
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
