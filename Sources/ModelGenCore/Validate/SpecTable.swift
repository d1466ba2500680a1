// The index's tables of declarations by kind. A table keeps where each declaration stands in the run's files, not a
// copy of it: a run of 10 MB of specs would otherwise hold every spec struct twice, once more inline in a dictionary.

/// The declarations of one kind by name, each read from the file that holds it.
public struct SpecTable<Spec: Sendable>: Sendable {
    /// Where a declaration stands: its file's index and its index in that file's list.
    private struct Position: Sendable {
        var file: Int32
        var item: Int32
    }

    /// The list of each of the run's files the declarations are in, in file order: each shares its storage with its
    /// file's, and a declaration is read straight from it, without copying its file out of the run's to find it.
    private let lists: [[Spec]]
    /// Each name's declaration.
    private var positions: [String: Position] = [:]

    /// An empty table of the declarations `list` gives of each of `files`.
    init(_ files: [SpecFile], _ list: (SpecFile) -> [Spec]) {
        lists = files.map(list)
        positions.reserveCapacity(lists.reduce(0) { $0 + $1.count })
    }

    /// The declaration named `name`, if the table has one.
    public subscript(name: String) -> Spec? {
        positions[name].map { lists[Int($0.file)][Int($0.item)] }
    }

    /// What `body` reads off the declaration named `name`, which it reads in place; nil when the table has none.
    func read<Value>(_ name: String, _ body: (Spec) -> Value) -> Value? {
        guard let position = positions[name] else { return nil }
        return body(lists[Int(position.file)][Int(position.item)])
    }

    /// True when the table has a declaration named `name`.
    func contains(_ name: String) -> Bool {
        positions[name] != nil
    }

    /// Records that `name` is declared by item `item` of file `file`, unless the table has a declaration of that
    /// name already; the name is hashed once when it is new.
    mutating func insertIfAbsent(_ name: String, file: Int, item: Int) {
        if let first = positions.updateValue(Position(file: Int32(file), item: Int32(item)), forKey: name) {
            positions[name] = first
        }
    }

    /// The declared names, in no particular order.
    public var keys: [String] { Array(positions.keys) }

    /// The declarations, in no particular order.
    public var values: [Spec] { positions.values.map { lists[Int($0.file)][Int($0.item)] } }

    /// Calls `body` with each declaration, in no particular order, read in place.
    func forEach(_ body: (Spec) throws -> Void) rethrows {
        for position in positions.values { try body(lists[Int(position.file)][Int(position.item)]) }
    }

    /// The number of declarations.
    public var count: Int { positions.count }
}
