// A child's lifetime: how the parent holds it, and every decision that depends on that.

/// A child lifetime.
public enum ChildLifetime: String, Sendable, CaseIterable {
    /// Injected at init, always present.
    case required
    /// Exists once configured.
    case optional
    /// Created by `activate()`, dropped by `deactivate()`.
    case activated
    /// A new one per `makeX()` call.
    case provided
    /// Set by the model's owner, optional.
    case assigned
    /// One child per element of a snapshot array, kept by id (`each`).
    case collection
    /// A cache of children by key, each made on first use (`key`).
    case keyed

    /// What the lifetime means, for the JSON Schema: `activate() / deactivate()`.
    public var summary: String {
        switch self {
        case .required: "injected at init, always present (the default)"
        case .optional: "exists once configured (the default with configuredBy)"
        case .activated: "activate() / deactivate()"
        case .provided: "a new one per makeX() call"
        case .assigned: "set by the model's owner: an optional public var"
        case .collection: "one child per element of a snapshot array (each), kept by id"
        case .keyed: "a cache of children by key (key), each made on first use"
        }
    }

    // Every decision that depends on the lifetime is one of these properties, each an exhaustive switch:
    // a new lifetime makes the compiler point at each of them.

    /// True when the child is given to `init` and always present; every other lifetime is made by a factory given to `init`.
    public var isInjected: Bool {
        switch self {
        case .required: true
        case .optional, .activated, .provided, .assigned, .collection, .keyed: false
        }
    }

    /// True when the child is made from its model's `configuration` (`configuredBy:`, `configure(_:)`, `clearX()`).
    public var isConfigured: Bool {
        switch self {
        case .optional: true
        case .required, .activated, .provided, .assigned, .collection, .keyed: false
        }
    }

    /// True for one child per element of a snapshot array (`each`).
    public var isCollection: Bool {
        switch self {
        case .collection: true
        case .required, .optional, .activated, .provided, .assigned, .keyed: false
        }
    }

    /// True when the child is made by `activate()` and dropped by `deactivate()`.
    public var isActivated: Bool {
        switch self {
        case .activated: true
        case .required, .optional, .provided, .assigned, .collection, .keyed: false
        }
    }

    /// True when the child is an optional property that comes and goes (`reloadsParent:` applies, `@Observable` tracks it).
    public var isTracked: Bool {
        switch self {
        case .optional, .activated, .assigned: true
        case .required, .provided, .collection, .keyed: false
        }
    }

    /// True for a lifetime a spec writes under `lifetime:`; a collection is written with `each` instead, a keyed cache
    /// with `key`.
    public var isWritten: Bool {
        switch self {
        case .required, .optional, .activated, .provided, .assigned: true
        case .collection, .keyed: false
        }
    }

    /// The lifetimes a spec writes under `lifetime:`.
    public static let written = allCases.filter(\.isWritten)

    /// True when a factory given to `init` makes the child; an injected or assigned child is given as it is.
    public var isMade: Bool {
        switch self {
        case .optional, .activated, .provided, .collection, .keyed: true
        case .required, .assigned: false
        }
    }

    /// True when the model holds the child in a property, so that steps can call its operations.
    public var isHeld: Bool {
        switch self {
        case .required, .optional, .activated, .assigned: true
        case .provided, .collection, .keyed: false
        }
    }

    /// True when the model holds its children in order, so that a `call` step calls the operation on each of them in
    /// turn (`{ call: prModels.refresh }`).
    public var callsEachChild: Bool {
        switch self {
        case .collection: true
        case .required, .optional, .activated, .provided, .assigned, .keyed: false
        }
    }

    /// Why a `call` step cannot call an operation of such a child, or nil when it can (a held child, or each child of a
    /// collection).
    public var whyNoCallStep: String? {
        switch self {
        case .required, .optional, .activated, .assigned, .collection: nil
        case .provided: "a provided child is made anew by each call of its factory method, and the model keeps none"
        case .keyed: "a keyed cache holds its children by key, in no order that steps could call them in"
        }
    }
}
