// A model's `id`: the field of its configuration that makes it `Identifiable`, checked as far as the specs know it.

extension Validator {
    /// `id: field` or `id: { field, type }` names a field of the model's `configuration` that is `Hashable`.
    ///
    /// Where the configuration is a declared snapshot, the field must exist, be `Hashable`, and have the `type` when
    /// one is written. Any other configuration type's fields are not known to the specs, so `type` is required and
    /// must be `Hashable`; the generated `let id: Type = configuration.field` then leaves the field to the compiler,
    /// and no spec text but a valid identifier and a parsed type reaches it.
    mutating func identity(_ spec: ModelSpec) {
        guard let id = spec.id else { return }
        let validField = identifier(id.field, "field name")
        let declaredType = id.type.flatMap { type($0) }
        guard let configuration = spec.configuration else {
            diagnostics.error(
                "'id' names a field of the model's 'configuration', and \(quoted: spec.name.value) has none",
                at: id.field.location,
                notes: [.init("give the model a 'configuration' whose field identifies it")])
            return
        }
        guard validField, let configurationType = configuration.expression else { return }
        let resolver = index.conformanceResolver
        guard let snapshot = index.declaredName(configurationType).flatMap({ index.snapshots[$0] }) else {
            guard let idType = id.type else {
                diagnostics.error(
                    "'id' of \(quoted: spec.name.value) needs its type: the fields of \(quoted: configuration.text) are not declared in the specs",
                    at: id.field.location, notes: [.init("write 'id: { field: \(id.field.value), type: ... }'")])
                return
            }
            if let declaredType, !resolver.conformances(of: declaredType).contains(.hashable) {
                diagnostics.error("'id' needs a Hashable type, and \(quoted: idType.text) is not", at: idType.location)
            }
            return
        }
        guard let field = snapshot.fields.first(where: { $0.name.value == id.field.value }) else {
            diagnostics.error(
                "'id' names no field of \(quoted: snapshot.name.value)", at: id.field.location,
                notes: Suggestion.note(for: id.field.value, in: snapshot.fields.map(\.name.value)))
            return
        }
        guard let fieldType = field.type.expression else { return }
        if let idType = id.type, let declaredType, declaredType != fieldType {
            diagnostics.error(
                "'id' has type \(quoted: declaredType.swift()), and field \(quoted: field.name.value) of \(quoted: snapshot.name.value) is \(quoted: fieldType.swift())",
                at: idType.location, notes: [.init("the field is declared here", at: field.type.location)])
        }
        if !resolver.conformances(of: fieldType).contains(.hashable) {
            diagnostics.error(
                "'id' needs a Hashable field, and \(quoted: field.name.value) is \(quoted: field.type.text)",
                at: id.field.location,
                notes: [.init("the field is declared here", at: field.type.location)])
        }
    }
}
