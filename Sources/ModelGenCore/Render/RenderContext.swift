// What templates read: render data answers a template's names by key, without reflection or dynamic casts.

/// Render data a template can read: a type answers the ``RenderKey``s it offers and ``RenderValue/missing`` for
/// every other key.
///
/// Lookup follows Mustache: a name is searched in the innermost context first, then outwards, and a context that
/// answers `missing` (an unknown key, or an optional that is nil) passes the search on to the next one.
public protocol RenderContext: Sendable {
    /// The value of `key` in this context, or ``RenderValue/missing``.
    func value(for key: RenderKey) -> RenderValue

    /// The value of `key` in the value of this type at `address`: how a rendering reads a context it holds by
    /// address. Keep the default implementation, which is compiled for each type, so that the value is read in
    /// place, never copied; for that, mark `value(for:)` `@inline(__always)`, or the value is copied whole (every
    /// reference it holds retained and released) for each name a template looks up in it.
    static func value(for key: RenderKey, at address: UnsafeRawPointer) -> RenderValue
}

extension RenderContext {
    /// The value of `key` in the value of this type at `address`, read in place.
    public static func value(for key: RenderKey, at address: UnsafeRawPointer) -> RenderValue {
        address.assumingMemoryBound(to: Self.self).pointee.value(for: key)
    }
}
