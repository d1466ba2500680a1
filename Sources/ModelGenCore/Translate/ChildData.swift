// Render data for a child model of a model: its property and the members its lifetime brings.

/// A child model and the members its lifetime brings.
public struct ChildData: Sendable {
    /// The property name.
    public var name: SwiftName
    /// The child's class.
    public var type: SwiftCode
    /// The lifetime.
    public var lifetime: ChildLifetime
    /// The access modifier of the child's property and the methods its lifetime brings (`public`, `package`), or
    /// empty for internal: its `access`, else its model's.
    public var access: SwiftCode = ""
    /// The property's doc line (required, optional and activated children).
    public var propertyDoc: SwiftCode?
    /// The private factory property (`integrationModelFactory`).
    public var factory: SwiftName
    /// The factory's type without `@escaping`.
    public var factoryType: SwiftCode
    /// The configuration type of an optional child.
    public var configurationType: SwiftCode?
    /// `clearIntegration` (optional children).
    public var clearMethod: SwiftName
    /// `activate` or `activateLogModel`.
    public var activateMethod: SwiftName
    /// `deactivate` or `deactivateLogModel`.
    public var deactivateMethod: SwiftName
    /// `makeDetailModel` (provided children).
    public var makeMethod: SwiftName
    /// True when changing the child restarts the parent's load.
    public var reloadsParent: Bool
    /// `prModel` (collections), `chatModel` (keyed caches).
    public var lookupMethod: SwiftName = "_"
    /// `prModelsByID`, the index beside the array (collections).
    public var indexProperty: SwiftName = "_"
    /// The element's id type (collections).
    public var idType: SwiftCode = ""
    /// The element's id field (collections).
    public var idField: SwiftName = ""
    /// The snapshot's array field the children are made from (collections).
    public var eachField: SwiftName = "_"
    /// True when a kept child's `configuration` is assigned only when it changed: the element is `Equatable`
    /// (collections).
    public var updatesOnlyChanges = false
    /// True for `each: snapshot`: the children are made from the snapshot itself, an array (collections).
    public var isOverSnapshot = false
    /// `removeChatModel` (keyed caches).
    public var removeMethod: SwiftName = "_"
    /// The key type (keyed caches).
    public var keyType: SwiftCode = ""
}

extension ChildData: DescribedRenderContext {
    /// The names of ``ChildData``: among them a flag for each lifetime, true for the child's own.
    public static let fields = RenderFields<Self>(
        [
            .field(
                "accessModifier",
                "the access modifier of the child's property and methods (`public`, `package`), or empty for internal: its `access`, else its model's"
            ) { $0.access },
            .field("name", "the property name") { $0.name },
            .field("type", "the child's class") { $0.type },
        ] + ChildLifetime.allCases.map(\.field) + [
            .field("propertyDoc", "the property's doc line", presence: "for an optional or activated child") {
                $0.propertyDoc
            },
            .field("isTracked", "true for an optional, activated or assigned child, whose property changes") {
                $0.lifetime.isTracked
            },
            .field(
                "lookupMethod",
                "`prModel`, the look-up by id (collections); `chatModel`, the look-up by key (keyed caches)"
            ) { $0.lookupMethod },
            .field("removeMethod", "`removeChatModel`, which drops the child of a key (keyed caches)") {
                $0.removeMethod
            },
            .field("keyType", "the key type (keyed caches)") { $0.keyType },
            .field(
                "isOverSnapshot",
                "true for `each: snapshot`: the children are made from the snapshot itself, an array (collections)"
            ) { $0.isOverSnapshot },
            .field("indexProperty", "`prModelsByID`, the private index by id beside the array (collections)") {
                $0.indexProperty
            },
            .field("idType", "the element's id type (collections)") { $0.idType },
            .field("idField", "the element's id field (collections)") { $0.idField },
            .field("eachField", "the snapshot's array field the children are made from (collections)") {
                $0.eachField
            },
            .field(
                "updatesOnlyChanges",
                "true when a kept child's `configuration` is assigned only when it changed, the element being `Equatable` (collections)"
            ) { $0.updatesOnlyChanges },
            .field("isMade", "true for a child a factory given to init makes (optional, activated, provided)") {
                $0.lifetime.isMade
            },
            .field("factory", "the private factory property: `integrationModelFactory`") { $0.factory },
            .field("factoryType", "the factory's type, without `@escaping`") { $0.factoryType },
            .field("configurationType", "the child's configuration type", presence: "for an optional child") {
                $0.configurationType
            },
            .field("clearMethod", "`clearIntegration` (optional children)") { $0.clearMethod },
            .field("activateMethod", "`activate` or `activateLogModel` (activated children)") { $0.activateMethod },
            .field("deactivateMethod", "`deactivate` or `deactivateLogModel` (activated children)") {
                $0.deactivateMethod
            },
            .field("makeMethod", "`makeDetailModel` (provided children)") { $0.makeMethod },
            .field("reloadsParent", "true when changing the child restarts the parent's load") { $0.reloadsParent },
        ])
}

extension ChildLifetime {
    /// The name of the lifetime's template section, for its own members (`{{#isOptional}}` in
    /// `ModelChildMethods.mustache`): a flag of ``ChildData``, true for a child of this lifetime.
    var section: String {
        switch self {
        case .required: "isRequired"
        case .optional: "isOptional"
        case .activated: "isActivated"
        case .provided: "isProvided"
        case .assigned: "isAssigned"
        case .collection: "isCollection"
        case .keyed: "isKeyed"
        }
    }

    /// The flag of ``ChildData`` named ``section``.
    fileprivate var field: RenderFields<ChildData>.Entry {
        let lifetime = self
        return .field(section, "true for a child with `lifetime: \(rawValue)`") { $0.lifetime == lifetime }
    }
}
