// Type expressions: a parsed Swift type (the parser is in TypeParser.swift), and the printer that renders it.

/// A parsed Swift type expression: named and generic types, arrays, dictionaries, optionals, tuples, `any` and
/// function types. `Array<T>`, `Dictionary<K, V>` and `Optional<T>` are read as their sugar, so that one type has one
/// value.
public indirect enum TypeExpression: Sendable, Hashable {
    /// `A.B<C>`: dotted name components and the generic arguments of the last one.
    case named([String], generic: [TypeExpression])
    /// `[T]`, also written `Array<T>`.
    case array(TypeExpression)
    /// `[K: V]`, also written `Dictionary<K, V>`.
    case dictionary(TypeExpression, TypeExpression)
    /// `T?`, also written `Optional<T>`.
    case optional(TypeExpression)
    /// `(a: A, B)`; `()` is the empty tuple.
    case tuple([TupleElement])
    /// `any P`.
    case existential(TypeExpression)
    /// `@MainActor @Sendable (A, B) async throws -> R`: parameter types (names written `_ name:` are dropped), the
    /// attributes, effects, result.
    case function(
        parameters: [TypeExpression], isMainActor: Bool, isSendable: Bool, isAsync: Bool, isThrowing: Bool,
        result: TypeExpression)

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
        var text = ""
        write(to: &text, escape: escape)
        return text
    }

    /// Appends the Swift text to `text`, every identifier passed through `escape`.
    private func write(to text: inout String, escape: (String) -> String) {
        switch self {
        case .named(let path, let generic):
            for (index, component) in path.enumerated() {
                if index > 0 { text += "." }
                text += escape(component)
            }
            if !generic.isEmpty {
                text += "<"
                Self.write(generic, to: &text, escape: escape)
                text += ">"
            }
        case .array(let element):
            text += "["
            element.write(to: &text, escape: escape)
            text += "]"
        case .dictionary(let key, let value):
            text += "["
            key.write(to: &text, escape: escape)
            text += ": "
            value.write(to: &text, escape: escape)
            text += "]"
        case .optional(let wrapped):
            switch wrapped {
            case .existential, .function:
                text += "("
                wrapped.write(to: &text, escape: escape)
                text += ")?"
            case .named, .array, .dictionary, .optional, .tuple:
                wrapped.write(to: &text, escape: escape)
                text += "?"
            }
        case .tuple(let elements):
            text += "("
            for (index, element) in elements.enumerated() {
                if index > 0 { text += ", " }
                if let label = element.label {
                    text += escape(label)
                    text += ": "
                }
                element.type.write(to: &text, escape: escape)
            }
            text += ")"
        case .existential(let constraint):
            text += "any "
            constraint.write(to: &text, escape: escape)
        case .function(let parameters, let isMainActor, let isSendable, let isAsync, let isThrowing, let result):
            if isMainActor { text += "@MainActor " }
            if isSendable { text += "@Sendable " }
            text += "("
            Self.write(parameters, to: &text, escape: escape)
            text += ")"
            if isAsync { text += " async" }
            if isThrowing { text += " throws" }
            text += " -> "
            result.write(to: &text, escape: escape)
        }
    }

    /// Appends `types` to `text`, separated by commas.
    private static func write(_ types: [TypeExpression], to text: inout String, escape: (String) -> String) {
        for (index, type) in types.enumerated() {
            if index > 0 { text += ", " }
            type.write(to: &text, escape: escape)
        }
    }

    /// The expression with every dotted name replaced by what `rename` gives for it.
    public func mappingNames(_ rename: ([String]) -> [String]) -> TypeExpression {
        switch self {
        case .named(let path, let generic):
            .named(rename(path), generic: generic.map { $0.mappingNames(rename) })
        case .array(let element): .array(element.mappingNames(rename))
        case .dictionary(let key, let value): .dictionary(key.mappingNames(rename), value.mappingNames(rename))
        case .optional(let wrapped): .optional(wrapped.mappingNames(rename))
        case .tuple(let elements):
            .tuple(elements.map { TupleElement(label: $0.label, type: $0.type.mappingNames(rename)) })
        case .existential(let constraint): .existential(constraint.mappingNames(rename))
        case .function(let parameters, let isMainActor, let isSendable, let isAsync, let isThrowing, let result):
            .function(
                parameters: parameters.map { $0.mappingNames(rename) }, isMainActor: isMainActor,
                isSendable: isSendable, isAsync: isAsync, isThrowing: isThrowing, result: result.mappingNames(rename))
        }
    }

    /// Every dotted name the expression uses, first component with its whole path.
    public var namedPaths: [[String]] {
        switch self {
        case .named(let path, let generic): [path] + generic.flatMap(\.namedPaths)
        case .array(let element), .optional(let element), .existential(let element): element.namedPaths
        case .dictionary(let key, let value): key.namedPaths + value.namedPaths
        case .tuple(let elements): elements.flatMap(\.type.namedPaths)
        case .function(let parameters, _, _, _, _, let result): parameters.flatMap(\.namedPaths) + result.namedPaths
        }
    }

    /// True when some dotted name the expression uses satisfies `predicate`: `namedPaths.contains(where:)`.
    public func containsNamedPath(where predicate: ([String]) -> Bool) -> Bool {
        switch self {
        case .named(let path, let generic):
            predicate(path) || generic.contains { $0.containsNamedPath(where: predicate) }
        case .array(let element), .optional(let element), .existential(let element):
            element.containsNamedPath(where: predicate)
        case .dictionary(let key, let value):
            key.containsNamedPath(where: predicate) || value.containsNamedPath(where: predicate)
        case .tuple(let elements): elements.contains { $0.type.containsNamedPath(where: predicate) }
        case .function(let parameters, _, _, _, _, let result):
            parameters.contains { $0.containsNamedPath(where: predicate) } || result.containsNamedPath(where: predicate)
        }
    }

    /// The type without one level of optional.
    public var unwrapped: TypeExpression {
        switch self {
        case .optional(let wrapped): wrapped
        case .named, .array, .dictionary, .tuple, .existential, .function: self
        }
    }

    /// True for `T?`.
    public var isOptional: Bool {
        switch self {
        case .optional: true
        case .named, .array, .dictionary, .tuple, .existential, .function: false
        }
    }

    /// The default a field of this type has when it writes none: `[]`, `[:]` or `nil` for arrays, dictionaries and
    /// optionals; nil for other types, which have none.
    public var implicitDefault: CheckedLiteral? {
        switch self {
        case .array: .emptyArray
        case .dictionary: .emptyDictionary
        case .optional: .nil
        case .named, .tuple, .existential, .function: nil
        }
    }

    /// The single name of a plain named type (`Settings`), else nil.
    public var simpleName: String? {
        switch self {
        case .named(let path, let generic): path.count == 1 && generic.isEmpty ? path[0] : nil
        case .array, .dictionary, .optional, .tuple, .existential, .function: nil
        }
    }

    /// The wrapped type of `T?`, else nil.
    public var optionalWrapped: TypeExpression? {
        switch self {
        case .optional(let wrapped): wrapped
        case .named, .array, .dictionary, .tuple, .existential, .function: nil
        }
    }

    /// The element type of `[T]`, else nil.
    public var arrayElement: TypeExpression? {
        switch self {
        case .array(let element): element
        case .named, .dictionary, .optional, .tuple, .existential, .function: nil
        }
    }

    /// The dotted name and generic arguments of a named type (`AsyncStream<Int>`), else nil.
    public var named: (path: [String], generic: [TypeExpression])? {
        switch self {
        case .named(let path, let generic): (path, generic)
        case .array, .dictionary, .optional, .tuple, .existential, .function: nil
        }
    }

    /// True when the type is or holds a function type without `@Sendable` (every other type a spec names is
    /// `Sendable`, as the contract has external types be).
    public var holdsNonSendableFunction: Bool {
        switch self {
        case .named(_, let generic): generic.contains { $0.holdsNonSendableFunction }
        case .array(let element), .optional(let element), .existential(let element): element.holdsNonSendableFunction
        case .dictionary(let key, let value): key.holdsNonSendableFunction || value.holdsNonSendableFunction
        case .tuple(let elements): elements.contains { $0.type.holdsNonSendableFunction }
        case .function(_, _, let isSendable, _, _, _): !isSendable
        }
    }

    /// True for a function type.
    public var isFunction: Bool {
        switch self {
        case .function: true
        case .named, .array, .dictionary, .optional, .tuple, .existential: false
        }
    }
}
