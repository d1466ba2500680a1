// Each render data type declares every name it answers once, with what it holds and how its value is read: checked
// over the render data of the example app and of every snippet, in both flavours, that every name answers a value of
// the kind declared (missing only when it declares when it is there), that each is seen at least once, and that no
// type answers a name it does not declare.

import ModelGenCore
import Testing

@Suite struct Test_RenderDataFields {
    /// The render data of `Specs/` and of every snippet (each with its options), file by file in both flavours, and
    /// the support file's.
    static func renderData() throws -> [any DescribedRenderContext] {
        var specs: [(validated: ValidatedSpecs, options: GenerationOptions)] = []
        let example = try SpecLoading.validate(SpecSource.find(["Specs"], currentDirectory: Repository.root))
        specs += Test_Reference.flavours.map { (example, $0.options) }
        for name in Test_Snippets.names {
            let yaml = try Repository.text("\(Test_Snippets.folder)/\(name).yaml")
            specs.append(
                (
                    try SpecLoading.validate(texts: [(path: "Snippets/\(name).yaml", text: yaml)]),
                    try Test_Snippets.options(fromHeaderOf: yaml)
                ))
        }
        var data: [any DescribedRenderContext] = [Translator().support()]
        for (validated, options) in specs {
            data += try validated.files().map { Translator(options: options).file($0, baseName: "File") }
        }
        return data
    }

    /// What a value is, as text to compare: its kind and its text, flag or items (nested render data by type only).
    static func summary(_ value: RenderValue) -> String {
        switch value {
        case .missing: "missing"
        case .bool(let flag): "bool \(flag)"
        case .text(let text): "text \(text.text)"
        case .texts(let items): "texts \(items.map(\.text))"
        case .node(let node): "context \(node.type)"
        case .items(let items): "list of \(items.count)"
        }
    }

    /// `context` as a section reads it.
    static func node(_ context: some DescribedRenderContext) -> RenderNode {
        guard case .node(let node) = RenderValue.context(context) else { preconditionFailure("a context is a node") }
        return node
    }

    /// Every described type reachable from the roots through the declared shapes.
    static func declaredTypes() -> [any DescribedRenderContext.Type] {
        RenderField.types(reachableFrom: [FileData.self, SupportData.self])
    }

    @Test func everyNameAnswersWhatItDeclares() throws {
        let keys = try RenderKey.names.map { name in (name, try #require(RenderKey(rawValue: name))) }
        let keyByName = Dictionary(uniqueKeysWithValues: keys)
        var pending = try Self.renderData().map { Self.node($0) }
        var answered: [ObjectIdentifier: Set<String>] = [:]
        /// Each type's declared fields by name, gathered at the type's first node.
        var declared: [ObjectIdentifier: [String: RenderField]] = [:]
        func fieldsByName(of type: any DescribedRenderContext.Type) -> [String: RenderField] {
            if let fields = declared[ObjectIdentifier(type)] { return fields }
            let fields = Dictionary(type.declaredFields.map { ($0.name, $0) }) { first, _ in first }
            declared[ObjectIdentifier(type)] = fields
            return fields
        }
        while let context = pending.popLast() {
            let type = try #require(
                context.type as? any DescribedRenderContext.Type, "\(context.type) declares no names")
            let fields = fieldsByName(of: type)
            for (name, key) in keys {
                let value = context.value(for: key)
                guard let field = fields[name] else {
                    if case .missing = value { continue }
                    Issue.record("\(type) answers `\(name)`, which it does not declare")
                    continue
                }
                if case .missing = value {
                    #expect(field.presence != nil, "\(type) declares `\(name)` always there, but it is missing")
                    continue
                }
                answered[ObjectIdentifier(type), default: []].insert(name)
                switch (value, field.shape) {
                case (.text, .text), (.bool, .flag), (.texts, .texts):
                    break
                case (.bool(false), .context):
                    // Render data there only sometimes answers false when it is not, so no outer value stands in.
                    #expect(field.presence != nil, "\(type) declares `\(name)` always there, but it is absent")
                case (.node(let node), .context(let declared)):
                    #expect(
                        ObjectIdentifier(node.type) == ObjectIdentifier(declared),
                        "\(type).\(name) holds \(node.type), declared \(declared)")
                    pending.append(node)
                case (.items(let items), .list(let declared)):
                    for index in 0..<items.count {
                        let item = items.item(at: index)
                        #expect(
                            ObjectIdentifier(item.type) == ObjectIdentifier(declared),
                            "\(type).\(name) holds \(item.type), declared \(declared)")
                        for field in fieldsByName(of: declared).values {
                            // A list answers each name of an item, read in place, as the item itself does.
                            guard let key = keyByName[field.name] else { continue }
                            let inList = Self.summary(items.value(at: index, for: key))
                            #expect(
                                inList == Self.summary(item.value(for: key)),
                                "item \(index) of \(type).\(name) answers `\(field.name)` otherwise in the list")
                        }
                        pending.append(item)
                    }
                default:
                    Issue.record("\(type).\(name) answers \(value), which is not the kind it declares")
                }
            }
        }
        for type in Self.declaredTypes() {
            let declared = type.declaredFields.map(\.name)
            #expect(Set(declared).count == declared.count, "\(type) declares a name twice")
            #expect(
                Set(declared) == answered[ObjectIdentifier(type)] ?? [],
                "\(type) declares names no render data of the tests answers")
        }
    }

    @Test func theNamesTemplatesMayUseAreTheNamesDeclared() {
        let declared = Set(Self.declaredTypes().flatMap { $0.declaredFields.map(\.name) })
        #expect(Set(RenderKey.names) == declared.union(["isFirst", "isLast"]))
        #expect(RenderKey(rawValue: "nmae") == nil)
        for name in declared { #expect(RenderKey(rawValue: name)?.rawValue == name) }
    }
}
