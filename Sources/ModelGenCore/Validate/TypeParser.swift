// The parser of Swift's type grammar, as far as specs may write it; `CallSignature` scans a signature with it too.

/// Recursive-descent parser over the type grammar; `CallSignature` scans a signature with it too.
struct TypeParser {
    private let bytes: [UInt8]
    /// The byte offset of the next unread byte.
    private(set) var position = 0
    private static let maxDepth = 32

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func expectEnd() throws(TypeExpression.ParseError) {
        skipSpace()
        if position < bytes.count { throw unexpected() }
    }

    /// One type expression, `depth` levels inside others: every level (brackets, generic arguments, parentheses,
    /// `any`, a function's result and each `?`) counts towards `maxDepth`, so that what reads, prints and visits a
    /// parsed type recurses a bounded number of times.
    mutating func type(depth: Int) throws(TypeExpression.ParseError) -> TypeExpression {
        guard depth < Self.maxDepth else { throw tooDeep() }
        skipSpace()
        let start = position
        if let word = peekIdentifier(), word == "any" || word == "some" {
            if word == "some" {
                throw TypeExpression.ParseError(
                    message:
                        "'some' (an opaque type) cannot stand in a spec, which stores and passes values of a known type; write 'any'",
                    offset: start)
            }
            position += word.utf8.count
            let constraint = try type(depth: depth + 1)
            guard constraint.named != nil else {
                throw TypeExpression.ParseError(message: "'any' needs a protocol name", offset: start)
            }
            return .existential(constraint)
        }
        let attributes = try self.attributes()
        var result: TypeExpression
        if peek("(") {
            let elements = try parenthesised(depth: depth)
            if let function = try functionTail(elements, attributes: attributes, depth: depth) { return function }
            if let first = attributes.first {
                throw TypeExpression.ParseError(message: "'@\(first.name)' needs a function type", offset: first.offset)
            }
            result = try tupleOrParenthesised(elements)
        } else {
            if let first = attributes.first {
                throw TypeExpression.ParseError(message: "'@\(first.name)' needs a function type", offset: first.offset)
            }
            result = try primary(depth: depth)
        }
        var level = depth
        while consume("?") {
            level += 1
            guard level < Self.maxDepth else { throw tooDeep(at: position - 1) }
            result = .optional(result)
        }
        return result
    }

    /// The error for a type nested more than `maxDepth` levels.
    private func tooDeep(at offset: Int? = nil) -> TypeExpression.ParseError {
        TypeExpression.ParseError(
            message: "type nested too deeply (at most \(Self.maxDepth) levels, each '?' counting as one)",
            offset: offset ?? position)
    }

    /// An attribute written before a function type.
    private struct Attribute {
        /// `Sendable` or `MainActor`.
        var name: String
        /// Where its `@` is.
        var offset: Int
    }

    /// Reads the attributes that may precede a function type, `@Sendable` and the global actor `@MainActor`, each once
    /// and in any order; any other attribute is an error.
    private mutating func attributes() throws(TypeExpression.ParseError) -> [Attribute] {
        var attributes: [Attribute] = []
        while true {
            skipSpace()
            let start = position
            guard consume("@") else { return attributes }
            let name = identifier() ?? ""
            switch name {
            case "Sendable", "MainActor":
                if attributes.contains(where: { $0.name == name }) {
                    throw TypeExpression.ParseError(message: "'@\(name)' is written twice", offset: start)
                }
                attributes.append(Attribute(name: name, offset: start))
            case "escaping":
                throw TypeExpression.ParseError(
                    message: "'@escaping' is not allowed in a type expression", offset: start)
            default:
                throw TypeExpression.ParseError(
                    message: "only '@Sendable' and '@MainActor' are allowed as attributes, found '@\(name)'",
                    offset: start)
            }
        }
    }

    /// One element of a parenthesised list: a tuple element or a function parameter.
    private struct ListElement {
        /// `a` in `a: T`.
        var label: String?
        /// `name` in `_ name: T`, which only a function type's parameter may have.
        var parameterName: String?
        /// Where the label or `_` starts.
        var offset: Int
        var type: TypeExpression
    }

    /// `( ... )`: the elements of a tuple or of a function type's parameter list.
    private mutating func parenthesised(depth: Int) throws(TypeExpression.ParseError) -> [ListElement] {
        try expect("(")
        var elements: [ListElement] = []
        if consume(")") { return elements }
        repeat {
            skipSpace()
            let mark = position
            var element = ListElement(offset: mark, type: .tuple([]))
            if let word = identifier() {
                if consume(":") {
                    element.label = word
                } else if word == "_", let name = identifier(), consume(":") {
                    element.parameterName = name
                } else {
                    position = mark
                }
            }
            element.type = try type(depth: depth + 1)
            elements.append(element)
        } while consume(",")
        try expect(")")
        return elements
    }

    /// The tuple that a parenthesised list is, or its single unlabelled element.
    private func tupleOrParenthesised(_ elements: [ListElement]) throws(TypeExpression.ParseError) -> TypeExpression {
        if let named = elements.first(where: { $0.parameterName != nil }) {
            throw TypeExpression.ParseError(
                message: "'_ name:' is only allowed in a function type's parameters", offset: named.offset)
        }
        if elements.count == 1, elements[0].label == nil { return elements[0].type }
        return .tuple(elements.map { .init(label: $0.label, type: $0.type) })
    }

    /// `async throws -> R` after a parameter list, making it a function type; nil when no effect or arrow follows.
    private mutating func functionTail(
        _ parameters: [ListElement], attributes: [Attribute], depth: Int
    ) throws(TypeExpression.ParseError) -> TypeExpression? {
        let effects = try effects()
        guard effects.isAsync || effects.isThrowing || peek("->") else { return nil }
        try expect("->")
        if let labelled = parameters.first(where: { $0.label != nil }) {
            throw TypeExpression.ParseError(
                message:
                    "a function type's parameters have no labels; write '_ \(labelled.label ?? ""): Type' or the type alone",
                offset: labelled.offset)
        }
        let result = try type(depth: depth + 1)
        return .function(
            parameters: parameters.map(\.type), isMainActor: attributes.contains { $0.name == "MainActor" },
            isSendable: attributes.contains { $0.name == "Sendable" }, isAsync: effects.isAsync,
            isThrowing: effects.isThrowing, result: result)
    }

    /// `async` and `throws`, in that order, each optional.
    mutating func effects() throws(TypeExpression.ParseError) -> (isAsync: Bool, isThrowing: Bool) {
        let isAsync = consumeWord("async")
        skipSpace()
        let throwsOffset = position
        let isThrowing = consumeWord("throws")
        if isThrowing, peek("(") {
            throw TypeExpression.ParseError(message: "typed 'throws(...)' is not supported", offset: throwsOffset)
        }
        skipSpace()
        if isThrowing, peekIdentifier() == "async" {
            throw TypeExpression.ParseError(message: "'async' must come before 'throws'", offset: position)
        }
        if peekIdentifier() == "rethrows" {
            throw TypeExpression.ParseError(message: "'rethrows' is not allowed", offset: position)
        }
        return (isAsync, isThrowing)
    }

    private mutating func primary(depth: Int) throws(TypeExpression.ParseError) -> TypeExpression {
        skipSpace()
        let start = position
        if consume("[") {
            let element = try type(depth: depth + 1)
            if consume(":") {
                let value = try type(depth: depth + 1)
                try expect("]")
                return .dictionary(element, value)
            }
            try expect("]")
            return .array(element)
        }
        guard let first = identifier() else { throw expected("a type name") }
        var path = [first]
        while !peek("..."), consume(".") {
            skipSpace()
            let offset = position
            guard let next = identifier() else { throw expected("a name after '.'") }
            switch next {
            case "Type", "Protocol":
                throw TypeExpression.ParseError(
                    message: "a metatype ('.\(next)') cannot stand in a spec, which stores and passes values",
                    offset: offset)
            case "self":
                throw TypeExpression.ParseError(message: "'.self' makes an expression, not a type", offset: offset)
            default:
                path.append(next)
            }
        }
        var generic: [TypeExpression] = []
        if consume("<") {
            repeat { generic.append(try type(depth: depth + 1)) } while consume(",")
            try expect(">")
        }
        return try sugared(path, generic, at: start)
    }

    /// The standard generic types and how many generic arguments each takes.
    private static let genericArity: [String: Int] = [
        "Array": 1, "Optional": 1, "Set": 1, "AsyncStream": 1, "Dictionary": 2, "Result": 2, "AsyncThrowingStream": 2,
        "Task": 2,
    ]

    /// A named type, with `Array<T>`, `Dictionary<K, V>` and `Optional<T>` (also `Swift.`-qualified) as their sugar; a
    /// standard type with the wrong number of generic arguments is an error.
    private func sugared(
        _ path: [String], _ generic: [TypeExpression], at start: Int
    ) throws(TypeExpression.ParseError) -> TypeExpression {
        let standard = path.count == 1 ? path[0] : path.count == 2 && path[0] == "Swift" ? path[1] : nil
        guard let standard else { return .named(path, generic: generic) }
        let arity = Self.genericArity[standard] ?? (SpecIndex.standardTypes.contains(standard) ? 0 : nil)
        if let arity, arity != generic.count {
            let expected =
                switch arity {
                case 0: "no generic arguments"
                case 1: "one generic argument"
                default: "two generic arguments"
                }
            let written = generic.count == 1 ? "1 is written" : "\(generic.count) are written"
            throw TypeExpression.ParseError(message: "'\(standard)' takes \(expected), and \(written)", offset: start)
        }
        switch (standard, generic.count) {
        case ("Array", 1): return .array(generic[0])
        case ("Optional", 1): return .optional(generic[0])
        case ("Dictionary", 2): return .dictionary(generic[0], generic[1])
        default: return .named(path, generic: generic)
        }
    }

    mutating func skipSpace() {
        while position < bytes.count, bytes[position] == UInt8(ascii: " ") { position += 1 }
    }

    /// True when `text` comes next (after spaces); reads nothing.
    mutating func peek(_ text: String) -> Bool {
        skipSpace()
        return bytes[position...].starts(with: text.utf8)
    }

    mutating func consume(_ character: Unicode.Scalar) -> Bool {
        let character = UInt8(character.value)
        skipSpace()
        guard position < bytes.count, bytes[position] == character else { return false }
        position += 1
        return true
    }

    /// Reads `word` when it is the next whole identifier.
    mutating func consumeWord(_ word: String) -> Bool {
        guard peekIdentifier() == word else { return false }
        position += word.utf8.count
        return true
    }

    /// Reads `text` (such as `->`) or throws an "expected" error.
    mutating func expect(_ text: String) throws(TypeExpression.ParseError) {
        guard peek(text) else { throw expected("'\(text)'") }
        position += text.utf8.count
    }

    mutating func peekIdentifier() -> String? {
        skipSpace()
        var copy = self
        return copy.identifier()
    }

    /// Reads an identifier: a letter or `_`, then letters, digits and `_` (ASCII only).
    mutating func identifier() -> String? {
        skipSpace()
        let start = position
        while position < bytes.count,
            SwiftIdentifier.isHead(bytes[position])
                || (position > start && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]))
        {
            position += 1
        }
        guard position > start else { return nil }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// Reads the text of a default value after `=`: a double-quoted string (its escapes kept), `[]`, `[:]`, or the
    /// bytes up to the next `,`, `)` or space. Which literal it is, `DefaultLiteral` decides.
    mutating func literalText() -> String? {
        skipSpace()
        let start = position
        if position < bytes.count, bytes[position] == UInt8(ascii: "\"") {
            position += 1
            while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
                position += bytes[position] == UInt8(ascii: "\\") ? 2 : 1
            }
            position = min(position + 1, bytes.count)
        } else {
            let stops: Set<UInt8> = [UInt8(ascii: ","), UInt8(ascii: ")"), UInt8(ascii: " ")]
            while position < bytes.count, !stops.contains(bytes[position]) { position += 1 }
        }
        guard position > start else { return nil }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    func unexpected() -> TypeExpression.ParseError {
        TypeExpression.ParseError(message: "unexpected '\(character(at: position))'", offset: position)
    }

    /// "expected <what>", with what was found at the current position.
    func expected(_ what: String) -> TypeExpression.ParseError {
        guard position < bytes.count else {
            return TypeExpression.ParseError(message: "expected \(what) at the end", offset: position)
        }
        return TypeExpression.ParseError(
            message: "expected \(what), found '\(character(at: position))'", offset: position)
    }

    /// The whole character starting at a byte offset, for messages.
    private func character(at offset: Int) -> String {
        String(decoding: bytes[offset...], as: UTF8.self).first.map(String.init) ?? ""
    }
}
