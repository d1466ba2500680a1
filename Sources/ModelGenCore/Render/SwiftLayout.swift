// Tidies rendered Swift: indentation follows the braces and blank lines are normalised, so templates need not manage either.

/// Lays out rendered Swift: templates may indent and space loosely; the output is always laid out the same way.
public enum SwiftLayout {
    /// The text re-indented by four spaces per open brace (`case` labels of a `switch` at the switch's level,
    /// `#if` lines at the margin), runs of blank lines folded to one, no blank line after an opening brace or
    /// `#if` nor before a closing brace, `#else` or `#endif`, and exactly one final newline.
    public static func tidy(_ text: String) -> String {
        var lines: [String] = []
        var blocks: [Bool] = []  // one entry per open brace: true for a switch body
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.drop { $0 == " " || $0 == "\t" }.trimmingTrailingSpaces()
            if line.isEmpty {
                if let last = lines.last, !last.isEmpty, !last.hasSuffix("{"), !last.hasPrefix("#if") { lines.append("") }
                continue
            }
            if line.hasPrefix("}") || line.hasPrefix("#endif") || line.hasPrefix("#else"), lines.last?.isEmpty == true {
                lines.removeLast()
            }
            let (opened, closed) = braces(in: line)
            blocks.removeLast(min(closed, blocks.count))
            var depth = blocks.count
            if blocks.last == true, line.hasPrefix("case ") || line.hasPrefix("default:") { depth -= 1 }
            lines.append(line.hasPrefix("#") ? line : String(repeating: "    ", count: depth) + line)
            let isSwitch = line.hasPrefix("switch ")
            blocks += Array(repeating: isSwitch, count: opened)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Counts braces outside string literals and comments: those opened and not closed on the line, and those
    /// closed that the line did not open (the line's dedent).
    private static func braces(in line: String) -> (opened: Int, closed: Int) {
        var open = 0
        var closed = 0
        var inString = false
        var escaped = false
        var previous: Character = " "
        for character in line {
            defer { previous = character }
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            switch character {
            case "\"": inString = true
            case "/" where previous == "/": return (open, closed)
            case "{": open += 1
            case "}": if open > 0 { open -= 1 } else { closed += 1 }
            default: break
            }
        }
        return (open, closed)
    }
}
