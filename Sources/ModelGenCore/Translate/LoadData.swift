// Render data for a model's load: what runs from init and `reload()`.

/// The load run from init and `reload()`.
public struct LoadData: Sendable {
    /// The key of the load's task: `load`.
    public var taskKey: SwiftCode
    /// The use-case property.
    public var useCase: SwiftCode
    /// How the load runs: a task that awaits one value, a task that streams states, or within the call.
    public var kind: LoadKind
    /// The use case's call: on the local copy of the use case in a task, on the property within the call.
    public var call: UseCaseCallData
    /// True for `try` before the call of a value.
    public var isThrowing: Bool
    /// True when the configuration is copied into a local before the task starts, so the task does not capture
    /// the model.
    public var copiesConfiguration: Bool
    /// The configuration property, copied into a local of the same name.
    public var configuration: SwiftName
    /// True when the configuration is wrapped in the use case's options before the task starts.
    public var wrapsConfiguration: Bool
    /// The `observes` subscriptions and runs the load stops and starts again once it has finished.
    public var observes: [ObserveData]

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
        .field("useCase", "the use-case property") { $0.useCase },
        .field("call", "the use case's call: on the local `useCase` in a task, on the property within the call") {
            $0.call
        },
        .field("isThrowing", "true for `try` before the call of a value") { $0.isThrowing },
        .field("copiesConfiguration", "true when the configuration is copied into a local before the task starts") {
            $0.copiesConfiguration
        },
        .field("configuration", "the configuration property, copied into a local of the same name") {
            $0.configuration
        },
        .field(
            "wrapsConfiguration",
            "true when the configuration is wrapped in the use case's options before the task starts"
        ) { $0.wrapsConfiguration },
        .field("observes", "the `observes` runs the load stops, and subscribes to again once it has finished") {
            $0.observes
        },
        .field("hasObserves", "true when the load stops and restarts `observes` runs") { !$0.observes.isEmpty },
        .field("taskKey", "the `TaskKey` case the load runs under") { $0.taskKey },
    ]
}
