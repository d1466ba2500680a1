// The spec language as a JSON Schema: every key, node kind and closed value set the decoder reads, with help text.

/// The JSON Schema (draft 2020-12) of a spec file, for editors' completion and validation; `modelgen schema` prints it
/// and `docs/spec.schema.json` is a copy. Each mapping's keys come from the key enum the decoder reads
/// (`Decode/SpecKeys.swift`), described by an exhaustive switch here; lifetimes come from `ChildLifetime`, and an
/// operation's kinds and descriptions from `OperationSpec.KindName` and `OperationSpec.Key`.
public enum SpecSchema {
    /// The schema document.
    public static var document: JSONValue {
        JSONSchema.mapping(
            "A modelgen spec: snapshots, use cases and model hierarchies, rendered to one Swift file. "
                + "Every name in the spec files of one run shares one namespace. See docs/spec-language.md.",
            nullable: true, head: JSONSchema.head(file: "spec.schema.json", title: "modelgen spec"),
            rules: ["$defs": definitions]
        ) { (key: SpecFile.Key) -> JSONValue in
            switch key {
            case .imports: names("Modules the rendered file imports (default: [Foundation]).")
            case .external:
                [
                    "description":
                        "Types defined by hand elsewhere, so that they resolve: a list of names (Sendable, Equatable, Hashable), or each name with what it conforms to.",
                    "anyOf": [
                        names("Type names."),
                        ["type": "object", "additionalProperties": names("The protocols the type conforms to.")],
                    ],
                ]
            case .enums: named("Small value enums, by name.", "enum")
            case .snapshots: named("Value structs, by name: what use cases return and models hold.", "snapshot")
            case .useCases:
                named(
                    "Use cases by name: generated protocols, or existing types the models call.", "useCase")
            case .models: named("@MainActor observable model classes and their hierarchy, by class name.", "model")
            }
        }
    }

    /// The definitions the schema refers to: names, types, literals, fields, cases and every mapping below the top.
    private static var definitions: JSONValue {
        [
            "identifier": [
                "description": "A name: ASCII letters, digits and underscores, not starting with a digit.",
                "type": "string",
                "pattern": "^([A-Za-z][A-Za-z0-9_]*|_[A-Za-z0-9_]+)$",
            ],
            "type": [
                "description": .string(
                    "A Swift type expression: String, Date?, \"[Item]\", \"[String: Int]\", Result<Int, MyError>, "
                        + "\"@MainActor @Sendable (Int) -> Void\"; Array<T>, Optional<T> and Dictionary<K, V> are [T], T? and [K: V]. "
                        + "Metatypes (T.Type), T.self and some P are not types here. "
                        + "YAML reads an unquoted [Item] as a list: a one-element list of a type is the array type."),
                "anyOf": [
                    ["type": "string", "minLength": 1],
                    [
                        "type": "array", "minItems": 1, "maxItems": 1,
                        "items": [
                            "anyOf": [
                                typeExpression,
                                [
                                    "type": "object", "minProperties": 1, "maxProperties": 1,
                                    "additionalProperties": typeExpression,
                                ],
                            ]
                        ],
                    ],
                ],
            ],
            "text": [
                "description": "Documentation, emitted as /// comments.", "type": ["string", "number", "boolean"],
            ],
            "literal": [
                "description": .string(
                    "A Swift literal: a number, a string in double quotes (\"\\\"Untitled\\\"\"), true, false, nil, "
                        + "[] or [:] (YAML's [] and {} stand for them), or an enum case .name."),
                "anyOf": [
                    ["type": ["string", "number", "boolean"]],
                    ["type": "array", "maxItems": 0],
                    ["type": "object", "maxProperties": 0],
                ],
            ],
            "field": typeOr(
                "A field: its type, or { type, default, doc }.",
                JSONSchema.mapping(
                    "A field with its type, a Swift literal default and documentation.",
                    keys: FieldSpec.Mapping.field.keys, nullable: false, rules: ["required": ["type"]]
                ) { fieldProperty($0, of: .field) }),
            "property": typeOr(
                "A property: its type, or { type, default, doc, access, set, tracked, didSet, load }.",
                JSONSchema.mapping(
                    "A stored property with its type, a Swift literal default or a load, documentation, access and hooks.",
                    keys: FieldSpec.Mapping.property.keys, nullable: false,
                    rules: ["required": ["type"], "not": ["required": ["default", "load"]]]
                ) { fieldProperty($0, of: .property) }),
            "dependency": typeOr(
                "A dependency: its type, or { type, doc, access }.",
                JSONSchema.mapping(
                    "An injected value with its type, documentation and access.",
                    keys: FieldSpec.Mapping.dependency.keys, nullable: false, rules: ["required": ["type"]]
                ) { fieldProperty($0, of: .dependency) }),
            "payloadField": typeOr(
                "A value: its type, or { type, doc }.",
                JSONSchema.mapping(
                    "A value with its type and documentation.", keys: FieldSpec.Mapping.payloadField.keys,
                    nullable: false, rules: ["required": ["type"]]
                ) { fieldProperty($0, of: .payloadField) }),
            "broadcastField": typeOr(
                "A broadcast value: its type, or { type, doc, replay }.",
                JSONSchema.mapping(
                    "A broadcast value with its type, documentation and whether a new subscriber gets the current value first.",
                    keys: FieldSpec.Mapping.broadcastField.keys, nullable: false, rules: ["required": ["type"]]
                ) { fieldProperty($0, of: .broadcastField) }),
            "fields": named("Fields by name; arrays default to [], dictionaries to [:], optionals to nil.", "field"),
            "payloadFields": named("Values by name.", "payloadField"),
            "properties": named(
                "Stored values by name; one without a default or load that is not optional is an init parameter.",
                "property"),
            "dependencies": named("Injected values by name.", "dependency"),
            "broadcastFields": named("Broadcast values by name.", "broadcastField"),
            "options": [
                "description": .string(
                    "The use case's options, as fields by name: a struct XOptions, and the parameters of the "
                        + "model method that runs it. Leave it out for a use case without options."),
                "$ref": JSONSchema.definition("fields"),
                "type": "object",
                "minProperties": 1,
            ],
            "case": [
                "description":
                    "A case: no payload (name:), one unlabelled payload (name: Type) or labelled payload values (name: { label: Type }).",
                "anyOf": [
                    ["type": "null"], typeExpression,
                    ["$ref": JSONSchema.definition("payloadFields"), "type": "object"],
                ],
            ],
            "cases": [
                "description": "Cases by name, in order; at least one.",
                "type": "object",
                "minProperties": 1,
                "propertyNames": ["$ref": JSONSchema.definition("identifier")],
                "additionalProperties": ["$ref": JSONSchema.definition("case")],
            ],
            "enum": [
                "description": "An enum: a list of payload-less cases, or cases by name.",
                "anyOf": [
                    ["type": "array", "minItems": 1, "items": ["$ref": JSONSchema.definition("identifier")]],
                    ["$ref": JSONSchema.definition("cases")],
                    JSONSchema.mapping(
                        "An enum with documentation: { doc, cases }.", nullable: false, rules: ["required": ["cases"]]
                    ) { (key: EnumSpec.Key) -> JSONValue in
                        switch key {
                        case .doc: doc
                        case .cases:
                            [
                                "description": "The cases: a list of payload-less cases, or cases by name.",
                                "anyOf": [
                                    [
                                        "type": "array", "minItems": 1,
                                        "items": ["$ref": JSONSchema.definition("identifier")],
                                    ],
                                    ["$ref": JSONSchema.definition("cases")],
                                ],
                            ]
                        }
                    },
                ],
            ],
            "snapshot": snapshot,
            "useCase": useCase,
            "stream": stream,
            "fetch": fetch,
            "model": model,
            "child": child,
            "operation": operation,
            "step": step,
        ]
    }

    /// `snapshots:` entry.
    private static var snapshot: JSONValue {
        JSONSchema.mapping(
            "A value struct (Sendable, Equatable); when every field has a default, written or implied, it gets static let empty.",
            nullable: true
        ) { (key: SnapshotSpec.Key) -> JSONValue in
            switch key {
            case .doc: doc
            case .conforms: names("Protocols added to the default Sendable, Equatable.")
            case .fields: ["description": "Stored properties in order.", "$ref": JSONSchema.definition("fields")]
            }
        }
    }

    /// `useCases:` entry.
    private static var useCase: JSONValue {
        JSONSchema.mapping(
            "A use-case protocol with a test double: call (any Swift signature), stream (yields states) or fetch (returns one value).",
            nullable: false,
            rules: [
                "oneOf": JSONSchema.exactlyOne(of: ["call", "stream", "fetch"]),
                "dependentRequired": ["existing": ["call"], "completed": ["call"]],
            ]
        ) { (key: UseCaseSpec.Key) -> JSONValue in
            switch key {
            case .doc: doc
            case .call:
                [
                    "description":
                        "One Swift function signature: \"execute(repoPath: String) async throws -> [WorktreeStatus]\".",
                    "type": "string", "minLength": 1,
                ]
            case .existing:
                JSONSchema.boolean(
                    "The type exists, written by hand: modelgen generates <Name>Protocol, the conformance and a stub.")
            case .completed:
                [
                    "description":
                        "The case of a stream call's state that carries the snapshot: \"completed(Greeting)\", or a case name.",
                    "type": "string",
                ]
            case .stream:
                [
                    "description": "stream(options:) -> AsyncThrowingStream<XState, any Error>.",
                    "$ref": JSONSchema.definition("stream"),
                ]
            case .fetch:
                [
                    "description": "fetch(options:) async throws -> the returned type.",
                    "$ref": JSONSchema.definition("fetch"),
                ]
            }
        }
    }

    /// The `stream:` part of a use case.
    private static var stream: JSONValue {
        JSONSchema.mapping(
            "A streaming use case: its options and the states it yields.", nullable: false,
            rules: ["required": ["states"]]
        ) { (key: StreamSpec.Key) -> JSONValue in
            switch key {
            case .options: ["$ref": JSONSchema.definition("options")]
            case .optionsType: name("Names the options struct instead of XOptions.")
            case .states:
                [
                    "description":
                        "The enum XState: one case per state yielded. A case carrying a snapshot is the completed case.",
                    "$ref": JSONSchema.definition("cases"),
                ]
            case .stateType: name("Names the state enum instead of XState.")
            case .completed: name("Names the completed case, instead of the last case whose payload is a snapshot.")
            }
        }
    }

    /// The `fetch:` part of a use case.
    private static var fetch: JSONValue {
        JSONSchema.mapping(
            "A fetching use case: one call, one value.", nullable: false, rules: ["required": ["returns"]]
        ) { (key: FetchSpec.Key) -> JSONValue in
            switch key {
            case .options: ["$ref": JSONSchema.definition("options")]
            case .optionsType: name("Names the options struct instead of XOptions.")
            case .returns: ["description": "The returned type.", "$ref": JSONSchema.definition("type")]
            }
        }
    }

    /// `models:` entry; `snapshot` and `state` exclude each other, `initial` and `state` need each other, `load` needs `snapshot`.
    private static var model: JSONValue {
        JSONSchema.mapping(
            "A @MainActor observable model class: snapshot (the standard state), state (custom cases, with initial), or neither.",
            nullable: true,
            rules: [
                "not": ["required": ["snapshot", "state"]],
                "dependentRequired": ["initial": ["state"], "state": ["initial"], "load": ["snapshot"]],
            ]
        ) { (key: ModelSpec.Key) -> JSONValue in
            switch key {
            case .doc: doc
            case .configuration:
                [
                    "description":
                        "The type of let configuration, passed to init(configuration:); an optional child's model needs one.",
                    "$ref": JSONSchema.definition("type"),
                ]
            case .id:
                [
                    "description":
                        "The configuration field that makes the model Identifiable: a name, or { field, type } for an external configuration.",
                    "anyOf": [
                        ["$ref": JSONSchema.definition("identifier")],
                        JSONSchema.mapping("The field and its type.", nullable: false, rules: ["required": ["field"]]) {
                            (key: ModelIDSpec.Key) -> JSONValue in
                            switch key {
                            case .field: ["$ref": JSONSchema.definition("identifier")]
                            case .type: typeExpression
                            }
                        },
                    ],
                ]
            case .snapshot:
                [
                    "description":
                        "The standard state's snapshot: uninitialized, loading, ready(Snapshot), operating, failed. Not with state.",
                    "$ref": JSONSchema.definition("type"),
                ]
            case .state:
                [
                    "description": "Custom state cases, with initial. Not with snapshot.",
                    "$ref": JSONSchema.definition("cases"),
                ]
            case .initial:
                [
                    "description":
                        "The custom state case the model starts in: a case without payload, or { case: { label: literal } } with the literals of its payload ({ case: literal } for one unlabelled value).",
                    "anyOf": [
                        ["$ref": JSONSchema.definition("identifier")],
                        [
                            "type": "object", "minProperties": 1, "maxProperties": 1,
                            "propertyNames": ["$ref": JSONSchema.definition("identifier")],
                            "additionalProperties": [
                                "anyOf": [
                                    ["type": ["string", "number", "boolean", "array", "null"]],
                                    [
                                        "type": "object",
                                        "propertyNames": ["$ref": JSONSchema.definition("identifier")],
                                    ],
                                ]
                            ],
                        ],
                    ],
                ]
            case .load: name("A fetch use case returning the snapshot, run from init: loading -> ready | failed.")
            case .broadcasts:
                [
                    "description":
                        "Values subscribers follow: init(name:) and observeChanges() -> AsyncStream of each.",
                    "$ref": JSONSchema.definition("broadcastFields"),
                ]
            case .properties:
                [
                    "description":
                        "Observable, settable stored values beside the state (view input); one without a default that is not optional is an init parameter.",
                    "$ref": JSONSchema.definition("properties"),
                ]
            case .dependencies:
                [
                    "description":
                        "Injected values for hand-written extensions: a declared use case (held as any its protocol) or a type as written.",
                    "$ref": JSONSchema.definition("dependencies"),
                ]
            case .children:
                [
                    "description":
                        "Child models by property name: required, optional (configuredBy), activated or provided.",
                    "type": ["object", "null"],
                    "propertyNames": ["$ref": JSONSchema.definition("identifier")],
                    "additionalProperties": ["$ref": JSONSchema.definition("child")],
                ]
            case .observes:
                [
                    "description":
                        "By required child: each value the child broadcasts runs this stream use case into the state.",
                    "type": ["object", "null"],
                    "propertyNames": ["$ref": JSONSchema.definition("identifier")],
                    "additionalProperties": ["$ref": JSONSchema.definition("identifier")],
                ]
            case .operations: named("Methods by name: a stream use case or a list of steps.", "operation")
            case .access: access("The model's access level (default: the run's); never above the run's.")
            case .stateNames:
                ConfigurationSchema.stateNames(
                    "The standard state's case names for this model (default: the run's).")
            case .stateCases:
                ConfigurationSchema.stateCases(
                    "Which standard cases this model's state declares (default: the run's).")
            case .didInit: name("A hand-written method the init calls last.")
            case .enums: named("Value enums nested in the model, by name.", "enum")
            case .snapshots: named("Value structs nested in the model, by name.", "snapshot")
            }
        }
    }

    /// `children:` entry.
    private static var child: JSONValue {
        [
            "description":
                "A child: its model class (a required child, injected at init), or { model, lifetime, configuredBy, reloadsParent }.",
            "anyOf": [
                ["$ref": JSONSchema.definition("identifier")],
                JSONSchema.mapping("A child with its lifetime.", nullable: false, rules: ["required": ["model"]]) {
                    (key: ChildSpec.Key) -> JSONValue in
                    switch key {
                    case .model: name("The child's model class.")
                    case .lifetime:
                        [
                            "description": .string(
                                ChildLifetime.written.map { "\($0.rawValue): \($0.summary)" }.joined(separator: "; ")
                                    + "."),
                            "enum": .array(ChildLifetime.written.map { .string($0.rawValue) }),
                        ]
                    case .configuredBy:
                        [
                            "description":
                                "The configuration type of an optional child: configure(_:) creates or replaces it.",
                            "$ref": JSONSchema.definition("type"),
                        ]
                    case .reloadsParent:
                        JSONSchema.boolean(
                            "Replacing this optional, activated or assigned child re-runs the parent's load.")
                    case .each:
                        name(
                            "The snapshot's array field: one child per element, configured by it; 'snapshot' for a snapshot that is itself an array."
                        )
                    case .id: name("The element's Hashable field that keeps a collection child across refreshes.")
                    case .key:
                        [
                            "description":
                                "The Hashable key type of a keyed cache: childModel(for:) makes a child per key on first use, removeChildModel(for:) drops it.",
                            "$ref": JSONSchema.definition("type"),
                        ]
                    case .access: access("Who sees the child (default: the model's access).")
                    }
                },
            ],
        ]
    }

    /// `operations:` entry: its keys, the one key of its kind, and the keys of each kind, from `OperationSpec.KindName`
    /// and `OperationSpec.Key`.
    private static var operation: JSONValue {
        let kinds = OperationSpec.KindName.allCases
        return JSONSchema.mapping(
            "An operation: a method returning Task<Void, Never>.", nullable: false,
            rules: [
                "oneOf": JSONSchema.exactlyOne(of: kinds.map(\.key.rawValue)),
                "dependentRequired": .object(
                    kinds.flatMap { kind in
                        kind.ownKeys.filter { $0.kinds.count == 1 }.map {
                            (key: $0.rawValue, value: [.string(kind.key.rawValue)])
                        }
                    }
                ),
                // A key that goes with several kinds needs one of their keys.
                "dependentSchemas": .object(
                    OperationSpec.Key.allCases.filter { $0.kinds.count > 1 }.map { key in
                        (key: key.rawValue, value: ["oneOf": JSONSchema.exactlyOne(of: key.kinds.map(\.key.rawValue))])
                    }),
            ],
            operationProperty)
    }

    /// The schema of `key` of a field-like `mapping`.
    private static func fieldProperty(_ key: FieldSpec.Key, of mapping: FieldSpec.Mapping) -> JSONValue {
        switch key {
        case .type: typeExpression
        case .default: ["$ref": JSONSchema.definition("literal")]
        case .doc: doc
        case .access:
            switch mapping {
            case .dependency: access("Who sees the dependency (default: internal).")
            case .field, .property, .payloadField, .broadcastField:
                access("Who sees the property (default: the model's access).")
            }
        case .set: access("Who may set the property (default: its access).")
        case .tracked: JSONSchema.boolean("false: stored outside observation (@ObservationIgnored, never @Published).")
        case .didSet:
            switch mapping {
            case .dependency: ["description": "Not allowed: a dependency is a constant.", "not": [:]]
            case .field, .property, .payloadField, .broadcastField:
                name("A hand-written method the property's didSet calls.")
            }
        case .load:
            name(
                "A synchronous value use case that takes nothing and cannot fail: init sets the property to its value.")
        case .replay:
            JSONSchema.boolean("false: subscribers get only the changes made after they subscribe (default true).")
        }
    }

    /// The schema of an operation's `key`, described by its summary.
    private static func operationProperty(_ key: OperationSpec.Key) -> JSONValue {
        switch key {
        case .doc: doc(key.summary)
        case .stream, .call, .begin, .append, .assign, .success, .failure: name(key.summary)
        case .from:
            [
                "description": .string(key.summary), "type": "string",
                "pattern": "^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*$",
            ]
        case .arguments:
            [
                "description": .string(key.summary), "type": "object",
                "additionalProperties": [
                    "description":
                        "A member path (recipientInput, configuration.repoSlug) or a Swift literal (true, 3, \"\\\"main\\\"\").",
                    "type": ["string", "number", "boolean", "array", "object"],
                ],
            ]
        case .stop:
            [
                "description": .string(key.summary),
                "anyOf": [
                    ["$ref": JSONSchema.definition("identifier")],
                    JSONSchema.mapping(
                        "The method's name and the state it returns to.", nullable: false, rules: ["required": ["name"]]
                    ) { (key: OperationSpec.StopKey) -> JSONValue in
                        switch key {
                        case .name: name("The method's name.")
                        case .to:
                            JSONSchema.choice(
                                "ready: back to ready(prior) (the default); initial: back to the state the model starts in.",
                                OperationSpec.StopTarget.self)
                        }
                    },
                ],
            ]
        case .progress:
            [
                "description": .string(key.summary),
                "anyOf": [
                    ["$ref": JSONSchema.definition("identifier")],
                    JSONSchema.mapping(
                        "The callback parameter and the custom state case its values are assigned to.", nullable: false,
                        rules: ["required": ["parameter"]]
                    ) { (key: OperationSpec.ProgressKey) -> JSONValue in
                        switch key {
                        case .parameter: name("The call's callback parameter, which the operation does not take.")
                        case .case: name("The custom state case whose payload is the callback's value.")
                        }
                    },
                ],
            ]
        case .reloads: JSONSchema.boolean(key.summary)
        case .onError: JSONSchema.choice(key.summary, OperationSpec.OnError.self)
        case .steps:
            [
                "description": .string(key.summary), "type": "array", "minItems": 1,
                "items": ["$ref": JSONSchema.definition("step")],
            ]
        }
    }

    /// One step of a `steps` operation.
    private static var step: JSONValue {
        JSONSchema.mapping(
            "A step: { stream, as }, { state } or { call }.", nullable: false,
            rules: [
                "oneOf": JSONSchema.exactlyOne(of: ["stream", "state", "call"]),
                "dependentRequired": ["as": ["stream"]],
            ]
        ) { (key: StepSpec.Key) -> JSONValue in
            switch key {
            case .stream: name("A stream use case drained to its end.")
            case .as: name("The custom state case each value the stream yields is assigned to.")
            case .state: name("A custom state case without payload to set.")
            case .call:
                [
                    "description": "child.operation: awaits an operation of a child.",
                    "type": "string",
                    "pattern": "^[^.]+\\.[^.]+$",
                ]
            }
        }
    }

    /// A type alone, or `mapping`.
    private static func typeOr(_ description: String, _ mapping: JSONValue) -> JSONValue {
        ["description": .string(description), "anyOf": [typeExpression, mapping]]
    }

    /// A mapping of declared names to what the definition `item` describes; empty when nothing follows the key.
    private static func named(_ description: String, _ item: String) -> JSONValue {
        [
            "description": .string(description),
            "type": ["object", "null"],
            "propertyNames": ["$ref": JSONSchema.definition("identifier")],
            "additionalProperties": ["$ref": JSONSchema.definition(item)],
        ]
    }

    /// A name, or a list of names; nothing is the empty list.
    private static func names(_ description: String) -> JSONValue {
        [
            "description": .string(description),
            "anyOf": [
                ["type": "null"],
                ["$ref": JSONSchema.definition("identifier")],
                ["type": "array", "items": ["$ref": JSONSchema.definition("identifier")]],
            ],
        ]
    }

    /// A name: of something declared, or of a type the spec declares.
    private static func name(_ description: String) -> JSONValue {
        ["description": .string(description), "$ref": JSONSchema.definition("identifier")]
    }

    /// A type expression.
    private static var typeExpression: JSONValue {
        ["$ref": JSONSchema.definition("type")]
    }

    /// `doc:` text.
    private static var doc: JSONValue {
        doc("Documentation, emitted as /// comments.")
    }

    /// `doc:` text, described by `description`.
    private static func doc(_ description: String) -> JSONValue {
        ["description": .string(description), "$ref": JSONSchema.definition("text")]
    }

    /// An access level: `public`, `package` or `internal`.
    private static func access(_ description: String) -> JSONValue {
        JSONSchema.choice(description, GenerationOptions.Access.self)
    }
}
