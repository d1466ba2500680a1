// The names templates look up, as keys that render data finds without comparing text: each name's 64-bit hash,
// worked out once when a template loads.

/// A name a template looks up in render data (`{{name}}`, `{{#fields}}`): one that some render data declares in its
/// ``DescribedRenderContext/fields``.
///
/// A key is its name's hash, so that a type's ``RenderFields`` finds it in a small table at once. No two names render
/// data declares have the same hash: gathering them checks it (``declaredNames``).
public struct RenderKey: Hashable, Sendable, RawRepresentable {
    /// The hash of the name; never 0, which marks an empty slot of a ``RenderFields`` table.
    let code: UInt64

    /// The key of `rawValue`, or nil when no render data declares that name.
    public init?(rawValue: String) {
        self.init(hashing: rawValue)
        guard Self.declaredNames[code] == rawValue else { return nil }
    }

    /// The key of `name`, declared or not: what a field's declaration is keyed by.
    init(hashing name: String) {
        // FNV-1a over the UTF-8 bytes, then MurmurHash3's finaliser, so that the low bits a table uses are well mixed.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        hash = (hash ^ (hash >> 33)) &* 0xff51_afd7_ed55_8ccd
        hash = (hash ^ (hash >> 33)) &* 0xc4ce_b9fe_1a85_ec53
        hash ^= hash >> 33
        code = max(hash, 1)
    }

    /// The name as templates write it.
    public var rawValue: String { Self.declaredNames[code] ?? "" }

    /// Whether two keys are the same name: their hashes are, as no two declared names share one. Written out, as
    /// the standard library's `==` for a `RawRepresentable` type would compare the names.
    public static func == (a: RenderKey, b: RenderKey) -> Bool {
        a.code == b.code
    }

    /// Hashes the key's hash, not its name (the standard library's default for a `RawRepresentable` type).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
    }

    /// `name`: what the renderer reports a rendering stopped in.
    static let name = RenderKey(hashing: "name")

    /// Every name declared by the render data templates render over from ``Renderer/roots``, sorted.
    public static var names: [String] { declaredNames.values.sorted() }

    /// Every name declared by the render data reachable from ``Renderer/roots``, by hash: the names templates may use.
    /// Stops the program if two names share a hash, which would make one answer for the other.
    static let declaredNames: [UInt64: String] = {
        var names: [UInt64: String] = [:]
        for type in RenderField.types(reachableFrom: Renderer.roots.map(\.type) + [ListPosition.self]) {
            for field in type.declaredFields {
                let other = names.updateValue(field.name, forKey: field.key.code)
                precondition(other == nil || other == field.name, "`\(field.name)` has the hash of `\(other ?? "")`")
            }
        }
        return names
    }()
}
