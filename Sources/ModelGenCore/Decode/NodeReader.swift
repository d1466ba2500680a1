// Reading helpers shared by the decoder: mappings with known keys, named entries, scalars, lists, over a YAMLDocument.

/// A node of the document being decoded.
typealias Node = YAMLDocument.Node

/// Reads a document's nodes into plain values, reporting every wrong kind, duplicate and unknown key.
struct NodeReader {
    /// The document read.
    let document: YAMLDocument
    private(set) var diagnostics = DiagnosticList()
    /// Type texts repeat (`String`, `[Item]`): each is parsed once per file.
    private var typeCache = TypeCache()

    init(_ document: YAMLDocument) {
        self.document = document
    }

    /// Where `node` starts.
    func location(_ node: Node) -> SourceLocation {
        document.location(node)
    }

    /// True when `node` is a mapping.
    func isMapping(_ node: Node) -> Bool {
        document.kind(node) == .mapping
    }

    /// The entries of a mapping with a fixed set of keys, by key. Reports unknown and duplicate keys.
    mutating func keyed(_ node: Node, in context: @autoclosure () -> String, allowed: [String]) -> KeyedEntries? {
        var result = KeyedEntries(allowed: allowed)
        if document.isNull(node) { return result }
        guard document.kind(node) == .mapping else {
            diagnostics.error("\(context()) must be a mapping, not \(document.kindDescription(node))", at: location(node))
            return nil
        }
        var unknown: [String: SourceLocation] = [:]
        for index in 0..<document.count(node) {
            let entry = document.entry(node, index)
            guard let key = document.scalar(entry.key) else {
                diagnostics.error("a key in \(context()) must be a scalar, not \(document.kindDescription(entry.key))", at: location(entry.key))
                continue
            }
            let first: SourceLocation
            if let slot = allowed.firstIndex(of: key) {
                guard let taken = result.entry(slot) else {
                    result.set(entry, slot: slot)
                    continue
                }
                first = location(taken.key)
            } else if let earlier = unknown[key] {
                first = earlier
            } else {
                unknown[key] = location(entry.key)
                let notes = Suggestion.note(for: key, in: allowed)
                let known = notes.isEmpty ? [Diagnostic.Note("\(context()) takes \(Self.list(allowed))")] : notes
                diagnostics.error("unknown key '\(key)' in \(context())", at: location(entry.key), notes: known)
                continue
            }
            diagnostics.error("duplicate key '\(key)' in \(context())", at: location(entry.key), notes: [.init("first declared here", at: first)])
        }
        return result
    }

    /// The entries of a mapping whose keys are names, in order, duplicates reported and dropped.
    mutating func named(_ node: Node, in context: @autoclosure () -> String) -> [(Name, YAMLDocument.Entry)]? {
        if document.isNull(node) { return [] }
        guard document.kind(node) == .mapping else {
            diagnostics.error("\(context()) must be a mapping, not \(document.kindDescription(node))", at: location(node))
            return nil
        }
        let count = document.count(node)
        var result: [(Name, YAMLDocument.Entry)] = []
        result.reserveCapacity(count)
        // Most mappings are small: a linear search finds duplicates faster than hashing.
        var seen: [String: SourceLocation]? = count > 16 ? [:] : nil
        for index in 0..<count {
            let entry = document.entry(node, index)
            guard let key = document.scalar(entry.key) else {
                diagnostics.error("a key in \(context()) must be a scalar, not \(document.kindDescription(entry.key))", at: location(entry.key))
                continue
            }
            let keyLocation = location(entry.key)
            if let first = seen?[key] ?? (seen == nil ? result.first(where: { $0.0.value == key })?.0.location : nil) {
                diagnostics.error("duplicate key '\(key)' in \(context())", at: keyLocation, notes: [.init("first declared here", at: first)])
                continue
            }
            seen?[key] = keyLocation
            result.append((Name(key, at: keyLocation), entry))
        }
        return result
    }

    /// A scalar's text; reports other kinds.
    mutating func scalar(_ node: Node, in context: @autoclosure () -> String) -> Name? {
        guard let text = document.scalar(node), !document.isNull(node) else {
            diagnostics.error("\(context()) must be a scalar, not \(document.kindDescription(node))", at: location(node))
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
            return (0..<document.count(node)).compactMap { scalar(document.item(node, $0), in: "an item of \(context())") }
        case .mapping:
            diagnostics.error("\(context()) must be a list, not a mapping", at: location(node))
            return []
        }
    }

    /// A boolean (`true`/`false` and YAML 1.1's spellings).
    mutating func bool(_ node: Node, in context: @autoclosure () -> String) -> Located<Bool>? {
        guard let text = scalar(node, in: context())?.value else { return nil }
        switch text.lowercased() {
        case "true", "yes", "on": return Located(true, at: location(node))
        case "false", "no", "off": return Located(false, at: location(node))
        default:
            diagnostics.error("\(context()) must be true or false, not '\(text)'", at: location(node))
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
                diagnostics.error("\(context()) must be a type; a list stands for an array type only with exactly one element", at: location(node))
                return nil
            }
            if document.kind(items[0]) == .mapping {
                let entries = document.entries(items[0])
                guard entries.count == 1,
                    let key = type(entries[0].key, in: context()),
                    let value = type(entries[0].value, in: context())
                else {
                    diagnostics.error("\(context()) must be a type; write a dictionary type in quotes, like \"[String: Int]\"", at: location(node))
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
    mutating func missing(_ message: String, at location: SourceLocation, in node: Node, allowed: [String], required: [String]) {
        if document.kind(node) == .mapping {
            for entry in document.entries(node) {
                guard let key = document.scalar(entry.key), !allowed.contains(key) else { continue }
                if let suggestion = Suggestion.closest(to: key, in: allowed), required.contains(suggestion) { return }
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
        let quoted = names.map { "'\($0)'" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
    }
}

/// The entries of a mapping with a fixed set of keys, one slot per allowed key, found by a linear search of the few
/// allowed keys rather than hashing.
struct KeyedEntries {
    let allowed: [String]
    private var slots: [YAMLDocument.Entry?]

    init(allowed: [String]) {
        self.allowed = allowed
        slots = Array(repeating: nil, count: allowed.count)
    }

    /// The entry of `key`, if the mapping has it.
    subscript(key: String) -> YAMLDocument.Entry? {
        allowed.firstIndex(of: key).flatMap { slots[$0] }
    }

    /// The entry of the allowed key at `slot`.
    func entry(_ slot: Int) -> YAMLDocument.Entry? {
        slots[slot]
    }

    /// Records the entry of the allowed key at `slot`.
    mutating func set(_ entry: YAMLDocument.Entry, slot: Int) {
        slots[slot] = entry
    }
}
