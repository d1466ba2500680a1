// Render data for the parameters of an init: on the init's line, or one per line.

/// The parameters of an init: on the init's line, or one per line when there are more than three.
public struct ParametersData: Sendable {
    /// The parameters on one line: `id: UUID, title: String`.
    public var inline: SwiftCode
    /// One line per parameter, each but the last ending with a comma; empty when the parameters fit on one line.
    public var lines: [SwiftCode]

    /// The parameters, each as declared: `title: String = "Untitled"`.
    public init(parameters: [SwiftCode]) {
        inline = parameters.joined(separator: ", ")
        lines = parameters.count > 3 ? parameters.dropLast().map { $0 + "," } + parameters.suffix(1) : []
    }
}

extension ParametersData: DescribedRenderContext {
    /// The names of ``ParametersData``.
    public static let fields: RenderFields<Self> = [
        .field("inline", "the parameters on one line: `title: String, count: Int = 0`") { $0.inline },
        .field("lines", "the parameters one per line, commas included, when wrapped") { $0.lines },
        .field("isWrapped", "true when there are more than three parameters, one per line") { !$0.lines.isEmpty },
    ]
}
