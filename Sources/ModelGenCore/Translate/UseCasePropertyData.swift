// Render data for a property a model holds by name and type: a use case, or the identity.

/// A use case the model holds.
public struct UseCasePropertyData: Sendable {
    /// `importUseCase`.
    public var name: SwiftName
    /// `any ImportUseCase`.
    public var type: SwiftCode
}
