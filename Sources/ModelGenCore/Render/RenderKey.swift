// The names templates look up: a name that some render data declares, checked when a template loads.

/// A name a template looks up in render data (`{{name}}`, `{{#fields}}`): one that some render data declares in its
/// ``DescribedRenderContext/fields``.
public struct RenderKey: Hashable, Sendable, RawRepresentable {
    /// The name as templates write it.
    public let rawValue: String
    /// The name's number in this process, the same for every key of the name: what a type's fields find it by.
    let number: Int

    /// The key of `rawValue`, or nil when no render data declares that name.
    public init?(rawValue: String) {
        guard Self.declaredNames.contains(rawValue) else { return nil }
        self.init(declaring: rawValue)
    }

    /// The key of `name`, declared or not: what a field's declaration is keyed by.
    init(declaring name: String) {
        rawValue = name
        number = Self.numbers.access { numbers in
            if let number = numbers[name] { return number }
            numbers[name] = numbers.count
            return numbers.count - 1
        }
    }

    /// Whether two keys are the same name.
    public static func == (a: RenderKey, b: RenderKey) -> Bool {
        a.number == b.number
    }

    /// Hashes the name's number.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(number)
    }

    /// Each name's number, given in the order names are first made keys.
    private static let numbers = Guarded<[String: Int]>([:])

    /// `name`: what the renderer reports a rendering stopped in.
    static let name = RenderKey(declaring: "name")

    /// Every name declared by the render data templates render over from ``Renderer/roots``, sorted.
    public static var names: [String] { declaredNames.sorted() }

    /// Every name declared by the render data reachable from ``Renderer/roots``: the names templates may use.
    static let declaredNames: Set<String> = Set(
        RenderField.types(reachableFrom: Renderer.roots.map(\.type) + [ListPosition.self])
            .flatMap { $0.declaredFields.map(\.name) })
}
