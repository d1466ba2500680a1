// The conformance algebra: standard types, type constructors, and named types a closure describes.

@testable import ModelGenCore
import Testing

@Suite struct Test_TypeConformances {
    private static let all = SynthesizedProtocols.all
    private static let sendable: SynthesizedProtocols = [.sendable]
    private static let sendableCodable: SynthesizedProtocols = [.sendable, .encodable, .decodable]
    private static let sendableHashable: SynthesizedProtocols = [.sendable, .equatable, .hashable]

    /// Knows `Greeting` ([Sendable, Codable]), `Config` ([Sendable]), the generic `PhaseProgress` ([Sendable]),
    /// `Feature.Options` (listed by its dotted name), `Feature.Other` (Sendable as a dotted name), `Loader` (a
    /// Sendable protocol) and `Plain` (nothing).
    private static var resolver: ConformanceResolver {
        ConformanceResolver { path, _ in
            switch path {
            case ["Greeting"]: sendableCodable
            case ["Config"], ["PhaseProgress"], ["Feature", "Other"], ["Loader"]: sendable
            case ["Feature", "Options"]: sendableHashable
            case ["Plain"]: []
            default: nil
            }
        }
    }

    @Test(
        arguments: [
            ("String", all), ("Int", all), ("Double", all), ("Float", all), ("Bool", all), ("Date", all), ("URL", all),
            ("UUID", all), ("Data", all), ("Decimal", all), ("Never", all), ("UInt", all), ("Int8", all),
            ("Int16", all),
            ("Int32", all), ("Int64", all), ("UInt8", all), ("UInt16", all), ("UInt32", all), ("UInt64", all),
            ("Error", sendable), ("Void", sendable), ("()", sendable),
            ("String?", all), ("[Int]", all), ("[String: [Date?]]", all), ("Set<UUID>", all), ("Array<Int>", all),
            ("Optional<Int>", all), ("Dictionary<String, Int>", all), ("[Int?]?", all),
            ("[Error]", sendable), ("Void?", sendable), ("[String: Error]", sendable),
            ("(Int, String)", sendable), ("(a: Int, b: [Date])", sendable), ("(Int, () -> Void)", []),
            ("(Int) -> Void", []), ("@Sendable (Int) -> Void", sendable),
            ("@Sendable () async throws -> Plain", sendable),
            ("(@Sendable () -> Void)?", sendable), ("[() -> Void]", []),
            ("any Error", sendable), ("any Sendable", sendable), ("any Loader", sendable), ("any Plain", []),
            ("any Unknown", []),
            ("(any Error)?", sendable),
            ("Result<Int, Error>", sendable), ("Result<Int, any Error>", sendable),
            ("Result<Int, Never>", sendableHashable),
            ("Result<Greeting, Never>", sendable), ("Result<Plain, Never>", []),
            ("Unknown", []), ("Plain", []), ("[Unknown]", []), ("Unknown<Int>", []),
            ("Greeting", sendableCodable), ("[Greeting]", sendableCodable), ("[String: Greeting?]", sendableCodable),
            ("[Greeting: Int]", sendableCodable), ("(Greeting, Int)", sendable), ("Config?", sendable),
            ("PhaseProgress<[Int]>", sendable), ("PhaseProgress<Plain>", sendable),
            ("Feature.Options", sendableHashable), ("Feature.Other", sendable), ("Feature.Missing", []),
            ("Swift.String", []),
        ] as [(String, SynthesizedProtocols)])
    func conformances(text: String, expected: SynthesizedProtocols) throws {
        #expect(Self.resolver.conformances(of: try TypeExpression.parse(text)) == expected)
    }

    @Test func theClosureGetsPathAndGenericArguments() throws {
        var asked: [[String]: [TypeExpression]] = [:]
        _ = ConformanceResolver { path, arguments in
            asked[path] = arguments
            return nil
        }.conformances(of: try TypeExpression.parse("[A.B: PhaseProgress<[Item]>]"))
        #expect(asked[["A", "B"]] == [])
        #expect(asked[["PhaseProgress"]] == [.array(.named(["Item"], generic: []))])
        #expect(asked[["Item"]] == nil, "generic arguments of a named type are the closure's to judge")
    }

    @Test func standardTypesDoNotAskTheClosure() throws {
        var asked: [[String]] = []
        _ = ConformanceResolver { path, _ in
            asked.append(path)
            return nil
        }.conformances(of: try TypeExpression.parse("Result<[String: Int?], any Error>"))
        #expect(asked == [])
    }

    @Test func missing() throws {
        let needed: SynthesizedProtocols = [.equatable, .encodable, .decodable]
        #expect(Self.resolver.missing(needed, in: try TypeExpression.parse("[Greeting]")) == [.equatable])
        #expect(Self.resolver.missing(needed, in: try TypeExpression.parse("[String: Int]")) == [])
        #expect(Self.resolver.missing(needed, in: try TypeExpression.parse("Config")) == needed)
    }

    @Test(
        arguments: [
            ("Sendable", [.sendable]), ("Equatable", [.equatable]), ("Hashable", [.hashable, .equatable]),
            ("Codable", [.encodable, .decodable]), ("Encodable", [.encodable]), ("Decodable", [.decodable]),
            ("Identifiable", nil), ("codable", nil),
        ] as [(String, SynthesizedProtocols?)])
    func protocolNames(name: String, expected: SynthesizedProtocols?) {
        #expect(SynthesizedProtocol.named(name) == expected)
    }
}
