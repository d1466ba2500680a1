// Render data for a call of a use case, which templates write through the `UseCaseCall` partial:
// `self.importUseCase.stream(options: ImportOptions(source: source))`, `listWorktreesUseCase.execute(repoPath: path)`.

/// One call of a use case's method, without `try` or `await` (the call site writes those).
public struct UseCaseCallData: Sendable {
    /// True for `self.` before the receiver.
    public var isOnSelf: Bool
    /// What the method is called on: the model's use-case property, or a local.
    public var receiver: SwiftName
    /// The method: `stream`, `fetch`, `execute`.
    public var method: SwiftName
    /// The options struct a `stream` or `fetch` wraps its arguments in; empty for a `call` signature.
    public var optionsType: SwiftCode
    /// The arguments, in order.
    public var arguments: [ArgumentData]
    /// The member a factory makes the use case from (`from`): the receiver is the factory, called with its value.
    public var madeFrom: ArgumentData? = nil
}

/// One argument of a call: `label: value`, or `value` alone.
public struct ArgumentData: Sendable {
    /// The argument label; empty for none.
    public var label: SwiftCode
    /// The value: a parameter, a local or a property; the member a member path starts at.
    public var value: SwiftName
    /// True when the value is a member of the model, read through `self.` when the call is made (`arguments`).
    public var isMember = false
    /// The fields a member path reads after the member, in order: `repoSlug` of `configuration.repoSlug`.
    public var fields: [SwiftCode] = []
    /// A literal passed instead of the value (`arguments: { force: true }`); empty for none.
    public var literal: SwiftCode = ""
}

extension UseCaseCallData: DescribedRenderContext {
    /// The names of ``UseCaseCallData``.
    public static let fields: RenderFields<Self> = [
        .field("isOnSelf", "true for `self.` before the receiver") { $0.isOnSelf },
        .field("receiver", "what the method is called on: `importUseCase`, `useCase`") { $0.receiver },
        .field("method", "the method: `stream`, `fetch`, `execute`") { $0.method },
        .field("optionsType", "the options struct the arguments are wrapped in; empty for a `call` signature") {
            $0.optionsType
        },
        .field("arguments", "the arguments, in order") { $0.arguments },
        .field(
            "madeFrom", "the member a factory makes the use case from: the receiver is called with it",
            presence: "when the operation has `from`"
        ) { $0.madeFrom },
    ]
}

extension ArgumentData: DescribedRenderContext {
    /// The names of ``ArgumentData``.
    public static let fields: RenderFields<Self> = [
        .field("label", "the argument label; empty for none") { $0.label },
        .field("value", "the value passed; the member a member path starts at") { $0.value },
        .field("isMember", "true for a member of the model, read through `self.` when the call is made") {
            $0.isMember
        },
        .field("fields", "the fields a member path reads after the member, in order") { $0.fields },
        .field("literal", "a literal passed instead of the value; empty for none") { $0.literal },
    ]
}

extension TranslationContext {
    /// The call of `shape` on `receiver` (after `self.` when `isOnSelf`), with one argument per input.
    func callData(
        on receiver: SwiftName, isOnSelf: Bool, _ shape: UseCaseShape, arguments: [SwiftName]
    )
        -> UseCaseCallData
    {
        let wrapped = shape.optionsType != nil
        return UseCaseCallData(
            isOnSelf: isOnSelf, receiver: receiver, method: Namer.identifier(shape.method),
            optionsType: shape.optionsType.map { Namer.identifier($0).code } ?? "",
            arguments: zip(shape.inputs, arguments).map { input, value in
                // Options are made with their fields' names; a call's labels are its signature's.
                let label = wrapped ? input.name : input.label
                return ArgumentData(label: label.map { Namer.identifier($0).argument } ?? "", value: value)
            })
    }
}
