// The renderer lays out lines as it writes them: standalone partials and values that hold line breaks are indented,
// and a blank line is written only as a separator between two lines of text of the same block.

import ModelGenCore
import Testing

@Suite struct Test_LineLayout {
    // MARK: indentation

    @Test func aStandalonePartialIndentsEveryLineNestedPartialsAddingTheirOwn() throws {
        let partials = [
            "Type": "struct S {\n    {{>Members}}\n}\n", "Members": "let a = 1\n{{>Method}}\n",
            "Method": "func f() {\n    g()\n}\n",
        ]
        #expect(
            try render("enum E {\n    {{>Type}}\n}\n", partials: partials)
                == "enum E {\n    struct S {\n        let a = 1\n        func f() {\n            g()\n        }\n    }\n}\n"
        )
    }

    @Test func aPartialThatRendersNothingLeavesNoLine() throws {
        let data = Context(["hasEmpty": .bool(false)])
        let partials = ["Empty": "{{#hasEmpty}}\nnever\n{{/hasEmpty}}\n"]
        #expect(try render("a {\n    {{>Empty}}\n    b\n}\n", data, partials: partials) == "a {\n    b\n}\n")
    }

    @Test func listItemsOnTheirOwnLinesKeepTheirOwnLeadingBlanks() throws {
        let data = Context(["doc": .texts(["if ready {", "    go()", "}"])])
        #expect(
            try render("func f() {\n    {{#doc}}\n    {{.}}\n    {{/doc}}\n}\n", data)
                == "func f() {\n    if ready {\n        go()\n    }\n}\n")
    }

    @Test func eachLineOfAValueIsIndentedAsTheLineItStartsOn() throws {
        let data = Context(["header": .text("if ready {\n    go()\n}"), "name": .text("[\n    1,\n]")])
        let partials = ["Body": "func f() {\n    {{header}}\n    let x = {{name}}\n}\n"]
        #expect(
            try render("struct S {\n    {{>Body}}\n}\n", data, partials: partials)
                == "struct S {\n    func f() {\n        if ready {\n            go()\n        }\n"
                + "        let x = [\n            1,\n        ]\n    }\n}\n")
    }

    @Test func noLineEndsWithBlanks() throws {
        let data = Context(["name": .text("x  "), "type": .text("")])
        #expect(try render("let {{name}}\nvar a: Int {{type}}\t\n", data) == "let x\nvar a: Int\n")
    }

    // MARK: blank lines

    @Test func aBlankLineIsWrittenOnceBetweenTwoLinesOfText() throws {
        let data = Context(["doc": .texts(["a", "b"])])
        #expect(try render("\n{{#doc}}\nlet {{.}} = 1\n\n\n{{/doc}}\n", data) == "let a = 1\n\nlet b = 1\n")
    }

    @Test func aLineHoldingOnlyBlanksOrAnEmptyValueIsABlankLine() throws {
        let data = Context(["name": .text("")])
        let partials = ["Two": "let a = 1\n\nlet b = 2\n"]
        #expect(
            try render("do {\n    {{>Two}}\n    {{name}}\n    \n    let c = 3\n}\n", data, partials: partials)
                == "do {\n    let a = 1\n\n    let b = 2\n\n    let c = 3\n}\n")
    }

    @Test func noBlankLineAfterALineThatOpensABlock() throws {
        for opening in ["f {", "f(", "[", "#if DEBUG", "#else"] {
            #expect(try render("\(opening)\n\nx\n") == "\(opening)\nx\n", "\(opening)")
        }
    }

    @Test func noBlankLineBeforeALineThatClosesABlock() throws {
        for closing in ["}", ")", "]", "#else", "#endif"] {
            #expect(try render("x\n\n\(closing)\n") == "x\n\(closing)\n", "\(closing)")
        }
        let data = Context(["name": .text("}")])
        #expect(try render("x\n\n{{name}}\n", data) == "x\n}\n")
    }
}
