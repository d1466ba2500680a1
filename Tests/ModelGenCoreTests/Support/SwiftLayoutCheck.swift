// A checker of generated Swift's layout, for tests: it reads a file and reports each line laid out wrongly. It changes
// nothing; the renderer writes the layout, and this only checks it.

/// The layout problems of one Swift file, each as `line N: what`:
///
/// - A line is indented by four spaces per block open around it: per `{`, `(` and `[` opened on an earlier line and
///   not yet closed (outside string literals and comments). A line that starts by closing blocks is at the level of
///   the line that opened the first of them. `case` and `default:` labels of a `switch` are at the switch's level;
///   `#` directives are at the margin.
/// - No line ends with blanks, or holds only blanks.
/// - A blank line stands between two lines of text: never first or last, never two in a row, never after a line
///   that ends with `{`, `(` or `[`, never before one that starts with `}`, `)`, `]`, `#else` or `#endif`.
/// - The file ends with one line break.
func swiftLayoutProblems(_ text: String) -> [String] {
    var problems: [String] = []
    if !text.hasSuffix("\n") { problems.append("the file does not end with a line break") }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    /// The blocks open, innermost last: true for a `switch` body.
    var open: [Bool] = []
    for (index, line) in lines.enumerated() {
        let number = index + 1
        let code = line.drop { $0 == " " }
        if code.isEmpty {
            if !line.isEmpty { problems.append("line \(number): holds only blanks") }
            let before = index > 0 ? lines[index - 1] : nil
            let after = index + 1 < lines.count ? lines[index + 1].drop { $0 == " " } : nil
            if let before, let after, !before.isEmpty, !after.isEmpty {
                if let last = before.last, "{([".contains(last) { problems.append("line \(number): after an opening") }
                let closes =
                    after.first.map { "})]".contains($0) } == true
                    || ["#else", "#endif"].contains { after.hasPrefix($0) }
                if closes { problems.append("line \(number): before a closing") }
            } else {
                problems.append("line \(number): a blank line not between two lines of text")
            }
            continue
        }
        if line.last == " " { problems.append("line \(number): ends with blanks") }
        let leadingClosers = code.prefix { "})]".contains($0) }.count
        var level = max(0, open.count - leadingClosers)
        if code.hasPrefix("case ") || code.hasPrefix("default:"), open.last == true { level -= 1 }
        let expected = code.hasPrefix("#") ? 0 : 4 * level
        if line.count - code.count != expected {
            problems.append("line \(number): indented \(line.count - code.count), not \(expected): \(code)")
        }
        for (byte, opens) in brackets(in: code) {
            if opens {
                open.append(byte == "{" && code.hasPrefix("switch "))
            } else if !open.isEmpty {
                open.removeLast()
            }
        }
    }
    return problems
}

/// The brackets of a line of code outside string literals and `//` comments, in order, each with whether it opens.
private func brackets(in code: Substring) -> [(Character, Bool)] {
    var found: [(Character, Bool)] = []
    var inString = false
    var escaped = false
    var previous: Character = " "
    for character in code {
        defer { previous = character }
        if inString {
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                inString = false
            }
            continue
        }
        switch character {
        case "\"": inString = true
        case "/" where previous == "/": return found
        case "{", "(", "[": found.append((character, true))
        case "}", ")", "]": found.append((character, false))
        default: break
        }
    }
    return found
}
