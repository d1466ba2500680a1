// The pieces both JSON Schemas are built from: the document head, mappings with the decoder's own keys, closed
// value sets from the code's enums, and YAML's booleans.

/// Builds JSON Schema (draft 2020-12) values that follow what the decoder reads.
enum JSONSchema {
    /// Where the committed schemas are published; a document's `$id` is this followed by its file name.
    static let published = "https://raw.githubusercontent.com/modelgen-swift/modelgen/main/docs/"

    /// The members a schema document starts with: the dialect, its `$id` and a title.
    static func head(file: String, title: String) -> KeyValuePairs<String, JSONValue> {
        [
            "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": .string(published + file),
            "title": .string(title),
        ]
    }

    /// A mapping with the keys `keys`, as the decoder reads one: `properties` describes each key with `property`, in
    /// order, and any other key is rejected, as the decoder rejects it. With `nullable`, an empty value stands for the
    /// empty mapping. `head` comes first (a document's ``head(file:title:)``), `rules` last (`required`, `oneOf`,
    /// `$defs`, ...).
    static func mapping<Key: MappingKey>(
        _ description: String, keys: [Key] = Key.allCases, nullable: Bool, head: KeyValuePairs<String, JSONValue> = [:],
        rules: KeyValuePairs<String, JSONValue> = [:], _ property: (Key) -> JSONValue
    ) -> JSONValue {
        let members: [(key: String, value: JSONValue)] =
            head.map { (key: $0.key, value: $0.value) } + [
                ("description", .string(description)),
                ("type", nullable ? ["object", "null"] : "object"),
                ("properties", .object(keys.map { (key: $0.rawValue, value: property($0)) })),
                ("additionalProperties", false),
            ]
        return .object(members + rules.map { (key: $0.key, value: $0.value) })
    }

    /// One of the raw values of `Value`'s cases, the closed set the decoder accepts.
    static func choice<Value: RawRepresentable & CaseIterable>(_ description: String, _ type: Value.Type) -> JSONValue
    where Value.RawValue == String {
        ["description": .string(description), "enum": .array(Value.allCases.map { .string($0.rawValue) })]
    }

    /// A `oneOf` that makes a mapping hold exactly one of `keys`: one `required` per key.
    static func exactlyOne(of keys: [String]) -> JSONValue {
        .array(keys.map { ["required": [.string($0)]] })
    }

    /// A reference to a definition of the same document.
    static func definition(_ name: String) -> JSONValue {
        .string("#/$defs/" + name)
    }

    /// A boolean: YAML's `true` and `false`, and the spellings the decoder also takes (`yes`, `no`, `on`, `off`, in
    /// any case), which YAML 1.2 editors read as text.
    static func boolean(_ description: String) -> JSONValue {
        [
            "description": .string(description),
            "anyOf": [
                ["type": "boolean"],
                [
                    "type": "string",
                    "pattern": "^([Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee]|[Yy][Ee][Ss]|[Nn][Oo]|[Oo][Nn]|[Oo][Ff][Ff])$",
                ],
            ],
        ]
    }
}
