// Default values: which Swift literals a field default may be, and which types each kind fits.

/// A field default classified as one kind of Swift literal.
public enum DefaultLiteral: Sendable, Equatable {
    /// An integer literal.
    case integer
    /// A floating-point literal.
    case float
    /// A string literal.
    case string
    /// `true` or `false`.
    case bool
    /// `nil`.
    case null
    /// `[]`.
    case emptyArray
    /// `[:]`.
    case emptyDictionary
    /// `.name`: an enum case.
    case enumCase(String)

    /// The case name of `.name`, else nil.
    public var enumCaseName: String? {
        switch self {
        case .enumCase(let name): name
        case .integer, .float, .string, .bool, .null, .emptyArray, .emptyDictionary: nil
        }
    }

    /// Classifies `text`, or nil when it is not one of the accepted literals.
    public static func classify(_ text: String) -> DefaultLiteral? {
        switch text {
        case "true", "false": return .bool
        case "nil": return .null
        case "[]": return .emptyArray
        case "[:]": return .emptyDictionary
        default: break
        }
        if text.hasPrefix("."), SwiftIdentifier.isValid(String(text.dropFirst())) {
            return .enumCase(String(text.dropFirst()))
        }
        if isStringLiteral(text) { return .string }
        return number(Array(text.utf8))
    }

    /// `-?(0|[1-9][0-9_]*|0x[hex][hex_]*|0b[01][01_]*|0o[0-7][0-7_]*)` is an integer;
    /// `-?[0-9][0-9_]*(\.[0-9][0-9_]*)?([eE][+-]?[0-9]+)?` otherwise a float.
    private static func number(_ bytes: [UInt8]) -> DefaultLiteral? {
        var index = bytes.first == UInt8(ascii: "-") ? 1 : 0
        func run(_ allowed: (UInt8) -> Bool) -> Int {
            let start = index
            while index < bytes.count, allowed(bytes[index]) || (index > start && bytes[index] == UInt8(ascii: "_")) {
                index += 1
            }
            return index - start
        }
        let digit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        let rest = bytes[index...]
        for (prefix, allowed) in [
            ("0x", { (byte: UInt8) in digit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20) }),
            ("0b", { (byte: UInt8) in byte == UInt8(ascii: "0") || byte == UInt8(ascii: "1") }),
            ("0o", { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(byte) }),
        ]
        where rest.starts(with: prefix.utf8) {
            index += 2
            return run(allowed) > 0 && index == bytes.count ? .integer : nil
        }
        let first = index
        guard run(digit) > 0 else { return nil }
        if index == bytes.count { return bytes[first] != UInt8(ascii: "0") || index - first == 1 ? .integer : .float }
        if bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard run(digit) > 0 else { return nil }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            let start = index
            while index < bytes.count, digit(bytes[index]) { index += 1 }
            guard index > start else { return nil }
        }
        return index == bytes.count ? .float : nil
    }

    /// A one-line double-quoted string with only simple escapes: no interpolation, no raw quotes or line breaks.
    private static func isStringLiteral(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count >= 2, scalars.first == "\"", scalars.last == "\"" else { return false }
        var index = 1
        while index < scalars.count - 1 {
            let scalar = scalars[index]
            if scalar == "\"" || scalar.isLineBreaking { return false }
            if scalar == "\\" {
                index += 1
                guard index < scalars.count - 1, "\\\"'nrt0".unicodeScalars.contains(scalars[index]) else {
                    return false
                }
            }
            index += 1
        }
        return true
    }
}
