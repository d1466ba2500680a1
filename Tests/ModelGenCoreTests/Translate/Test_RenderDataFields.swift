// Each render data type declares exactly the names its `value(for:)` answers (RenderDataFields.swift), with their
// shapes: checked over the render data of the example app and of every snippet, in both flavours.

import ModelGenCore
import Testing

@Suite struct Test_RenderDataFields {
    /// The render data of `Specs/` and of every snippet (each with its options), file by file in both flavours, and
    /// the support file's.
    static func renderData() throws -> [any RenderContext] {
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
        var data: [any RenderContext] = [Translator().support()]
        for (validated, options) in specs {
            data += validated.files.map { Translator(options: options).file($0, baseName: "File") }
        }
        return data
    }

    /// Every described type reachable from the roots through the declared shapes.
    static func declaredTypes() -> [any DescribedRenderContext.Type] {
        var types: [any DescribedRenderContext.Type] = [FileData.self, SupportData.self]
        var next = 0
        while next < types.count {
            for field in types[next].fields {
                switch field.shape {
                case .context(let type), .list(let type):
                    if !types.contains(where: { $0 == type }) { types.append(type) }
                case .text, .flag, .texts:
                    break
                }
            }
            next += 1
        }
        return types
    }

    @Test func everyAnswerIsDeclaredWithItsShape() throws {
        var pending = try Self.renderData()
        var answered: [ObjectIdentifier: Set<RenderKey>] = [:]
        while let context = pending.popLast() {
            let type = try #require(
                type(of: context) as? any DescribedRenderContext.Type, "\(type(of: context)) declares no names")
            for key in RenderKey.allCases {
                let value = context.value(for: key)
                let field = type.fields.first { $0.key == key }
                if case .missing = value {
                    #expect(
                        field == nil || field?.presence != nil,
                        "\(type) declares `\(key)` always there, but it is missing")
                    continue
                }
                guard let field else {
                    Issue.record("\(type) answers `\(key)` but does not declare it in RenderDataFields.swift")
                    continue
                }
                answered[ObjectIdentifier(type), default: []].insert(key)
                switch (value, field.shape) {
                case (.text, .text), (.bool, .flag), (.texts, .texts):
                    break
                case (.context(let inner), .context(let declared)):
                    #expect(
                        Swift.type(of: inner) == declared,
                        "\(type).\(key) holds \(Swift.type(of: inner)), declared \(declared)")
                    pending.append(inner)
                case (.list(let list), .list(let declared)):
                    list.forEachItem { item in
                        #expect(
                            Swift.type(of: item) == declared,
                            "\(type).\(key) holds \(Swift.type(of: item)), declared \(declared)")
                        pending.append(item)
                    }
                default:
                    Issue.record("\(type).\(key) answers \(value), which is not the shape it declares")
                }
            }
        }
        for type in Self.declaredTypes() {
            let declared = type.fields.map(\.key)
            #expect(Set(declared).count == declared.count, "\(type) declares a name twice")
            #expect(
                Set(declared) == answered[ObjectIdentifier(type)] ?? [],
                "\(type) declares names no render data of the tests answers, or the other way round")
        }
    }
}
