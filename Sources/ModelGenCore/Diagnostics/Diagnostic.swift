// Diagnostics: one message with a location and optional notes, and the collector every stage reports to.

/// One problem found in the specs, with the notes that help fix it.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Hashable {
        /// The input cannot be used; nothing is written.
        case error
        /// A hint attached to an error.
        case note
    }

    /// A note attached to a diagnostic, such as "did you mean ...?" or "first declared here".
    public struct Note: Sendable, Hashable {
        /// The note's text.
        public var message: String
        /// Where the note points; nil points at the diagnostic's own location.
        public var location: SourceLocation?

        /// Creates a note.
        public init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }

    /// The severity; errors stop the run.
    public var severity: Severity
    /// The message, without location or severity.
    public var message: String
    /// Where the problem is.
    public var location: SourceLocation
    /// Further hints.
    public var notes: [Note]

    /// Creates an error diagnostic.
    public static func error(_ message: String, at location: SourceLocation, notes: [Note] = []) -> Diagnostic {
        Diagnostic(severity: .error, message: message, location: location, notes: notes)
    }

    /// The diagnostic as printed: `path:line:column: error: message`, then one line per note.
    /// Line breaks and other control characters that spec text brought into a message are escaped, so each stays one line.
    public var description: String {
        var lines = ["\(location): \(severity.rawValue): \(message.escapedToOneLine)"]
        for note in notes {
            lines.append("\(note.location ?? location): note: \(note.message.escapedToOneLine)")
        }
        return lines.joined(separator: "\n")
    }

    /// Spec text as quoted in a message: on one line (control characters escaped, as `\n`) and cut after 80 characters.
    public static func excerpt(_ text: String) -> String {
        let scalars = text.unicodeScalars
        let end = scalars.index(scalars.startIndex, offsetBy: 80, limitedBy: scalars.endIndex) ?? scalars.endIndex
        let shown = String(scalars[..<end]).escapedToOneLine
        return end == scalars.endIndex ? shown : shown + "..."
    }
}

/// Collects the diagnostics of one stage; stages report every problem rather than stopping at the first.
public struct DiagnosticList: Sendable {
    /// Everything reported so far, in the order reported.
    public private(set) var diagnostics: [Diagnostic] = []

    /// Creates an empty list.
    public init() {}

    /// True when an error was reported.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Reports an error.
    public mutating func error(_ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = []) {
        diagnostics.append(.error(message, at: location, notes: notes))
    }

    /// Appends diagnostics reported elsewhere.
    public mutating func append(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }

    /// The diagnostics sorted by file and position, duplicates removed.
    public var sorted: [Diagnostic] {
        var seen = Set<Diagnostic>()
        return
            diagnostics
            .filter { seen.insert($0).inserted }
            .enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }
}

/// Thrown when a run found errors in its input; carries every diagnostic, sorted.
public struct DiagnosticsError: Error, Sendable, CustomStringConvertible {
    /// The diagnostics, sorted by file and position.
    public var diagnostics: [Diagnostic]

    /// Creates the error.
    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// Every diagnostic, one block each.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
