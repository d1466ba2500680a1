// Swift identifiers: which names are valid, which are keywords that need backticks, which are never allowed.

/// Rules for names that reach the output as Swift identifiers.
public enum SwiftIdentifier {
    /// Words that must be written in backticks when used as identifiers.
    public static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "as", "false", "is", "nil", "super", "self", "true", "try", "throws", "await", "async", "any", "some",
        "Any", "Self", "Type", "Protocol",
    ]

    /// Names that cannot name a property, case or method, even in backticks.
    public static let reservedMemberNames: Set<String> = [
        "self", "Self", "init", "deinit", "subscript", "Type", "Protocol",
    ]

    /// True for an ASCII Swift identifier: a letter or underscore, then letters, digits and underscores.
    public static func isValid(_ name: String) -> Bool {
        guard let first = name.utf8.first, isHead(first), name != "_" else { return false }
        return name.utf8.dropFirst().allSatisfy { isHead($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    static func isHead(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "_")
    }

    /// The name, in backticks when it is a keyword.
    public static func escaped(_ name: String) -> String {
        isKeyword(name) ? "`\(name)`" : name
    }

    /// True when `name` is one of `keywords`.
    public static func isKeyword(_ name: String) -> Bool {
        keywords.contains(name)
    }
}
