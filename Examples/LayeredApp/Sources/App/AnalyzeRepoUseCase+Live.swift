// The hand-written implementation of the generated AnalyzeRepoUseCase protocol: it reports its phases, then its
// findings, or a failure in-band (the stream's `failed` case) for a path it cannot read.

/// Analyzes the repository at a path: `scan`, then `report`, then the findings; a relative path fails in-band.
public struct LiveAnalyzeRepoUseCase: AnalyzeRepoUseCase {
    /// The findings each analysis reports.
    public var findings: [String]

    /// A use case that finds `findings` in every repository it can read.
    public init(findings: [String]) {
        self.findings = findings
    }

    /// Streams the analysis of `options.path`; the stream never throws: a failure is its `failed` state.
    public func stream(options: AnalyzeRepoOptions) -> AsyncThrowingStream<AnalyzeRepoState, any Error> {
        let findings = findings
        return AsyncThrowingStream { continuation in
            continuation.yield(.running(phase: "scan"))
            if options.path.hasPrefix("/") {
                continuation.yield(.running(phase: "report"))
                continuation.yield(.completed(RepoAnalysis(findings: findings)))
            } else {
                continuation.yield(.failed("cannot read \(options.path)"))
            }
            continuation.finish()
        }
    }
}
