// Characters that could end a line of generated Swift or of a diagnostic, and text escaped to stay on one line.

extension Unicode.Scalar {
    /// True for control characters and Unicode's line and paragraph separators: anything that may end a line.
    var isLineBreaking: Bool {
        // Unicode's control characters (general category Cc) are exactly U+0000-U+001F and U+007F-U+009F.
        value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
    }
}

extension String {
    /// The text with every line-breaking character escaped (a line feed as `\n`), so it stays on one line.
    var escapedToOneLine: String {
        guard unicodeScalars.contains(where: \.isLineBreaking) else { return self }
        return unicodeScalars.map { $0.isLineBreaking ? $0.escaped(asASCII: true) : String($0) }.joined()
    }
}
