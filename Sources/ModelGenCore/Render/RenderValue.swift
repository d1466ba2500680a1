// The values render data hands to templates: text, flags, nested contexts and lists of either.

/// What a ``RenderContext`` answers for a key.
///
/// In a section (`{{#key}}`) `bool(true)`, non-empty text and a context render once (text and a context are
/// pushed, so `{{.}}` and names inside read them); a list renders once per item, with the item pushed; `missing`,
/// `bool(false)`, empty text and empty lists skip. An inverted section (`{{^key}}`) renders exactly when a section
/// would not. As a variable (`{{key}}`) text prints as it is, a flag as `true` or `false`, and anything else as
/// nothing.
///
/// A context and a list are held by a reader made for their type (``RenderNode``, ``RenderItems``), so that a value,
/// and a section that pushes one, copies the reader whatever it holds, and names are read where the render data is
/// stored.
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

    /// The identifier as text.
    @_disfavoredOverload
    public static func text(_ name: SwiftName) -> RenderValue {
        .text(name.code)
    }

    /// One nested context, read through its type's table of fields.
    public static func context(_ context: some DescribedRenderContext) -> RenderValue {
        .node(RenderNode(context))
    }

    /// One nested context, read through its ``RenderContext/value(for:)``.
    @_disfavoredOverload
    public static func context(_ context: some RenderContext) -> RenderValue {
        .node(RenderNode(context))
    }

    /// A list of contexts, each item read through its type's table of fields where the array holds it (the array is
    /// not copied).
    public static func list(_ items: [some DescribedRenderContext]) -> RenderValue {
        .items(RenderItems(items))
    }

    /// A list of contexts, each item read through its ``RenderContext/value(for:)``.
    @_disfavoredOverload
    public static func list(_ items: [some RenderContext]) -> RenderValue {
        .items(RenderItems(items))
    }
}
