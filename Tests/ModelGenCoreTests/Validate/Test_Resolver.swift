// The resolver turns a validated run into the model Translate reads; a name that does not resolve, which only a
// validator bug lets through, is an error at its node, never a member that goes missing.

import Testing

@testable import ModelGenCore

@Suite struct Test_Resolver {
    /// The index of specs that skipped validation.
    private func index(_ yaml: String) -> SpecIndex {
        var diagnostics = DiagnosticList()
        let (file, _) = SpecLoading.decode(Array(yaml.utf8), path: "Spec.yaml")
        return SpecIndex(files: [file], diagnostics: &diagnostics)
    }

    @Test func aNameThatDoesNotResolveIsAnInternalErrorAtItsNode() throws {
        let unvalidated = index(
            """
            models:
              Board:
                snapshot: Int
                load: MissingUseCase
            """)
        #expect(throws: DiagnosticsError.self) { try Resolver(index: unvalidated).files() }
        do {
            _ = try Resolver(index: unvalidated).files()
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
        let board = try #require(validated.files.first?.models.first { $0.spec.name.value == "Board" })
        #expect(board.load?.spec.name.value == "LoadRows")
        #expect(board.streams.isEmpty)
        #expect(board.useCases.map(\.shape.method) == ["execute"])
        #expect(board.children.first?.collection?.each.value == "rows")
        #expect(board.children.first?.collection?.identity.type.text == "Int")
        #expect(board.children.first?.collection?.elementIsEquatable == true)
    }
}
