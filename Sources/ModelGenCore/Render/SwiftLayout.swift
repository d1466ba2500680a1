// Tidies rendered Swift: indentation follows the braces and blank lines are normalised, so templates need not manage either.

/// Lays out rendered Swift: templates may indent and space loosely; the output is always laid out the same way.
public enum SwiftLayout {
    /// The text re-indented by four spaces per open brace (`case` labels of a `switch` at the switch's level,
    /// `#if` lines at the margin), runs of blank lines folded to one, no blank line after an opening brace or
    /// `#if` nor before a closing brace, `#else` or `#endif`, and exactly one final newline.
    public static func tidy(_ text: String) -> String {
        var text = text
        return text.withUTF8 { tidy(bytes: $0) }
    }

    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
    private static let newline = UInt8(ascii: "\n")

    private static func tidy(bytes: UnsafeBufferPointer<UInt8>) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 4)
        var blocks: [Bool] = []  // one entry per open brace: true for a switch body
        var pendingBlank = false
        var lastLine: ArraySlice<UInt8> = []
        for rawLine in bytes.split(separator: newline, omittingEmptySubsequences: false) {
            var start = rawLine.startIndex
            var end = rawLine.endIndex
            while start < end, rawLine[start] == space || rawLine[start] == tab { start += 1 }
            while end > start, rawLine[end - 1] == space || rawLine[end - 1] == tab { end -= 1 }
            let line = rawLine[start..<end]
            if line.isEmpty {
                if !output.isEmpty, lastLine.last != UInt8(ascii: "{"), !lastLine.starts(with: "#if".utf8) { pendingBlank = true }
                continue
            }
            let closes = line.first == UInt8(ascii: "}") || line.starts(with: "#endif".utf8) || line.starts(with: "#else".utf8)
            if pendingBlank, !closes { output.append(newline) }
            pendingBlank = false
            let (opened, closed) = braces(in: line)
            blocks.removeLast(min(closed, blocks.count))
            var depth = blocks.count
            if blocks.last == true, line.starts(with: "case ".utf8) || line.starts(with: "default:".utf8) { depth -= 1 }
            if line.first != UInt8(ascii: "#") { output.append(contentsOf: repeatElement(space, count: 4 * depth)) }
            output.append(contentsOf: line)
            output.append(newline)
            let isSwitch = line.starts(with: "switch ".utf8)
            blocks.append(contentsOf: repeatElement(isSwitch, count: opened))
            lastLine = ArraySlice(line)
        }
        if output.isEmpty { output.append(newline) }
        return String(decoding: output, as: UTF8.self)
    }

    /// Counts braces outside string literals and comments: those opened and not closed on the line, and those
    /// closed that the line did not open (the line's dedent).
    private static func braces(in line: Slice<UnsafeBufferPointer<UInt8>>) -> (opened: Int, closed: Int) {
        var open = 0
        var closed = 0
        var inString = false
        var escaped = false
        var previous = space
        for byte in line {
            defer { previous = byte }
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "/") where previous == UInt8(ascii: "/"): return (open, closed)
            case UInt8(ascii: "{"): open += 1
            case UInt8(ascii: "}"): if open > 0 { open -= 1 } else { closed += 1 }
            default: break
            }
        }
        return (open, closed)
    }
}
