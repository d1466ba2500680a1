// Render data for the parameters a generated function or init declares, which templates write through the
// `Parameter` partial: on the declaration's line, or one per line when there are more than three.

/// One parameter as a function declares it: `_ url: URL`, `for name: String`, `title: String = "Untitled"`,
/// `makeLog: @escaping @MainActor () -> LogModel`.
public struct ParameterData: Sendable {
    /// True for `_ name`: no argument label.
    public var isUnlabelled = false
    /// The argument label when it differs from the name; empty when the name is the label.
    public var label: SwiftCode = ""
    /// The parameter's name: as a label (``SwiftName/label``) when it is the label too.
    public var name: SwiftCode
    /// Its type.
    public var type: SwiftCode
    /// True for a function type that is stored or handed on.
    public var isEscaping = false
    /// Its default: a checked literal; empty when it has none.
    public var defaultValue: SwiftCode = ""

    /// The parameter `name` of `type`, labelled by its name.
    public init(_ name: SwiftName, _ type: SwiftCode, isEscaping: Bool = false, defaultValue: SwiftCode = "") {
        self.name = name.label
        self.type = type
        self.isEscaping = isEscaping
        self.defaultValue = defaultValue
    }

    /// The parameter `name` of `type` with the argument label `label`: nil for `_`, the name itself for none.
    public init(label: String?, name: String, type: TypeExpression) {
        let identifier = Namer.identifier(name)
        switch label {
        case nil:
            isUnlabelled = true
            self.name = identifier.code
        case name?:
            self.name = identifier.label
        case let label?:
            self.label = Namer.identifier(label).label
            self.name = identifier.code
        }
        self.type = type.code
        isEscaping = type.isFunction
    }
}

extension ParameterData: DescribedRenderContext {
    /// The names of ``ParameterData``.
    public static let fields: RenderFields<Self> = [
        .field("isUnlabelled", "true for `_ name`: no argument label") { $0.isUnlabelled },
        .field("label", "the argument label when it differs from the name; else empty") { $0.label },
        .field("name", "the parameter's name") { $0.name },
        .field("type", "its type") { $0.type },
        .field("isEscaping", "true for a function type that is stored or handed on: `@escaping`") { $0.isEscaping },
        .field("defaultValue", "its default, a literal; empty when it has none") { $0.defaultValue },
    ]
}

/// The parameters of an init: on the init's line, or one per line when there are more than three.
public struct ParametersData: Sendable {
    /// The parameters, in order.
    public var parameters: [ParameterData]

    /// The parameters, each as declared.
    public init(parameters: [ParameterData]) {
        self.parameters = parameters
    }
}

extension ParametersData: DescribedRenderContext {
    /// The names of ``ParametersData``.
    public static let fields: RenderFields<Self> = [
        .field("parameters", "the parameters, in order") { $0.parameters },
        .field("isWrapped", "true when there are more than three parameters, one per line") {
            $0.parameters.count > 3
        },
    ]
}
