// Tidies rendered Swift: indentation follows the braces and blank lines are normalised, so templates need not manage either.

/// Lays out rendered Swift: templates may indent and space loosely; the output is always laid out the same way.
public enum SwiftLayout {
    /// The text re-indented by four spaces per open brace and per line-ending parenthesis, up to the line that starts
    /// by closing it (`case` labels of a `switch` at the switch's level, `#if` lines at the margin), runs of blank
    /// lines folded to one, no blank line after an opening brace or parenthesis or `#if` nor before a closing brace
    /// or parenthesis, `#else` or `#endif`, and exactly one final newline.
    public static func tidy(_ text: String) -> String {
        tidy(utf8: Array(text.utf8))
    }

    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
    private static let newline = UInt8(ascii: "\n")
    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")
    private static let slash = UInt8(ascii: "/")
    private static let openBrace = UInt8(ascii: "{")
    private static let closeBrace = UInt8(ascii: "}")
    private static let openParenthesis = UInt8(ascii: "(")
    private static let closeParenthesis = UInt8(ascii: ")")
    private static let indentUnit = 4

    /// What opened a level of indentation.
    private enum Block {
        /// A brace; `switch` bodies are `switchBody`.
        case brace
        /// The brace of a `switch`, whose `case` labels stay at the switch's level.
        case switchBody
        /// A parenthesis that ends its line, as in an init with one parameter per line.
        case parenthesis
    }

    /// ``tidy(_:)`` of UTF-8 bytes, as templates render them, in one pass over the lines.
    static func tidy(utf8 input: [UInt8]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(input.count + input.count / 4)
        var blocks: [Block] = []
        var pendingBlank = false
        var afterOpening = false  // the last line written ends with `{` or `(`, or starts with `#if`
        var lineStart = 0
        while lineStart < input.count {
            var start = lineStart
            while start < input.count, input[start] == space || input[start] == tab { start += 1 }
            let (lineEnd, codeEnd, opened, closed) = scanLine(input, from: start)
            lineStart = lineEnd + 1
            var end = lineEnd
            while end > start, input[end - 1] == space || input[end - 1] == tab { end -= 1 }
            var codeLast = codeEnd
            while codeLast > start, input[codeLast - 1] == space || input[codeLast - 1] == tab { codeLast -= 1 }
            if start == end {
                if output.count > 0, !afterOpening { pendingBlank = true }
                continue
            }
            let line = start..<end
            let isDirective = input[start] == UInt8(ascii: "#")
            let closesParenthesis = input[start] == closeParenthesis && blocks.last == .parenthesis
            if pendingBlank, input[start] != closeBrace, !closesParenthesis,
                !(isDirective && (hasPrefix(input, line, "#endif") || hasPrefix(input, line, "#else")))
            {
                output.append(newline)
            }
            pendingBlank = false
            if closesParenthesis { blocks.removeLast() }
            if closed > 0 { blocks.removeLast(min(closed, blocks.count)) }
            if !isDirective {
                var depth = blocks.count
                if blocks.last == .switchBody, hasPrefix(input, line, "case ") || hasPrefix(input, line, "default:") {
                    depth -= 1
                }
                for _ in 0..<indentUnit * depth { output.append(space) }
            }
            // The line and its line break in one copy, unless blanks or the end of the input come between them.
            if end == lineEnd, lineEnd < input.count {
                output.append(contentsOf: input[start...lineEnd])
            } else {
                output.append(contentsOf: input[line])
                output.append(newline)
            }
            if opened > 0 {
                let block = hasPrefix(input, line, "switch ") ? Block.switchBody : .brace
                for _ in 0..<opened { blocks.append(block) }
            }
            let opensParenthesis = codeLast > start && input[codeLast - 1] == openParenthesis
            if opensParenthesis { blocks.append(.parenthesis) }
            afterOpening =
                input[end - 1] == openBrace || opensParenthesis || (isDirective && hasPrefix(input, line, "#if"))
        }
        if output.isEmpty { output.append(newline) }
        return String(decoding: output, as: UTF8.self)
    }

    /// Reads the line that starts at `start` up to its newline (or the end of the input), which it returns, with
    /// where its `//` comment starts (the line's end when it has none), the braces outside string literals and
    /// comments that the line opens and does not close, and those it closes without opening (the line's dedent).
    /// Only newlines, quotes, slashes, backslashes and braces matter.
    private static func scanLine(
        _ input: [UInt8], from start: Int
    ) -> (lineEnd: Int, codeEnd: Int, opened: Int, closed: Int) {
        var opened = 0
        var closed = 0
        var inString = false
        var cursor = start
        while true {
            cursor = nextSignificant(input, from: cursor)
            guard cursor < input.count else { return (cursor, cursor, opened, closed) }
            let byte = input[cursor]
            if inString {
                switch byte {
                case newline: return (cursor, cursor, opened, closed)
                case quote: inString = false
                case backslash:
                    // The escaped byte is skipped, unless it ends the line.
                    if cursor + 1 < input.count, input[cursor + 1] != newline { cursor += 1 }
                default: break
                }
            } else {
                switch byte {
                case newline: return (cursor, cursor, opened, closed)
                case quote: inString = true
                case slash where cursor > start && input[cursor - 1] == slash:
                    return (input[(cursor + 1)...].firstIndex(of: newline) ?? input.count, cursor - 1, opened, closed)
                case openBrace: opened += 1
                case closeBrace: if opened > 0 { opened -= 1 } else { closed += 1 }
                default: break
                }
            }
            cursor += 1
        }
    }

    /// The index of the first newline, quote, slash, backslash or brace at or after `start`, or the input's count;
    /// eight bytes at a time while none is in sight (about a third faster than a byte at a time).
    private static func nextSignificant(_ input: [UInt8], from start: Int) -> Int {
        var cursor = start
        while cursor + 8 <= input.count {
            var word: UInt64 = 0
            for offset in 0..<8 { word |= UInt64(input[cursor + offset]) << (8 * offset) }
            let found =
                matches(of: newline, in: word) | matches(of: quote, in: word) | matches(of: slash, in: word)
                | matches(of: backslash, in: word) | matches(of: openBrace, in: word)
                | matches(of: closeBrace, in: word)
            if found != 0 { return cursor + found.trailingZeroBitCount / 8 }
            cursor += 8
        }
        while cursor < input.count {
            switch input[cursor] {
            case newline, quote, slash, backslash, openBrace, closeBrace: return cursor
            default: cursor += 1
            }
        }
        return cursor
    }

    /// Nonzero when `word` holds `byte`: the high bit of the first such byte is set, and perhaps of bytes after it,
    /// never of a byte before it (so the lowest set bit marks the first match).
    private static func matches(of byte: UInt8, in word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let difference = word ^ (ones &* UInt64(byte))
        return (difference &- ones) & ~difference & (ones &* 0x80)
    }

    private static func hasPrefix(_ input: [UInt8], _ line: Range<Int>, _ prefix: String) -> Bool {
        input[line].starts(with: prefix.utf8)
    }
}
