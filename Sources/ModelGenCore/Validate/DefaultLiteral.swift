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

    /// Classifies `text`, or nil when it is not one of the accepted literals.
    public static func classify(_ text: String) -> DefaultLiteral? {
        switch text {
        case "true", "false": return .bool
        case "nil": return .null
        case "[]": return .emptyArray
        case "[:]": return .emptyDictionary
        default: break
        }
        if text.hasPrefix("."), SwiftIdentifier.isValid(String(text.dropFirst())) { return .enumCase(String(text.dropFirst())) }
        if isStringLiteral(text) { return .string }
        if text.wholeMatch(of: /-?(0|[1-9][0-9_]*|0x[0-9A-Fa-f][0-9A-Fa-f_]*|0b[01][01_]*|0o[0-7][0-7_]*)/) != nil { return .integer }
        if text.wholeMatch(of: /-?[0-9][0-9_]*(\.[0-9][0-9_]*)?([eE][+-]?[0-9]+)?/) != nil { return .float }
        return nil
    }

    /// A one-line double-quoted string with only simple escapes: no interpolation, no raw quotes or line breaks.
    private static func isStringLiteral(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count >= 2, scalars.first == "\"", scalars.last == "\"" else { return false }
        var index = 1
        while index < scalars.count - 1 {
            let scalar = scalars[index]
            if scalar == "\"" || scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}" { return false }
            if scalar == "\\" {
                index += 1
                guard index < scalars.count - 1, "\\\"'nrt0".unicodeScalars.contains(scalars[index]) else { return false }
            }
            index += 1
        }
        return true
    }
}
