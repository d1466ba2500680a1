// The little of YAML's syntax the plugin reads by hand: lines, `key: value` lines, scalars and flow sequences.

import Foundation

/// Line-level reading of simple YAML: enough for top-level keys and the few settings of `modelgen.yml`.
enum YAMLLines {
    /// The lines of `text`, without line ends or a leading byte order mark.
    static func lines(of text: String) -> [Substring] {
        let body = text.hasPrefix("\u{FEFF}") ? text.dropFirst() : Substring(text)
        return body.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("\r") ? line.dropLast() : line
        }
    }

    /// The key of a `key: value` line and the value after it (empty when only a comment or nothing follows); nil
    /// when the line holds no such key.
    static func keyAndValue(of line: Substring) -> (key: String, value: Substring)? {
        let key: String
        var rest: Substring
        if let quoted = quotedScalar(line) {
            guard quoted.rest.first == ":" else { return nil }
            (key, rest) = (quoted.value, quoted.rest.dropFirst())
        } else {
            guard let colon = line.indices.first(where: { line[$0] == ":" && endsKey(line, at: $0) }) else {
                return nil
            }
            key = trimmed(line[..<colon])
            rest = line[line.index(after: colon)...]
        }
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        rest = rest.drop { $0 == " " || $0 == "\t" }
        return (key, rest.first == "#" ? rest[rest.endIndex...] : rest)
    }

    /// The items of a value: a flow sequence (`[a, "b"]`) gives its items, a scalar gives itself, nothing gives none.
    static func items(of value: Substring) -> [String] {
        guard value.first == "[" else { return value.isEmpty ? [] : [scalar(value)] }
        var items: [String] = []
        var rest = value.dropFirst()
        while true {
            rest = rest.drop { $0 == " " || $0 == "\t" || $0 == "," }
            guard let first = rest.first, first != "]" else { return items }
            if let quoted = quotedScalar(rest) {
                items.append(quoted.value)
                rest = quoted.rest
            } else {
                let end = rest.firstIndex { $0 == "," || $0 == "]" } ?? rest.endIndex
                items.append(trimmed(rest[..<end]))
                rest = rest[end...]
            }
        }
    }

    /// A quoted scalar without its quotes, or a plain one up to a comment, without surrounding blanks.
    static func scalar(_ value: Substring) -> String {
        if let quoted = quotedScalar(value) { return quoted.value }
        let comment = value.indices.first {
            value[$0] == "#" && $0 > value.startIndex && " \t".contains(value[value.index(before: $0)])
        }
        return trimmed(value[..<(comment ?? value.endIndex)])
    }

    /// The quoted scalar `text` starts with, unescaped, and the text after its closing quote; nil when `text` does not
    /// start with a closed quoted scalar.
    private static func quotedScalar(_ text: Substring) -> (value: String, rest: Substring)? {
        guard let quote = text.first, quote == "\"" || quote == "'" else { return nil }
        var value = ""
        var index = text.index(after: text.startIndex)
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if character == quote {
                // A single-quoted scalar writes its quote twice.
                guard quote == "'", next < text.endIndex, text[next] == "'" else { return (value, text[next...]) }
                value.append("'")
                index = text.index(after: next)
            } else if character == "\\", quote == "\"", next < text.endIndex {
                value.append(text[next])
                index = text.index(after: next)
            } else {
                value.append(character)
                index = next
            }
        }
        return nil
    }

    /// True when the colon at `index` ends a key: it is followed by a blank or ends the line.
    private static func endsKey(_ line: Substring, at index: Substring.Index) -> Bool {
        let next = line.index(after: index)
        return next == line.endIndex || line[next] == " " || line[next] == "\t"
    }

    /// `text` without leading and trailing spaces and tabs.
    private static func trimmed(_ text: Substring) -> String {
        text.trimmingCharacters(in: .init(charactersIn: " \t"))
    }
}
