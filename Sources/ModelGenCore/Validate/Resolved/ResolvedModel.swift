// The resolved form of a model: its use cases, children, observes and operations with every name the spec gives
// looked up once, by Validate, so that Translate reads each from here.

/// A model whose every name resolved.
public struct ResolvedModel: Sendable {
    /// The model as written.
    public var spec: ModelSpec
    /// What the standard state shows; nil for a model with a custom state or none.
    public var snapshot: ResolvedType?
    /// The custom state's cases.
    public var customState: [ResolvedCase]?
    /// True when a case of the custom state holds the state type itself: the enum is `indirect`.
    public var isIndirectState = false
    /// The literals of the custom state's initial case's payload, in the case's order; empty for a payload-less case.
    public var initialArguments: [ResolvedInitialArgument] = []
    /// The configuration type.
    public var configuration: ResolvedType?
    /// `id:`: the configuration field the model is identified by, and its type.
    public var identity: ResolvedIdentity?
    /// True when the model is the element of some model's collection, whose `configuration` its parent updates.
    public var isElement: Bool
    /// The broadcast values.
    public var broadcasts: [ResolvedField]
    /// The model's access: its own, else the run's.
    public var access: GenerationOptions.Access
    /// The standard state's case names: the model's own, else the run's.
    public var stateNames: StateNames
    /// The standard cases the state declares (`stateCases`); empty without a standard state.
    public var standardCases: [StateNames.Case] = []
    /// The stored properties.
    public var properties: [ResolvedProperty]
    /// The injected values, each with the use case it names, if it names one.
    public var dependencies: [ResolvedDependency]
    /// The children.
    public var children: [ResolvedChild]
    /// The use cases the model holds, once each, in the order they first appear: load, operations, observes.
    public var useCases: [ResolvedUseCase]
    /// For each of `useCases`, in order: the type of the member its factory takes, for a use case operations make
    /// with `from`; nil for one the model holds as it is.
    public var useCaseFactoryInputs: [ResolvedType?] = []
    /// `load:`.
    public var load: ResolvedUseCase?
    /// The use cases streamed into the state: a stream load (named `load`), stream operations, then `observes`.
    public var streams: [ResolvedStream]
    /// `observes:`.
    public var observes: [ResolvedObserve]
    /// `operations:`.
    public var operations: [ResolvedOperation]
    /// The enums nested in the model.
    public var enums: [ResolvedEnum] = []
    /// The snapshots nested in the model.
    public var snapshots: [ResolvedSnapshot] = []
}

/// A literal of the payload of a custom state's initial case.
public struct ResolvedInitialArgument: Sendable {
    /// The payload's label; nil for a single unlabelled payload.
    public var label: Name?
    /// The checked literal.
    public var value: CheckedLiteral
}

/// A `properties:` entry.
public struct ResolvedProperty: Sendable {
    /// The property as written.
    public var field: ResolvedField
    /// Its access: its own, else its model's.
    public var access: GenerationOptions.Access
    /// Who may set it, when that is less than its access: `set: internal` of a public property.
    public var setter: GenerationOptions.Access?
    /// False for `tracked: false`: stored outside observation.
    public var isTracked: Bool
    /// `load:`: the synchronous use case whose value it starts with.
    public var load: ResolvedUseCase?

    /// The property's name.
    public var name: Name { field.name }
}

/// The field a model or a collection's element is identified by.
public struct ResolvedIdentity: Sendable {
    /// The configuration's field.
    public var field: Name
    /// Its type.
    public var type: ResolvedType
}

/// A `dependencies:` entry.
public struct ResolvedDependency: Sendable {
    /// The dependency as written.
    public var field: ResolvedField
    /// The use case its type names, stored as `any` its protocol; nil for any other type.
    public var useCase: UseCaseSpec?
    /// Its `access:`; nil for the internal storage dependencies have by default.
    public var access: GenerationOptions.Access?
}

/// A child with its model.
public struct ResolvedChild: Sendable {
    /// The child as written.
    public var spec: ChildSpec
    /// The child's model.
    public var model: ModelSpec
    /// The child model's configuration type.
    public var configuration: ResolvedType?
    /// What a `collection` child is made from; nil for every other lifetime.
    public var collection: ResolvedCollection?
    /// The key type of a `keyed` cache; nil for every other lifetime.
    public var key: ResolvedType?
    /// Its access: its own, else its model's.
    public var access: GenerationOptions.Access
}

/// What a `collection` child is made from: one child per element of a snapshot array, each kept by its id.
public struct ResolvedCollection: Sendable {
    /// `each:`, the snapshot's array field.
    public var each: Name
    /// `id:`, the element's field the children are kept by, and its type.
    public var identity: ResolvedIdentity
    /// True when the element (the child's configuration) is `Equatable`.
    public var elementIsEquatable: Bool
    /// True for `each: snapshot` over a snapshot that is itself an array: the children are made from the snapshot,
    /// not from a field of it.
    public var isOverSnapshot: Bool

    /// True when `each` names the snapshot itself: `each: snapshot` where the model's snapshot type is an array. (A
    /// declared snapshot is a struct, whose field `each` names, even a field named `snapshot`.)
    public static func isOverSnapshot(_ each: Name, snapshot: TypeExpression?) -> Bool {
        each.value == overSnapshotName && snapshot?.arrayElement != nil
    }

    /// What `each` writes to make a collection over the snapshot itself.
    public static let overSnapshotName = "snapshot"
}

/// A use case whose states stream into the model's state.
public struct ResolvedStream: Sendable {
    /// The name of the stream in `Operation`: the operation's, the child's of an `observes`, or nil for the load.
    public var name: String?
    /// The use case.
    public var useCase: ResolvedUseCase
    /// The use case's state type.
    public var state: TypeExpression
    /// How a completed state gives the model's snapshot; nil when none does, or the model has no snapshot.
    public var completion: StreamCompletion?
    /// `failure:` of a stream operation into a standard state: the state's case that reports failure in-band.
    public var failure: Name? = nil
}

/// An `observes:` entry.
public struct ResolvedObserve: Sendable {
    /// The entry as written.
    public var spec: ObserveSpec
    /// The observed child's model.
    public var childModel: ModelSpec
    /// The broadcast whose values are streamed.
    public var broadcast: FieldSpec
    /// The use case run for each value.
    public var useCase: ResolvedUseCase
}

/// An operation with the use cases and child operations it calls.
public struct ResolvedOperation: Sendable {
    /// What an operation does.
    public enum Kind: Sendable {
        /// Streams a use case into the state.
        case stream(ResolvedUseCase)
        /// Streams a use case into an array property (`append:`), leaving the state alone.
        case append(ResolvedUseCase, ResolvedAppend)
        /// Runs steps in order.
        case steps([ResolvedStep])
        /// Calls a value use case in the caller's task.
        case call(ResolvedUseCase)
    }

    /// The operation as written.
    public var spec: OperationSpec
    /// What it does.
    public var kind: Kind
    /// For each input of a stream or call operation's use case, in order: the value the model gives (`arguments`),
    /// or nil for a parameter the operation takes. Empty for a steps operation.
    public var arguments: [ResolvedValue?] = []
    /// `from`: the member path whose value the model's factory makes the use case from; nil when the model holds the
    /// use case.
    public var madeFrom: [String]? = nil
    /// `progress:` of a call operation: the callback whose values the state shows.
    public var progress: ResolvedProgress? = nil
}

/// A value an operation reads when it runs.
public enum ResolvedValue: Sendable {
    /// A member path of the model: the member, then fields.
    case member([String])
    /// A literal, checked against the parameter's type.
    case literal(CheckedLiteral)
}

/// The callback parameter of a `call` whose values the state shows while the call runs (`progress:`).
public struct ResolvedProgress: Sendable {
    /// The parameter's name: the operation passes its own callback under it.
    public var parameter: String
    /// The value each call of the callback reports.
    public var value: TypeExpression
    /// The custom state case each value is assigned to; nil for the standard state's `operating`.
    public var customCase: Name?
}

/// Where an appending stream operation puts each value.
public struct ResolvedAppend: Sendable {
    /// The array property.
    public var property: Name
    /// True when each value is an array of elements (`append(contentsOf:)`), false for one element.
    public var appendsContents: Bool
    /// True when the stream can fail: a failure gives the standard state's `failed`.
    public var canFail: Bool
}

/// One step of a steps operation.
public enum ResolvedStep: Sendable {
    /// Streams a use case, assigning each state to the case named, if any; `canFail` for a throwing stream.
    case stream(ResolvedUseCase, canFail: Bool, as: Name?)
    /// Assigns a payload-less state case.
    case state(Name)
    /// Calls a child's operation.
    case call(child: ResolvedChild, operation: OperationSpec, target: ResolvedStepTarget)
}

/// What a steps operation's call of a child operation calls.
public enum ResolvedStepTarget: Sendable {
    /// A stream operation, which returns its task.
    case stream
    /// A steps operation, awaited and throwing.
    case steps
    /// A call operation, with its use case's shape and the child's snapshot type.
    case call(UseCaseShape, childSnapshot: TypeExpression?)
}
