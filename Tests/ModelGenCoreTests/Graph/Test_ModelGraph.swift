// The Mermaid flowchart of a run's models: nodes with use cases, an edge per child lifetime, dotted observes edges.

@testable import ModelGenCore
import Testing

@Suite struct Test_ModelGraph {
    private func graph(_ yaml: String) throws -> String {
        ModelGraph.mermaid(try SpecLoading.validate(texts: [(path: "Spec.yaml", text: yaml)]))
    }

    @Test func everyChildLifetimeObservesAndEachKindOfUseCase() throws {
        #expect(
            try graph(
                """
                external: [Settings, PanelConfiguration]
                snapshots:
                  BoardSnapshot:
                    fields: { cards: "[String]" }
                useCases:
                  BoardStatusUseCase:
                    fetch: { returns: BoardSnapshot }
                  ShuffleUseCase:
                    stream: { states: { shuffling: , shuffled: BoardSnapshot } }
                  SyncUseCase:
                    stream:
                      options: { settings: Settings }
                      states: { synced: BoardSnapshot }
                  StopUseCase:
                    stream: { states: { stopping: Double, stopped: } }
                  ArchiveUseCase:
                    stream: { states: { archiving: , archived: } }
                models:
                  SettingsModel:
                    broadcasts: { current: Settings }
                  PanelModel:
                    configuration: PanelConfiguration
                  NoteModel: {}
                  DeskModel:
                    state: { idle: , stopping: StopState, done: }
                    initial: idle
                    children:
                      boardModel: BoardModel
                    operations:
                      close:
                        steps:
                          - { stream: StopUseCase, as: stopping }
                          - { stream: ArchiveUseCase }
                          - { call: boardModel.shuffle }
                          - { state: done }
                  BoardModel:
                    snapshot: BoardSnapshot
                    load: BoardStatusUseCase
                    children:
                      settingsModel: SettingsModel
                      panelModel: { model: PanelModel, configuredBy: PanelConfiguration }
                      historyModel: { model: NoteModel, lifetime: activated }
                      noteModel: { model: NoteModel, lifetime: provided }
                    operations:
                      shuffle: { stream: ShuffleUseCase }
                    observes:
                      settingsModel: SyncUseCase
                """) == """
                    flowchart TD
                        BoardModel["BoardModel<br/>load: BoardStatusUseCase<br/>shuffle: ShuffleUseCase<br/>observes settingsModel: SyncUseCase"]
                        DeskModel["DeskModel<br/>close: StopUseCase, ArchiveUseCase"]
                        NoteModel["NoteModel"]
                        PanelModel["PanelModel"]
                        SettingsModel["SettingsModel"]
                        BoardModel -->|required| SettingsModel
                        BoardModel -->|optional| PanelModel
                        BoardModel -->|activated| NoteModel
                        BoardModel -->|provided| NoteModel
                        BoardModel -.->|observes| SettingsModel
                        DeskModel -->|required| BoardModel

                    """)
    }

    @Test func aNameMermaidReadsAsAKeywordGetsAnIDOfItsOwn() throws {
        #expect(
            try graph(
                """
                models:
                  end:
                    children: { part: class }
                  class: {}
                  end_: {}
                """) == """
                    flowchart TD
                        class_["class"]
                        end__["end"]
                        end_["end_"]
                        end__ -->|required| class_

                    """)
    }

    @Test func labelTextKeepsPlainCharactersAndEncodesEveryOther() {
        #expect(ModelGraph.escaped("load: A_1, b.c") == "load: A_1, b.c")
        #expect(ModelGraph.escaped("a\"b<br/>|#]\né") == "a#34;b#60;br#47;#62;#124;#35;#93;#10;#233;")
    }
}
