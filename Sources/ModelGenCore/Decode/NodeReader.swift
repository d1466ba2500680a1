// Reading helpers shared by the decoder: mappings with known keys, named entries, scalars, lists.

/// Reads nodes into plain values, reporting every wrong kind, duplicate and unknown key.
struct NodeReader {
    private(set) var diagnostics = DiagnosticList()
    /// Type texts repeat (`String`, `[Item]`): each is parsed once per file.
    private var parsedTypes: [String: Result<TypeExpression, TypeExpression.ParseError>] = [:]

    /// The entries of a mapping with a fixed set of keys, by key. Reports unknown and duplicate keys.
    mutating func keyed(_ node: Node, in context: @autoclosure () -> String, allowed: [String]) -> KeyedEntries? {
        guard let entries = named(node, in: context()) else { return nil }
        var result = KeyedEntries()
        for (name, entry) in entries {
            if allowed.contains(name.value) {
                result.entries.append((name.value, entry))
            } else {
                let notes = Suggestion.note(for: name.value, in: allowed)
                let known = notes.isEmpty ? [Diagnostic.Note("\(context()) takes \(Self.list(allowed))")] : notes
                diagnostics.error("unknown key '\(name.value)' in \(context())", at: name.location, notes: known)
            }
        }
        return result
    }

    /// The entries of a mapping whose keys are names, in order, duplicates reported and dropped.
    mutating func named(_ node: Node, in context: @autoclosure () -> String) -> [(Name, Node.Entry)]? {
        if node.isNull { return [] }
        guard case .mapping(let entries) = node.content else {
            diagnostics.error("\(context()) must be a mapping, not \(node.kindDescription)", at: node.location)
            return nil
        }
        var result: [(Name, Node.Entry)] = []
        result.reserveCapacity(entries.count)
        // Most mappings are small: a linear search finds duplicates faster than hashing.
        var seen: [String: SourceLocation]? = entries.count > 16 ? [:] : nil
        for entry in entries {
            guard let key = entry.key.scalar else {
                diagnostics.error("a key in \(context()) must be a scalar, not \(entry.key.kindDescription)", at: entry.key.location)
                continue
            }
            if let first = seen?[key] ?? (seen == nil ? result.first(where: { $0.0.value == key })?.0.location : nil) {
                diagnostics.error("duplicate key '\(key)' in \(context())", at: entry.key.location, notes: [.init("first declared here", at: first)])
                continue
            }
            seen?[key] = entry.key.location
            result.append((Name(key, at: entry.key.location), entry))
        }
        return result
    }

    /// A scalar's text; reports other kinds.
    mutating func scalar(_ node: Node, in context: @autoclosure () -> String) -> Name? {
        guard let text = node.scalar, !node.isNull else {
            diagnostics.error("\(context()) must be a scalar, not \(node.kindDescription)", at: node.location)
            return nil
        }
        return Name(text, at: node.location)
    }

    /// The text of a mapping's `doc:` entry, if it has one.
    mutating func doc(_ keys: KeyedEntries) -> String? {
        keys["doc"].flatMap { scalar($0.value, in: "'doc'")?.value }
    }

    /// A list of scalars; a single scalar is read as a one-element list.
    mutating func scalars(_ node: Node, in context: @autoclosure () -> String) -> [Name] {
        switch node.content {
        case .scalar where node.isNull:
            return []
        case .scalar(let text, _):
            return [Name(text, at: node.location)]
        case .sequence(let items):
            return items.compactMap { scalar($0, in: "an item of \(context())") }
        case .mapping:
            diagnostics.error("\(context()) must be a list, not a mapping", at: node.location)
            return []
        }
    }

    /// A boolean (`true`/`false` and YAML 1.1's spellings).
    mutating func bool(_ node: Node, in context: @autoclosure () -> String) -> Located<Bool>? {
        guard let text = scalar(node, in: context())?.value else { return nil }
        switch text.lowercased() {
        case "true", "yes", "on": return Located(true, at: node.location)
        case "false", "no", "off": return Located(false, at: node.location)
        default:
            diagnostics.error("\(context()) must be true or false, not '\(text)'", at: node.location)
            return nil
        }
    }

    /// A type expression; YAML's `[Item]` and `[String: Int]` flow collections are read back as array and dictionary types.
    mutating func type(_ node: Node, in context: @autoclosure () -> String) -> TypeReference? {
        switch node.content {
        case .scalar where node.isNull:
            diagnostics.error("\(context()) needs a type", at: node.location)
            return nil
        case .scalar(let text, _):
            return typeReference(text, at: node.location)
        case .sequence(let items):
            guard items.count == 1 else {
                diagnostics.error("\(context()) must be a type; a list stands for an array type only with exactly one element", at: node.location)
                return nil
            }
            if case .mapping(let entries) = items[0].content {
                guard entries.count == 1,
                    let key = type(entries[0].key, in: context()),
                    let value = type(entries[0].value, in: context())
                else {
                    diagnostics.error("\(context()) must be a type; write a dictionary type in quotes, like \"[String: Int]\"", at: node.location)
                    return nil
                }
                return typeReference("[\(key.text): \(value.text)]", at: node.location)
            }
            guard let element = type(items[0], in: context()) else { return nil }
            return typeReference("[\(element.text)]", at: node.location)
        case .mapping:
            diagnostics.error("\(context()) must be a type, not a mapping", at: node.location)
            return nil
        }
    }

    /// Reports that `node` lacks a required key (one of `required`), unless one of its unknown keys was already
    /// reported with a "did you mean" naming a required key: one misspelt key is one mistake, reported once.
    mutating func missing(_ message: String, at location: SourceLocation, in node: Node, allowed: [String], required: [String]) {
        if case .mapping(let entries) = node.content {
            for entry in entries {
                guard let key = entry.key.scalar, !allowed.contains(key) else { continue }
                if let suggestion = Suggestion.closest(to: key, in: allowed), required.contains(suggestion) { return }
            }
        }
        diagnostics.error(message, at: location)
    }

    private mutating func typeReference(_ text: String, at location: SourceLocation) -> TypeReference {
        if let parsed = parsedTypes[text] { return TypeReference(text: text, location: location, parsed: parsed) }
        let reference = TypeReference(text: text, location: location)
        parsedTypes[text] = reference.parsed
        return reference
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

/// The entries of a mapping with a fixed set of keys: few, so found by a linear search rather than hashing.
struct KeyedEntries {
    var entries: [(key: String, entry: Node.Entry)] = []

    /// The entry of `key`, if the mapping has it.
    subscript(key: String) -> Node.Entry? {
        entries.first { $0.key == key }?.entry
    }
}
