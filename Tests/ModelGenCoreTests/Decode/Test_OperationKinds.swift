// The kinds of operation are declared once (`OperationSpec.KindName` and `OperationSpec.Key`): the decoder reads each
// kind, and reports each key that does not go with it, by the declaration, and the JSON Schema lists the same keys,
// kinds and descriptions. A new kind fails here until the decoder and the schema follow it; `written(_:)` and
// `value(of:)` ask (the compiler does) how a spec writes it.

import ModelGenCore
import Testing

@Suite struct Test_OperationKinds {
    private typealias KindName = OperationSpec.KindName
    private typealias Key = OperationSpec.Key

    /// The entry that writes an operation of `kind`, as the decoder reads it (no use case needs to exist).
    private func written(_ kind: KindName) -> String {
        switch kind {
        case .stream: "stream: ImportUseCase"
        case .call: "call: SaveUseCase"
        case .steps: "steps: [{ state: idle }]"
        }
    }

    /// A value the decoder reads for `key`.
    private func value(of key: Key) -> String {
        switch key {
        case .doc: "Does it."
        case .stream: "ImportUseCase"
        case .call: "SaveUseCase"
        case .reloads: "true"
        case .onError: "state"
        case .begin: "preparing"
        case .success: "loaded"
        case .failure: "failed"
        case .stop: "halt"
        case .append: "entries"
        case .assign: "prs"
        case .progress: "onEvent"
        case .steps: "[{ state: idle }]"
        case .arguments: "{ force: true }"
        case .from: "configuration"
        }
    }

    /// The operation `op` written as the flow mapping of `entries`, and the decoder's diagnostics, each as printed.
    private func decode(_ entries: [String]) -> (operation: OperationSpec?, problems: [String]) {
        let text = "models:\n  M:\n    operations:\n      op: { \(entries.joined(separator: ", ")) }\n"
        let (file, problems) = SpecLoading.decode(Array(text.utf8), path: "Spec.yaml")
        return (file.models.first?.operations.first, problems.map(\.description))
    }

    /// The lines of `problems` (each error, then its notes), without their locations.
    private func messages(_ problems: [String]) -> [String] {
        let lines: [Substring] = problems.flatMap { $0.split(separator: "\n") }
        return lines.map { line in line.firstRange(of: ": ").map { String(line[$0.upperBound...]) } ?? String(line) }
    }

    @Test func theDeclarationNamesEachKindsKeyAndOwnKeysOnce() {
        for kind in KindName.allCases {
            #expect(kind.key.rawValue == kind.rawValue, "a kind is written as its own name")
            #expect(kind.key.kinds == [kind], "\(kind.key) belongs to \(kind)")
            #expect(!kind.ownKeys.contains(kind.key))
        }
        for key in Key.allCases {
            for kind in key.kinds {
                #expect(kind.key == key || kind.ownKeys.contains(key), "\(key) is the key of \(kind) or its own")
            }
        }
    }

    @Test func eachKindIsReadAsItself() {
        for kind in KindName.allCases {
            let ownKeys = kind.ownKeys.map { "\($0.rawValue): \(value(of: $0))" }
            let (operation, problems) = decode([written(kind)] + ownKeys)
            #expect(problems == [], "\(kind)")
            #expect(operation?.kind.name == kind)
        }
    }

    @Test func anOperationTakesTheDeclaredKeysAndNeedsOneKind() {
        let (operation, problems) = decode(["doc: \(value(of: .doc))", "zzz: 1"])
        #expect(operation == nil)
        #expect(
            messages(problems) == [
                "error: unknown key 'zzz' in operation 'op'",
                "note: operation 'op' takes " + list(Key.allCases.map(\.rawValue)),
                "error: operation 'op' needs " + list(KindName.allCases.map(\.key.rawValue)),
            ])
    }

    @Test func aKeyOfAnotherKindIsReportedByTheKindItBelongsTo() {
        for kind in KindName.allCases {
            for other in KindName.allCases where other != kind {
                for key in other.ownKeys where !key.kinds.contains(kind) {
                    let (operation, problems) = decode([written(kind), "\(key.rawValue): \(value(of: key))"])
                    #expect(operation?.kind.name == kind)
                    let expected =
                        kind.takesPrecedence
                        ? "error: '\(key.rawValue)' does not go with '\(kind.rawValue)' in operation 'op'"
                        : "error: '\(key.rawValue)' belongs to a \(list(key.kinds.map(\.rawValue))) operation"
                    #expect(messages(problems) == [expected], "\(key) beside \(kind)")
                }
            }
        }
    }

    @Test func twoKindsAreOneTooMany() {
        let kinds = KindName.allCases
        for (offset, first) in kinds.enumerated() {
            for second in kinds[(offset + 1)...] {
                let (operation, problems) = decode([written(first), written(second)])
                if let read = [first, second].first(where: \.takesPrecedence) {
                    let other = read == first ? second : first
                    #expect(operation?.kind.name == read)
                    #expect(
                        messages(problems) == [
                            "error: '\(other.rawValue)' does not go with '\(read.rawValue)' in operation 'op'"
                        ])
                } else {
                    #expect(operation == nil)
                    #expect(
                        messages(problems) == [
                            "error: operation 'op' has both '\(first.rawValue)' and '\(second.rawValue)'; it takes one"
                        ])
                }
            }
        }
    }

    @Test func theSchemaListsTheDeclaredKeysKindsAndDescriptions() throws {
        let operation = try #require(SpecSchema.document["$defs"]?["operation"])
        let properties = try #require(operation["properties"]?.members)
        #expect(properties.map(\.key) == Key.allCases.map(\.rawValue))
        for (key, property) in zip(Key.allCases, properties.map(\.value)) {
            #expect(property["description"]?.string == key.summary, "\(key)")
        }
        let oneOf = try #require(operation["oneOf"]?.items)
        #expect(oneOf.map { $0["required"]?.items?.compactMap(\.string) } == KindName.allCases.map { [$0.rawValue] })
        let dependentRequired = try #require(operation["dependentRequired"]?.members)
        #expect(
            dependentRequired.map { "\($0.key): \($0.value.items?.compactMap(\.string) ?? [])" }
                == KindName.allCases.flatMap { kind in
                    kind.ownKeys.filter { $0.kinds.count == 1 }.map { "\($0.rawValue): [\"\(kind.rawValue)\"]" }
                })
        let dependentSchemas = try #require(operation["dependentSchemas"]?.members)
        #expect(
            dependentSchemas.map { "\($0.key): \($0.value["oneOf"]?.items?.count ?? 0)" }
                == Key.allCases.filter { $0.kinds.count > 1 }.map { "\($0.rawValue): \($0.kinds.count)" })
    }

    /// `'a', 'b' or 'c'`, as diagnostics list names.
    private func list(_ names: [String]) -> String {
        let quoted = names.map { "'\($0)'" }
        guard quoted.count > 1 else { return quoted.joined() }
        return quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
    }
}

extension JSONValue {
    /// The value of an object's member `key`.
    fileprivate subscript(_ key: String) -> JSONValue? {
        members?.first { $0.key == key }?.value
    }

    /// An object's members.
    fileprivate var members: [(key: String, value: JSONValue)]? {
        if case .object(let members) = self { members } else { nil }
    }

    /// An array's items.
    fileprivate var items: [JSONValue]? {
        if case .array(let items) = self { items } else { nil }
    }

    /// A string's text.
    fileprivate var string: String? {
        if case .string(let text) = self { text } else { nil }
    }
}
