// The values render data hands to templates: text, flags, nested contexts and lists of either.

/// What a ``RenderContext`` answers for a key.
///
/// In a section (`{{#key}}`) `bool(true)`, non-empty text and a context render once (text and a context are
/// pushed, so `{{.}}` and names inside read them); a list renders once per item, with the item pushed; `missing`,
/// `bool(false)`, empty text and empty lists skip. An inverted section (`{{^key}}`) renders exactly when a section
/// would not. As a variable (`{{key}}`) text prints as it is, a flag as `true` or `false`, and anything else as
/// nothing.
///
/// A context and a list are held in a box of their own (`indirect`), so that a value stays small and copies as one
/// reference whatever it holds: rendering copies a value at each name it looks up, and an `any` held inline would be
/// copied through its type's witnesses.
public enum RenderValue: Sendable {
    /// No such value here: the lookup goes on in the enclosing contexts.
    case missing
    /// A flag, for sections such as `{{#hasState}}`.
    case bool(Bool)
    /// Swift text, printed as it is.
    case text(SwiftCode)
    /// One nested context, such as an optional `load` that is present.
    indirect case context(any RenderContext)
    /// A list of contexts: any array of render data (the array is not copied; a section copies each item it renders).
    indirect case list(any RenderList)
    /// A list of text items, each read with `{{.}}`.
    case texts([SwiftCode])

    /// The identifier as text.
    @_disfavoredOverload
    public static func text(_ name: SwiftName) -> RenderValue {
        .text(name.code)
    }

    /// `text`, or `missing` when `text` is nil.
    public static func optional(_ text: SwiftCode?) -> RenderValue {
        if let text { .text(text) } else { .missing }
    }

    /// `context`, or `missing` when `context` is nil.
    public static func optional(_ context: (some RenderContext)?) -> RenderValue {
        if let context { .context(context) } else { .missing }
    }
}
