// Reading helpers shared by the decoder: mappings with known keys, named entries, scalars, lists, over a YAMLDocument.

/// A node of the document being decoded.
typealias Node = YAMLDocument.Node

/// Reads a document's nodes into plain values, reporting every wrong kind, duplicate and unknown key.
struct NodeReader {
    /// The document read.
    let document: YAMLDocument
    private(set) var diagnostics = DiagnosticList()
    /// Each type text read so far, parsed: type texts repeat (`String`, `[Item]`), and each is parsed once per file.
    private var parsedTypes: [String: Result<TypeExpression, TypeExpression.ParseError>] = [:]

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

    /// The entries of a mapping whose keys are `allowed`, by key. Reports unknown and duplicate keys.
    mutating func keyed<Key: MappingKey>(
        _ node: Node, in context: @autoclosure () -> String, allowed: [Key]
    ) -> KeyedEntries<Key>? {
        if document.isNull(node) { return KeyedEntries(allowed: allowed) }
        guard document.kind(node) == .mapping else {
            diagnostics.error(
                "\(context()) must be a mapping, not \(document.kindDescription(node))", at: location(node))
            return nil
        }
        var result = KeyedEntries(allowed: allowed)
        var unknown: [String: SourceLocation] = [:]
        for entry in document.entries(node) {
            guard let text = document.scalar(entry.key) else {
                diagnostics.error(
                    "a key in \(context()) must be a scalar, not \(document.kindDescription(entry.key))",
                    at: location(entry.key))
                continue
            }
            let first: SourceLocation
            if let key = Key(rawValue: text), allowed.contains(key) {
                guard let taken = result[key] else {
                    result.entries[key] = entry
                    continue
                }
                first = location(taken.key)
            } else if let earlier = unknown[text] {
                first = earlier
            } else {
                unknown[text] = location(entry.key)
                let names = allowed.map(\.rawValue)
                let notes = Suggestion.note(for: text, in: names)
                let known = notes.isEmpty ? [Diagnostic.Note("\(context()) takes \(Self.list(names))")] : notes
                diagnostics.error("unknown key \(quoted: text) in \(context())", at: location(entry.key), notes: known)
                continue
            }
            diagnostics.error(
                "duplicate key \(quoted: text) in \(context())", at: location(entry.key),
                notes: [.init("first declared here", at: first)])
        }
        return result
    }

    /// The entries of a mapping whose keys are names, in order, duplicates reported and dropped.
    mutating func named(_ node: Node, in context: @autoclosure () -> String) -> [(Name, YAMLDocument.Entry)]? {
        guard var entries = namedEntries(node, in: context()) else { return nil }
        var result: [(Name, YAMLDocument.Entry)] = []
        while let named = next(&entries, in: context()) { result.append((named.name, named.entry)) }
        return result
    }

    /// The entries of a mapping whose keys are names, to be read one by one with `next(_:in:)` (nil when `node`
    /// is neither a mapping nor null, which is reported), so that each entry's diagnostics follow its key's.
    mutating func namedEntries(_ node: Node, in context: @autoclosure () -> String) -> NamedEntries? {
        if document.isNull(node) { return NamedEntries(node: node, count: 0) }
        guard document.kind(node) == .mapping else {
            diagnostics.error(
                "\(context()) must be a mapping, not \(document.kindDescription(node))", at: location(node))
            return nil
        }
        return NamedEntries(node: node, count: document.count(node))
    }

    /// The next entry of `entries` with its name, reporting each key before it that is not a scalar or repeats an
    /// earlier one; nil after the last.
    mutating func next(
        _ entries: inout NamedEntries, in context: @autoclosure () -> String
    ) -> (name: Name, entry: YAMLDocument.Entry)? {
        while entries.index < entries.count {
            let entry = document.entry(entries.node, entries.index)
            entries.index += 1
            guard let key = document.scalar(entry.key) else {
                diagnostics.error(
                    "a key in \(context()) must be a scalar, not \(document.kindDescription(entry.key))",
                    at: location(entry.key))
                continue
            }
            let keyLocation = location(entry.key)
            if let first = entries.firsts[key] {
                diagnostics.error(
                    "duplicate key \(quoted: key) in \(context())", at: keyLocation,
                    notes: [.init("first declared here", at: first)])
                continue
            }
            entries.firsts[key] = keyLocation
            return (Name(key, at: keyLocation), entry)
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
    mutating func doc(_ entry: YAMLDocument.Entry?) -> String? {
        entry.flatMap { scalar($0.value, in: "'doc'")?.value }
    }

    /// A list of scalars; a single scalar is read as a one-element list.
    mutating func scalars(_ node: Node, in context: @autoclosure () -> String) -> [Name] {
        switch document.kind(node) {
        case .scalar:
            return document.isNull(node) ? [] : [Name(document.scalar(node) ?? "", at: location(node))]
        case .sequence:
            return document.items(node).compactMap { scalar($0, in: "an item of \(context())") }
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
            let text = document.scalar(node) ?? ""
            if let parsed = parsedTypes[text] {
                return TypeReference(text: text, location: location(node), parsed: parsed)
            }
            let reference = TypeReference(text: text, location: location(node))
            parsedTypes[text] = reference.parsed
            return reference
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
    mutating func missing<Key: MappingKey>(
        _ message: String, at location: SourceLocation, in node: Node, allowed: [Key], required: [Key]
    ) {
        let names = allowed.map(\.rawValue)
        if document.kind(node) == .mapping {
            for entry in document.entries(node) {
                guard let key = document.scalar(entry.key), !names.contains(key) else { continue }
                if let suggestion = Suggestion.closest(to: key, in: names),
                    required.contains(where: { $0.rawValue == suggestion })
                {
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

/// A mapping whose keys are names, being read entry by entry (`NodeReader.next(_:in:)`).
struct NamedEntries {
    let node: Node
    /// The number of entries.
    let count: Int
    /// The next entry to read.
    fileprivate(set) var index = 0
    /// Where each name read so far was first written.
    fileprivate var firsts: [String: SourceLocation] = [:]

    fileprivate init(node: Node, count: Int) {
        self.node = node
        self.count = count
    }
}

/// The entries of a mapping with a fixed set of keys, by key.
struct KeyedEntries<Key: MappingKey> {
    /// The keys the mapping may have, in order.
    let allowed: [Key]
    /// The entry of each key the mapping has.
    fileprivate var entries: [Key: YAMLDocument.Entry] = [:]

    /// No entries yet.
    init(allowed: [Key]) {
        self.allowed = allowed
    }

    /// The entry of `key`, if the mapping has it.
    subscript(key: Key) -> YAMLDocument.Entry? {
        entries[key]
    }
}
