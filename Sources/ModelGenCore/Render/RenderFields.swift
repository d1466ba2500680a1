// The names a render data type offers templates, each declared once beside the type: its key, what it holds and how
// its value is read. Lookups, template checks and `docs/templates.md` all come from that one declaration.

/// Render data that declares every name it answers: ``RenderContext/value(for:)`` reads the declared values, templates
/// are checked against the names (``TemplateScopes``), and `docs/templates.md` lists them.
public protocol DescribedRenderContext: RenderContext {
    /// Every name the type offers templates, in the order documented.
    static var fields: RenderFields<Self> { get }
}

extension DescribedRenderContext {
    /// The value of the field `key` names, or ``RenderValue/missing`` when the type declares no such field.
    public func value(for key: RenderKey) -> RenderValue {
        Self.fields.value(for: key, in: self)
    }

    /// What each name of ``fields`` is, in order.
    public static var declaredFields: [RenderField] { fields.declared }
}

/// The fields of a render data type (`Root`): each name with its description and how its value is read, in the
/// order declared, found by key. A class: each type's fields are one table, read for every name a template looks up.
public final class RenderFields<Root: DescribedRenderContext>: Sendable, ExpressibleByArrayLiteral {
    /// The fields, in the order declared.
    public let entries: [Entry]
    /// What each field is, in the order declared.
    public let declared: [RenderField]
    /// How each field's value is read, at its key's number (a name declared twice keeps its first declaration:
    /// `Test_RenderFieldNames` checks that none is). An array by number, not a `Dictionary` by name: -10% of a run's
    /// instructions, -6% CPU (`Benchmarks/LOG.md`, 2026-12-07).
    private let answers: [Answer?]

    /// How a field's value is read in a `Root`.
    public typealias Answer = @Sendable (Root) -> RenderValue

    /// The fields `entries`, in order.
    public init(_ entries: [Entry]) {
        self.entries = entries
        declared = entries.map(\.field)
        var answers = [Answer?](repeating: nil, count: (entries.map(\.field.key.number).max() ?? -1) + 1)
        for entry in entries.reversed() { answers[entry.field.key.number] = entry.answer }
        self.answers = answers
    }

    /// The fields listed.
    public convenience init(arrayLiteral entries: Entry...) {
        self.init(entries)
    }

    /// The value of `key` in `root`, or ``RenderValue/missing`` when no field has that key.
    func value(for key: RenderKey, in root: Root) -> RenderValue {
        guard key.number < answers.count, let answer = answers[key.number] else { return .missing }
        return answer(root)
    }

    /// The fields, each answering in `Outer` what it answers in the value `part` gives: the fields of a value that
    /// `Outer` wraps, for `Outer` to offer as its own.
    public func entries<Outer>(
        through part: @escaping @Sendable (Outer) -> Root
    ) -> [RenderFields<Outer>.Entry] {
        entries.map { entry in
            let answer = entry.answer
            return RenderFields<Outer>.Entry(entry.field, answer: { answer(part($0)) })
        }
    }
}
