// Render data for the state a model starts in.

/// The state a model starts in: `.uninitialized`, `.loading(prior: nil)` or a custom state's initial case.
public struct InitialStateData: Sendable {
    /// The case.
    public var name: SwiftName
    /// True for the loading case, which takes the prior snapshot: none yet.
    public var isLoading = false
    /// The literals of a custom initial case's payload, in order; empty for none.
    public var arguments: [InitialArgumentData] = []

    /// The case as the init's doc names it: `.loading(prior: nil)`, `.idle(prior: [])`.
    var doc: String {
        "." + name.code.text + (isLoading ? "(prior: nil)" : "") + InitialArgumentData.doc(arguments)
    }
}

/// A literal of the payload of a custom state's initial case: `prior: []`.
public struct InitialArgumentData: Sendable {
    /// The payload's label; nil for a single unlabelled payload.
    public var label: SwiftName?
    /// The literal.
    public var value: SwiftCode

    /// `arguments` as a doc names them: `(prior: [])`; empty for none.
    static func doc(_ arguments: [Self]) -> String {
        guard !arguments.isEmpty else { return "" }
        let written = arguments.map { argument in
            if let label = argument.label { "\(label.bare): \(argument.value.text)" } else { argument.value.text }
        }
        return "(" + written.joined(separator: ", ") + ")"
    }
}

extension InitialArgumentData: DescribedRenderContext {
    /// The names of ``InitialArgumentData``.
    public static let fields: RenderFields<Self> = [
        .field("label", "the payload's label, as an argument label", presence: "for a labelled payload") {
            $0.label?.argument
        },
        .field("value", "the literal") { $0.value },
    ]
}

extension InitialStateData: DescribedRenderContext {
    /// The names of ``InitialStateData``.
    public static let fields: RenderFields<Self> = [
        .field("name", "the case: `uninitialized`, `loading` or a custom state's initial case") { $0.name },
        .field("isLoading", "true for the loading case, whose prior snapshot is nil") { $0.isLoading },
        .field("hasArguments", "true when the custom initial case has a payload") { !$0.arguments.isEmpty },
        .field("arguments", "the literals of the custom initial case's payload, in order") { $0.arguments },
    ]
}
