// Finding where a repeated name first appeared, for "duplicate ... first declared here" diagnostics.

/// Where each name of a list first appeared. Most lists are short, and a short list is searched back directly
/// (faster than hashing every name); a long one keeps a table of its names.
struct FirstOccurrences {
    /// Lists longer than this keep a table.
    private static let longList = 16
    private var table: [String: SourceLocation]?

    /// Ready for a list of `count` names.
    init(count: Int) {
        table = count > Self.longList ? Dictionary(minimumCapacity: count) : nil
    }

    /// Where `name` appeared before, or nil when this (at `location`) is its first appearance, which is then
    /// remembered. `searchBack` finds an earlier appearance in a short list, which keeps no table.
    mutating func earlier(
        _ name: String, at location: SourceLocation, searchBack: () -> SourceLocation?
    ) -> SourceLocation? {
        guard table != nil else { return searchBack() }
        if let first = table?[name] { return first }
        table?[name] = location
        return nil
    }
}
