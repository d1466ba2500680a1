// Render data for a type nested in a model (`enums:` or `snapshots:` under the model): written in an extension of
// the model, after its class.

/// An enum or a struct nested in a model.
public struct NestedTypeData: Sendable {
    /// The enum, for an `enums:` entry.
    public var nestedEnum: EnumData?
    /// The struct, for a `snapshots:` entry.
    public var nestedSnapshot: StructData?
}

extension NestedTypeData: DescribedRenderContext {
    /// The names of ``NestedTypeData``.
    public static let fields: RenderFields<Self> = [
        .field("nestedEnum", "the enum, written by the `Enum` template", presence: "for an `enums:` entry") {
            $0.nestedEnum
        },
        .field(
            "nestedSnapshot", "the struct, written by the `Struct` template", presence: "for a `snapshots:` entry"
        ) { $0.nestedSnapshot },
    ]
}
