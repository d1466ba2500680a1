// What templates read: render data answers a template's names by key, without reflection or dynamic casts.

/// Render data a template can read: a type answers the ``RenderKey``s it offers and ``RenderValue/missing`` for
/// every other key.
///
/// Lookup follows Mustache: a name is searched in the innermost context first, then outwards, and a context that
/// answers `missing` (an unknown key, or an optional that is nil) passes the search on to the next one.
public protocol RenderContext: Sendable {
    /// The value of `key` in this context, or ``RenderValue/missing``.
    func value(for key: RenderKey) -> RenderValue
}
