// Type expressions: a small parser of Swift's type grammar, and the printer that renders a parsed type.

/// A parsed Swift type expression: named and generic types, arrays, dictionaries, optionals, tuples, `any` and `some`.
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

    /// One element of a tuple type.
    public struct TupleElement: Sendable, Hashable {
        /// The label, if any.
        public var label: String?
        /// The element type.
        public var type: TypeExpression
    }

    /// A parse failure: what was wrong and the character offset it was found at.
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
            case .existential, .opaque: return "(\(inner))?"
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
        }
    }

    /// Every dotted name the expression uses, first component with its whole path.
    public var namedPaths: [[String]] {
        switch self {
        case .named(let path, let generic): [path] + generic.flatMap(\.namedPaths)
        case .array(let element), .optional(let element), .existential(let element), .opaque(let element): element.namedPaths
        case .dictionary(let key, let value): key.namedPaths + value.namedPaths
        case .tuple(let elements): elements.flatMap(\.type.namedPaths)
        }
    }

    /// The type without one level of optional.
    public var unwrapped: TypeExpression {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }

    /// The single name of a plain named type (`Settings`), else nil.
    public var simpleName: String? {
        if case .named(let path, let generic) = self, path.count == 1, generic.isEmpty { return path[0] }
        return nil
    }
}

/// Recursive-descent parser over the type grammar.
private struct TypeParser {
    private let bytes: [UInt8]
    private var position = 0
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
            position += word.unicodeScalars.count
            let constraint = try type(depth: depth + 1)
            if case .named = constraint {} else { throw TypeExpression.ParseError(message: "'\(word)' needs a protocol name", offset: start) }
            return word == "any" ? .existential(constraint) : .opaque(constraint)
        }
        var result = try primary(depth: depth)
        while consume("?") { result = .optional(result) }
        return result
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
        if consume("(") {
            var elements: [TypeExpression.TupleElement] = []
            if consume(")") { return .tuple([]) }
            repeat {
                skipSpace()
                var label: String?
                let mark = position
                if let word = identifier() {
                    if consume(":") { label = word } else { position = mark }
                }
                elements.append(.init(label: label, type: try type(depth: depth + 1)))
            } while consume(",")
            try expect(")")
            if elements.count == 1, elements[0].label == nil { return elements[0].type }
            return .tuple(elements)
        }
        guard let first = identifier() else { throw expected("a type name") }
        var path = [first]
        while consume(".") {
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

    private mutating func skipSpace() {
        while position < bytes.count, bytes[position] == UInt8(ascii: " ") { position += 1 }
    }

    private mutating func consume(_ character: Unicode.Scalar) -> Bool {
        let character = UInt8(character.value)
        skipSpace()
        guard position < bytes.count, bytes[position] == character else { return false }
        position += 1
        return true
    }

    private mutating func expect(_ character: Unicode.Scalar) throws(TypeExpression.ParseError) {
        guard consume(character) else { throw expected("'\(character)'") }
    }

    private func peekIdentifier() -> String? {
        var copy = self
        return copy.identifier()
    }

    private mutating func identifier() -> String? {
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

    private func unexpected() -> TypeExpression.ParseError {
        TypeExpression.ParseError(message: "unexpected '\(character(at: position))'", offset: position)
    }

    private func expected(_ what: String) -> TypeExpression.ParseError {
        guard position < bytes.count else { return TypeExpression.ParseError(message: "expected \(what) at the end", offset: position) }
        return TypeExpression.ParseError(message: "expected \(what), found '\(character(at: position))'", offset: position)
    }

    /// The whole character starting at a byte offset, for messages.
    private func character(at offset: Int) -> String {
        String(decoding: bytes[offset...], as: UTF8.self).first.map(String.init) ?? ""
    }
}
