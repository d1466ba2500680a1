// What a name of render data is, as templates are checked against it and `docs/templates.md` lists it.

/// One name of a render data type: its key, the kind of value, what it holds and when it is there. A type's
/// ``RenderFields`` declares each one together with how its value is read.
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

    /// The name as templates write it.
    public let name: String
    /// The name's key.
    let key: RenderKey
    /// The kind of value.
    public let shape: Shape
    /// What the value holds, for the documentation.
    public let holds: String
    /// When the value is there (`when the model has a load`), or nil when it always is.
    public let presence: String?

    /// The name `name`, of kind `shape`, that holds what `holds` says, there always, or only `presence` when given.
    init(_ name: String, _ shape: Shape, _ holds: String, presence: String? = nil) {
        self.name = name
        key = RenderKey(declaring: name)
        self.shape = shape
        self.holds = holds
        self.presence = presence
    }

    /// `roots`, then every type a field of one of them holds, and so on, each once, in the order first reached.
    public static func types(
        reachableFrom roots: [any DescribedRenderContext.Type]
    ) -> [any DescribedRenderContext.Type] {
        var types = roots
        var next = 0
        while next < types.count {
            for field in types[next].declaredFields {
                switch field.shape {
                case .context(let type), .list(let type):
                    if !types.contains(where: { $0 == type }) { types.append(type) }
                case .text, .flag, .texts:
                    break
                }
            }
            next += 1
        }
        return types
    }
}
