// Render data for a stream operation that appends each value to an array property (`append:`).

/// How an appending operation runs its stream: the call, the property, and where a failure goes.
public struct AppendRunData: Sendable {
    /// The stream call: `self.logStreamUseCase.lines()`.
    public var call: UseCaseCallData
    /// The array property each value is appended to.
    public var property: SwiftName
    /// True when each value is an array of elements: `append(contentsOf:)`.
    public var appendsContents: Bool
    /// True when the stream can fail: a failure gives the standard state's `failed`.
    public var failsIntoState: Bool
}

extension AppendRunData: DescribedRenderContext {
    /// The names of ``AppendRunData``.
    public static let fields: RenderFields<Self> = [
        .field("call", "the stream call, on the model") { $0.call },
        .field("property", "the array property each value is appended to, as written after `self.`") {
            $0.property.argument
        },
        .field("appendsContents", "true when each value is an array of elements: `append(contentsOf:)`") {
            $0.appendsContents
        },
        .field("failsIntoState", "true when the stream can fail: a failure gives the standard state's `failed`") {
            $0.failsIntoState
        },
    ]
}
