// The JSON Schemas and the decoder agree on every mapping's keys: each mapping the decoder reads is a closed mapping
// of a schema with the same keys in the same order, each closed mapping of a schema is one the decoder reads, and
// each key is documented.

import Testing

@testable import ModelGenCore

@Suite struct Test_SchemaKeys {
    /// The keys of each mapping the decoder reads, as it takes them (`NodeReader.keyed`), by mapping.
    static let decoderMappings: [(mapping: String, keys: [String])] =
        [
            ("spec file", SpecFile.Key.names), ("enum", EnumSpec.Key.names), ("snapshot", SnapshotSpec.Key.names),
            ("use case", UseCaseSpec.Key.names), ("stream", StreamSpec.Key.names), ("fetch", FetchSpec.Key.names),
            ("model", ModelSpec.Key.names), ("model id", ModelIDSpec.Key.names), ("child", ChildSpec.Key.names),
            ("operation", OperationSpec.Key.names), ("stop", OperationSpec.StopKey.names),
            ("progress", OperationSpec.ProgressKey.names), ("step", StepSpec.Key.names),
            ("modelgen.yml", Configuration.Key.names), ("stateNames", StateNames.Case.names),
            ("observableObject", Configuration.ObservableObjectKey.names),
        ] + FieldSpec.Mapping.allCases.map { ("\($0)", $0.keys.map(\.rawValue)) }

    /// A closed mapping of a schema: an object that takes the keys of its `properties` and no other.
    struct ClosedMapping {
        /// Where it is, as a JSON pointer.
        var path: String
        /// Its properties, in order.
        var properties: [(key: String, value: JSONValue)]
    }

    /// Every closed mapping in `value`.
    static func closedMappings(in value: JSONValue, at path: String = "#") -> [ClosedMapping] {
        switch value {
        case .object(let members):
            var found: [ClosedMapping] = []
            if members.contains(where: { $0.key == "additionalProperties" && $0.value.isFalse }),
                case .object(let properties)? = members.first(where: { $0.key == "properties" })?.value
            {
                found.append(ClosedMapping(path: path, properties: properties))
            }
            for member in members {
                found += closedMappings(in: member.value, at: path + "/" + member.key)
            }
            return found
        case .array(let items):
            return items.enumerated().flatMap { closedMappings(in: $1, at: path + "/\($0)") }
        case .null, .bool, .integer, .string:
            return []
        }
    }

    static let schemaMappings =
        closedMappings(in: SpecSchema.document) + closedMappings(in: ConfigurationSchema.document, at: "config#")

    @Test(arguments: decoderMappings.map(\.mapping))
    func theSchemaDescribesEveryMappingTheDecoderReads(mapping: String) throws {
        let keys = try #require(Self.decoderMappings.first { $0.mapping == mapping }).keys
        #expect(
            Self.schemaMappings.contains { $0.properties.map(\.key) == keys },
            "no mapping of the schema has the keys of \(mapping): \(keys)")
    }

    @Test func everyMappingOfTheSchemaIsOneTheDecoderReads() {
        #expect(Self.schemaMappings.count >= Self.decoderMappings.count)
        for mapping in Self.schemaMappings {
            let keys = mapping.properties.map(\.key)
            #expect(
                Self.decoderMappings.contains { $0.keys == keys },
                "\(mapping.path) describes \(keys), which no mapping of the decoder takes")
        }
    }

    @Test func everyKeyIsDocumented() {
        for mapping in Self.schemaMappings {
            for property in mapping.properties {
                let path = "\(mapping.path)/properties/\(property.key)"
                #expect(property.value.isDocumented, "\(path) has no description")
            }
        }
    }
}

extension JSONValue {
    /// True for `false`.
    fileprivate var isFalse: Bool {
        if case .bool(false) = self { true } else { false }
    }

    /// True for a schema that says what its value is: with a description, a reference to a definition (which has
    /// one), or alternatives that each do.
    fileprivate var isDocumented: Bool {
        guard case .object(let members) = self else { return false }
        if members.contains(where: { $0.key == "description" || $0.key == "$ref" }) { return true }
        guard case .array(let alternatives)? = members.first(where: { $0.key == "anyOf" })?.value else { return false }
        return alternatives.allSatisfy(\.isDocumented)
    }
}
