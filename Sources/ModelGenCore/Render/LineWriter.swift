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

    /// Appends `piece` of `text`.
    mutating func write(_ piece: TextPiece, of text: [UInt8]) {
        if !lineHasText {
            if piece.isBlank {
                guard !piece.breaksLine else { return endBlankLine() }
                indentLine()
                return append(piece.bytes, of: text)
            }
            let first: Int
            if piece.isDirective {
                bytes.removeSubrange(lineStart...)
                first = bytes.count
                append(piece.textStart..<piece.bytes.upperBound, of: text)
            } else {
                indentLine()
                first = bytes.count + piece.textStart - piece.bytes.lowerBound
                append(piece.bytes, of: text)
            }
            startText(at: first, closingBlock: blankLineWaits && piece.closesBlock)
        } else if !piece.bytes.isEmpty {
            // A line that ends right after a tag leaves an empty piece: it only breaks the line.
            append(piece.bytes, of: text)
        }
        if piece.breaksLine { endLine() }
    }

    /// Appends a value. Its lines after the first are indented as the line it starts on.
    mutating func write(_ code: SwiftCode) {
        if !lineHasText {
            if code.kind == .directive { bytes.removeSubrange(lineStart...) } else { indentLine() }
        }
        let start = bytes.count
        bytes.append(contentsOf: code.text.utf8)
        guard !Self.mayBreakLines(code.kind) || !bytes[start...].contains(TextPiece.newline) else {
            return writeLines(from: start)
        }
        guard !lineHasText else { return }
        var first = start
        while first < bytes.count, TextPiece.isBlank(bytes[first]) { first += 1 }
        if first < bytes.count {
            startText(at: first, closingBlock: blankLineWaits && TextPiece.closesBlock(bytes[first...]))
        }
    }

    /// Whether code of `kind` may hold a line break: names, types, comment lines, directives and keywords never do, so
    /// their text is not searched for one.
    private static func mayBreakLines(_ kind: SwiftCode.Kind) -> Bool {
        switch kind {
        case .code, .literal: true
        case .name, .type, .comment, .directive, .keyword: false
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
        for piece in TextPiece.pieces(of: value.indices, in: value) { write(piece, of: value) }
        indentation = partials
    }

    /// The bytes of `text` in `range`.
    private mutating func append(_ range: Range<Int>, of text: [UInt8]) {
        bytes.append(contentsOf: text[range])
    }

    /// Writes the indentation of standalone partials at the start of a line, unless it has been written.
    private mutating func indentLine() {
        guard bytes.count == lineStart else { return }
        bytes.append(contentsOf: indentation)
    }

    /// The current line, which has text, ends: the blanks it ends with are dropped, and its line break written.
    private mutating func endLine() {
        var end = bytes.count
        while end > textStart, TextPiece.isBlank(bytes[end - 1]) { end -= 1 }
        if end < bytes.count { bytes.removeSubrange(end...) }
        bytes.append(TextPiece.newline)
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
                bytes.insert(TextPiece.newline, at: lineStart)
                lineStart += 1
                textStart += 1
            }
        }
        lineHasText = true
    }

    /// Whether the last line written (a line of text, which ends at `lineStart`) opens a block.
    private func lastLineOpensBlock() -> Bool {
        TextPiece.opensBlock(bytes[textStart..<(lineStart - 1)])
    }
}
