// The JSON the schemas are printed as: members in written order, two-space indentation, strings escaped.

import ModelGenCore
import Testing

@Suite struct Test_JSONValue {
    @Test func membersKeepTheirOrderAndNestingIsIndented() {
        let value: JSONValue = ["zebra": [1, true, .null, [], [:]], "apple": ["only": false]]
        #expect(
            value.text == """
                {
                  "zebra": [
                    1,
                    true,
                    null,
                    [],
                    {}
                  ],
                  "apple": {
                    "only": false
                  }
                }

                """)
    }

    @Test func stringsEscapeQuotesBackslashesAndControlCharacters() {
        let value: JSONValue = ["key \"q\"": "a\"b\\c\nd\re\tf\u{08}g\u{0C}h\u{01}i\u{1F}j/é"]
        #expect(
            value.text == #"""
                {
                  "key \"q\"": "a\"b\\c\nd\re\tf\bg\fh\u0001i\u001fj/é"
                }

                """#)
    }
}
