// Render data for a dependency of a model: an injected value, stored with its own access.

/// A dependency of a model: an injected value its hand-written extensions use.
public struct DependencyData: Sendable {
    /// `clock`.
    public var name: SwiftName
    /// `any Clock<Duration>`.
    public var type: SwiftCode
    /// Its access modifier (`public`, `package`), or empty for internal, which it is unless the spec says otherwise.
    public var access: SwiftCode
}

extension DependencyData: DescribedRenderContext {
    /// The names of ``DependencyData``.
    public static let fields: RenderFields<Self> = [
        .field("name", "the property name: `clock`") { $0.name },
        .field("type", "the property type: `any Clock<Duration>`") { $0.type },
        .field(
            "accessModifier",
            "the dependency's access modifier (`public`, `package`), or empty for internal; the `Access` partial writes it"
        ) { $0.access },
    ]
}

extension UseCasePropertyData: DescribedRenderContext {
    /// The names of ``UseCasePropertyData``.
    public static let fields: RenderFields<Self> = [
        .field("name", "the property name: `importUseCase`") { $0.name },
        .field("type", "the property type: `any ImportUseCase`") { $0.type },
    ]
}
