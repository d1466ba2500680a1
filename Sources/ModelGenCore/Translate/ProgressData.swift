// Render data for `progress:` of a `call` operation: the callback the operation passes in place of the parameter,
// whose values the state shows, in order, until the call has returned.

/// The progress of a `call` operation.
public struct ProgressData: Sendable {
    /// The local holding the `ModelGenProgress`: `progress`.
    public var local: SwiftName
    /// The callback's local, named after the call's parameter so that the call passes it as it passes parameters.
    public var callback: SwiftName
    /// The value each call of the callback reports.
    public var valueType: SwiftCode
    /// The custom state case each value is assigned to; nil for the standard state's `ModelState(from:prior:)`.
    public var customCase: SwiftName?
    /// True when the body takes a ticket for the progress alone (a call that shows no snapshot takes none).
    public var takesTicket: Bool
    /// True when, after the call, a standard state still `operating` gives way to `ready(prior)`.
    public var settles: Bool
}

extension ProgressData: DescribedRenderContext {
    /// The names of ``ProgressData``.
    public static let fields: RenderFields<Self> = [
        .field("local", "the local holding the `ModelGenProgress`: `progress`") { $0.local },
        .field("callback", "the callback's local, named after the call's parameter") { $0.callback },
        .field("valueType", "the value each call of the callback reports") { $0.valueType },
        .field(
            "customCase", "the custom state case each value is assigned to",
            presence: "for a model with a custom state (else `ModelState(from:prior:)`)"
        ) { $0.customCase?.code },
        .field("takesTicket", "true when the body takes a ticket for the progress alone") { $0.takesTicket },
        .field("settles", "true when, after the call, a standard state still `operating` gives way to `ready(prior)`") {
            $0.settles
        },
    ]
}
