// A value that its copies share until one of them changes it: for spec types that every stage copies, so that a copy
// is one retain rather than one for each string and array the value holds.

/// `Value` held in one shared instance: copying a `SharedValue` copies a reference, and changing one copies the value
/// first unless no other copy shares it (copy on write, as the standard library's arrays do).
///
/// A type that keeps its fields in one spells out an accessor for each field. A single key-path subscript
/// (`@dynamicMemberLookup`) would replace them, and where it is inlined a member read is folded into a field read. But
/// a key path used as a function (`fields.map(\.name)`, written in about 50 places) goes through the generic
/// subscript, so it is made anew at run time at each use (about 26,000 instructions): on the benchmark's 1.2 MB subset
/// the subscript cost 222 M more instructions (+15%) than the accessors, and a slow `\.name` would look like any other.
struct SharedValue<Value: Sendable>: Sendable {
    /// The instance that holds the value.
    ///
    /// `@unchecked Sendable` because the compiler cannot see why sharing it across threads is safe: `value` is only
    /// changed through ``SharedValue/value``'s `_modify`, after `isKnownUniquelyReferenced` found no other copy, so an
    /// instance other threads can reach is never written.
    private final class Box: @unchecked Sendable {
        var value: Value

        init(_ value: Value) {
            self.value = value
        }
    }

    private var box: Box

    /// `value`, held alone.
    init(_ value: Value) {
        box = Box(value)
    }

    /// The value; changing it changes this copy only.
    var value: Value {
        get { box.value }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
            yield &box.value
        }
    }
}
