// Render data for a function's signature, which templates write through the `Signature` partial:
// `func execute(repoPath: String) async throws -> [WorktreeStatus]`.

/// A function's signature: its name, parameters, effects and result.
public struct SignatureData: Sendable {
    /// The function's name.
    public var name: SwiftName
    /// Its parameters, in order.
    public var parameters: [ParameterData]
    /// True for `async`.
    public var isAsync: Bool
    /// True for `throws`.
    public var isThrowing: Bool
    /// The type it returns; empty for none.
    public var returns: SwiftCode

    /// The signature of `name`.
    public init(
        _ name: SwiftName, parameters: [ParameterData], isAsync: Bool = false, isThrowing: Bool = false,
        returns: TypeExpression? = nil
    ) {
        self.name = name
        self.parameters = parameters
        self.isAsync = isAsync
        self.isThrowing = isThrowing
        self.returns = returns?.code ?? ""
    }

    /// The signature of `name`, returning the type `returns` already made into code.
    public init(
        _ name: SwiftName, parameters: [ParameterData], isAsync: Bool = false, isThrowing: Bool = false,
        returnsCode returns: SwiftCode
    ) {
        self.name = name
        self.parameters = parameters
        self.isAsync = isAsync
        self.isThrowing = isThrowing
        self.returns = returns
    }
}

extension SignatureData: DescribedRenderContext {
    /// The names of ``SignatureData``.
    public static let fields: RenderFields<Self> = [
        .field("name", "the function's name") { $0.name },
        .field("parameters", "its parameters, in order") { $0.parameters },
        .field("isAsync", "true for `async`") { $0.isAsync },
        .field("isThrowing", "true for `throws`") { $0.isThrowing },
        .field("returns", "the type it returns; empty for none") { $0.returns },
    ]
}
