// The values render data hands to templates: text, flags, nested contexts and lists of either.

/// What a ``RenderContext`` answers for a key.
///
/// In a section (`{{#key}}`) `bool(true)`, non-empty text and a context render once (text and a context are
/// pushed, so `{{.}}` and names inside read them); a list renders once per item, with the item pushed; `missing`,
/// `bool(false)`, empty text and empty lists skip. An inverted section (`{{^key}}`) renders exactly when a section
/// would not. As a variable (`{{key}}`) text prints as it is, a flag as `true` or `false`, and anything else as
/// nothing.
public enum RenderValue: Sendable {
    /// No such value here: the lookup goes on in the enclosing contexts.
    case missing
    /// A flag, for sections such as `{{#hasState}}`.
    case bool(Bool)
    /// Swift text, printed as it is.
    case text(SwiftCode)
    /// One nested context, such as an optional `load` that is present: made by ``context(_:)``.
    case node(RenderNode)
    /// A list of contexts: made by ``list(_:)``.
    case items(RenderItems)
    /// A list of text items, each read with `{{.}}`.
    case texts([SwiftCode])

    /// One nested context.
    public static func context(_ context: some RenderContext) -> RenderValue {
        .node(RenderNode(context))
    }

    /// A list of contexts.
    public static func list(_ items: [some RenderContext]) -> RenderValue {
        .items(RenderItems(items))
    }
}
