// The spec language as a JSON Schema: every key, node kind and closed value set the decoder reads, with help text.

/// The JSON Schema (draft 2020-12) of a spec file, for editors' completion and validation; `modelgen schema` prints it
/// and `docs/spec.schema.json` is a copy. Keys come from the decoder's key lists, lifetimes from `ChildLifetime`, and an
/// operation's keys, kinds and descriptions from `OperationSpec.KindName` and `OperationSpec.Key`.
public enum SpecSchema {
    /// The schema document.
    public static var document: JSONValue {
        JSONSchema.mapping(
            "A modelgen spec: snapshots, use cases and model hierarchies, rendered to one Swift file. "
                + "Every name in the spec files of one run shares one namespace. See docs/spec-language.md.",
            keys: Keys.file, nullable: true, head: JSONSchema.head(file: "spec.schema.json", title: "modelgen spec"),
            [
                "imports": names("Modules the rendered file imports (default: [Foundation])."),
                "external": [
                    "description":
                        "Types defined by hand elsewhere, so that they resolve: a list of names (Sendable, Equatable, Hashable), or each name with what it conforms to.",
                    "anyOf": [
                        names("Type names."),
                        ["type": "object", "additionalProperties": names("The protocols the type conforms to.")],
                    ],
                ],
                "enums": named("Small value enums, by name.", "enum"),
                "snapshots": named("Value structs, by name: what use cases return and models hold.", "snapshot"),
                "useCases": named(
                    "Use cases by name: generated protocols, or existing types the models call.", "useCase"),
                "models": named("@MainActor observable model classes and their hierarchy, by class name.", "model"),
            ],
            rules: ["$defs": definitions])
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
                    "A field with its type, a Swift literal default and documentation.", keys: Keys.field,
                    nullable: false,
                    ["type": typeExpression, "default": ["$ref": JSONSchema.definition("literal")], "doc": doc],
                    rules: ["required": ["type"]])),
            "property": typeOr(
                "A property: its type, or { type, default, doc, access, set, tracked, didSet, load }.",
                JSONSchema.mapping(
                    "A stored property with its type, a Swift literal default or a load, documentation, access and hooks.",
                    keys: Keys.property, nullable: false,
                    [
                        "type": typeExpression, "default": ["$ref": JSONSchema.definition("literal")], "doc": doc,
                        "access": access("Who sees the property (default: the model's access)."),
                        "set": access("Who may set the property (default: its access)."),
                        "tracked": JSONSchema.boolean(
                            "false: stored outside observation (@ObservationIgnored, never @Published)."),
                        "didSet": name("A hand-written method the property's didSet calls."),
                        "load": name(
                            "A synchronous value use case that takes nothing and cannot fail: init sets the property to its value."
                        ),
                    ],
                    rules: ["required": ["type"], "not": ["required": ["default", "load"]]])),
            "dependency": typeOr(
                "A dependency: its type, or { type, doc, access }.",
                JSONSchema.mapping(
                    "An injected value with its type, documentation and access.", keys: Keys.dependency,
                    nullable: false,
                    [
                        "type": typeExpression, "doc": doc,
                        "access": access("Who sees the dependency (default: internal)."),
                        "didSet": ["description": "Not allowed: a dependency is a constant.", "not": [:]],
                    ],
                    rules: ["required": ["type"]])),
            "payloadField": typeOr(
                "A value: its type, or { type, doc }.",
                JSONSchema.mapping(
                    "A value with its type and documentation.", keys: Keys.payloadField, nullable: false,
                    ["type": typeExpression, "doc": doc], rules: ["required": ["type"]])),
            "broadcastField": typeOr(
                "A broadcast value: its type, or { type, doc, replay }.",
                JSONSchema.mapping(
                    "A broadcast value with its type, documentation and whether a new subscriber gets the current value first.",
                    keys: Keys.broadcastField, nullable: false,
                    [
                        "type": typeExpression, "doc": doc,
                        "replay": JSONSchema.boolean(
                            "false: subscribers get only the changes made after they subscribe (default true)."),
                    ],
                    rules: ["required": ["type"]])),
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
                        "An enum with documentation: { doc, cases }.", keys: Keys.enumMapping, nullable: false,
                        [
                            "doc": doc,
                            "cases": [
                                "anyOf": [
                                    [
                                        "type": "array", "minItems": 1,
                                        "items": ["$ref": JSONSchema.definition("identifier")],
                                    ],
                                    ["$ref": JSONSchema.definition("cases")],
                                ]
                            ],
                        ],
                        rules: ["required": ["cases"]]),
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
            keys: Keys.snapshot, nullable: true,
            [
                "doc": doc,
                "conforms": names("Protocols added to the default Sendable, Equatable."),
                "fields": ["description": "Stored properties in order.", "$ref": JSONSchema.definition("fields")],
            ])
    }

    /// `useCases:` entry.
    private static var useCase: JSONValue {
        JSONSchema.mapping(
            "A use-case protocol with a test double: call (any Swift signature), stream (yields states) or fetch (returns one value).",
            keys: Keys.useCase, nullable: false,
            [
                "doc": doc,
                "call": [
                    "description":
                        "One Swift function signature: \"execute(repoPath: String) async throws -> [WorktreeStatus]\".",
                    "type": "string", "minLength": 1,
                ],
                "existing": JSONSchema.boolean(
                    "The type exists, written by hand: modelgen generates <Name>Protocol, the conformance and a stub."),
                "completed": [
                    "description":
                        "The case of a stream call's state that carries the snapshot: \"completed(Greeting)\", or a case name.",
                    "type": "string",
                ],
                "stream": [
                    "description": "stream(options:) -> AsyncThrowingStream<XState, any Error>.",
                    "$ref": JSONSchema.definition("stream"),
                ],
                "fetch": [
                    "description": "fetch(options:) async throws -> the returned type.",
                    "$ref": JSONSchema.definition("fetch"),
                ],
            ],
            rules: [
                "oneOf": JSONSchema.exactlyOne(of: ["call", "stream", "fetch"]),
                "dependentRequired": ["existing": ["call"], "completed": ["call"]],
            ])
    }

    /// The `stream:` part of a use case.
    private static var stream: JSONValue {
        JSONSchema.mapping(
            "A streaming use case: its options and the states it yields.", keys: Keys.stream, nullable: false,
            [
                "options": ["$ref": JSONSchema.definition("options")],
                "optionsType": name("Names the options struct instead of XOptions."),
                "states": [
                    "description":
                        "The enum XState: one case per state yielded. A case carrying a snapshot is the completed case.",
                    "$ref": JSONSchema.definition("cases"),
                ],
                "stateType": name("Names the state enum instead of XState."),
                "completed": name("Names the completed case, instead of the last case whose payload is a snapshot."),
            ],
            rules: ["required": ["states"]])
    }

    /// The `fetch:` part of a use case.
    private static var fetch: JSONValue {
        JSONSchema.mapping(
            "A fetching use case: one call, one value.", keys: Keys.fetch, nullable: false,
            [
                "options": ["$ref": JSONSchema.definition("options")],
                "optionsType": name("Names the options struct instead of XOptions."),
                "returns": ["description": "The returned type.", "$ref": JSONSchema.definition("type")],
            ],
            rules: ["required": ["returns"]])
    }

    /// `models:` entry; `snapshot` and `state` exclude each other, `initial` and `state` need each other, `load` needs `snapshot`.
    private static var model: JSONValue {
        JSONSchema.mapping(
            "A @MainActor observable model class: snapshot (the standard state), state (custom cases, with initial), or neither.",
            keys: Keys.model, nullable: true,
            [
                "doc": doc,
                "configuration": [
                    "description":
                        "The type of let configuration, passed to init(configuration:); an optional child's model needs one.",
                    "$ref": JSONSchema.definition("type"),
                ],
                "id": [
                    "description":
                        "The configuration field that makes the model Identifiable: a name, or { field, type } for an external configuration.",
                    "anyOf": [
                        ["$ref": JSONSchema.definition("identifier")],
                        JSONSchema.mapping(
                            "The field and its type.", keys: Keys.modelID, nullable: false,
                            ["field": ["$ref": JSONSchema.definition("identifier")], "type": typeExpression],
                            rules: ["required": ["field"]]),
                    ],
                ],
                "snapshot": [
                    "description":
                        "The standard state's snapshot: uninitialized, loading, ready(Snapshot), operating, failed. Not with state.",
                    "$ref": JSONSchema.definition("type"),
                ],
                "state": [
                    "description": "Custom state cases, with initial. Not with snapshot.",
                    "$ref": JSONSchema.definition("cases"),
                ],
                "initial": [
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
                ],
                "load": name("A fetch use case returning the snapshot, run from init: loading -> ready | failed."),
                "broadcasts": [
                    "description":
                        "Values subscribers follow: init(name:) and observeChanges() -> AsyncStream of each.",
                    "$ref": JSONSchema.definition("broadcastFields"),
                ],
                "properties": [
                    "description":
                        "Observable, settable stored values beside the state (view input); one without a default that is not optional is an init parameter.",
                    "$ref": JSONSchema.definition("properties"),
                ],
                "dependencies": [
                    "description":
                        "Injected values for hand-written extensions: a declared use case (held as any its protocol) or a type as written.",
                    "$ref": JSONSchema.definition("dependencies"),
                ],
                "children": [
                    "description":
                        "Child models by property name: required, optional (configuredBy), activated or provided.",
                    "type": ["object", "null"],
                    "propertyNames": ["$ref": JSONSchema.definition("identifier")],
                    "additionalProperties": ["$ref": JSONSchema.definition("child")],
                ],
                "observes": [
                    "description":
                        "By required child: each value the child broadcasts runs this stream use case into the state.",
                    "type": ["object", "null"],
                    "propertyNames": ["$ref": JSONSchema.definition("identifier")],
                    "additionalProperties": ["$ref": JSONSchema.definition("identifier")],
                ],
                "operations": named("Methods by name: a stream use case or a list of steps.", "operation"),
                "access": access("The model's access level (default: the run's); never above the run's."),
                "stateNames": ConfigurationSchema.stateNames(
                    "The standard state's case names for this model (default: the run's)."),
                "stateCases": ConfigurationSchema.stateCases(
                    "Which standard cases this model's state declares (default: the run's)."),
                "didInit": name("A hand-written method the init calls last."),
                "enums": named("Value enums nested in the model, by name.", "enum"),
                "snapshots": named("Value structs nested in the model, by name.", "snapshot"),
            ],
            rules: [
                "not": ["required": ["snapshot", "state"]],
                "dependentRequired": ["initial": ["state"], "state": ["initial"], "load": ["snapshot"]],
            ])
    }

    /// `children:` entry.
    private static var child: JSONValue {
        [
            "description":
                "A child: its model class (a required child, injected at init), or { model, lifetime, configuredBy, reloadsParent }.",
            "anyOf": [
                ["$ref": JSONSchema.definition("identifier")],
                JSONSchema.mapping(
                    "A child with its lifetime.", keys: Keys.child, nullable: false,
                    [
                        "model": name("The child's model class."),
                        "lifetime": [
                            "description": .string(
                                ChildLifetime.written.map { "\($0.rawValue): \($0.summary)" }.joined(separator: "; ")
                                    + "."),
                            "enum": .array(ChildLifetime.written.map { .string($0.rawValue) }),
                        ],
                        "configuredBy": [
                            "description":
                                "The configuration type of an optional child: configure(_:) creates or replaces it.",
                            "$ref": JSONSchema.definition("type"),
                        ],
                        "reloadsParent": JSONSchema.boolean(
                            "Replacing this optional, activated or assigned child re-runs the parent's load."),
                        "each": name(
                            "The snapshot's array field: one child per element, configured by it; 'snapshot' for a snapshot that is itself an array."
                        ),
                        "id": name("The element's Hashable field that keeps a collection child across refreshes."),
                        "key": [
                            "description":
                                "The Hashable key type of a keyed cache: childModel(for:) makes a child per key on first use, removeChildModel(for:) drops it.",
                            "$ref": JSONSchema.definition("type"),
                        ],
                        "access": access("Who sees the child (default: the model's access)."),
                    ],
                    rules: ["required": ["model"]]),
            ],
        ]
    }

    /// `operations:` entry: its keys, the one key of its kind, and the keys of each kind, from `OperationSpec.KindName`
    /// and `OperationSpec.Key`.
    private static var operation: JSONValue {
        let kinds = OperationSpec.KindName.allCases
        return JSONSchema.mapping(
            "An operation: a method returning Task<Void, Never>.", keys: Keys.operation, nullable: false,
            properties: OperationSpec.Key.allCases.map { (key: $0.rawValue, value: operationProperty($0)) },
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
            ])
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
                        "The method's name and the state it returns to.", keys: Keys.stop, nullable: false,
                        [
                            "name": name("The method's name."),
                            "to": JSONSchema.choice(
                                "ready: back to ready(prior) (the default); initial: back to the state the model starts in.",
                                OperationSpec.StopTarget.self),
                        ],
                        rules: ["required": ["name"]]),
                ],
            ]
        case .progress:
            [
                "description": .string(key.summary),
                "anyOf": [
                    ["$ref": JSONSchema.definition("identifier")],
                    JSONSchema.mapping(
                        "The callback parameter and the custom state case its values are assigned to.",
                        keys: Keys.progress, nullable: false,
                        [
                            "parameter": name("The call's callback parameter, which the operation does not take."),
                            "case": name("The custom state case whose payload is the callback's value."),
                        ],
                        rules: ["required": ["parameter"]]),
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
            "A step: { stream, as }, { state } or { call }.", keys: Keys.step, nullable: false,
            [
                "stream": name("A stream use case drained to its end."),
                "as": name("The custom state case each value the stream yields is assigned to."),
                "state": name("A custom state case without payload to set."),
                "call": [
                    "description": "child.operation: awaits an operation of a child.",
                    "type": "string",
                    "pattern": "^[^.]+\\.[^.]+$",
                ],
            ],
            rules: [
                "oneOf": JSONSchema.exactlyOne(of: ["stream", "state", "call"]),
                "dependentRequired": ["as": ["stream"]],
            ])
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
