// Text cut into the pieces ``LineWriter`` lays out, each with what the layout asks of it worked out once: a template's
// text when it is compiled, a value's text only when it holds a line break.

/// Text of at most one line, up to and including its line break if it has one: the unit ``LineWriter`` writes.
///
/// A template's text is cut into pieces when it is compiled, so that writing it looks at no byte twice and searches
/// for nothing.
struct TextPiece: Sendable, Equatable {
    /// The bytes to write, a range of the text cut: the piece without its line break, and without the blanks before
    /// the break when it has one.
    var bytes: Range<Int>
    /// Where the text after the blanks that lead the piece starts: `bytes.upperBound` when it holds only blanks.
    var textStart: Int
    /// True when a line break ends the piece.
    var breaksLine: Bool
    /// True when its text, at the start of a line, closes a block: it starts with `}`, `)` or `]`, or with `#else`
    /// or `#endif`.
    var closesBlock: Bool
    /// True when its text is a `#sourceLocation` directive, written at the first column however deep its line is.
    var isDirective: Bool

    /// True when the piece holds nothing but blanks.
    var isBlank: Bool { textStart == bytes.upperBound }

    /// The pieces of `range` of `text`, in order.
    static func pieces(of range: Range<Int>, in text: [UInt8]) -> [TextPiece] {
        var pieces: [TextPiece] = []
        var start = range.lowerBound
        while start < range.upperBound {
            let lineBreak = text[start..<range.upperBound].firstIndex(of: newline)
            var end = lineBreak ?? range.upperBound
            var textStart = start
            while textStart < end, isBlank(text[textStart]) { textStart += 1 }
            if lineBreak != nil {
                while end > textStart, isBlank(text[end - 1]) { end -= 1 }
            }
            let line = text[textStart..<end]
            pieces.append(
                TextPiece(
                    bytes: start..<end, textStart: textStart, breaksLine: lineBreak != nil,
                    closesBlock: closesBlock(line), isDirective: line.starts(with: "#sourceLocation".utf8)))
            start = (lineBreak ?? range.upperBound - 1) + 1
        }
        return pieces
    }

    /// A line break.
    static let newline = UInt8(ascii: "\n")

    /// Whether `byte` is a blank: a space or a tab.
    static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    /// Whether text that starts a line closes a block: it starts with `}`, `)` or `]`, or with `#else` or `#endif`.
    static func closesBlock(_ text: ArraySlice<UInt8>) -> Bool {
        switch text.first {
        case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"): true
        case UInt8(ascii: "#"): text.starts(with: "#else".utf8) || text.starts(with: "#endif".utf8)
        default: false
        }
    }

    /// Whether a line of text (without its line break) opens a block: it ends with `{`, `(` or `[`, or starts with
    /// `#if` or `#else`.
    static func opensBlock(_ line: ArraySlice<UInt8>) -> Bool {
        switch line.last {
        case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["): true
        default: line.first == UInt8(ascii: "#") && (line.starts(with: "#if".utf8) || line.starts(with: "#else".utf8))
        }
    }
}
