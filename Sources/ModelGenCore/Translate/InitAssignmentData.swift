// Render data for one assignment of a model's init: the stored property and what it starts as.

/// One assignment of a model's init, in the contract's order: a property and what it starts as.
public struct InitAssignmentData: Sendable {
    /// What the property starts as.
    public enum Source: Sendable {
        /// The init's parameter of that name: `self.importUseCase = importUseCase`.
        case parameter(SwiftName)
        /// The configuration's field of that name, for `id`: `self.id = configuration.id`.
        case identity(SwiftName)
        /// The child the factory (second) makes from the optional configuration parameter (first), or nil:
        /// `self.integration = integrationConfiguration.map { makeIntegration($0) }`.
        case made(SwiftName, factory: SwiftName)
        /// Nil: a child that comes later.
        case none
        /// The value a synchronous use case returns, for a property's `load:`:
        /// `self.settings = loadSettingsUseCase.execute()`.
        case load(UseCaseCallData)
    }

    /// The property assigned.
    public var property: SwiftName
    /// What it starts as.
    public var source: Source

    /// The parameter, configuration field or configuration parameter the value comes from; `_` for none.
    var value: SwiftName {
        switch source {
        case .parameter(let name), .identity(let name), .made(let name, _): name
        case .none, .load: "_"
        }
    }
}

extension InitAssignmentData: DescribedRenderContext {
    /// The names of ``InitAssignmentData``: a flag for each source, true for the assignment's own.
    public static let fields: RenderFields<Self> = [
        .field("property", "the property assigned, as written after `self.`") { $0.property.argument },
        .field("value", "the parameter or configuration field the value comes from") { $0.value },
        .field("isParameter", "true for a property set to the init's parameter `value`") {
            if case .parameter = $0.source { true } else { false }
        },
        .field("isIdentity", "true for `id`, set to the configuration's field `value`") {
            if case .identity = $0.source { true } else { false }
        },
        .field(
            "isMadeFromConfiguration",
            "true for a child `factory` makes from the optional configuration parameter `value`"
        ) {
            if case .made = $0.source { true } else { false }
        },
        .field("factory", "the factory that makes the child (`isMadeFromConfiguration`)") {
            if case .made(_, let factory) = $0.source { factory } else { "_" }
        },
        .field("isNil", "true for a child that starts as nil") {
            if case .none = $0.source { true } else { false }
        },
        .field("isLoad", "true for a property set to what its `load:` use case returns: `call`") {
            if case .load = $0.source { true } else { false }
        },
        .field("call", "the call of the property's `load:` use case", presence: "for `isLoad`") {
            if case .load(let call) = $0.source { call } else { nil }
        },
    ]
}
