// The resolver turns a validated run into the model Translate reads; a name that does not resolve, which only a
// validator bug lets through, is an error at its node, never a member that goes missing.

import Testing

@testable import ModelGenCore

@Suite struct Test_Resolver {
    /// The index of specs that skipped validation.
    private func unvalidated(_ yaml: String) -> ValidatedSpecs {
        var diagnostics = DiagnosticList()
        let (file, _) = SpecLoading.decode(Array(yaml.utf8), path: "Spec.yaml")
        let index = SpecIndex(files: [file], diagnostics: &diagnostics)
        return ValidatedSpecs(index: index, resolver: Resolver(index: index, options: GenerationOptions()))
    }

    @Test func aNameThatDoesNotResolveIsAnInternalErrorAtItsNode() throws {
        let specs = unvalidated(
            """
            models:
              Board:
                snapshot: Int
                load: MissingUseCase
            """)
        do throws(DiagnosticsError) {
            _ = try specs.files()
            Issue.record("a name that does not resolve was not reported")
        } catch {
            #expect(
                error.description
                    == "Spec.yaml:4:11: error: internal error: the use case 'MissingUseCase' did not resolve, though the specs validated; please report this"
            )
        }
    }

    @Test func aValidatedModelCarriesItsUseCasesChildrenAndStreams() throws {
        let validated = try SpecLoading.validate(texts: [
            (
                path: "Spec.yaml",
                text: """
                snapshots:
                  Row: { fields: { number: Int, title: String } }
                  Rows: { fields: { rows: "[Row]" } }
                useCases:
                  LoadRows: { call: "execute() async throws -> Rows" }
                models:
                  RowModel:
                    configuration: Row
                    id: number
                  Board:
                    snapshot: Rows
                    load: LoadRows
                    children:
                      rows: { model: RowModel, each: rows, id: number }
                """
            )
        ])
        let board = try #require(try validated.files().first?.models.first { $0.spec.name.value == "Board" })
        #expect(board.load?.spec.name.value == "LoadRows")
        #expect(board.streams.isEmpty)
        #expect(board.useCases.map(\.shape.method) == ["execute"])
        #expect(board.children.first?.collection?.each.value == "rows")
        #expect(board.children.first?.collection?.identity.type.text == "Int")
        #expect(board.children.first?.collection?.elementIsEquatable == true)
    }
}
