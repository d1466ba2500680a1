// A JSON value for the schemas modelgen prints: members keep the order they were written in, output is pretty and stable.

/// A JSON value whose object members keep their order, printed with two-space indentation.
public enum JSONValue: Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number.
    case integer(Int)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, members in order.
    case object([(key: String, value: JSONValue)])

    /// The value as pretty JSON, ending with a line break.
    public var text: String {
        var output = ""
        write(into: &output, indent: "")
        return output + "\n"
    }

    /// Appends the value, its nested lines indented one level deeper than `indent`.
    private func write(into output: inout String, indent: String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .integer(let value): output += String(value)
        case .string(let value): Self.writeString(value, into: &output)
        case .array(let items):
            Self.writeLines(items.count, between: ("[", "]"), into: &output, indent: indent) { index, output, inner in
                items[index].write(into: &output, indent: inner)
            }
        case .object(let members):
            Self.writeLines(members.count, between: ("{", "}"), into: &output, indent: indent) { index, output, inner in
                Self.writeString(members[index].key, into: &output)
                output += ": "
                members[index].value.write(into: &output, indent: inner)
            }
        }
    }

    /// An array's or object's `count` items between its brackets, each on a line of its own one level deeper, with
    /// commas between; the brackets alone when there are none.
    private static func writeLines(
        _ count: Int, between brackets: (open: String, close: String), into output: inout String, indent: String,
        item: (Int, inout String, String) -> Void
    ) {
        guard count > 0 else {
            output += brackets.open + brackets.close
            return
        }
        let inner = indent + "  "
        output += brackets.open
        for index in 0..<count {
            output += (index == 0 ? "\n" : ",\n") + inner
            item(index, &output, inner)
        }
        output += "\n" + indent + brackets.close
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped, everything else as it is.
    private static func writeString(_ text: String, into output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: false)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    /// A string.
    public init(stringLiteral value: String) { self = .string(value) }
    /// A whole number.
    public init(integerLiteral value: Int) { self = .integer(value) }
    /// `true` or `false`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An array.
    public init(arrayLiteral items: JSONValue...) { self = .array(items) }
    /// An object whose members keep the order they are written in.
    public init(dictionaryLiteral members: (String, JSONValue)...) {
        self = .object(members.map { (key: $0.0, value: $0.1) })
    }
}
