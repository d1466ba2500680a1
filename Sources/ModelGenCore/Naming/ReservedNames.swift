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
    /// that `{{name}}Stub` yields no `Stub`), then as `capitalisedNames(inSwift:)`. Read as bytes, not characters: every
    /// run reads every built-in template.
    static func capitalisedNames(inTemplate template: String) -> Set<String> {
        let bytes = Array(template.utf8)
        var text = [UInt8]()
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "{"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "{")
            else {
                text.append(bytes[index])
                index += 1
                continue
            }
            text.append(UInt8(ascii: "x"))
            index += 2
            while index + 1 < bytes.count, bytes[index] != UInt8(ascii: "}") || bytes[index + 1] != UInt8(ascii: "}") {
                index += 1
            }
            guard index + 1 < bytes.count else { break }
            index += 2
            while index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1 }
        }
        return capitalisedNames(inSwift: text)
    }

    /// The identifiers that start with a capital letter in Swift source and are not members (`.Element`): the type
    /// names it uses or declares. Comments, string literals, `import` lines and compiler directives (`#if DEBUG`)
    /// are left out.
    static func capitalisedNames(inSwift text: String) -> Set<String> {
        capitalisedNames(inSwift: Array(text.utf8))
    }

    /// The same as the `String` form, over the UTF-8 bytes of Swift source.
    private static func capitalisedNames(inSwift text: [UInt8]) -> Set<String> {
        func isLetter(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || isUppercase(byte)
        }
        func isUppercase(_ byte: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
        func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        var names = Set<String>()
        for line in text.split(separator: UInt8(ascii: "\n")) {
            let code = line.drop { $0 == UInt8(ascii: " ") }
            if code.starts(with: "#".utf8) || code.starts(with: "import ".utf8) { continue }
            var previous = UInt8(ascii: " ")
            var index = code.startIndex
            scan: while index < code.endIndex {
                let byte = code[index]
                switch byte {
                case UInt8(ascii: "/") where code[index...].starts(with: "//".utf8):
                    break scan
                case UInt8(ascii: "\""):
                    index += 1
                    while index < code.endIndex, code[index] != UInt8(ascii: "\"") {
                        if code[index] == UInt8(ascii: "\\") { index += 1 }
                        if index < code.endIndex { index += 1 }
                    }
                case _ where isLetter(byte) || byte == UInt8(ascii: "_"):
                    let start = index
                    while index < code.endIndex,
                        isLetter(code[index]) || isDigit(code[index]) || code[index] == UInt8(ascii: "_")
                    {
                        index += 1
                    }
                    // After a `.` it is a member; after a digit, part of a number (`1E5`).
                    if previous != UInt8(ascii: "."), !isDigit(previous), isUppercase(byte) {
                        names.insert(String(decoding: code[start..<index], as: UTF8.self))
                    }
                    previous = code[index - 1]
                    continue scan
                default:
                    break
                }
                if index < code.endIndex {
                    previous = code[index]
                    index += 1
                }
            }
        }
        return names
    }
}
