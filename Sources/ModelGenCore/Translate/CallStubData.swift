// Render data of the test double of a `call` use case: the generated-api stub table, decided here.

/// The test double of a `call` use case: what it stores, how it is made, what each call records and returns.
public struct CallStubData: Sendable {
    /// `///` lines of the class.
    public var doc: [SwiftCode]
    /// `ListWorktreesUseCaseStub`.
    public var stubName: SwiftName
    /// The protocol it conforms to.
    public var protocolName: SwiftName
    /// The nested `Call` record, when the call has parameters: the recorder records one per call, else `Void`.
    public var callRecord: StructData?
    /// The arguments of the `Call` record of one call, one per parameter: `repoPath: repoPath`.
    public var recordArguments: [ArgumentData]
    /// The stored values it answers with, which the init takes and assigns.
    public var properties: [StubPropertyData]
    /// The init's `///` line.
    public var initDoc: SwiftCode
    /// The init's parameters.
    public var initParameters: ParametersData
    /// The `///` line of `calls`.
    public var callsDoc: SwiftCode
    /// The requirement's `///` line.
    public var requirementDoc: SwiftCode
    /// The requirement as implemented: `func execute(repoPath: String) async throws -> [WorktreeStatus]`.
    public var requirement: SignatureData
    /// The callbacks each call sends the stub's values to, before it answers.
    public var replays: [StubReplayData] = []
    /// What each call does after recording: returns `result`, yields `states`...
    public var answer: StubAnswerData
}

/// A callback parameter a stub calls with each of the values it holds, in order, before it answers.
public struct StubReplayData: Sendable {
    /// The stored values: `onEventValues`.
    public var values: SwiftName
    /// The callback parameter.
    public var parameter: SwiftName
    /// True for an optional callback, called through `?`.
    public var isOptional: Bool
}

extension StubReplayData: DescribedRenderContext {
    /// The names of ``StubReplayData``.
    public static let fields: RenderFields<Self> = [
        .field("values", "the stored values: `onEventValues`") { $0.values },
        .field("parameter", "the callback parameter") { $0.parameter },
        .field("isOptional", "true for an optional callback, called through `?`") { $0.isOptional },
    ]
}

extension CallStubData: DescribedRenderContext {
    /// The names of ``CallStubData``.
    public static let fields: RenderFields<Self> = [
        .field("doc", "the class's `///` lines") { $0.doc },
        .field("stubName", "`ListWorktreesUseCaseStub`") { $0.stubName },
        .field("protocolName", "the protocol it conforms to") { $0.protocolName },
        .field(
            "callRecord", "the nested `Call` record, which the recorder records (else `Void`)",
            presence: "when the call has parameters"
        ) { $0.callRecord },
        .field("recordArguments", "the arguments of one call's `Call` record: `repoPath: repoPath`") {
            $0.recordArguments
        },
        .field("properties", "the stored values it answers with (`result: Result<T, any Error>`), which the init takes")
        { $0.properties },
        .field("initDoc", "the init's `///` line") { $0.initDoc },
        .field("initParameters", "the init's parameters") { $0.initParameters },
        .field("callsDoc", "the `///` line of `calls`") { $0.callsDoc },
        .field("requirementDoc", "the requirement's `///` line") { $0.requirementDoc },
        .field("requirement", "the requirement as implemented") { $0.requirement },
        .field("replays", "the callbacks each call sends the stub's values to, in order, before it answers") {
            $0.replays
        },
        .field("answer", "what each call does after recording it") { $0.answer },
    ]
}
