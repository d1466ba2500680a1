// What every translation step shares: the index, the options of the run, and the helpers that turn spec text into Swift text.

/// Options that change what is generated.
public struct GenerationOptions: Sendable, Equatable {
    /// The access level of generated declarations.
    public enum Access: String, Sendable, CaseIterable {
        case `public`, `package`, `internal`
    }

    /// How models are observed.
    public enum Flavor: String, Sendable, CaseIterable {
        case observation, observableObject
    }

    /// The module an `ObservableObject` model imports.
    public enum ObservableObjectModule: String, Sendable, CaseIterable {
        case combine = "Combine", openCombine = "OpenCombine", raven = "Raven"
    }

    /// Access level; default `public`.
    public var access: Access = .public
    /// Observation flavour; default `observation`.
    public var flavor: Flavor = .observation
    /// Module for the `observableObject` flavour.
    public var observableObjectModule: ObservableObjectModule = .combine
    /// Whether `observableObject` models call `setupPublished()` at the end of `init`.
    public var setupPublished = false

    /// The defaults.
    public init() {}
}

/// Shared by the translators of one run.
struct TranslationContext {
    let index: SpecIndex
    let options: GenerationOptions

    /// The access modifier followed by a space, or nothing for internal.
    var access: String { options.access == .internal ? "" : options.access.rawValue + " " }

    /// The Swift text of a validated type reference, every identifier through the namer.
    func type(_ reference: TypeReference) -> String {
        parsed(reference).swift(escape: Namer.identifier)
    }

    /// The parsed form of a validated type reference.
    func parsed(_ reference: TypeReference) -> TypeExpression {
        // Validation has rejected every reference that does not parse.
        reference.expression ?? .named([reference.text], generic: [])
    }

    /// `///` lines for doc text: one per line (a carriage return ends a line too), line-breaking characters
    /// (`isLineBreaking`) dropped, trailing spaces and blank last lines removed. Works on UTF-8 bytes: every such
    /// character is one byte (C0 controls, DEL), two (C1 controls: C2 80-9F) or three (U+2028, U+2029: E2 80 A8-A9).
    static func doc(_ text: String?) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        var lines: [String] = []
        var line: [UInt8] = [0x2F, 0x2F, 0x2F, 0x20]  // "/// "
        let bytes = Array(text.utf8)
        var index = 0
        func endLine() {
            while let last = line.last, last == 0x20 || last == 0x09 { line.removeLast() }
            lines.append(String(decoding: line, as: UTF8.self))
            line.removeAll(keepingCapacity: true)
            line.append(contentsOf: [0x2F, 0x2F, 0x2F, 0x20])
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x0A, 0x0D: endLine()
            case 0..<0x20, 0x7F: break
            case 0xC2 where index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1]): index += 1
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9): index += 2
            default: line.append(byte)
            }
            index += 1
        }
        endLine()
        while lines.last == "///" { lines.removeLast() }
        return lines
    }

    /// "a" or "an" before a name: by its first letter, spelt out when the name starts with an acronym (`an HTTPUseCase`).
    static func article(_ name: String) -> String {
        let letters = Array(name)
        let acronym = letters.count > 1 && letters[0].isUppercase && letters[1].isUppercase
        return (acronym ? "AEFHILMNORSX" : "AEIOUaeiou").contains(letters.first ?? "x") ? "an" : "a"
    }
}
