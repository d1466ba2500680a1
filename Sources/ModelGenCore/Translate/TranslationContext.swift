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

    /// `///` lines for doc text: one per line, control characters dropped.
    static func doc(_ text: String?) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        let cleaned = String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\r" ? "\n" : $0 }.filter {
            $0 == "\n" || !$0.isLineBreaking
        }))
        var lines = cleaned.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingTrailingSpaces() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.map { $0.isEmpty ? "///" : "/// \($0)" }
    }

    /// "a" or "an" before a name: by its first letter, spelt out when the name starts with an acronym (`an HTTPUseCase`).
    static func article(_ name: String) -> String {
        let letters = Array(name)
        let acronym = letters.count > 1 && letters[0].isUppercase && letters[1].isUppercase
        return (acronym ? "AEFHILMNORSX" : "AEIOUaeiou").contains(letters.first ?? "x") ? "an" : "a"
    }
}

extension Substring {
    /// The text without trailing spaces and tabs.
    func trimmingTrailingSpaces() -> String {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " || self[index(before: end)] == "\t" { end = index(before: end) }
        return String(self[startIndex..<end])
    }
}
