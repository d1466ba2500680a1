// The output of a rendering, written line by line: each line is indented and spaced as it starts, so no pass lays
// the text out again afterwards.

/// The bytes a rendering writes, laid out as they are written:
///
/// - **Indentation.** A line starts with the blanks of every standalone partial it is rendered in, outermost first,
///   then with the blanks its template writes before its text. The lines of a value that holds line breaks, after its
///   first, start with the indentation of the line the value starts on. No line ends with blanks.
/// - **Blank lines.** A line that holds nothing but blanks is written as a blank line, and a blank line is a
///   separator: it is written once, only between two lines of text of the same block. So it is never written at the
///   start or the end of the output, nor after another blank line, nor after a line that opens a block (one that ends
///   with `{`, `(` or `[`, or starts with `#if` or `#else`), nor before a line that closes one (one that starts with
///   `}`, `)` or `]`, or with `#else` or `#endif`).
/// - **Directives.** A `#sourceLocation` directive that starts its line starts at its first column, however deep the
///   partial it is written in: it is no statement of the block it stands in.
///
/// Each rule looks only at the line being started and the last line written.
struct LineWriter {
    /// The bytes written so far.
    private(set) var bytes: [UInt8] = []
    /// The blanks of every standalone partial being rendered, outermost first: written at the start of each line.
    var indentation: [UInt8] = []
    /// Where the current line starts in `bytes`.
    private var lineStart = 0
    /// Where the text of the current line starts, after its indentation, once it has text; until then, where the
    /// last line of text started.
    private var textStart = 0
    /// True once the current line holds a byte other than a blank.
    private var lineHasText = false
    /// True while a blank line waits for the next line of text: it is written before that line unless the line
    /// closes a block.
    private var blankLineWaits = false

    private static let newline = UInt8(ascii: "\n")
    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
    private static let ifDirective = Array("#if".utf8)
    private static let elseDirective = Array("#else".utf8)
    private static let endifDirective = Array("#endif".utf8)
    private static let sourceLocationDirective = Array("#sourceLocation".utf8)

    /// An empty output with room for `capacity` bytes.
    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// Appends text of a template. Unless `breaksLines`, a line break may only be its last byte, so it is not searched
    /// for one.
    mutating func write(_ text: ArraySlice<UInt8>, breaksLines: Bool) {
        var start = text.startIndex
        while start < text.endIndex {
            if !lineHasText {
                indentLine()
                var first = start
                while first < text.endIndex, text[first] == Self.space || text[first] == Self.tab { first += 1 }
                if first == text.endIndex { return bytes.append(contentsOf: text[start..<first]) }
                if text[first] == Self.newline {
                    endBlankLine()
                    start = first + 1
                    continue
                }
                if text[first...].starts(with: Self.sourceLocationDirective) {
                    bytes.removeSubrange(lineStart...)
                } else if first > start {
                    bytes.append(contentsOf: text[start..<first])
                }
                startText(at: bytes.count, closingBlock: blankLineWaits && Self.closesBlock(text[first...]))
                start = first
            }
            let lineBreak =
                breaksLines
                ? text[start...].firstIndex(of: Self.newline)
                : text.last == Self.newline ? text.endIndex - 1 : nil
            guard let lineBreak else { return bytes.append(contentsOf: text[start...]) }
            bytes.append(contentsOf: text[start...lineBreak])
            start = lineBreak + 1
            endLine()
        }
    }

    /// Appends a value. Its lines after the first are indented as the line it starts on.
    mutating func write(_ code: SwiftCode) {
        if !lineHasText {
            if code.kind == .directive { bytes.removeSubrange(lineStart...) } else { indentLine() }
        }
        // Appended whole, then read back: a value is rarely more than one line, and an array reads faster than a string.
        let start = bytes.count
        bytes.append(contentsOf: code.text.utf8)
        guard !bytes[start...].contains(Self.newline) else { return writeLines(from: start) }
        guard !lineHasText else { return }
        var first = start
        while first < bytes.count, bytes[first] == Self.space || bytes[first] == Self.tab { first += 1 }
        if first < bytes.count {
            startText(at: first, closingBlock: blankLineWaits && Self.closesBlock(bytes[first...]))
        }
    }

    /// Ends the output: a last line of blanks only is dropped, as is a blank line still waiting.
    mutating func finish() {
        if !lineHasText { bytes.removeSubrange(lineStart...) }
        blankLineWaits = false
    }

    /// Writes again, line by line, the value appended from `start`, which holds a line break: its lines after the first
    /// are indented as the line it starts on.
    private mutating func writeLines(from start: Int) {
        let value = Array(bytes[start...])
        bytes.removeSubrange(start...)
        let partials = indentation
        indentation = Array(bytes[lineStart..<(lineHasText ? textStart : bytes.count)])
        write(value[...], breaksLines: true)
        indentation = partials
    }

    /// Writes the indentation of standalone partials at the start of a line, unless it has been written.
    private mutating func indentLine() {
        if bytes.count == lineStart, !indentation.isEmpty { bytes.append(contentsOf: indentation) }
    }

    /// The current line, which has text, has just ended with its line break: blanks before the break are dropped.
    private mutating func endLine() {
        let lineBreak = bytes.count - 1
        var end = lineBreak
        while end > textStart, bytes[end - 1] == Self.space || bytes[end - 1] == Self.tab { end -= 1 }
        if end < lineBreak { bytes.removeSubrange(end..<lineBreak) }
        lineStart = bytes.count
        lineHasText = false
    }

    /// The current line, which holds only blanks, ends: it is dropped, and a blank line waits for the next line of
    /// text unless it comes first or after a line that opens a block.
    private mutating func endBlankLine() {
        bytes.removeSubrange(lineStart...)
        if lineStart > 0, !lastLineOpensBlock() { blankLineWaits = true }
    }

    /// The current line's text starts at `first` (its blanks before it), and closes a block when `closingBlock`: the
    /// blank line waiting, if any, is written before the line unless it does.
    private mutating func startText(at first: Int, closingBlock: Bool) {
        textStart = first
        if blankLineWaits {
            blankLineWaits = false
            if !closingBlock {
                bytes.insert(Self.newline, at: lineStart)
                lineStart += 1
                textStart += 1
            }
        }
        lineHasText = true
    }

    /// Whether the last line written (a line of text, which ends at `lineStart`) ends with `{`, `(` or `[`, or
    /// starts with `#if` or `#else`.
    private func lastLineOpensBlock() -> Bool {
        let line = bytes[textStart..<(lineStart - 1)]
        switch line.last {
        case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["): return true
        default: return line.starts(with: Self.ifDirective) || line.starts(with: Self.elseDirective)
        }
    }

    /// Whether text that starts a line closes a block: it starts with `}`, `)` or `]`, or with `#else` or `#endif`.
    private static func closesBlock(_ text: ArraySlice<UInt8>) -> Bool {
        switch text.first {
        case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"): true
        default: text.starts(with: Self.elseDirective) || text.starts(with: Self.endifDirective)
        }
    }
}
