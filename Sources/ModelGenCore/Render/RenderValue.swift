// The values render data hands to templates: text, flags, nested contexts and lists of either.

/// What a ``RenderContext`` answers for a key.
///
/// In a section (`{{#key}}`) `bool(true)`, non-empty text and a context render once (text and a context are
/// pushed, so `{{.}}` and names inside read them); a list renders once per item, with the item pushed; `missing`,
/// `bool(false)`, empty text and empty lists skip. An inverted section (`{{^key}}`) renders exactly when a section
/// would not. As a variable (`{{key}}`) text prints as it is, a flag as `true` or `false`, and anything else as
/// nothing.
///
/// A context and a list are held by a reference (``RenderNode``, ``RenderItems``), so that a value, and a section
/// that pushes one, copies one reference whatever it holds, and names are read where the render data is stored.
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

    /// One nested context.
    public static func context(_ context: some RenderContext) -> RenderValue {
        .node(RenderNode(context))
    }

    /// A list of contexts: any array of render data (the array is not copied, and a section reads each item where
    /// the array holds it).
    public static func list(_ list: some RenderList) -> RenderValue {
        .items(RenderItems(list))
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

/// One nested context, held once: what a section over it pushes.
public final class RenderNode: Sendable {
    /// The context.
    public let context: any RenderContext

    /// `context`, held.
    init(_ context: some RenderContext) {
        self.context = context
    }
}

/// A list of contexts, held once: what a section over it pushes with each item's index.
public final class RenderItems: Sendable {
    /// The list.
    public let list: any RenderList

    /// `list`, held.
    init(_ list: some RenderList) {
        self.list = list
    }
}
