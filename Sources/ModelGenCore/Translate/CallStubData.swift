// Render data of the test double of a `call` use case: the generated-api stub table, decided here.

/// The test double of a `call` use case: what it stores, how it is made, what each call records and returns.
public struct CallStubData: Sendable, RenderContext {
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

    /// The value of `key` for templates.
    public func value(for key: RenderKey) -> RenderValue {
        switch key {
        case .doc: .texts(doc)
        case .stubName: .text(stubName)
        case .protocolName: .text(protocolName)
        case .callRecord: .optional(callRecord)
        case .properties: .list(properties)
        case .recordType: .text(recordType)
        case .initDoc: .text(initDoc)
        case .initParameters: .context(initParameters)
        case .initAssignments: .texts(initAssignments)
        case .callsDoc: .text(callsDoc)
        case .callsType: .text(callsType)
        case .callsSource: .text(callsSource)
        case .requirementDoc: .text(requirementDoc)
        case .requirement: .text(requirement)
        case .record: .text(record)
        case .body: .texts(body)
        default: .missing
        }
    }
}
