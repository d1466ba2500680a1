// What every translation step shares: the options of the run, and the helpers that turn spec text into Swift text.

/// Options that change what is generated.
public struct GenerationOptions: Sendable, Equatable {
    /// The access level of generated declarations.
    public enum Access: String, Sendable, CaseIterable, Comparable {
        case `public`, `package`, `internal`

        /// How widely the level exposes a declaration: `internal` least, `public` most.
        private var reach: Int {
            switch self {
            case .internal: 0
            case .package: 1
            case .public: 2
            }
        }

        /// True when `a` exposes less than `b`.
        public static func < (a: Access, b: Access) -> Bool { a.reach < b.reach }
    }

    /// Which cases of the standard state a model declares (`stateCases`).
    public enum StateCases: String, Sendable, CaseIterable {
        /// Every case of the contract (`operating` only with a stream, as ever).
        case all
        /// Only the cases the model can be in (``StateReachability``).
        case reachable
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
    /// The standard state's case names, as `stateNames` renames them.
    public var stateNames = StateNames()
    /// Which standard cases a model's state declares (`stateCases`); default `all`.
    public var stateCases: StateCases = .all
    /// Whether code from words only the compiler can check is marked with `#sourceLocation` (`--source-locations`).
    public var sourceLocations: SourceLocations = .spec

    /// Where the compiler reports problems in code that comes from the spec's words.
    public enum SourceLocations: String, Sendable, CaseIterable {
        /// At the spec's lines, through `#sourceLocation` markers.
        case spec
        /// In the generated file: no markers.
        case omitted = "none"
    }

    /// The defaults.
    public init() {}
}

/// Shared by the translators of one run.
struct TranslationContext {
    let options: GenerationOptions
    /// The spec file as `#sourceLocation` markers name it; nil when the run leaves them out.
    let sourceFile: SwiftCode.SourceFile?

    /// `#sourceLocation(file:line:)` for code that comes from the spec's words at `location`, which only the compiler
    /// can check; nil when the run leaves the markers out.
    func sourceLocation(_ location: SourceLocation) -> SwiftCode? {
        sourceFile.map { SwiftCode.sourceLocation(in: $0, line: location.line) }
    }

    /// The access modifier generated declarations are written with; nothing for internal.
    var access: SwiftCode { Self.modifier(options.access) }

    /// The modifier of `access`: `public`, `package`, or nothing for internal, which declarations have unsaid.
    static func modifier(_ access: GenerationOptions.Access) -> SwiftCode {
        access == .internal ? "" : keyword(access)
    }

    /// The keyword of `access`: `public`, `package` or `internal`.
    static func keyword(_ access: GenerationOptions.Access) -> SwiftCode {
        switch access {
        case .public: .keyword("public")
        case .package: .keyword("package")
        case .internal: .keyword("internal")
        }
    }

    /// The Swift text of a resolved type.
    func type(_ resolved: ResolvedType) -> SwiftCode {
        resolved.expression.code
    }

    /// `///` lines for doc text: one per line (a carriage return ends a line too), line-breaking characters
    /// dropped, trailing spaces and blank last lines removed.
    static func doc(_ text: String?) -> [SwiftCode] {
        guard let text, !text.isEmpty else { return [] }
        // Most docs are one line with nothing to drop or trim: made as they are, after one pass over their bytes.
        if let line = SwiftCode.cleanComment("///", text) { return [line] }
        // A doc of one line: made without splitting.
        if !text.utf8.contains(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) {
            let line = SwiftCode.comment("///", text)
            return line == "///" ? [] : [line]
        }
        var lines = text.utf8.split(omittingEmptySubsequences: false) {
            $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r")
        }
        .map { SwiftCode.comment("///", String(Substring($0))) }
        while lines.last == "///" { lines.removeLast() }
        return lines
    }

    /// Names as code in a sentence: "`a`", "`a` and `b`", "`a`, `b` and `c`" (with `conjunction` "and").
    static func codeList(_ names: [String], _ conjunction: String) -> String {
        // Written into one string, rather than each name into its own and then joined.
        var text = ""
        text.reserveCapacity(names.reduce(conjunction.utf8.count) { $0 + $1.utf8.count + 4 })
        for (index, name) in names.enumerated() {
            if index > 0 {
                if index == names.count - 1 {
                    text += " "
                    text += conjunction
                    text += " "
                } else {
                    text += ", "
                }
            }
            text += "`"
            text += name
            text += "`"
        }
        return text
    }

    /// "a" or "an" before a name: by its first letter, spelt out when the name starts with an acronym (`an HTTPUseCase`).
    static func article(_ name: String) -> String {
        // Spec names are ASCII identifiers (the validator requires it), so their first two bytes are their first letters.
        var bytes = name.utf8.makeIterator()
        let first = bytes.next() ?? UInt8(ascii: "x")
        let second = bytes.next() ?? UInt8(ascii: "x")
        let uppercase = UInt8(ascii: "A")...UInt8(ascii: "Z")
        let acronym = uppercase.contains(first) && uppercase.contains(second)
        return (acronym ? "AEFHILMNORSX" : "AEIOUaeiou").utf8.contains(first) ? "an" : "a"
    }
}
