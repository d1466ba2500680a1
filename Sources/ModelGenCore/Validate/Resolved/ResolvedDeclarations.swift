// The resolved form of what a spec declares: every type reference parsed, every default checked, every conformance
// inferred. Translate reads these and never looks a name up or parses text again.

/// A type reference that validation accepted: parsed, and known to name an external type or not.
public struct ResolvedType: Sendable {
    /// The type as the spec wrote it, for documentation.
    public var text: String
    /// Where the spec wrote it.
    public var location: SourceLocation
    /// The parsed type.
    public var expression: TypeExpression
    /// True when the type names an external type: what the spec lists for it only the compiler can check.
    public var namesExternal: Bool
}

/// A field of a snapshot, options type, labelled payload, broadcast, property or dependency.
public struct ResolvedField: Sendable {
    /// The field as written.
    public var spec: FieldSpec
    /// Its type.
    public var type: ResolvedType
    /// Its default, checked; nil when it has none.
    public var defaultValue: Located<CheckedLiteral>?

    /// The field's name.
    public var name: Name { spec.name }
}

/// A case of an enum, a stream's state or a custom model state.
public struct ResolvedCase: Sendable {
    /// What a case carries.
    public enum Payload: Sendable {
        /// Nothing.
        case none
        /// One unlabelled value.
        case single(ResolvedType)
        /// Labelled values.
        case labelled([ResolvedField])
    }

    /// The case name.
    public var name: Name
    /// What it carries.
    public var payload: Payload
}

/// An `enums:` entry.
public struct ResolvedEnum: Sendable {
    /// The enum as written.
    public var spec: EnumSpec
    /// Its cases.
    public var cases: [ResolvedCase]
    /// True when every payload is `Equatable`, so the enum is.
    public var isEquatable: Bool
}

/// A struct modelgen declares: a snapshot or a use case's options.
public struct ResolvedStruct: Sendable {
    /// Its type name.
    public var name: String
    /// Where it is declared.
    public var location: SourceLocation
    /// The conformances the spec adds (`conforms:`).
    public var conforms: [String]
    /// Its fields, in order.
    public var fields: [ResolvedField]
    /// True when every field is `Equatable`, so the struct is.
    public var isEquatable: Bool
}

/// A `snapshots:` entry.
public struct ResolvedSnapshot: Sendable {
    /// The snapshot as written.
    public var spec: SnapshotSpec
    /// The struct it declares.
    public var record: ResolvedStruct
}

/// A use case: its declaration, and what it is to the models that call it.
public struct ResolvedUseCase: Sendable {
    /// How it is declared.
    public enum Kind: Sendable {
        /// `stream:` with its states.
        case stream(ResolvedStates)
        /// `fetch:` with what it returns.
        case fetch(returns: ResolvedType)
        /// `call:` with its parsed signature, and whether every parameter is `Equatable` (so a stub's record of a
        /// call can be).
        case call(CallSpec, CallSignature, parametersAreEquatable: Bool)
    }

    /// The use case as written.
    public let spec: UseCaseSpec
    /// What a model calls.
    public let shape: UseCaseShape
    /// The options struct of a `stream` or `fetch` that takes options.
    public let options: ResolvedStruct?
    /// How it is declared.
    public let kind: Kind
}

/// The state enum a `stream:` use case declares.
public struct ResolvedStates: Sendable {
    /// The `stream:` part as written.
    public var spec: StreamSpec
    /// The state type's name.
    public var typeName: String
    /// Its cases.
    public var cases: [ResolvedCase]
    /// The completed case, if any.
    public var completed: Name?
    /// The snapshot the completed case carries, if it carries one, named as generated code outside a model names it.
    public var completedSnapshot: TypeExpression?
}

extension ResolvedUseCase {
    /// The cases of the state enum a `stream:` use case declares; none for a state type modelgen does not declare.
    public var states: [ResolvedCase] {
        switch kind {
        case .stream(let states): states.cases
        case .fetch, .call: []
        }
    }
}
