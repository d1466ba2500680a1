// The names a render data type offers templates, declared beside the type so that templates can be checked against
// them and documented from them.

/// Render data that declares every name it answers: what ``TemplateScopes`` checks templates against, and what
/// `docs/templates.md` lists.
public protocol DescribedRenderContext: RenderContext {
    /// Every name ``RenderContext/value(for:)`` answers with something other than ``RenderValue/missing``, in the
    /// order documented.
    static var fields: [RenderField] { get }
}

/// One name of a render data type: its key, the kind of value, what it holds and when it is there.
public struct RenderField: Sendable {
    /// The kind of value a name holds, as a section or variable sees it.
    public enum Shape: Sendable {
        /// Text, printed as it is; a section over it renders when it is not empty.
        case text
        /// A flag, for sections; printed as `true` or `false`.
        case flag
        /// Text items, each read with `{{.}}` in a section over them.
        case texts
        /// One nested context of this type.
        case context(any DescribedRenderContext.Type)
        /// A list of contexts of this type, each pushed in turn by a section over it.
        case list(any DescribedRenderContext.Type)
    }

    /// The name.
    public var key: RenderKey
    /// The kind of value.
    public var shape: Shape
    /// What the value holds, for the documentation.
    public var holds: String
    /// When the value is there (`when the model has a load`), or nil when it always is.
    public var presence: String?

    /// A name of kind `shape` that holds what `holds` says, there always, or only `presence` when given.
    public init(_ key: RenderKey, _ shape: Shape, _ holds: String, presence: String? = nil) {
        self.key = key
        self.shape = shape
        self.holds = holds
        self.presence = presence
    }
}
