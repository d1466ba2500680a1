// Render data for a broadcast value of a model: the property, its broadcaster and the method that subscribes to it.

/// A broadcast value and its subscription method.
public struct BroadcastData: Sendable {
    /// `///` lines of the property.
    public var doc: [SwiftCode]
    /// The property name.
    public var name: SwiftName
    /// The value type.
    public var type: SwiftCode
    /// `currentBroadcaster`.
    public var broadcaster: SwiftName
    /// `observeChanges` or `observeCurrentChanges`.
    public var observeMethod: SwiftName
    /// True when a new subscription starts with the current value (`subscribe(startingWith: current)`); false for
    /// `replay: false` (`subscribe()`).
    public var replays: Bool
    /// The observe method's `///` line.
    public var observeDoc: SwiftCode
}

extension BroadcastData: DescribedRenderContext {
    /// The names of ``BroadcastData``.
    public static let fields: RenderFields<Self> = [
        .field(
            "replays",
            "true when a new stream starts with the current value: `subscribe(startingWith: current)`; false with `replay: false`"
        ) { $0.replays },
        .field("observeDoc", "the observe method's `///` line") { $0.observeDoc },
        .field("name", "the property name") { $0.name },
        .field("type", "the value type") { $0.type },
        .field("broadcaster", "the broadcaster property: `currentBroadcaster`") { $0.broadcaster },
        .field("observeMethod", "the subscription method: `observeChanges` or `observeCurrentChanges`") {
            $0.observeMethod
        },
        .field("doc", "the `///` lines") { $0.doc },
    ]
}
