// Render data for one case of a value enum or a use case's state enum, which templates write through the `EnumCase`
// partial: `idle`, `stopping(Double)`, `moved(from: Int, to: Int)`.

/// One case of an enum: its name and what it carries.
public struct EnumCaseData: Sendable {
    /// The escaped case name.
    public var name: SwiftName
    /// The type of a single unlabelled payload: `stopping(Double)`.
    public var payloadType: SwiftCode?
    /// True for a labelled payload: `moved(from: Int, to: Int)`.
    public var isLabelled = false
    /// The labelled payload's values, in order.
    public var fields: [EnumCaseFieldData] = []
}

extension EnumCaseData: DescribedRenderContext {
    /// The names of ``EnumCaseData``.
    public static let fields: RenderFields<Self> = [
        .field("name", "the case name, escaped") { $0.name },
        .field(
            "payloadType", "the type of its one unlabelled value", presence: "for a single payload: `stopping(Double)`"
        ) { $0.payloadType },
        .field("isLabelled", "true for a labelled payload: `moved(from: Int, to: Int)`") { $0.isLabelled },
        .field("fields", "the labelled payload's values, in order") { $0.fields },
    ]
}

/// One labelled value of a case's payload: `from: Int`.
public struct EnumCaseFieldData: Sendable {
    /// The label (the name unescaped, valid as a label).
    public var label: SwiftCode
    /// The Swift type.
    public var type: SwiftCode
}

extension EnumCaseFieldData: DescribedRenderContext {
    /// The names of ``EnumCaseFieldData``.
    public static let fields: RenderFields<Self> = [
        .field("label", "the label (the name unescaped, valid as a label)") { $0.label },
        .field("type", "the Swift type") { $0.type },
    ]
}
