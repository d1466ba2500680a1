// Render data for a use case: its options struct, its state enum, its protocol and its test double.

/// A use case: its options struct, its state enum, its protocol and its test double.
public struct UseCaseData: Sendable {
    /// `///` lines of the protocol.
    public var doc: [SwiftCode]
    /// The escaped protocol name.
    public var name: SwiftName
    /// The options struct, when the use case takes options.
    public var options: StructData?
    /// The state enum of a stream use case.
    public var state: StateEnumData?
    /// The requirement: `func stream(options: ImportOptions) -> AsyncThrowingStream<ImportState, any Error>`.
    public var requirement: SwiftCode
    /// The requirement's `///` line.
    public var requirementDoc: SwiftCode
    /// True for a stream use case, false for a fetch one.
    public var isStream: Bool
    /// `ImportUseCaseStub`.
    public var stubName: SwiftName
    /// The options type's name, when the use case takes options.
    public var optionsType: SwiftCode?
    /// What the stub yields (`ImportState`) or returns (`ImportSnapshot`).
    public var valueType: SwiftCode
    /// The hand-written type of an `existing` use case, which conforms to the protocol in an empty extension.
    public var existingType: SwiftCode?
    /// `#sourceLocation` at the `call:` of an existing use case: the compiler checks its conformance there.
    public var conformanceSourceLocation: SwiftCode?
    /// The test double of a `call` use case (`stream` and `fetch` use cases use the fields above).
    public var callStub: CallStubData?
}

extension UseCaseData: DescribedRenderContext {
    /// The names of ``UseCaseData``.
    public static let fields: RenderFields<Self> = [
        .field("doc", "the `///` lines of the protocol") { $0.doc },
        .field("name", "the protocol name, escaped") { $0.name },
        .field("options", "the options struct", presence: "when the use case takes options") { $0.options },
        .field("state", "the state enum", presence: "for a stream use case") { $0.state },
        .field(
            "requirement",
            "the requirement: `func stream(options: ImportOptions) -> AsyncThrowingStream<ImportState, any Error>`"
        ) { $0.requirement },
        .field("isStream", "true for a stream use case, false for a fetch one") { $0.isStream },
        .field("stubName", "the test double's name: `ImportUseCaseStub`") { $0.stubName },
        .field("optionsType", "the options type's name", presence: "when the use case takes options") {
            $0.optionsType
        },
        .field("hasOptions", "true when the use case takes options") { $0.optionsType != nil },
        .field("valueType", "what the stub yields (`ImportState`) or returns (`ImportSnapshot`)") { $0.valueType },
        .field("existingType", "the hand-written type of an `existing` use case", presence: "for an existing use case")
        { $0.existingType },
        .field(
            "conformanceSourceLocation",
            "`#sourceLocation(file:line:)` at the `call:` line, before the existing type's conformance",
            presence: "for an existing use case, unless `--source-locations none`"
        ) { $0.conformanceSourceLocation },
        .field("callStub", "the test double of a `call` use case", presence: "for a `call` use case") { $0.callStub },
        .field("requirementDoc", "the `///` line of the protocol requirement") { $0.requirementDoc },
    ]
}

/// The state enum a stream use case yields.
public struct StateEnumData: Sendable {
    /// The enum itself.
    public var enumData: EnumData
    /// The completed case's name, when there is one.
    public var completedCase: SwiftCode?
    /// The snapshot the completed case carries.
    public var completedSnapshot: SwiftCode?
}

extension StateEnumData: DescribedRenderContext {
    /// The names of ``StateEnumData``: those of the enum, and the completed case.
    public static let fields = RenderFields<Self>(
        EnumData.fields.entries { (state: Self) in state.enumData } + [
            .field("completedCase", "the completed case's name", presence: "when the stream has a completed case") {
                $0.completedCase
            },
            .field("hasCompletedCase", "true when the stream has a completed case") { $0.completedCase != nil },
            .field(
                "completedSnapshot", "the snapshot the completed case carries",
                presence: "when the stream has a completed case"
            ) { $0.completedSnapshot },
        ])
}
