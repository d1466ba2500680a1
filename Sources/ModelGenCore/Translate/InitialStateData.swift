// Render data for the state a model starts in.

/// The state a model starts in: `.uninitialized`, `.loading(prior: nil)` or a custom state's initial case.
public struct InitialStateData: Sendable {
    /// The case.
    public var name: SwiftName
    /// True for the loading case, which takes the prior snapshot: none yet.
    public var isLoading = false

    /// The case as the init's doc names it: `.loading(prior: nil)`.
    var doc: String {
        "." + name.code.text + (isLoading ? "(prior: nil)" : "")
    }
}

extension InitialStateData: DescribedRenderContext {
    /// The names of ``InitialStateData``.
    public static let fields: RenderFields<Self> = [
        .field("name", "the case: `uninitialized`, `loading` or a custom state's initial case") { $0.name },
        .field("isLoading", "true for the loading case, whose prior snapshot is nil") { $0.isLoading },
    ]
}
