// Render data for a model's `observes` entries: a child's broadcasts, each run through a use case into the state.

/// An `observes` entry: a child's broadcasts, each run through a use case into the state.
public struct ObserveData: Sendable {
    /// `observeSettingsModel`.
    public var method: SwiftName
    /// `settingsModel.observeChanges()`.
    public var changesCall: SwiftCode
    /// The task key of the subscription: `settingsModelChanges`.
    public var changesKey: SwiftName
    /// The task key of the run for the newest value: `settingsModelRun`.
    public var runKey: SwiftName
    /// The stream call for `value`, on `model`.
    public var streamCall: SwiftCode
    /// The transform handed to `run`.
    public var transform: SwiftCode
}

extension ObserveData: DescribedRenderContext {
    /// The names of ``ObserveData``.
    public static let fields: RenderFields<Self> = [
        .field("method", "the method that subscribes: `observeSettingsModel`") { $0.method },
        .field("changesCall", "the child's subscription: `settingsModel.observeChanges()`") { $0.changesCall },
        .field("changesKey", "the task key of the subscription") { $0.changesKey },
        .field("runKey", "the task key of the run for the newest value") { $0.runKey },
        .field("streamCall", "the stream call for `value`") { $0.streamCall },
        .field("transform", "the transform handed to `run`") { $0.transform },
    ]
}
