// Classifying defaults: which texts are Swift literals, and of which kind.

import ModelGenCore
import Testing

@Suite struct Test_DefaultLiteral {
    @Test(arguments: [
        ("0", DefaultLiteral.integer), ("-12", .integer), ("1_000", .integer), ("0xFF_ff", .integer),
        ("0b1010", .integer),
        ("0o17", .integer), ("1.5", .float), ("-0.25e-3", .float), ("2E10", .float), ("007", .float),
        ("\"a \\\"b\\\"\"", .string),
        ("true", .bool), ("nil", .null), ("[]", .emptyArray), ("[:]", .emptyDictionary), (".ready", .enumCase("ready")),
    ])
    func literals(text: String, kind: DefaultLiteral) {
        #expect(DefaultLiteral.classify(text) == kind)
    }

    @Test(arguments: [
        "", "-", "1.", ".5", "1e", "0x", "0x_1", "0b2", "1__0a", "1 + 1", "\"a\" + b", "\"\\(x)\"", "yes", "1e+", "--1",
    ])
    func nonLiterals(text: String) {
        #expect(DefaultLiteral.classify(text) == nil)
    }
}
