// The member names every model shares, from `Namer.Fixed`: templates print them as `{{names.startLoad}}`, so that
// renaming one is one edit in the namer, which the validator's clash checks use too.

/// The fixed member names, reachable from every template as `names`.
public struct FixedNamesData: Sendable, RenderContext {
    /// The value of `key` for templates.
    public func value(for key: RenderKey) -> RenderValue {
        switch key {
        case .state: .text(Namer.Fixed.state)
        case .modelState: .text(Namer.Fixed.modelState)
        case .operationEnum: .text(Namer.Fixed.operation)
        case .reload: .text(Namer.Fixed.reload)
        case .startLoad: .text(Namer.Fixed.startLoad)
        case .tasks: .text(Namer.Fixed.tasks)
        case .taskKeyType: .text(Namer.Fixed.taskKey)
        case .configure: .text(Namer.Fixed.configure)
        case .isOperating: .text(Namer.Fixed.isOperating)
        case .startTrackedTask: .text(Namer.Fixed.startTrackedTask)
        default: .missing
        }
    }
}
