// The keys of every mapping of the spec language and of modelgen.yml, each declared once: the decoder takes a
// mapping's keys and no other (`NodeReader.keyed`), and the JSON Schema describes each of them (`SpecSchema`,
// `ConfigurationSchema`), in the order declared here. A new key is a case here; the schema's switch over the keys
// then asks for its description, and the decoder reads its value through `KeyedEntries`.

/// The keys of one kind of mapping, in the order diagnostics and the JSON Schema list them.
protocol MappingKey: RawRepresentable<String>, CaseIterable, Hashable, Sendable where AllCases == [Self] {}

extension MappingKey {
    /// Every key's text, in order.
    static var names: [String] { allCases.map(\.rawValue) }
}

extension SpecFile {
    /// The keys of a spec file.
    enum Key: String, MappingKey {
        case imports, external, enums, snapshots, useCases, models
    }
}

extension EnumSpec {
    /// The keys of an enum's mapping form: `{ doc, cases }`.
    enum Key: String, MappingKey {
        case doc, cases
    }
}

extension FieldSpec {
    /// The mappings written like a field, `name: Type` or `name: { type: ... }`, each with some of ``Key``.
    enum Mapping: CaseIterable {
        /// A field of a snapshot or of an options struct.
        case field
        /// A model's property.
        case property
        /// A model's dependency.
        case dependency
        /// A labelled value of a case's payload.
        case payloadField
        /// A model's broadcast value.
        case broadcastField

        /// What diagnostics call an entry: "property 'title'".
        var noun: String {
            switch self {
            case .field, .payloadField: "field"
            case .property: "property"
            case .dependency: "dependency"
            case .broadcastField: "broadcast value"
            }
        }

        /// The keys the mapping takes, in ``Key`` order.
        var keys: [Key] {
            Key.allCases.filter { $0.mappings.contains(self) }
        }
    }

    /// Every key of a field-like mapping.
    enum Key: String, MappingKey {
        case type, `default`, doc, access, set, tracked, didSet, load, replay

        /// The mappings that take the key.
        var mappings: [Mapping] {
            switch self {
            case .type, .doc: Mapping.allCases
            case .default: [.field, .property]
            case .access: [.property, .dependency]
            // A dependency reads `didSet` only to refuse it with a reason: a dependency is a constant.
            case .didSet: [.property, .dependency]
            case .set, .tracked, .load: [.property]
            case .replay: [.broadcastField]
            }
        }
    }
}

extension SnapshotSpec {
    /// The keys of a snapshot.
    enum Key: String, MappingKey {
        case doc, conforms, fields
    }
}

extension UseCaseSpec {
    /// The keys of a use case.
    enum Key: String, MappingKey {
        case doc, call, existing, completed, stream, fetch
    }
}

extension StreamSpec {
    /// The keys of a use case's `stream:`.
    enum Key: String, MappingKey {
        case options, optionsType, states, stateType, completed
    }
}

extension FetchSpec {
    /// The keys of a use case's `fetch:`.
    enum Key: String, MappingKey {
        case options, optionsType, returns
    }
}

extension ModelSpec {
    /// The keys of a model.
    enum Key: String, MappingKey {
        case doc, configuration, id, snapshot, state, initial, load, broadcasts, properties, dependencies, children
        case observes, operations, access, stateNames, stateCases, didInit, enums, snapshots
    }
}

extension ModelIDSpec {
    /// The keys of a model's `id: { field, type }`.
    enum Key: String, MappingKey {
        case field, type
    }
}

extension ChildSpec {
    /// The keys of a child's mapping form.
    enum Key: String, MappingKey {
        case model, lifetime, configuredBy, reloadsParent, each, id, key, access
    }
}

// The kinds of operation as a spec writes them, declared once: the decoder's keys of an operation, which kind it
// reads and what it reports of the keys that do not go with it, and the JSON Schema's `oneOf`, descriptions and
// `dependentRequired` all come from `KindName` and `Key`. A new kind is a `Kind` case (the compiler then asks for its
// `name`), a `KindName` case and a `Key` case, each property below answered for them (the compiler asks), the
// decoder's branch that reads it (`SpecDecoder.operation(_:_:)`, the compiler asks) and its schema
// (`SpecSchema.operationProperty(_:)`, the compiler asks).
extension OperationSpec {
    /// The kinds of operation, each written as one key: `{ stream: UseCase }`, `{ call: UseCase }`, `{ steps: [...] }`.
    /// In the order diagnostics and the JSON Schema list them.
    public enum KindName: String, Sendable, CaseIterable {
        /// `{ stream: UseCase }`.
        case stream
        /// `{ call: UseCase }`.
        case call
        /// `{ steps: [...] }`.
        case steps

        /// The key that writes the kind.
        public var key: Key {
            switch self {
            case .stream: .stream
            case .call: .call
            case .steps: .steps
            }
        }

        /// True when, written beside another kind's key, the operation is read as this kind and every key of the other
        /// kind is reported as not going with it; false when such an operation is refused for having both.
        public var takesPrecedence: Bool {
            switch self {
            case .call: true
            case .stream, .steps: false
            }
        }

        /// The keys an operation of this kind takes besides its own `key` and the keys every operation takes, in
        /// ``Key`` order (some, like `begin`, also go with another kind).
        public var ownKeys: [Key] {
            Key.allCases.filter { $0.kinds.contains(self) && $0 != key }
        }
    }

    /// Every key of an operation's mapping, in the order the decoder's diagnostics and the JSON Schema list them.
    public enum Key: String, Sendable, CaseIterable, MappingKey {
        /// `doc:`.
        case doc
        /// `stream:`, the key of a stream operation.
        case stream
        /// `call:`, the key of a call operation.
        case call
        /// `reloads:` of a call operation.
        case reloads
        /// `onError:` of a call operation, or of a custom-state stream operation.
        case onError
        /// `assign:` of a call operation.
        case assign
        /// `progress:` of a call operation.
        case progress
        /// `begin:` of a stream operation, or of a custom-state call operation.
        case begin
        /// `success:` of a custom-state call or stream operation.
        case success
        /// `failure:` of a custom-state call or stream operation.
        case failure
        /// `stop:` of a stream operation.
        case stop
        /// `append:` of a stream operation.
        case append
        /// `steps:`, the key of a steps operation.
        case steps
        /// `arguments:` of a stream or call operation.
        case arguments
        /// `from:` of a stream or call operation.
        case from

        /// The kinds of operation the key writes or goes with, in ``KindName`` order; empty for a key every operation
        /// takes.
        public var kinds: [KindName] {
            switch self {
            case .doc: []
            case .stream, .stop, .append: [.stream]
            case .call, .reloads, .assign, .progress: [.call]
            case .begin, .onError, .success, .failure, .arguments, .from: [.stream, .call]
            case .steps: [.steps]
            }
        }

        /// What the key says, for the JSON Schema.
        public var summary: String {
            switch self {
            case .doc: "Documentation, emitted as /// comments."
            case .stream: "A stream use case run into the state; the method's parameters are its options."
            case .call: "A value use case called in the caller's task; the method's parameters are the call's."
            case .reloads: "After a call operation succeeds, the load runs again."
            case .onError:
                "What a call operation does with an error (default: state; in a custom state, state needs failure)."
            case .begin:
                "A payload-less case of the stream's state, assigned before the operation returns; in a custom state, a payload-less case of the model's state, set before the work starts."
            case .success:
                "Custom state: the case set with the call's value (each value of a stream); payload-less for a Void call."
            case .failure:
                "Custom state: the case set with the error (its payload is any Error). Standard state: a case of the stream's state type that reports failure in-band; its payload becomes the error of failed(_, prior:), and the run ends."
            case .stop:
                "A method that stops the operation's run: its name, back to ready(prior) (initial in a custom state), or { name, to: initial }, back to the initial state."
            case .steps: "Steps run in order."
            case .assign:
                "A property or broadcast value the call's value is written to, instead of the state; the state is left as it is unless the call fails (onError: state)."
            case .arguments:
                "The use case's parameters (or option fields) the model gives, each from a member path of the model (read when the operation runs) or a literal; they leave the operation's signature."
            case .from:
                "A member of the model whose current value a factory of the use case is called with at each run; the model takes the factory (make<UseCase>) instead of the use case."
            case .append:
                "An array property each value of the stream is appended to (a value of its element type, or an array of them), instead of the state."
            case .progress:
                "The call's callback parameter whose values show while the call runs: operating(value, prior:), or the custom state case of { parameter, case }; the operation does not take it."
            }
        }
    }
}

extension OperationSpec {
    /// The keys of a stream operation's `stop: { name, to }`.
    enum StopKey: String, MappingKey {
        case name, to
    }

    /// The keys of a call operation's `progress: { parameter, case }`.
    enum ProgressKey: String, MappingKey {
        case parameter, `case`
    }
}

extension StepSpec {
    /// The keys of a step.
    enum Key: String, MappingKey {
        case stream, `as`, state, call
    }
}

extension Configuration {
    /// The keys of `modelgen.yml`.
    enum Key: String, MappingKey {
        case specs, output, templates, access, flavor, references, stateNames, stateCases, observableObject
    }

    /// The keys of its `observableObject` mapping.
    enum ObservableObjectKey: String, MappingKey {
        case module, setupPublished
    }
}

/// The keys of a `stateNames` mapping: the standard cases.
extension StateNames.Case: MappingKey {}
