// Type expressions: a small parser of Swift's type grammar, and the printer that renders a parsed type.

/// A parsed Swift type expression: named and generic types, arrays, dictionaries, optionals, tuples, `any`, `some` and
/// function types.
public indirect enum TypeExpression: Sendable, Hashable {
    /// `A.B<C>`: dotted name components and the generic arguments of the last one.
    case named([String], generic: [TypeExpression])
    /// `[T]`.
    case array(TypeExpression)
    /// `[K: V]`.
    case dictionary(TypeExpression, TypeExpression)
    /// `T?`.
    case optional(TypeExpression)
    /// `(a: A, B)`; `()` is the empty tuple.
    case tuple([TupleElement])
    /// `any P`.
    case existential(TypeExpression)
    /// `some P`.
    case opaque(TypeExpression)
    /// `@Sendable (A, B) async throws -> R`: parameter types (names written `_ name:` are dropped), effects, result.
    case function(parameters: [TypeExpression], isSendable: Bool, isAsync: Bool, isThrowing: Bool, result: TypeExpression)

    /// One element of a tuple type.
    public struct TupleElement: Sendable, Hashable {
        /// The label, if any.
        public var label: String?
        /// The element type.
        public var type: TypeExpression
    }

    /// A parse failure: what was wrong and the byte offset it was found at.
    public struct ParseError: Error, Sendable, Equatable {
        /// What was expected or found.
        public var message: String
        /// The 0-based byte offset in the UTF-8 text.
        public var offset: Int
    }

    /// Parses `text`, which must be one whole type expression.
    public static func parse(_ text: String) throws(ParseError) -> TypeExpression {
        var parser = TypeParser(Array(text.utf8))
        let type = try parser.type(depth: 0)
        try parser.expectEnd()
        return type
    }

    /// The Swift text, with every identifier passed through `escape`.
    public func swift(escape: (String) -> String = SwiftIdentifier.escaped) -> String {
        switch self {
        case .named(let path, let generic):
            let name = path.count == 1 ? escape(path[0]) : path.map(escape).joined(separator: ".")
            return generic.isEmpty ? name : "\(name)<\(generic.map { $0.swift(escape: escape) }.joined(separator: ", "))>"
        case .array(let element):
            return "[\(element.swift(escape: escape))]"
        case .dictionary(let key, let value):
            return "[\(key.swift(escape: escape)): \(value.swift(escape: escape))]"
        case .optional(let wrapped):
            let inner = wrapped.swift(escape: escape)
            switch wrapped {
            case .existential, .opaque, .function: return "(\(inner))?"
            case .named, .array, .dictionary, .optional, .tuple: return "\(inner)?"
            }
        case .tuple(let elements):
            let inner = elements.map { element in
                element.label.map { "\(escape($0)): " } .map { $0 + element.type.swift(escape: escape) } ?? element.type.swift(escape: escape)
            }
            return "(\(inner.joined(separator: ", ")))"
        case .existential(let constraint):
            return "any \(constraint.swift(escape: escape))"
        case .opaque(let constraint):
            return "some \(constraint.swift(escape: escape))"
        case .function(let parameters, let isSendable, let isAsync, let isThrowing, let result):
            let list = parameters.map { $0.swift(escape: escape) }.joined(separator: ", ")
            let effects = (isAsync ? " async" : "") + (isThrowing ? " throws" : "")
            return "\(isSendable ? "@Sendable " : "")(\(list))\(effects) -> \(result.swift(escape: escape))"
        }
    }

    /// Every dotted name the expression uses, first component with its whole path.
    public var namedPaths: [[String]] {
        switch self {
        case .named(let path, let generic): [path] + generic.flatMap(\.namedPaths)
        case .array(let element), .optional(let element), .existential(let element), .opaque(let element): element.namedPaths
        case .dictionary(let key, let value): key.namedPaths + value.namedPaths
        case .tuple(let elements): elements.flatMap(\.type.namedPaths)
        case .function(let parameters, _, _, _, let result): parameters.flatMap(\.namedPaths) + result.namedPaths
        }
    }

    /// The type without one level of optional.
    public var unwrapped: TypeExpression {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }

    /// True for `T?`.
    public var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// The single name of a plain named type (`Settings`), else nil.
    public var simpleName: String? {
        if case .named(let path, let generic) = self, path.count == 1, generic.isEmpty { return path[0] }
        return nil
    }
}

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

    mutating func type(depth: Int) throws(TypeExpression.ParseError) -> TypeExpression {
        guard depth < Self.maxDepth else { throw TypeExpression.ParseError(message: "type nested too deeply", offset: position) }
        skipSpace()
        let start = position
        if let word = peekIdentifier(), word == "any" || word == "some" {
            position += word.utf8.count
            let constraint = try type(depth: depth + 1)
            if case .named = constraint {} else { throw TypeExpression.ParseError(message: "'\(word)' needs a protocol name", offset: start) }
            return word == "any" ? .existential(constraint) : .opaque(constraint)
        }
        let isSendable = try sendableAttribute()
        var result: TypeExpression
        if peek("(") {
            let elements = try parenthesised(depth: depth)
            if let function = try functionTail(elements, isSendable: isSendable, depth: depth) { return function }
            if isSendable { throw TypeExpression.ParseError(message: "'@Sendable' needs a function type", offset: start) }
            result = try tupleOrParenthesised(elements)
        } else {
            if isSendable { throw TypeExpression.ParseError(message: "'@Sendable' needs a function type", offset: start) }
            result = try primary(depth: depth)
        }
        while consume("?") { result = .optional(result) }
        return result
    }

    /// Reads `@Sendable` if it is next; any other attribute is an error.
    private mutating func sendableAttribute() throws(TypeExpression.ParseError) -> Bool {
        skipSpace()
        let start = position
        guard consume("@") else { return false }
        let name = identifier() ?? ""
        switch name {
        case "Sendable": return true
        case "escaping": throw TypeExpression.ParseError(message: "'@escaping' is not allowed in a type expression", offset: start)
        default: throw TypeExpression.ParseError(message: "only '@Sendable' is allowed as an attribute, found '@\(name)'", offset: start)
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
            throw TypeExpression.ParseError(message: "'_ name:' is only allowed in a function type's parameters", offset: named.offset)
        }
        if elements.count == 1, elements[0].label == nil { return elements[0].type }
        return .tuple(elements.map { .init(label: $0.label, type: $0.type) })
    }

    /// `async throws -> R` after a parameter list, making it a function type; nil when no effect or arrow follows.
    private mutating func functionTail(
        _ parameters: [ListElement], isSendable: Bool, depth: Int
    ) throws(TypeExpression.ParseError) -> TypeExpression? {
        let effects = try effects()
        guard effects.isAsync || effects.isThrowing || peek("->") else { return nil }
        try expect("->")
        if let labelled = parameters.first(where: { $0.label != nil }) {
            throw TypeExpression.ParseError(
                message: "a function type's parameters have no labels; write '_ \(labelled.label ?? ""): Type' or the type alone",
                offset: labelled.offset)
        }
        let result = try type(depth: depth + 1)
        return .function(
            parameters: parameters.map(\.type), isSendable: isSendable, isAsync: effects.isAsync, isThrowing: effects.isThrowing, result: result)
    }

    /// `async` and `throws`, in that order, each optional.
    mutating func effects() throws(TypeExpression.ParseError) -> (isAsync: Bool, isThrowing: Bool) {
        let isAsync = consumeWord("async")
        skipSpace()
        let throwsOffset = position
        let isThrowing = consumeWord("throws")
        if isThrowing, peek("(") { throw TypeExpression.ParseError(message: "typed 'throws(...)' is not supported", offset: throwsOffset) }
        skipSpace()
        if isThrowing, peekIdentifier() == "async" {
            throw TypeExpression.ParseError(message: "'async' must come before 'throws'", offset: position)
        }
        if peekIdentifier() == "rethrows" { throw TypeExpression.ParseError(message: "'rethrows' is not allowed", offset: position) }
        return (isAsync, isThrowing)
    }

    private mutating func primary(depth: Int) throws(TypeExpression.ParseError) -> TypeExpression {
        skipSpace()
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
            guard let next = identifier() else { throw expected("a name after '.'") }
            path.append(next)
        }
        var generic: [TypeExpression] = []
        if consume("<") {
            repeat { generic.append(try type(depth: depth + 1)) } while consume(",")
            try expect(">")
        }
        return .named(path, generic: generic)
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
            SwiftIdentifier.isHead(bytes[position]) || (position > start && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]))
        {
            position += 1
        }
        guard position > start else { return nil }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    func unexpected() -> TypeExpression.ParseError {
        TypeExpression.ParseError(message: "unexpected '\(character(at: position))'", offset: position)
    }

    /// "expected <what>", with what was found at the current position.
    func expected(_ what: String) -> TypeExpression.ParseError {
        guard position < bytes.count else { return TypeExpression.ParseError(message: "expected \(what) at the end", offset: position) }
        return TypeExpression.ParseError(message: "expected \(what), found '\(character(at: position))'", offset: position)
    }

    /// The whole character starting at a byte offset, for messages.
    private func character(at offset: Int) -> String {
        String(decoding: bytes[offset...], as: UTF8.self).first.map(String.init) ?? ""
    }
}
