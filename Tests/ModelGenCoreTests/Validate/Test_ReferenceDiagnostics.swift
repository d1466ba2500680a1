// `references`: specs whose declarations resolve the names of the run's specs, and which render nothing; a name they
// declare may not be declared again.

import Foundation
@testable import ModelGenCore
import Testing

@Suite struct Test_ReferenceDiagnostics {
    /// A feature's spec, which the app's spec references: a snapshot, an external and a use case.
    private static let featureSpec = """
        external:
          GreetingConfig: [Sendable, Hashable]
        snapshots:
          Greeting:
            fields: { text: String }
        useCases:
          LoadGreetingUseCase:
            call: "execute(_ config: GreetingConfig) async throws -> Greeting"
        """

    /// The app's spec: a model over the feature's declarations, none declared here.
    private static let appSpec = """
        imports: [Foundation, GreetingFeature]
        models:
          GreetingModel:
            configuration: GreetingConfig
            snapshot: Greeting
            load: LoadGreetingUseCase
        """

    /// Runs `run` over the scratch folder: the rendered files, or the diagnostics with the folder's path cut.
    private static func generate(
        _ run: GenerationRun, in folder: ScratchFolder
    ) throws(DiagnosticsError) -> (files: [OutputFile], diagnostics: String) {
        do {
            return (try Generator(templates: try TemplateSet.load()).generate(try run.sources()), "")
        } catch {
            return ([], error.description.replacingOccurrences(of: folder.url.path + "/", with: ""))
        }
    }

    @Test func aReferencedSpecResolvesNamesAndRendersNothing() throws {
        let folder = try ScratchFolder([
            "modelgen.yml": "specs: [App]\nreferences: [Feature]\n",
            "App/App.yaml": Self.appSpec,
            "Feature/Feature.yaml": Self.featureSpec,
        ])
        defer { folder.remove() }
        var run = GenerationRun()
        run.configPath = folder.url("modelgen.yml").path
        let result = try Self.generate(run, in: folder)
        #expect(result.diagnostics == "")
        #expect(result.files.map(\.name) == ["App.swift", OutputFile.supportName])
        // The referenced use case keeps its own name and is not declared again.
        let app = result.files.first?.contents ?? ""
        #expect(app.contains("any LoadGreetingUseCase"))
        #expect(!app.contains("protocol LoadGreetingUseCase"))
        #expect(!app.contains("struct Greeting"))
    }

    @Test func aReferenceFlagResolvesNamesAndRendersNothing() throws {
        let folder = try ScratchFolder(["App/App.yaml": Self.appSpec, "Feature/Feature.yaml": Self.featureSpec])
        defer { folder.remove() }
        var run = GenerationRun()
        run.configPath = folder.url("modelgen.yml").path
        try folder.write("modelgen.yml", "specs: [App]\n")
        run.references = [folder.url("Feature").path]
        let result = try Self.generate(run, in: folder)
        #expect(result.diagnostics == "")
        #expect(result.files.map(\.name) == ["App.swift", OutputFile.supportName])
    }

    @Test func withoutTheReferenceTheNamesDoNotResolve() throws {
        let folder = try ScratchFolder([
            "modelgen.yml": "specs: [App]\n", "App/App.yaml": Self.appSpec, "Feature/Feature.yaml": Self.featureSpec,
        ])
        defer { folder.remove() }
        var run = GenerationRun()
        run.configPath = folder.url("modelgen.yml").path
        let diagnostics = try Self.generate(run, in: folder).diagnostics
        #expect(
            diagnostics == """
                App/App.yaml:4:20: error: cannot find type 'GreetingConfig'
                App/App.yaml:4:20: note: declare it in the specs or list it under 'external'
                App/App.yaml:5:15: error: cannot find type 'Greeting'
                App/App.yaml:5:15: note: declare it in the specs or list it under 'external'
                App/App.yaml:6:11: error: cannot find use case 'LoadGreetingUseCase'
                """)
    }

    @Test func aNameDeclaredInASpecAndInAReferenceIsDeclaredTwice() throws {
        let folder = try ScratchFolder([
            "modelgen.yml": "specs: [App]\nreferences: [Feature]\n",
            "App/App.yaml": Self.appSpec + "\nsnapshots:\n  Greeting:\n    fields: { title: String }\n",
            "Feature/Feature.yaml": Self.featureSpec,
        ])
        defer { folder.remove() }
        var run = GenerationRun()
        run.configPath = folder.url("modelgen.yml").path
        let diagnostics = try Self.generate(run, in: folder).diagnostics
        #expect(
            diagnostics == """
                App/App.yaml:8:3: error: 'Greeting' is declared twice
                Feature/Feature.yaml:4:3: note: first declared here
                """)
    }

    @Test func anExternalDeclaredInASpecAndInAReferenceIsDeclaredTwice() throws {
        let folder = try ScratchFolder([
            "modelgen.yml": "specs: [App]\nreferences: [Feature]\n",
            "App/App.yaml": "external: [GreetingConfig]\n" + Self.appSpec,
            "Feature/Feature.yaml": Self.featureSpec,
        ])
        defer { folder.remove() }
        var run = GenerationRun()
        run.configPath = folder.url("modelgen.yml").path
        let diagnostics = try Self.generate(run, in: folder).diagnostics
        #expect(
            diagnostics == """
                App/App.yaml:1:12: error: 'GreetingConfig' is declared twice
                Feature/Feature.yaml:2:3: note: first declared here
                """)
    }
}
