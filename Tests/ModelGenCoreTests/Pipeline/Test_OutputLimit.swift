// A spec that renders more Swift than one generated file may hold is blamed on the spec, at the declaration the
// output passed the limit in, not on the templates.

import ModelGenCore
import Testing

@Suite struct Test_OutputLimit {
    @Test(.slow) func aSpecThatRendersMoreThan64MiBIsBlamedOnTheModelWhereItPassedTheLimit() throws {
        // Each model renders about 2.5 KB of Swift, so 30,000 of them pass 64 MiB (near model 27,200).
        let header = [
            "snapshots:", "  S: { fields: { count: Int, names: \"[String]\" } }", "useCases:",
            "  LoadUseCase: { fetch: { returns: S } }", "models:",
        ]
        let models = (0..<30_000).map {
            "  Model\($0): { snapshot: S, load: LoadUseCase, properties: { title: String, count: Int, subtitle: String, total: Int } }"
        }
        let yaml = (header + models).joined(separator: "\n") + "\n"
        let diagnostics: [Diagnostic]
        do throws(DiagnosticsError) {
            _ = try Generator(templates: TemplateSet.load()).generate(texts: [(path: "Specs/Big.yaml", text: yaml)])
            Issue.record("a spec of \(models.count) models rendered")
            return
        } catch {
            diagnostics = error.diagnostics
        }
        let description = diagnostics.map(\.description).joined(separator: "\n")
        let model = try #require(
            description.firstMatch(of: /while rendering 'Model(\d+)'/).flatMap { Int($0.1) },
            "names the model: \(description)")
        #expect((24_000..<30_000).contains(model))
        let line = header.count + 1 + model
        #expect(
            description == """
                Specs/Big.yaml:\(line):3: error: Specs/Big.yaml renders more than 64 MiB of Swift, more than one generated file may hold; stopped
                Specs/Big.yaml:\(line):3: note: the output passed the limit while rendering 'Model\(model)'
                Specs/Big.yaml:\(line):3: note: each spec file renders one Swift file: split its declarations among several spec files
                """)
    }

    @Test func theSupportFileHasNoSpecSoItsTemplateIsBlamed() {
        let error = RenderLimitError(template: "Templates/Support.mustache", bound: .output)
        #expect(
            error.diagnostic(rendering: "ModelGenSupport.swift").description == """
                Templates/Support.mustache:1:1: error: ModelGenSupport.swift renders more than 64 MiB of Swift, more than one generated file may hold; stopped
                """)
    }
}
