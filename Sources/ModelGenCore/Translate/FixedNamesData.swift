// The member names every model shares, from `Namer.Fixed`: templates print them as `{{names.startLoad}}`, so that
// renaming one is one edit in the namer, which the validator's clash checks use too.

/// The fixed member names, reachable from every template as `names`.
public struct FixedNamesData: Sendable {}

extension FixedNamesData: DescribedRenderContext {
    /// The names of ``FixedNamesData``.
    public static let fields: RenderFields<Self> = [
        .field("state", "the state property: `state`") { _ in Namer.Fixed.state },
        .field("modelState", "the nested state enum: `ModelState`") { _ in Namer.Fixed.modelState },
        .field("operationEnum", "the nested enum of the streams that feed `operating`: `Operation`") { _ in
            Namer.Fixed.operation
        },
        .field("reload", "the public method that loads again: `reload`") { _ in Namer.Fixed.reload },
        .field("startLoad", "the private method that starts the load: `startLoad`") { _ in Namer.Fixed.startLoad },
        .field("tasks", "the model's task bookkeeping: `tasks`") { _ in Namer.Fixed.tasks },
        .field("taskKeyType", "the private enum of the model's task keys: `TaskKey`") { _ in Namer.Fixed.taskKey },
        .field("configure", "the method that configures an optional child: `configure`") { _ in Namer.Fixed.configure },
        .field("isOperating", "the state's flag for `operating`: `isOperating`") { _ in Namer.Fixed.isOperating },
        .field("endsRun", "the state's flag that ends a stream's run, for in-band failures: `endsRun`") { _ in
            Namer.Fixed.endsRun
        },
        .field("startTrackedTask", "the internal method extensions start tracked tasks with: `startTrackedTask`") { _ in
            Namer.Fixed.startTrackedTask
        },
        .field("cancelTrackedTask", "the internal method extensions cancel tracked tasks with: `cancelTrackedTask`") {
            _ in Namer.Fixed.cancelTrackedTask
        },
        .field("trackedTasks", "the internal task bag of the tasks extensions start: `trackedTasks`") { _ in
            Namer.Fixed.trackedTasks
        },
        .field("trackingProtocol", "the support protocol of the tracked-task methods: `ModelGenTracking`") { _ in
            Namer.Fixed.trackingProtocol
        },
    ]
}
