// The conformance algebra: which synthesised protocols a type expression conforms to, given what named types do.

/// A protocol whose conformance modelgen synthesises or needs from the types a declaration stores.
public enum SynthesizedProtocol: String, CaseIterable, Sendable {
    /// `Sendable`.
    case sendable = "Sendable"
    /// `Equatable`.
    case equatable = "Equatable"
    /// `Hashable`.
    case hashable = "Hashable"
    /// `Encodable`.
    case encodable = "Encodable"
    /// `Decodable`.
    case decodable = "Decodable"

    /// What a protocol named in a spec (`external`, `conforms`) stands for: `Codable` is `Encodable` and `Decodable`,
    /// `Hashable` implies `Equatable`; nil for a name that is none of these.
    public static func named(_ name: String) -> SynthesizedProtocols? {
        switch name {
        case "Codable": [.encodable, .decodable]
        case "Hashable": [.hashable, .equatable]
        default: SynthesizedProtocol(rawValue: name).map(SynthesizedProtocols.init)
        }
    }
}

/// A set of synthesised protocols, one bit each.
public struct SynthesizedProtocols: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The set of `single` alone.
    public init(_ single: SynthesizedProtocol) {
        self =
            switch single {
            case .sendable: .sendable
            case .equatable: .equatable
            case .hashable: .hashable
            case .encodable: .encodable
            case .decodable: .decodable
            }
    }

    public static let sendable = SynthesizedProtocols(rawValue: 1 << 0)
    public static let equatable = SynthesizedProtocols(rawValue: 1 << 1)
    public static let hashable = SynthesizedProtocols(rawValue: 1 << 2)
    public static let encodable = SynthesizedProtocols(rawValue: 1 << 3)
    public static let decodable = SynthesizedProtocols(rawValue: 1 << 4)
    /// Every synthesised protocol.
    public static let all: SynthesizedProtocols = [.sendable, .equatable, .hashable, .encodable, .decodable]

    /// The protocols in the set, in declaration order.
    public var members: [SynthesizedProtocol] {
        SynthesizedProtocol.allCases.filter { contains(SynthesizedProtocols($0)) }
    }
}

/// Computes a type expression's conformances from the rules for standard types and type constructors, asking a
/// closure about every other named type.
public struct ConformanceResolver {
    /// What a named type that is not a standard one conforms to, given its path and generic arguments; nil when unknown.
    private let lookUp: (_ path: [String], _ genericArguments: [TypeExpression]) -> SynthesizedProtocols?

    /// The standard types, which conform to every synthesised protocol.
    private static let standard: Set<String> = [
        "String", "Int", "Double", "Float", "Bool", "Date", "URL", "UUID", "Data", "Decimal", "Never", "Duration",
        "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    ]

    /// A resolver that asks `named` about named types other than the standard ones (dotted names included).
    public init(named: @escaping (_ path: [String], _ genericArguments: [TypeExpression]) -> SynthesizedProtocols?) {
        self.lookUp = named
    }

    /// The synthesised protocols `type` conforms to.
    public func conformances(of type: TypeExpression) -> SynthesizedProtocols {
        switch type {
        case .named(let path, let arguments):
            return standardOrLookedUp(path, arguments)
        case .array(let element), .optional(let element):
            return conformances(of: element)
        case .dictionary(let key, let value):
            return conformances(of: key).intersection(conformances(of: value))
        case .tuple(let elements):
            return elements.allSatisfy { conformances(of: $0.type).contains(.sendable) } ? [.sendable] : []
        case .existential(let constraint):
            return constraintIsSendable(constraint) ? [.sendable] : []
        case .function(_, let isMainActor, let isSendable, _, _, _):
            // A function isolated to a global actor is Sendable without being written `@Sendable` (SE-0434).
            return isSendable || isMainActor ? [.sendable] : []
        }
    }

    /// The protocols of `needed` that `type` does not conform to.
    public func missing(_ needed: SynthesizedProtocols, in type: TypeExpression) -> SynthesizedProtocols {
        needed.subtracting(conformances(of: type))
    }

    /// A named type: a standard type, a standard generic, or one the closure knows.
    private func standardOrLookedUp(_ path: [String], _ arguments: [TypeExpression]) -> SynthesizedProtocols {
        guard path.count == 1 else { return lookUp(path, arguments) ?? [] }
        switch (path[0], arguments.count) {
        case (let name, 0) where Self.standard.contains(name):
            return .all
        case ("Error", 0), ("Void", 0):
            // `Error` is `any Error` and `Void` is `()`: both are Sendable, neither is Equatable.
            return [.sendable]
        case ("Set", 1):
            return conformances(of: arguments[0])
        case ("Task", _):
            return [.sendable, .equatable, .hashable]
        case ("Result", 2):
            let both = conformances(of: arguments[0]).intersection(conformances(of: arguments[1]))
            return both.intersection([.sendable, .equatable, .hashable])
        default:
            return lookUp(path, arguments) ?? []
        }
    }

    /// True when `any P` is Sendable: `Error` and `Sendable` are, other protocols when the closure says so.
    private func constraintIsSendable(_ constraint: TypeExpression) -> Bool {
        switch constraint {
        case .named(["Error"], generic: []), .named(["Sendable"], generic: []): true
        case .named(let path, let arguments): lookUp(path, arguments)?.contains(.sendable) ?? false
        case .array, .dictionary, .optional, .tuple, .existential, .function: false
        }
    }
}
