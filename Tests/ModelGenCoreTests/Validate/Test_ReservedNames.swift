// Reserved type names: what Swift and the generated code rely on, read off the built-in templates, refused as
// declarations with a located error, and never the target of advice that leads to a refusal.

import Foundation
@testable import ModelGenCore
import Testing

@Suite struct Test_ReservedNames {
    /// Names the generated code uses, from its class attributes to its support types.
    static let usedByGeneratedCode = [
        "MainActor", "Hashable", "Codable", "Observable", "ObservableObject", "Published", "AnyCancellable",
        "AsyncStream", "Task",
        "Identifiable", "ModelGenTasks", "ModelGenBroadcaster", "ModelState", "TaskKey", "Sendable", "Error",
    ]

    @Test(arguments: usedByGeneratedCode)
    func aNameTheGeneratedCodeUsesCannotBeDeclared(name: String) {
        #expect(ReservedNames.types.contains(name))
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  \(name): { fields: { count: Int } }
                """) == """
                    Spec.yaml:2:3: error: '\(name)' cannot be declared: it would shadow a type Swift or the generated code relies on
                    """)
    }

    @Test func aNameTheGeneratedCodeUsesCannotBeExternal() {
        #expect(
            Snippet.diagnostics(
                """
                external:
                  Published: [Sendable]
                  MainActor: [Sendable]
                """) == """
                    Spec.yaml:2:3: error: 'Published' cannot be declared: it would shadow a type Swift or the generated code relies on
                    Spec.yaml:3:3: error: 'MainActor' cannot be declared: it would shadow a type Swift or the generated code relies on
                    """)
    }

    /// `cannot find type` suggested `external` for a name that `external` then refused.
    @Test func anUnresolvedReservedNameIsNotAdvisedToBeExternal() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  Flags:
                    fields:
                      changes: ObservableObject
                """) == """
                    Spec.yaml:4:16: error: cannot find type 'ObservableObject'
                    Spec.yaml:4:16: note: 'ObservableObject' is a name Swift or the generated code relies on: specs can neither declare it nor list it under 'external'
                    """)
    }

    /// `Task<Success, Failure>` and `Duration` are standard `Sendable` types.
    @Test func taskAndDurationAreStandardTypes() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  Timing:
                    conforms: [Hashable]
                    fields:
                      running: "Task<Void, Never>"
                      interval: Duration
                models:
                  TimingModel:
                    properties:
                      refresh: "Task<Int, any Error>?"
                """) == "")
    }

    @Test func aTaskWithoutItsArgumentsIsALocatedError() {
        #expect(
            Snippet.diagnostics(
                """
                models:
                  TimingModel:
                    properties:
                      refresh: Task
                """) == """
                    Spec.yaml:4:16: error: 'Task' is not a Swift type: 'Task' takes two generic arguments, and 0 are written
                    """)
    }

    @Test func theScanLeavesOutTagsCommentsStringsMembersAndDirectives() {
        let template = """
            #if DEBUG
            import Combine
            /// The Model of {{name}}: "Quoted" text.
            {{>Access}}final class {{name}}Stub: Sendable { // Trailing Comment
                let text = "Inside \\"A String\\""
                var updates: Updates.Element
                let number = 1E5
            }
            """
        #expect(ReservedNames.capitalisedNames(inTemplate: template) == ["Sendable", "Updates"])
    }

    @Test func everyCapitalisedNameOfTheBuiltInTemplatesIsReserved() {
        for template in BuiltinTemplates.all {
            let unreserved = ReservedNames.capitalisedNames(inTemplate: template.text).subtracting(ReservedNames.types)
            #expect(unreserved.isEmpty, "\(template.name): \(unreserved.sorted())")
        }
    }

    /// What translation writes beside the templates keeps in step too: every capitalised name in the output of the
    /// reference specs, in both flavours, is reserved or comes from the specs.
    @Test(arguments: [GenerationOptions.Flavor.observation, .observableObject])
    func everyCapitalisedNameTheOutputUsesIsReservedOrDeclared(flavor: GenerationOptions.Flavor) throws {
        let sources = try SpecSource.find(["Specs"], currentDirectory: Repository.root)
        let specs = try SpecLoading.validate(sources)
        var options = GenerationOptions()
        options.flavor = flavor
        let files = try Generator(options: options, templates: try TemplateSet.load()).generate(sources)
        let declared = Set(specs.index.declarations.keys).union(
            specs.index.useCases.keys.map { Namer.stub(of: $0).bare }
        ).union(SpecIndex.standardProtocols)
        for file in files {
            let unreserved = ReservedNames.capitalisedNames(inSwift: file.contents).subtracting(ReservedNames.types)
                .subtracting(declared)
            #expect(unreserved.isEmpty, "\(file.name): \(unreserved.sorted())")
        }
    }
}
