// Render data for a model's `observes` entries: a child's broadcasts, each run through a use case into the state.

/// An `observes` entry: a child's broadcasts, each run through a use case into the state.
public struct ObserveData: Sendable {
    /// `observeSettingsModel`.
    public var method: SwiftName
    /// The observed child: `settingsModel`.
    public var child: SwiftName
    /// The child's method that streams the broadcast: `observeChanges`.
    public var changesMethod: SwiftName
    /// The task key of the subscription: `settingsModelChanges`.
    public var changesKey: SwiftName
    /// The task key of the run for the newest value: `settingsModelRun`.
    public var runKey: SwiftName
    /// The use case's stream call for each `value`, on the model.
    public var call: UseCaseCallData
}

extension ObserveData: DescribedRenderContext {
    /// The names of ``ObserveData``.
    public static let fields: RenderFields<Self> = [
        .field("method", "the method that subscribes: `observeSettingsModel`") { $0.method },
        .field("child", "the observed child: `settingsModel`") { $0.child },
        .field("changesMethod", "the child's method that streams the broadcast: `observeChanges`") {
            $0.changesMethod
        },
        .field("changesKey", "the task key of the subscription") { $0.changesKey },
        .field("runKey", "the task key of the run for the newest value") { $0.runKey },
        .field("call", "the use case's stream call for each `value`") { $0.call },
    ]
}
