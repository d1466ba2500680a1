// A stand-in for the Raven module, which is not available here, so that .ci/typecheck-snippets can type-check the
// observableObject flavour with `module: Raven`: it declares only what generated code uses, with no behaviour.

/// A class whose `@Published` properties announce their changes.
public protocol ObservableObject: AnyObject {}

extension ObservableObject {
    /// Connects the object's `@Published` properties; generated code calls it at the end of `init`.
    public func setupPublished() {}
}

/// A property that announces its changes to its enclosing `ObservableObject`.
@propertyWrapper
public struct Published<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}
