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
        // Read in place, through a span: every identifier and type the output spells passes here.
        name.withUTF8Span { bytes in
            guard bytes.count > 0, isHead(bytes[0]), bytes.count > 1 || bytes[0] != UInt8(ascii: "_") else {
                return false
            }
            for index in 1..<bytes.count {
                let byte = bytes[index]
                guard isHead(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return false }
            }
            return true
        }
    }

    static func isHead(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "_")
    }

    /// The name, in backticks when it is a keyword.
    public static func escaped(_ name: String) -> String {
        isKeyword(name) ? "`\(name)`" : name
    }

    /// True when `name` is one of `keywords`: its bytes are compared with the few keywords of its length and first
    /// byte, without hashing (names are checked for every identifier and type the output spells).
    public static func isKeyword(_ name: String) -> Bool {
        name.withUTF8Span { bytes in
            guard bytes.count > 0, bytes.count < keywordsByLength.count else { return false }
            candidates: for keyword in keywordsByLength[bytes.count] {
                for index in keyword.indices where keyword[index] != bytes[index] { continue candidates }
                return true
            }
            return false
        }
    }

    /// `keywords` as UTF-8 bytes, at the index of their length (up to the longest keyword's).
    private static let keywordsByLength: [[[UInt8]]] = {
        var table = Array(repeating: [[UInt8]](), count: (keywords.map(\.utf8.count).max() ?? 0) + 1)
        for keyword in keywords { table[keyword.utf8.count].append(Array(keyword.utf8)) }
        return table
    }()
}
