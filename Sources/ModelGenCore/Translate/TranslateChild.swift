// Translate a model's children: each child's property, factory and methods by lifetime, and what `syncCollections()`
// makes of a collection.

extension TranslationContext {
    func childData(_ child: ResolvedChild, in spec: ModelSpec) -> ChildData {
        let name = child.spec.name.value
        let lifetime = child.spec.lifetime.value
        let model = Namer.identifier(child.spec.model.value)
        let configuration =
            lifetime.isConfigured || child.collection != nil ? child.configuration.map(type) : nil
        let activate = Namer.activate(child: name, in: spec)
        let deactivate = Namer.deactivate(child: name, in: spec)
        let clear = Namer.clear(child: name)
        let reloads = child.spec.reloadsParent?.value == true
        var propertyDoc: SwiftCode?
        switch lifetime {
        case .required: propertyDoc = .doc("The `\(child.spec.model.value)` child, given to `init`.")
        case .optional: propertyDoc = .doc("Exists once configured; see `configure(_:)` and `\(clear)()`.")
        case .activated: propertyDoc = .doc("Exists while activated; see `\(activate)()` and `\(deactivate)()`.")
        case .provided: break
        case .assigned:
            propertyDoc = .doc(
                "Set by the model's owner; nil until then\(reloads ? ". Each assignment reloads the model" : "").")
        case .collection: break
        case .keyed:
            let lookup = Namer.collectionLookup(of: child.spec)
            let remove = Namer.keyedRemove(of: child.spec)
            propertyDoc = .doc(
                "`\(child.spec.model.value)` children by key: `\(lookup)(for:)` makes one on first use, `\(remove)(for:)` drops it."
            )
        }
        if let collection = child.collection {
            let elements = collection.isOverSnapshot ? "snapshot" : "snapshot.\(collection.each.value)"
            propertyDoc = .doc(
                "One `\(child.spec.model.value)` per element of `\(elements)`, in order, each kept by its id while it is there."
            )
        }
        var data = ChildData(
            name: Namer.identifier(name), type: model.code, lifetime: lifetime, propertyDoc: propertyDoc,
            factory: Namer.factoryProperty(of: name), factoryType: factoryType(of: child).code,
            configurationType: configuration,
            clearMethod: clear, activateMethod: activate, deactivateMethod: deactivate,
            makeMethod: Namer.factory(of: child.spec),
            reloadsParent: reloads)
        data.access = Self.modifier(child.access)
        if let collection = child.collection {
            data.lookupMethod = Namer.collectionLookup(of: child.spec)
            data.indexProperty = Namer.collectionIndex(of: name)
            data.idField = Namer.identifier(collection.identity.field.value)
            data.idType = type(collection.identity.type)
            data.eachField = Namer.identifier(collection.each.value)
            // A kept child's `configuration` is assigned only when it changed, where the element is `Equatable`: a
            // refresh that changes one row of 1,000 then tells observers of that row only (`@Published` fires on
            // every assignment).
            data.updatesOnlyChanges = collection.elementIsEquatable
            data.isOverSnapshot = collection.isOverSnapshot
        }
        if let key = child.key {
            data.lookupMethod = Namer.collectionLookup(of: child.spec)
            data.removeMethod = Namer.keyedRemove(of: child.spec)
            data.keyType = type(key)
        }
        return data
    }
}
