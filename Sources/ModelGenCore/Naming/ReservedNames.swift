// The type names a spec cannot declare: those Swift and the generated code rely on, the latter read off the built-in
// templates' text so that a template that starts using a name reserves it.

/// Type names a spec may neither declare nor list under `external`: a declaration of one would shadow a type that Swift
/// or the generated code relies on, and the output would not compile (or would mean another type).
public enum ReservedNames {
    /// Every reserved type name: Swift's own, the standard types the validator resolves, the protocols it reasons
    /// about, every capitalised name in the built-in templates' Swift text, the capitalised fixed names they print,
    /// and the names translation writes outside the templates.
    public static let types: Set<String> =
        swift
        .union(SpecIndex.standardTypes)
        .union(SynthesizedProtocol.allCases.map(\.rawValue) + ["Codable"])
        .union(BuiltinTemplates.all.flatMap { capitalisedNames(inTemplate: $0.text) })
        .union(FixedNamesData.declaredFields.compactMap { capitalisedFixedName($0.key) })
        .union(translated)

    /// Names Swift does not allow as a declared type, even in backticks.
    private static let swift: Set<String> = ["Any", "Self", "Type", "Protocol", "Sendable"]

    /// What translation writes into the output beside the templates' text: each flavour's class attributes and
    /// conformances (`@Observable`, `ObservableObject`, `@Published`, `Identifiable`, `CaseIterable`), Combine's
    /// `AnyCancellable` that owners of the observableObject flavour's models subscribe with, and the generated nested
    /// types that templates do not spell.
    private static let translated: Set<String> = [
        "Observable", "ObservableObject", "Published", "AnyCancellable", "Identifiable", "CaseIterable",
        Namer.Fixed.modelState.bare,
        Namer.Fixed.taskKey.bare, Namer.Fixed.operation.bare, Namer.Fixed.callRecord.bare,
    ]

    /// The value of a fixed name templates print (`{{names.modelState}}`) when it names a type.
    private static func capitalisedFixedName(_ key: RenderKey) -> String? {
        guard case .text(let name) = FixedNamesData().value(for: key), name.text.first?.isUppercase == true else {
            return nil
        }
        return name.text
    }

    /// The capitalised identifiers of a template's Swift text: its tags are left out (each as a lowercase letter, so
    /// that `{{name}}Stub` yields no `Stub`), then as `capitalisedNames(inSwift:)`.
    static func capitalisedNames(inTemplate template: String) -> Set<String> {
        var text = ""
        var rest = Substring(template)
        while let open = rest.firstRange(of: "{{") {
            text += rest[..<open.lowerBound]
            text += "x"
            guard let close = rest[open.upperBound...].firstRange(of: "}}") else {
                return capitalisedNames(inSwift: text)
            }
            rest = rest[close.upperBound...].drop { $0 == "}" }
        }
        return capitalisedNames(inSwift: text + rest)
    }

    /// The identifiers that start with a capital letter in Swift source and are not members (`.Element`): the type
    /// names it uses or declares. Comments, string literals, `import` lines and compiler directives (`#if DEBUG`)
    /// are left out.
    static func capitalisedNames(inSwift text: String) -> Set<String> {
        var names = Set<String>()
        for line in text.split(separator: "\n") {
            let code = line.drop { $0 == " " }
            if code.hasPrefix("#") || code.hasPrefix("import ") { continue }
            var previous: Character = " "
            var index = code.startIndex
            scan: while index < code.endIndex {
                let character = code[index]
                switch character {
                case "/" where code[index...].hasPrefix("//"):
                    break scan
                case "\"":
                    index = code.index(after: index)
                    while index < code.endIndex, code[index] != "\"" {
                        if code[index] == "\\" { index = code.index(after: index) }
                        if index < code.endIndex { index = code.index(after: index) }
                    }
                case _ where character.isASCII && (character.isLetter || character == "_"):
                    let start = index
                    while index < code.endIndex, code[index].isASCII,
                        code[index].isLetter || code[index].isNumber || code[index] == "_"
                    {
                        index = code.index(after: index)
                    }
                    // After a `.` it is a member; after a digit, part of a number (`1E5`).
                    if previous != ".", !previous.isNumber, character.isUppercase {
                        names.insert(String(code[start..<index]))
                    }
                    previous = code[code.index(before: index)]
                    continue scan
                default:
                    break
                }
                if index < code.endIndex {
                    previous = code[index]
                    index = code.index(after: index)
                }
            }
        }
        return names
    }
}
