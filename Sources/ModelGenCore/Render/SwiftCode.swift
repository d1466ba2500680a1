// Swift text that render data holds. It is made only of string literals in modelgen's own source and of the values
// validation vouches for: identifiers, parsed type expressions, comment text and checked default literals. A spec's
// `String` has no other way into the output: every way to make code from text is in this file.

/// Swift source text that modelgen writes.
///
/// A literal or an interpolation of modelgen's source makes one (`"try \(name).stream()"`); its literal parts are
/// `StaticString`s, so they can only be text written in modelgen itself. Interpolations take only ``SwiftCode``,
/// ``SwiftName``, ``TypeExpression`` and numbers. Spec text comes in as an identifier (``SwiftName``), a type
/// (``TypeExpression``), a comment line (``comment(_:_:)``), or a checked literal (``literal(_:)``).
public struct SwiftCode: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// What a piece of code is: how templates and render data meet is checked by it (`docs/architecture.md`).
    public enum Kind: Sendable {
        /// Code modelgen's source spells: a statement, an expression, a declaration or a part of one.
        case code
        /// One identifier.
        case name
        /// One type.
        case type
        /// One comment line.
        case comment
        /// One checked default literal.
        case literal
        /// One `#sourceLocation` directive.
        case directive
        /// One keyword: an access level.
        case keyword
    }

    /// The Swift text.
    public private(set) var text: String
    /// What the code is; equal code of different kinds is equal.
    public private(set) var kind: Kind

    /// Code that modelgen's own source spells.
    public init(stringLiteral value: StaticString) {
        text = value.description
        kind = .code
    }

    /// Code interpolated from literals and typed values: of the kind of its one typed value when it has no literal
    /// text, else `code`.
    public init(stringInterpolation: Interpolation) {
        text = stringInterpolation.text
        kind = stringInterpolation.kind ?? .code
    }

    /// Text that this file has checked or made.
    fileprivate init(checked text: String, _ kind: Kind) {
        self.text = text
        self.kind = kind
    }

    /// Equal text.
    public static func == (lhs: SwiftCode, rhs: SwiftCode) -> Bool {
        lhs.text == rhs.text
    }

    /// The text's hash.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
    }

    /// The Swift text.
    public var description: String { text }

    /// True for no code at all.
    public var isEmpty: Bool { text.isEmpty }

    /// The builder of an interpolated ``SwiftCode``: literal parts are modelgen's own text, interpolated parts typed.
    public struct Interpolation: StringInterpolationProtocol {
        fileprivate var text = ""
        /// The kind of the one typed value so far with no literal text around it; nil for none, `code` once there is
        /// more.
        fileprivate var kind: Kind?

        /// Notes a part of `kind`: the first typed value gives its kind, anything more makes code.
        private mutating func note(_ part: Kind, empty: Bool = false) {
            if empty { return }
            kind = kind == nil ? part : .code
        }

        /// Reserves room for the literal parts.
        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + 16 * interpolationCount)
        }

        /// A literal part of modelgen's source.
        public mutating func appendLiteral(_ literal: StaticString) {
            note(.code, empty: literal.utf8CodeUnitCount == 0)
            text += literal.description
        }

        /// Code.
        public mutating func appendInterpolation(_ code: SwiftCode) {
            note(code.kind, empty: code.text.isEmpty)
            text += code.text
        }

        /// An identifier, in backticks when it is a keyword.
        public mutating func appendInterpolation(_ name: SwiftName) {
            note(.name)
            text += name.code.text
        }

        /// An identifier as written, without backticks: for string literals, argument labels and comments.
        public mutating func appendInterpolation(bare name: SwiftName) {
            note(.code)
            text += name.bare
        }

        /// A type, every identifier in it checked.
        public mutating func appendInterpolation(_ type: TypeExpression) {
            note(.type)
            text += type.code.text
        }

        /// A number.
        public mutating func appendInterpolation(_ number: Int) {
            note(.code)
            text += String(number)
        }
    }

    /// `// text` or `/// text` (by `marker`): one comment line of any text, every line-breaking character dropped and
    /// trailing spaces removed, so that nothing in it can end the comment. Text with no byte that may start a
    /// line-breaking character is used as it is, without decoding it.
    public static func comment(_ marker: StaticString, _ text: String) -> SwiftCode {
        if let line = cleanComment(marker, text) { return line }
        let prefix = marker.description.utf8
        var comment: [UInt8] = []
        comment.reserveCapacity(prefix.count + 1 + text.utf8.count)
        comment += prefix
        comment.append(UInt8(ascii: " "))
        let start = comment.count
        comment += text.utf8
        if comment[start...].contains(where: mayStartLineBreak) {
            comment.removeSubrange(start...)
            comment += String(String.UnicodeScalarView(text.unicodeScalars.filter { !$0.isLineBreaking })).utf8
        }
        // Trailing spaces go, and with them the space after the marker when the text has nothing else.
        while let last = comment.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { comment.removeLast() }
        return SwiftCode(checked: String(decoding: comment, as: UTF8.self), .comment)
    }

    /// ``comment(_:_:)`` of `text` when it has nothing to drop or trim (so it is one line, not blank), else nil: most
    /// lines are the marker, a space and the text, copied once.
    public static func cleanComment(_ marker: StaticString, _ text: String) -> SwiftCode? {
        guard isCleanLine(text) else { return nil }
        var line = marker.description
        line.reserveCapacity(line.utf8.count + 1 + text.utf8.count)
        line += " "
        line += text
        return SwiftCode(checked: line, .comment)
    }

    /// True when `byte` may start a line-breaking character: it is a control character, or the lead byte of
    /// U+0080-U+00BF or U+2000-U+2FFF.
    private static func mayStartLineBreak(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xE2
    }

    /// True when `text`, from its UTF-8 byte at `start`, holds something, does not end with a blank, and has no byte
    /// that may start a line-breaking character: a comment line of it needs nothing dropped or trimmed.
    private static func isCleanLine(_ text: String, from start: Int = 0) -> Bool {
        let bytes = text.utf8
        guard bytes.count > start, let last = bytes.last, last != UInt8(ascii: " "), last != UInt8(ascii: "\t") else {
            return false
        }
        return !bytes.contains(where: mayStartLineBreak)
    }

    /// `/// text`: one doc comment line of any text (see ``comment(_:_:)``).
    public static func doc(_ text: DocText) -> SwiftCode {
        // The line was built with its marker in front: most lines have nothing to drop or trim, and are used as built.
        let line = text.line
        return isCleanLine(line, from: DocText.marker.utf8.count)
            ? SwiftCode(checked: line, .comment) : comment("///", String(line.dropFirst(DocText.marker.count)))
    }

    /// The text of a doc comment line, written after `/// ` as it is built, so that a line with nothing to drop or trim
    /// is not copied again. Literal and interpolated parts are any text: ``doc(_:)`` checks the whole line.
    public struct DocText: ExpressibleByStringInterpolation {
        /// What every line starts with.
        fileprivate static let marker = "/// "
        /// `/// ` and the text.
        fileprivate var line: String

        /// The text `value`.
        public init(stringLiteral value: String) {
            line = Self.marker + value
        }

        /// The text of the interpolation.
        public init(stringInterpolation: Interpolation) {
            line = stringInterpolation.line
        }

        /// The builder of an interpolated ``DocText``: parts as `String` interpolation writes them.
        public struct Interpolation: StringInterpolationProtocol {
            fileprivate var line = DocText.marker

            /// Reserves room for the marker, the literal parts and some for each interpolated part.
            public init(literalCapacity: Int, interpolationCount: Int) {
                line.reserveCapacity(DocText.marker.utf8.count + literalCapacity + 16 * interpolationCount)
            }

            /// A literal part.
            public mutating func appendLiteral(_ literal: String) {
                line += literal
            }

            /// Text.
            public mutating func appendInterpolation(_ text: String) {
                line += text
            }

            /// A value's description.
            public mutating func appendInterpolation<Value: CustomStringConvertible>(_ value: Value) {
                line += value.description
            }

            /// Any value, as `String(describing:)` writes it.
            public mutating func appendInterpolation<Value>(_ value: Value) {
                line += String(describing: value)
            }
        }
    }

    /// The first line of a generated file: ``GeneratedHeader/line(for:)`` of `specPath`, or the support file's
    /// header when it is nil; one comment line whatever the path holds.
    public static func header(for specPath: String?) -> SwiftCode {
        SwiftCode(checked: specPath.map(GeneratedHeader.line(for:)) ?? GeneratedHeader.support, .comment)
    }

    /// The spec file that `#sourceLocation` directives name, its path written once (a file has many directives) as a
    /// string literal: quotes, backslashes and control characters escaped.
    public struct SourceFile: Sendable {
        /// `#sourceLocation(file: "path", line: `.
        fileprivate let directiveStart: String

        /// The file at `path`.
        public init(path: String) {
            var start = "#sourceLocation(file: \""
            // A path with no byte that may start a character to escape is written as it is, without decoding it.
            if Array(path.utf8).contains(where: {
                mayStartLineBreak($0) || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\")
            }) {
                for scalar in path.unicodeScalars {
                    switch scalar {
                    case "\"": start += "\\\""
                    case "\\": start += "\\\\"
                    case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar.isLineBreaking:
                        start += "\\u{" + String(scalar.value, radix: 16) + "}"
                    default: start.unicodeScalars.append(scalar)
                    }
                }
            } else {
                start += path
            }
            start += "\", line: "
            directiveStart = start
        }
    }

    /// `#sourceLocation(file: "path", line: N)` for `file`: the compiler reports what follows as if it were at that
    /// line of the spec.
    public static func sourceLocation(in file: SourceFile, line: Int) -> SwiftCode {
        var directive = file.directiveStart
        directive += String(line)
        directive += ")"
        return SwiftCode(checked: directive, .directive)
    }

    /// The keyword `word`.
    public static func keyword(_ word: StaticString) -> SwiftCode {
        SwiftCode(checked: word.description, .keyword)
    }

    /// The Swift text of a default literal that validation classified.
    public static func literal(_ literal: CheckedLiteral) -> SwiftCode {
        SwiftCode(checked: literal.text, .literal)
    }

    /// The code with `other` after it.
    public static func + (code: SwiftCode, other: SwiftCode) -> SwiftCode {
        SwiftCode(
            checked: code.text + other.text, code.text.isEmpty ? other.kind : other.text.isEmpty ? code.kind : .code)
    }

    /// Appends `other`.
    public static func += (code: inout SwiftCode, other: SwiftCode) {
        code = code + other
    }
}

extension Sequence where Element == SwiftCode {
    /// The pieces with `separator` between them.
    public func joined(separator: StaticString) -> SwiftCode {
        var text = ""
        let separator = separator.description
        for (index, code) in enumerated() {
            if index > 0 { text += separator }
            text += code.text
        }
        return SwiftCode(checked: text, .code)
    }
}

/// A Swift identifier in the output: ASCII letters, digits and underscores, in backticks when it is a keyword.
///
/// Any text can be made into one, and it is always an identifier: each byte that cannot stand in one becomes `_`.
/// Validation reports every spec name that is not a valid identifier, so for a spec that validates nothing changes;
/// the rule makes sure that a validator bug can at worst misspell a name, never write code.
public struct SwiftName: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The identifier without backticks.
    public let bare: String

    /// The identifier `name`, with every byte that cannot stand in one replaced by `_`.
    public init(_ name: String) {
        // A valid identifier, as every name of a spec that validates is, is kept as it is.
        if SwiftIdentifier.isValid(name) || name == "_" {
            bare = name
            return
        }
        /// Whether `byte` can stand in an identifier, `first` or after its first byte.
        func stands(_ byte: UInt8, first: Bool) -> Bool {
            SwiftIdentifier.isHead(byte) || (!first && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte))
        }
        var bytes = Array(name.utf8)
        for index in bytes.indices where !stands(bytes[index], first: index == 0) {
            bytes[index] = UInt8(ascii: "_")
        }
        bare = bytes.isEmpty ? "_" : String(decoding: bytes, as: UTF8.self)
    }

    /// A name modelgen's own source spells.
    public init(stringLiteral value: StaticString) {
        self.init(value.description)
    }

    /// The identifier as code, in backticks when it is a keyword.
    public var code: SwiftCode { SwiftCode(checked: SwiftIdentifier.escaped(bare), .name) }

    /// As a parameter label in a declaration: only `inout`, `var` and `let` need backticks there.
    public var label: SwiftCode {
        // Compared one by one, after the length: a literal array of the three would be made on every call.
        let isDeclarationKeyword = bare.utf8.count <= 5 && (bare == "inout" || bare == "var" || bare == "let")
        return SwiftCode(checked: isDeclarationKeyword ? "`\(bare)`" : bare, .name)
    }

    /// As an argument label in a call: only `inout` needs backticks there (backticks around `let` and `var` are
    /// warned about).
    public var argument: SwiftCode { SwiftCode(checked: bare == "inout" ? "`inout`" : bare, .name) }

    /// The identifier without backticks.
    public var description: String { bare }
}

/// A default literal that ``DefaultLiteral/classify(_:)`` accepted: its text is one Swift literal.
public struct CheckedLiteral: Sendable, Hashable {
    /// The literal's text.
    fileprivate let text: String

    /// The literal `text` when it is one that ``DefaultLiteral`` accepts, else nil.
    public init?(_ text: String) {
        guard DefaultLiteral.classify(text) != nil else { return nil }
        self.text = text
    }

    /// A literal of modelgen's own.
    private init(own text: StaticString) {
        self.text = text.description
    }

    /// `nil`.
    public static let `nil` = CheckedLiteral(own: "nil")
    /// `[]`.
    public static let emptyArray = CheckedLiteral(own: "[]")
    /// `[:]`.
    public static let emptyDictionary = CheckedLiteral(own: "[:]")
}

extension SwiftCode {
    /// The type named `name`, as ``TypeExpression/code`` writes it.
    public static func type(named name: SwiftName) -> SwiftCode {
        SwiftCode(checked: name.code.text, .type)
    }

    /// The generic type `base<arguments>` of types already made, as ``TypeExpression/code`` writes it, without
    /// building the type's expression first.
    public static func genericType(_ base: SwiftName, _ arguments: [SwiftCode]) -> SwiftCode {
        let baseText = base.code.text
        var text = ""
        text.reserveCapacity(arguments.reduce(baseText.utf8.count + 2 * arguments.count) { $0 + $1.text.utf8.count })
        text += baseText
        text += "<"
        for (index, argument) in arguments.enumerated() {
            if index > 0 { text += ", " }
            text += argument.text
        }
        text += ">"
        return SwiftCode(checked: text, .type)
    }

    /// `any name`, as ``TypeExpression/code`` writes it, without building the type's expression first.
    public static func existential(_ name: SwiftName) -> SwiftCode {
        SwiftCode(checked: "any " + name.code.text, .type)
    }
}

extension TypeExpression {
    /// The type as Swift, every name component an identifier (``SwiftName``).
    public var code: SwiftCode {
        // Most types are one name: made from it without the printer.
        if case .named(let path, let generic) = self, path.count == 1, generic.isEmpty {
            return SwiftCode(checked: SwiftName(path[0]).code.text, .type)
        }
        return SwiftCode(checked: swift(escape: { SwiftName($0).code.text }), .type)
    }
}
