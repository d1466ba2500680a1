// modelgen.yml as a JSON Schema: its keys from the key enums the decoder reads, its closed value sets from
// GenerationOptions' enums.

/// The JSON Schema (draft 2020-12) of `modelgen.yml`; `modelgen schema --config` prints it and
/// `docs/modelgen-config.schema.json` is a copy.
public enum ConfigurationSchema {
    /// The schema document.
    public static var document: JSONValue {
        JSONSchema.mapping(
            "modelgen's settings, every key optional; command-line flags win over them. Paths are relative to this file's folder.",
            nullable: true, head: JSONSchema.head(file: "modelgen-config.schema.json", title: "modelgen.yml")
        ) { (key: Configuration.Key) -> JSONValue in
            switch key {
            case .specs:
                [
                    "description": "Spec files or folders, read recursively (default: Specs).",
                    "anyOf": [["type": "null"], ["type": "string"], ["type": "array", "items": ["type": "string"]]],
                ]
            case .output: ["description": "The output folder (default: Generated).", "type": "string"]
            case .templates:
                [
                    "description": "A folder whose *.mustache files replace built-in templates by name.",
                    "type": "string",
                ]
            case .access:
                JSONSchema.choice(
                    "The access level of generated declarations (default: public).", GenerationOptions.Access.self)
            case .flavor:
                JSONSchema.choice(
                    "How models are observed: @Observable, or ObservableObject with @Published (default: observation).",
                    GenerationOptions.Flavor.self)
            case .references:
                [
                    "description":
                        "Spec files or folders whose declarations resolve names in this run; they render nothing here.",
                    "type": "array", "items": ["type": "string"],
                ]
            case .stateNames:
                stateNames(
                    "The standard state's case names for every model of the run; a partial map renames only what it names."
                )
            case .stateCases: stateCases("Which standard cases every model of the run declares (default: all).")
            case .observableObject:
                JSONSchema.mapping("Settings of the observableObject flavour.", nullable: true) {
                    (key: Configuration.ObservableObjectKey) -> JSONValue in
                    switch key {
                    case .module:
                        JSONSchema.choice(
                            "The module ObservableObject and @Published come from (default: Combine, falling back to OpenCombine).",
                            GenerationOptions.ObservableObjectModule.self)
                    case .setupPublished:
                        JSONSchema.boolean(
                            "Whether models call setupPublished() at the end of init, as Raven needs (default: false).")
                    }
                }
            }
        }
    }

    /// `stateCases` (of the run, or of one model): `all`, or `reachable`, the cases the model can be in.
    static func stateCases(_ description: String) -> JSONValue {
        JSONSchema.choice(
            description
                + " reachable leaves out loading without a load or a call returning the snapshot, and operating without a stream.",
            GenerationOptions.StateCases.self)
    }

    /// A `stateNames` mapping (of the run, or of one model): each standard case it renames.
    static func stateNames(_ description: String) -> JSONValue {
        JSONSchema.mapping(description, nullable: true) { (key: StateNames.Case) -> JSONValue in
            switch key {
            case .uninitialized:
                [
                    "description": "The case before any snapshot (default: uninitialized).", "type": "string",
                ]
            case .loading: ["description": "The case while loading (default: loading).", "type": "string"]
            case .ready: ["description": "The case with a snapshot (default: ready).", "type": "string"]
            case .operating:
                [
                    "description": "The case while a stream runs (default: operating).", "type": "string",
                ]
            case .failed: ["description": "The case after an error (default: failed).", "type": "string"]
            }
        }
    }
}
