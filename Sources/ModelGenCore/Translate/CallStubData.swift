// Render data of the test double of a `call` use case: the generated-api stub table, decided here.

/// The test double of a `call` use case: what it stores, how it is made, what each call records and returns.
public struct CallStubData: Sendable {
    /// `///` lines of the class.
    public var doc: [SwiftCode]
    /// `ListWorktreesUseCaseStub`.
    public var stubName: SwiftName
    /// The protocol it conforms to.
    public var protocolName: SwiftName
    /// The nested `Call` record, when the call has parameters.
    public var callRecord: StructData?
    /// The stored values it answers with, each with its `///` lines.
    public var properties: [CaseData]
    /// What the recorder records: `Call` or `Void`.
    public var recordType: SwiftCode
    /// The init's `///` line.
    public var initDoc: SwiftCode
    /// The init's parameters.
    public var initParameters: ParametersData
    /// The init's assignments: `self.result = result`.
    public var initAssignments: [SwiftCode]
    /// The `///` line of `calls`.
    public var callsDoc: SwiftCode
    /// `[Call]`, or `Int` when the call has no parameters.
    public var callsType: SwiftCode
    /// `calls` or `count`: what the recorder answers.
    public var callsSource: SwiftCode
    /// The requirement's `///` line.
    public var requirementDoc: SwiftCode
    /// The requirement as implemented: `func execute(repoPath: String) async throws -> [WorktreeStatus]`.
    public var requirement: SwiftCode
    /// What one call records: `Call(repoPath: repoPath)` or `()`.
    public var record: SwiftCode
    /// The lines after recording: `return try result.get()`.
    public var body: [SwiftCode]
}

extension CallStubData: DescribedRenderContext {
    /// The names of ``CallStubData``.
    public static let fields: RenderFields<Self> = [
        .field("doc", "the class's `///` lines") { $0.doc },
        .field("stubName", "`ListWorktreesUseCaseStub`") { $0.stubName },
        .field("protocolName", "the protocol it conforms to") { $0.protocolName },
        .field("callRecord", "the nested `Call` record", presence: "when the call has parameters") { $0.callRecord },
        .field("properties", "the stored values it answers with (`result: Result<T, any Error>`)") { $0.properties },
        .field("recordType", "what the recorder records: `Call` or `Void`") { $0.recordType },
        .field("initDoc", "the init's `///` line") { $0.initDoc },
        .field("initParameters", "the init's parameters") { $0.initParameters },
        .field("initAssignments", "the init's assignments") { $0.initAssignments },
        .field("callsDoc", "the `///` line of `calls`") { $0.callsDoc },
        .field("callsType", "`[Call]`, or `Int` without parameters") { $0.callsType },
        .field("callsSource", "what the recorder answers: `calls` or `count`") { $0.callsSource },
        .field("requirementDoc", "the requirement's `///` line") { $0.requirementDoc },
        .field("requirement", "the requirement as implemented") { $0.requirement },
        .field("record", "what one call records: `Call(repoPath: repoPath)` or `()`") { $0.record },
        .field("body", "the lines after recording: `return try result.get()`") { $0.body },
    ]
}
