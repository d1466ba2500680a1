// Render data for a model's load: what runs from init and `reload()`.

/// The load run from init and `reload()`.
public struct LoadData: Sendable {
    /// The key of the load's task: `load`.
    public var taskKey: SwiftCode
    /// The use-case property.
    public var useCase: SwiftCode
    /// Lines run on the main actor before the load task starts (after capturing the use case).
    public var prepare: [SwiftCode]
    /// The awaited call: `useCase.fetch()`.
    public var call: SwiftCode
    /// The task keys of the `observes` subscriptions and runs stopped while loading, as arguments:
    /// `.settingsModelChanges, .settingsModelRun`; nil when there are none.
    public var cancelKeys: SwiftCode?
    /// Calls made on the model once the load has finished (`observeSettingsModel()`).
    public var afterLoad: [SwiftCode]
    /// How the load runs: a task that awaits one value, a task that streams states, or within the call.
    public var kind: LoadKind = .task
    /// The transform of a stream load: `ModelState.init(from:prior:)`.
    public var transform: SwiftCode = ""
    /// The body of a synchronous load.
    public var lines: [SwiftCode] = []

    /// How a load runs.
    public enum LoadKind: Sendable {
        /// A task awaits one value (`fetch`, an `async` call).
        case task
        /// A task streams states through `ModelState(from:prior:)`.
        case stream
        /// The value is assigned within the call (a synchronous call), with no loading state.
        case synchronous

        /// True for a load that streams states.
        var isStream: Bool {
            switch self {
            case .stream: true
            case .task, .synchronous: false
            }
        }

        /// True for a load assigned within the call.
        var isSynchronous: Bool {
            switch self {
            case .synchronous: true
            case .task, .stream: false
            }
        }
    }
}

extension LoadData: DescribedRenderContext {
    /// The names of ``LoadData``.
    public static let fields: RenderFields<Self> = [
        .field("isStream", "true for a load that streams states") { $0.kind.isStream },
        .field("isSynchronous", "true for a synchronous load, assigned within the call") { $0.kind.isSynchronous },
        .field("transform", "the transform of a stream load: `ModelState.init(from:prior:)`") { $0.transform },
        .field("lines", "the body of a synchronous load") { $0.lines },
        .field("useCase", "the use-case property") { $0.useCase },
        .field("prepare", "lines run on the main actor before the load task starts") { $0.prepare },
        .field("call", "the awaited call: `useCase.fetch()`") { $0.call },
        .field(
            "cancelKeys", "the `TaskKey` cases of `observes` runs stopped while loading, comma-separated",
            presence: "when the model observes children"
        ) { $0.cancelKeys },
        .field("afterLoad", "the calls made once the load has finished: `observeSettingsModel()`") { $0.afterLoad },
        .field("taskKey", "the `TaskKey` case the load runs under") { $0.taskKey },
        .field("hasAfterLoad", "true when lines run after the load finishes") { !$0.afterLoad.isEmpty },
    ]
}
