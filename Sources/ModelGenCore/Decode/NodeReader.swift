// Reading helpers shared by the decoder: mappings with known keys, named entries, scalars, lists, over a YAMLDocument.

/// A node of the document being decoded.
typealias Node = YAMLDocument.Node

/// Reads a document's nodes into plain values, reporting every wrong kind, duplicate and unknown key.
struct NodeReader {
    /// The document read.
    let document: YAMLDocument
    private(set) var diagnostics = DiagnosticList()
    /// Type texts repeat (`String`, `[Item]`): each is parsed once per file.
    private var typeCache: TypeCache

    init(_ document: YAMLDocument) {
        self.document = document
        typeCache = TypeCache(nodes: document.records.count)
    }

    /// Where `node` starts.
    func location(_ node: Node) -> SourceLocation {
        document.location(node)
    }

    /// True when `node` is a mapping.
    func isMapping(_ node: Node) -> Bool {
        document.kind(node) == .mapping
    }

    /// The entries of a mapping with a fixed set of keys, by key. Reports unknown and duplicate keys. Keys are
    /// matched by their bytes in the document; a `String` is made only of a key that is reported.
    mutating func keyed(_ node: Node, in context: @autoclosure () -> String, allowed: KeyList) -> KeyedEntries? {
        if document.isNull(node) { return KeyedEntries(allowed: allowed) }
        guard document.kind(node) == .mapping else {
            diagnostics.error(
                "\(context()) must be a mapping, not \(document.kindDescription(node))", at: location(node))
            return nil
        }
        var result = KeyedEntries(allowed: allowed, mapping: node, in: document)
        var unknown: [String: SourceLocation] = [:]
        for index in 0..<document.count(node) {
            let entry = document.entry(node, index)
            guard document.kind(entry.key) == .scalar else {
                diagnostics.error(
                    "a key in \(context()) must be a scalar, not \(document.kindDescription(entry.key))",
                    at: location(entry.key))
                continue
            }
            let key: String
            let first: SourceLocation
            if let slot = document.withScalarBytes(entry.key, allowed.slot(of:)) {
                guard let taken = result.entry(slot) else {
                    result.set(index, slot: slot)
                    continue
                }
                key = allowed.names[slot]
                first = location(taken.key)
            } else {
                key = document.scalar(entry.key) ?? ""
                if let earlier = unknown[key] {
                    first = earlier
                } else {
                    unknown[key] = location(entry.key)
                    let notes = Suggestion.note(for: key, in: allowed.names)
                    let known =
                        notes.isEmpty ? [Diagnostic.Note("\(context()) takes \(Self.list(allowed.names))")] : notes
                    diagnostics.error(
                        "unknown key \(quoted: key) in \(context())", at: location(entry.key), notes: known)
                    continue
                }
            }
            diagnostics.error(
                "duplicate key \(quoted: key) in \(context())", at: location(entry.key),
                notes: [.init("first declared here", at: first)])
        }
        return result
    }

    /// The entries of a mapping whose keys are names, in order, duplicates reported and dropped.
    mutating func named(_ node: Node, in context: @autoclosure () -> String) -> [(Name, YAMLDocument.Entry)]? {
        guard var entries = namedEntries(node, in: context()) else { return nil }
        var result: [(Name, YAMLDocument.Entry)] = []
        result.reserveCapacity(entries.count)
        while let named = next(&entries, in: context()) { result.append((named.name, named.entry)) }
        return result
    }

    /// The entries of a mapping whose keys are names, to be read one by one with `next(_:in:)` (nil when `node`
    /// is neither a mapping nor null, which is reported): a decoder reads each entry as it comes, with no array of
    /// them made first.
    mutating func namedEntries(_ node: Node, in context: @autoclosure () -> String) -> NamedEntries? {
        if document.isNull(node) { return NamedEntries(node: node, count: 0) }
        guard document.kind(node) == .mapping else {
            diagnostics.error(
                "\(context()) must be a mapping, not \(document.kindDescription(node))", at: location(node))
            return nil
        }
        var entries = NamedEntries(node: node, count: document.count(node))
        if entries.count > Self.longMapping,
            (0..<entries.count).allSatisfy({
                let key = document.entry(node, $0).key
                return document.kind(key) != .scalar || document.isASCII(key)
            })
        {
            entries.seen = SeenKeys(count: entries.count)
        }
        return entries
    }

    /// A mapping with more entries finds its duplicate keys through a table, not by comparing with each key before.
    private static let longMapping = 16

    /// The next entry of `entries` with its name, reporting each key before it that is not a scalar or repeats an
    /// earlier one; nil after the last.
    mutating func next(_ entries: inout NamedEntries, in context: @autoclosure () -> String) -> NamedEntry? {
        while entries.index < entries.count {
            let (mapping, index) = (entries.node, entries.index)
            entries.index += 1
            let entry = document.entry(mapping, index)
            guard let key = document.scalar(entry.key) else {
                diagnostics.error(
                    "a key in \(context()) must be a scalar, not \(document.kindDescription(entry.key))",
                    at: location(entry.key))
                continue
            }
            let keyLocation = location(entry.key)
            let first: SourceLocation?
            if entries.seen != nil {
                first = (entries.seen?.earlier(entry.key, in: document) ?? nil).map { document.location($0) }
            } else {
                // An earlier key with the same bytes is the first of them: each one after it was dropped as its duplicate.
                first = entries.firsts.earlier(
                    key, at: keyLocation,
                    searchBack: {
                        for earlier in 0..<index {
                            let other = document.entry(mapping, earlier).key
                            if document.kind(other) == .scalar, document.sameText(other, entry.key) {
                                return document.location(other)
                            }
                        }
                        return nil
                    })
            }
            if let first {
                diagnostics.error(
                    "duplicate key \(quoted: key) in \(context())", at: keyLocation,
                    notes: [.init("first declared here", at: first)])
                continue
            }
            return NamedEntry(name: Name(key, at: keyLocation), entry: entry)
        }
        return nil
    }

    /// A scalar's text; reports other kinds.
    mutating func scalar(_ node: Node, in context: @autoclosure () -> String) -> Name? {
        guard let text = document.scalar(node), !document.isNull(node) else {
            diagnostics.error(
                "\(context()) must be a scalar, not \(document.kindDescription(node))", at: location(node))
            return nil
        }
        return Name(text, at: location(node))
    }

    /// The text of a mapping's `doc:` entry, if it has one.
    mutating func doc(_ keys: KeyedEntries) -> String? {
        keys["doc"].flatMap { scalar($0.value, in: "'doc'")?.value }
    }

    /// A list of scalars; a single scalar is read as a one-element list.
    mutating func scalars(_ node: Node, in context: @autoclosure () -> String) -> [Name] {
        switch document.kind(node) {
        case .scalar:
            return document.isNull(node) ? [] : [Name(document.scalar(node) ?? "", at: location(node))]
        case .sequence:
            return (0..<document.count(node)).compactMapReservingCapacity {
                scalar(document.item(node, $0), in: "an item of \(context())")
            }
        case .mapping:
            diagnostics.error("\(context()) must be a list, not a mapping", at: location(node))
            return []
        }
    }

    /// One of `Value`'s cases by its raw value, the option `key` (`"access"`) takes; reports any other text with a
    /// did-you-mean and the list of values.
    mutating func choice<Value: RawRepresentable & CaseIterable>(
        _ node: Node, _ type: Value.Type, _ key: String
    ) -> Located<Value>? where Value.RawValue == String {
        guard let text = scalar(node, in: "\(quoted: key)") else { return nil }
        if let value = Value(rawValue: text.value) { return Located(value, at: text.location) }
        let names = Value.allCases.map(\.rawValue)
        diagnostics.error(
            "\(quoted: text.value) is not a valid \(key)", at: text.location,
            notes: Suggestion.note(for: text.value, in: names) + [.init("\(key) is \(Self.list(names))")])
        return nil
    }

    /// A boolean (`true`/`false` and YAML 1.1's spellings).
    mutating func bool(_ node: Node, in context: @autoclosure () -> String) -> Located<Bool>? {
        guard let text = scalar(node, in: context())?.value else { return nil }
        switch text.lowercased() {
        case "true", "yes", "on": return Located(true, at: location(node))
        case "false", "no", "off": return Located(false, at: location(node))
        default:
            diagnostics.error("\(context()) must be true or false, not \(quoted: text)", at: location(node))
            return nil
        }
    }

    /// A type expression; YAML's `[Item]` and `[String: Int]` flow collections are read back as array and dictionary types.
    mutating func type(_ node: Node, in context: @autoclosure () -> String) -> TypeReference? {
        switch document.kind(node) {
        case .scalar:
            if document.isNull(node) {
                diagnostics.error("\(context()) needs a type", at: location(node))
                return nil
            }
            let (text, parsed) = typeCache.lookUp(node, in: document)
            return TypeReference(text: text, location: location(node), parsed: parsed)
        case .sequence:
            let items = document.items(node)
            guard items.count == 1 else {
                diagnostics.error(
                    "\(context()) must be a type; a list stands for an array type only with exactly one element",
                    at: location(node))
                return nil
            }
            if document.kind(items[0]) == .mapping {
                let entries = document.entries(items[0])
                guard entries.count == 1,
                    let key = type(entries[0].key, in: context()),
                    let value = type(entries[0].value, in: context())
                else {
                    diagnostics.error(
                        "\(context()) must be a type; write a dictionary type in quotes, like \"[String: Int]\"",
                        at: location(node))
                    return nil
                }
                return TypeReference(text: "[\(key.text): \(value.text)]", location: location(node))
            }
            guard let element = type(items[0], in: context()) else { return nil }
            return TypeReference(text: "[\(element.text)]", location: location(node))
        case .mapping:
            diagnostics.error("\(context()) must be a type, not a mapping", at: location(node))
            return nil
        }
    }

    /// Reports that `node` lacks a required key (one of `required`), unless one of its unknown keys was already
    /// reported with a "did you mean" naming a required key: one misspelt key is one mistake, reported once.
    mutating func missing(
        _ message: String, at location: SourceLocation, in node: Node, allowed: KeyList, required: [String]
    ) {
        if document.kind(node) == .mapping {
            for entry in document.entries(node) {
                guard let key = document.scalar(entry.key), !allowed.names.contains(key) else { continue }
                if let suggestion = Suggestion.closest(to: key, in: allowed.names), required.contains(suggestion) {
                    return
                }
            }
        }
        diagnostics.error(message, at: location)
    }

    /// Reports an error found while decoding.
    mutating func error(_ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = []) {
        diagnostics.error(message, at: location, notes: notes)
    }

    /// `a, b or c`, each quoted.
    static func list(_ names: [String]) -> String {
        let quoted = names.map { "\(quoted: $0)" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
    }
}

/// An entry of a mapping whose keys are names, with its name. A structure, not a tuple: an optional tuple was
/// destroyed through its type's metadata.
struct NamedEntry {
    let name: Name
    let entry: YAMLDocument.Entry
}

/// A mapping whose keys are names, being read entry by entry (`NodeReader.next(_:in:)`).
struct NamedEntries {
    let node: Node
    /// The number of entries.
    let count: Int
    /// The next entry to read.
    fileprivate(set) var index = 0
    /// Where each key first appeared, unless `seen` finds them: its table compares names as `String`s.
    fileprivate var firsts: FirstOccurrences
    /// The keys read so far of a long mapping whose keys are all ASCII.
    fileprivate var seen: SeenKeys?

    fileprivate init(node: Node, count: Int) {
        self.node = node
        self.count = count
        firsts = FirstOccurrences(count: count)
    }
}

/// The keys a mapping may have, each packed into words (`PackedKey`), so that a key in a document is matched where
/// it lies with a few integer comparisons.
struct KeyList: ExpressibleByArrayLiteral {
    /// The keys, in the order the spec language lists them.
    let names: [String]
    private let packed: [PackedKey]
    /// The most keys a list holds: `KeyedEntries` has a byte for each.
    static let maxCount = 24

    init(arrayLiteral keys: StaticString...) {
        self.init(keys.map { $0.description })
    }

    /// The keys `names`, as an enum of the spec model declares them (`OperationSpec.Key.allCases`).
    init(_ names: [String]) {
        precondition(names.count <= KeyList.maxCount, "more than \(KeyList.maxCount) keys")
        self.names = names
        packed = names.map { name in
            guard let key = PackedKey(name.utf8) else {
                preconditionFailure("the key \(name) is longer than \(PackedKey.maxCount) bytes")
            }
            return key
        }
    }

    /// The index of the key spelled by `bytes`.
    func slot(of bytes: some Collection<UInt8>) -> Int? {
        guard let key = PackedKey(bytes) else { return nil }
        return packed.firstIndex(of: key)
    }
}

/// A key of at most 16 bytes as two words and its length: looking keys up compared bytes one by one, a tenth of
/// decoding.
private struct PackedKey: Equatable {
    static let maxCount = 16
    var count: Int
    var low: UInt64 = 0
    var high: UInt64 = 0

    /// The key spelled by `bytes`, or nil when it is longer than any key can be.
    init?(_ bytes: some Collection<UInt8>) {
        count = bytes.count
        guard count <= Self.maxCount else { return nil }
        var shift: UInt64 = 0
        for byte in bytes {
            if shift < 64 {
                low |= UInt64(byte) << shift
            } else {
                high |= UInt64(byte) << (shift - 64)
            }
            shift += 8
        }
    }
}

/// The entries of a mapping with a fixed set of keys, one slot per allowed key.
///
/// Each slot holds the place of its key's entry in the mapping, a byte per slot packed into three words: an array of
/// slots was allocated for every mapping decoded, an eighth of decoding.
struct KeyedEntries {
    let allowed: KeyList
    /// The document's children, where the mapping's keys and values alternate from `start`.
    private let children: [Int32]
    private let start: Int32
    /// Byte `slot % 8` of word `slot / 8` of these: 0 when the key is absent, else the index of its entry + 1, or
    /// `farPlace`.
    private var places0: UInt64 = 0
    private var places1: UInt64 = 0
    private var places2: UInt64 = 0
    /// The index of the entry of each slot whose byte says `farPlace`: empty but in a mapping of hundreds of entries.
    private var farIndices: [Int] = []
    private static let farPlace = 0xFF

    /// No entries: a null node.
    init(allowed: KeyList) {
        self.allowed = allowed
        children = []
        start = 0
    }

    /// No entries yet, of the mapping `node` of `document`.
    init(allowed: KeyList, mapping node: Node, in document: YAMLDocument) {
        self.allowed = allowed
        children = document.children
        start = document.records[Int(node.index)].start
    }

    /// The entry of `key`, if the mapping has it.
    subscript(key: StaticString) -> YAMLDocument.Entry? {
        key.withUTF8Buffer { allowed.slot(of: $0) }.flatMap { entry($0) }
    }

    /// The entry of the allowed key at `slot`.
    func entry(_ slot: Int) -> YAMLDocument.Entry? {
        let place = Int(truncatingIfNeeded: word(slot) >> UInt64((slot & 7) * 8)) & 0xFF
        guard place != 0 else { return nil }
        let index = place == Self.farPlace ? farIndices[slot] : place - 1
        let at = Int(start) + 2 * index
        return YAMLDocument.Entry(key: Node(index: children[at]), value: Node(index: children[at + 1]))
    }

    /// Records that the entry at `index` of the mapping is the allowed key's at `slot`.
    mutating func set(_ index: Int, slot: Int) {
        let place: Int
        if index + 1 < Self.farPlace {
            place = index + 1
        } else {
            place = Self.farPlace
            if farIndices.isEmpty { farIndices = Array(repeating: 0, count: allowed.names.count) }
            farIndices[slot] = index
        }
        let bits = UInt64(place) << UInt64((slot & 7) * 8)
        switch slot >> 3 {
        case 0: places0 |= bits
        case 1: places1 |= bits
        default: places2 |= bits
        }
    }

    private func word(_ slot: Int) -> UInt64 {
        switch slot >> 3 {
        case 0: places0
        case 1: places1
        default: places2
        }
    }
}

extension Collection {
    /// `compactMap` into storage reserved for every element: decoded lists are seldom shortened, and growing them by
    /// doubling was a visible share of decoding.
    func compactMapReservingCapacity<Result>(_ transform: (Element) throws -> Result?) rethrows -> [Result] {
        var results: [Result] = []
        results.reserveCapacity(count)
        for element in self {
            if let result = try transform(element) { results.append(result) }
        }
        return results
    }
}
