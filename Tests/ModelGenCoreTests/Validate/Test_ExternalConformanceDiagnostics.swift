// What an `external` type conforms to (the protocols its mapping form lists; in the list form, every one that is
// checked), and what the generated types that hold it need of it: Sendable always, and each protocol they conform to.

import ModelGenCore
import Testing

@Suite struct Test_ExternalConformanceDiagnostics {
    @Test func aCodableSnapshotHoldingAnExternalThatIsNotCodable() {
        #expect(
            Snippet.diagnostics(
                """
                external:
                  Greeting: [Sendable, Equatable]
                snapshots:
                  GreetingSnapshot:
                    conforms: [Codable]
                    fields:
                      greeting: Greeting
                """) == """
                    Spec.yaml:7:17: error: field 'greeting' of 'GreetingSnapshot' needs 'Greeting' to be Codable, as 'GreetingSnapshot' is
                    Spec.yaml:2:3: note: list Codable for 'Greeting' under 'external' if it has it
                    """)
    }

    @Test func aHashableSnapshotHoldingANestedTypeOfAnExternal() {
        #expect(
            Snippet.diagnostics(
                """
                external:
                  Outer: [Sendable, Equatable, Hashable]
                snapshots:
                  ItemSnapshot:
                    conforms: [Hashable]
                    fields:
                      inner: Outer.Inner
                """) == """
                    Spec.yaml:7:14: error: field 'inner' of 'ItemSnapshot' needs 'Outer.Inner' to be Equatable and Hashable, as 'ItemSnapshot' is
                    Spec.yaml:2:3: note: a nested type is only Sendable unless 'external' lists 'Outer.Inner' itself
                    """)
    }

    @Test func aNestedTypeListedByItsDottedNameHasWhatItLists() {
        #expect(
            Snippet.diagnostics(
                """
                external:
                  Outer: [Sendable]
                  Outer.Inner: [Sendable, Equatable, Hashable]
                snapshots:
                  ItemSnapshot:
                    conforms: [Hashable]
                    fields:
                      inner: Outer.Inner
                """) == "")
    }

    @Test func anExternalListingEquatableMakesAnEquatableSnapshotValid() {
        #expect(
            Snippet.diagnostics(
                """
                external:
                  Greeting: [Sendable, Equatable]
                snapshots:
                  GreetingSnapshot:
                    conforms: [Equatable]
                    fields:
                      greeting: Greeting
                """) == "")
    }

    @Test func anEquatableSnapshotHoldingAnExternalThatIsOnlySendable() {
        #expect(
            Snippet.diagnostics(
                """
                external:
                  Greeting: [Sendable]
                snapshots:
                  GreetingSnapshot:
                    conforms: [Equatable]
                    fields:
                      greetings: "[Greeting]"
                """) == """
                    Spec.yaml:7:18: error: field 'greetings' of 'GreetingSnapshot' needs 'Greeting' to be Equatable, as 'GreetingSnapshot' is
                    Spec.yaml:2:3: note: list Equatable for 'Greeting' under 'external' if it has it
                    """)
    }

    @Test func aSnapshotHoldingAnExternalThatIsOnlySendableIsValid() {
        #expect(
            Snippet.diagnostics(
                """
                external:
                  Greeting: [Sendable]
                snapshots:
                  GreetingSnapshot:
                    fields:
                      greeting: Greeting
                models:
                  GreetingModel:
                    snapshot: GreetingSnapshot
                """) == "")
    }

    @Test func aFieldOfANonSendableExternal() {
        #expect(
            Snippet.diagnostics(
                """
                external:
                  Plain: [Codable]
                snapshots:
                  PlainSnapshot:
                    fields:
                      plain: Plain?
                """) == """
                    Spec.yaml:6:14: error: field 'plain' of 'PlainSnapshot' needs 'Plain' to be Sendable, as every generated type is
                    Spec.yaml:2:3: note: list Sendable for 'Plain' under 'external' if it has it
                    """)
    }

    @Test func anEnumPayloadOfANonSendableExternal() {
        #expect(
            Snippet.diagnostics(
                """
                external:
                  Plain: [Equatable]
                enums:
                  Event:
                    moved: Plain
                """) == """
                    Spec.yaml:5:12: error: field 'moved' of 'Event' needs 'Plain' to be Sendable, as every generated type is
                    Spec.yaml:2:3: note: list Sendable for 'Plain' under 'external' if it has it
                    """)
    }

    @Test func anOptionsFieldOfANonSendableExternal() {
        #expect(
            Snippet.diagnostics(
                """
                external:
                  Plain: [Equatable]
                useCases:
                  ImportUseCase:
                    stream:
                      options: { source: Plain }
                      states: { importing: Double, finished: }
                """) == """
                    Spec.yaml:6:26: error: field 'source' of 'ImportOptions' needs 'Plain' to be Sendable, as every generated type is
                    Spec.yaml:2:3: note: list Sendable for 'Plain' under 'external' if it has it
                    """)
    }

    @Test func aModelSnapshotOfANonSendableExternal() {
        #expect(
            Snippet.diagnostics(
                """
                external:
                  Plain: [Codable]
                models:
                  PlainModel:
                    snapshot: Plain
                """) == """
                    Spec.yaml:5:15: error: the snapshot of 'PlainModel' needs 'Plain' to be Sendable, as every generated type is
                    Spec.yaml:2:3: note: list Sendable for 'Plain' under 'external' if it has it
                    """)
    }

    @Test func anUnknownProtocolInTheMappingFormOfExternal() {
        #expect(
            Snippet.diagnostics(
                """
                external:
                  Greeting: [Sendable, Equatabel]
                """) == """
                    Spec.yaml:2:24: error: unknown protocol 'Equatabel' for 'Greeting'
                    Spec.yaml:2:24: note: did you mean 'Equatable'?
                    """)
    }

    @Test func aListFormExternalInACodableSnapshotIsValid() {
        #expect(
            Snippet.diagnostics(
                """
                external: [Greeting]
                snapshots:
                  GreetingSnapshot:
                    conforms: [Codable]
                    fields:
                      greeting: Greeting
                """) == "")
    }
}
