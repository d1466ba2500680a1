// Call signatures: the parser and printer of a use case's `call`, one Swift function signature.

/// A parsed `call`: `name(label: Type, _ name: Type, label name: Type) async throws -> Type`.
public struct CallSignature: Sendable, Hashable {
    /// The function's name.
    public var name: String
    /// The parameters, in order.
    public var parameters: [Parameter]
    /// True when written `async`.
    public var isAsync: Bool
    /// True when written `throws`.
    public var isThrowing: Bool
    /// The result type as written; nil when there is no `-> Type`.
    public var returns: TypeExpression?

    /// One parameter of a call.
    public struct Parameter: Sendable, Hashable {
        /// The argument label; nil for `_`.
        public var label: String?
        /// The parameter's name: the second name when there are two, else the label.
        public var name: String
        /// The parameter's type.
        public var type: TypeExpression
        /// `= false`: the default as written, a literal the validator checks against the type; nil for none.
        public var defaultValue: String?
        /// The 0-based UTF-8 byte offset of the default in the signature's text.
        public var defaultOffset = 0

        /// A parameter with the given label, name and type.
        public init(label: String?, name: String, type: TypeExpression, defaultValue: String? = nil) {
            self.label = label
            self.name = name
            self.type = type
            self.defaultValue = defaultValue
        }
    }

    /// A signature from its parts.
    public init(name: String, parameters: [Parameter], isAsync: Bool, isThrowing: Bool, returns: TypeExpression?) {
        self.name = name
        self.parameters = parameters
        self.isAsync = isAsync
        self.isThrowing = isThrowing
        self.returns = returns
    }

    /// True when the call returns nothing: no `-> Type`, `-> Void` or `-> ()`.
    public var returnsVoid: Bool {
        switch returns {
        case nil: true
        case .named(let path, let generic)?: path == ["Void"] && generic.isEmpty
        case .tuple(let elements)?: elements.isEmpty
        case .array?, .dictionary?, .optional?, .existential?, .function?: false
        }
    }

    /// The state type of a stream call and whether the stream can fail: `AsyncThrowingStream<S, any Error>` (or
    /// `Error`) gives `(S, true)`, `AsyncStream<S>` gives `(S, false)`; nil for any other result.
    public var stream: (state: TypeExpression, canFail: Bool)? {
        guard let (path, arguments) = returns?.named, path.count == 1 else { return nil }
        switch (path[0], arguments.count) {
        case ("AsyncStream", 1):
            return (arguments[0], false)
        case ("AsyncThrowingStream", 2):
            let error = TypeExpression.named(["Error"], generic: [])
            return arguments[1] == error || arguments[1] == .existential(error) ? (arguments[0], true) : nil
        default:
            return nil
        }
    }

    /// The first argument label written twice (`_` does not count), else nil.
    public var duplicateLabel: String? {
        firstDuplicate(parameters.compactMap(\.label))
    }

    /// The first parameter name written twice, else nil.
    public var duplicateName: String? {
        firstDuplicate(parameters.map(\.name))
    }

    /// The requirement as Swift after `func `: `execute(repoPath: String) async throws -> [WorktreeStatus]`. A protocol
    /// requirement takes no defaults: they are left out.
    public var declaration: String {
        printed(escape: SwiftIdentifier.escaped)
    }

    /// Parses `text`, which must be one whole signature; a failure carries the 0-based UTF-8 byte offset it was found at.
    public static func parse(_ text: String) throws(TypeExpression.ParseError) -> CallSignature {
        var parser = TypeParser(Array(text.utf8))
        parser.skipSpace()
        let nameOffset = parser.position
        guard let name = parser.identifier() else { throw parser.expected("a function name") }
        guard SwiftIdentifier.isValid(name) else {
            throw TypeExpression.ParseError(message: "'\(name)' is not a valid function name", offset: nameOffset)
        }
        try parser.expect("(")
        var parameters: [Parameter] = []
        if !parser.consume(")") {
            repeat { parameters.append(try parameter(&parser)) } while parser.consume(",")
            guard parser.consume(")") else { throw parser.expected("',' or ')' after a parameter") }
        }
        let effects = try parser.effects()
        var returns: TypeExpression?
        if parser.peek("->") {
            try parser.expect("->")
            returns = try parser.type(depth: 0)
        }
        try parser.expectEnd()
        return CallSignature(
            name: name, parameters: parameters, isAsync: effects.isAsync, isThrowing: effects.isThrowing,
            returns: returns)
    }

    /// The requirement as Swift, `func ` included, with every identifier passed through `escape`.
    public func swift(escape: (String) -> String = SwiftIdentifier.escaped) -> String {
        "func " + printed(escape: escape)
    }

    /// The text after `func `.
    private func printed(escape: (String) -> String) -> String {
        let list = parameters.map { parameter in
            let names =
                switch parameter.label {
                case nil: "_ \(escape(parameter.name))"
                case parameter.name?: escape(parameter.name)
                case let label?: "\(escape(label)) \(escape(parameter.name))"
                }
            return "\(names): \(parameter.type.swift(escape: escape))"
        }
        let effects = (isAsync ? " async" : "") + (isThrowing ? " throws" : "")
        let result = returns.map { " -> \($0.swift(escape: escape))" } ?? ""
        return "\(escape(name))(\(list.joined(separator: ", ")))\(effects)\(result)"
    }

    /// `label: Type`, `_ name: Type` or `label name: Type`.
    private static func parameter(_ parser: inout TypeParser) throws(TypeExpression.ParseError) -> Parameter {
        parser.skipSpace()
        let start = parser.position
        if parser.peek("@") {
            throw TypeExpression.ParseError(message: "attributes are not allowed on parameters", offset: start)
        }
        guard let first = parser.identifier() else { throw parser.expected("a parameter label") }
        let labelEnd = parser.position
        var second: String?
        if !parser.peek(":") { second = parser.identifier() }
        guard parser.consume(":") else {
            // `a b` before `,` or `)` is most likely `a: b`, a label whose ':' is missing.
            let likelyType = second == nil || parser.peek(",") || parser.peek(")")
            if likelyType {
                throw TypeExpression.ParseError(message: "expected ':' after the parameter label", offset: labelEnd)
            }
            throw parser.expected("':' after the parameter name")
        }
        if first == "_", second == nil {
            throw TypeExpression.ParseError(message: "a parameter needs a name: write '_ name: Type'", offset: start)
        }
        if second == "_" {
            throw TypeExpression.ParseError(message: "a parameter needs a name, not '_'", offset: start)
        }
        parser.skipSpace()
        let typeOffset = parser.position
        if parser.consumeWord("inout") {
            throw TypeExpression.ParseError(message: "'inout' parameters are not allowed", offset: typeOffset)
        }
        let type = try escapingType(&parser)
        parser.skipSpace()
        let after = parser.position
        if parser.peek("...") {
            throw TypeExpression.ParseError(message: "variadic parameters are not allowed", offset: after)
        }
        var parameter = Parameter(label: first == "_" ? nil : first, name: second ?? first, type: type)
        if parser.consume("=") {
            parser.skipSpace()
            parameter.defaultOffset = parser.position
            guard let text = parser.literalText() else { throw parser.expected("a default value after '='") }
            parameter.defaultValue = text
        }
        return parameter
    }

    /// A parameter's type, after an optional `@escaping`, which only a function type takes. (The generated code takes
    /// every function-typed parameter `@escaping`, written or not.)
    private static func escapingType(_ parser: inout TypeParser) throws(TypeExpression.ParseError) -> TypeExpression {
        let start = parser.position
        guard parser.peek("@escaping") else { return try parser.type(depth: 0) }
        _ = parser.consume("@")
        _ = parser.consumeWord("escaping")
        let type = try parser.type(depth: 0)
        guard type.isFunction else {
            throw TypeExpression.ParseError(
                message: "'@escaping' needs a function type, such as '@escaping @Sendable (Int) -> Void'", offset: start
            )
        }
        return type
    }

    /// The first element that occurs earlier in `names` too.
    private func firstDuplicate(_ names: [String]) -> String? {
        var seen: Set<String> = []
        return names.first { !seen.insert($0).inserted }
    }
}
