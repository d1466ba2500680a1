// SwiftLayout: rendered Swift re-indented by its braces, with blank lines normalised.

import ModelGenCore
import Testing

@Suite struct Test_SwiftLayout {
    @Test func indentsByOpenBracesWhateverTheTemplateDid() {
        let text = "struct A {\n\t  var a: Int   \n        func f() {\nreturn\n    }\n}"
        #expect(SwiftLayout.tidy(text) == "struct A {\n    var a: Int\n    func f() {\n        return\n    }\n}\n")
    }

    @Test func bracesInStringsAndCommentsDoNotCount() {
        let text = "let a = \"{ \\\" {\" // }\nlet b = 1 // {\nf { x in\n\"}\"\n}\n"
        #expect(SwiftLayout.tidy(text) == "let a = \"{ \\\" {\" // }\nlet b = 1 // {\nf { x in\n    \"}\"\n}\n")
    }

    @Test func aLineClosingAndOpeningStaysAtTheOuterLevel() {
        let text = "if a {\nb\n} else {\nc\n}\n"
        #expect(SwiftLayout.tidy(text) == "if a {\n    b\n} else {\n    c\n}\n")
    }

    @Test func aParenthesisEndingALineIndentsUpToTheLineThatClosesIt() {
        let text = "struct A {\ninit(\n\na: Int,\nb: Int // (\n\n) {\nf(a, b)\n}\nlet c = \"(\"\n}\n"
        #expect(
            SwiftLayout.tidy(text)
                == "struct A {\n    init(\n        a: Int,\n        b: Int // (\n    ) {\n        f(a, b)\n    }\n    let c = \"(\"\n}\n"
        )
    }

    @Test func caseLabelsStayAtTheSwitchsLevel() {
        let text = "func f() {\nswitch x {\ncase .a:\nreturn 1\ndefault:\nreturn 2\n}\n}\n"
        #expect(
            SwiftLayout.tidy(text)
                == "func f() {\n    switch x {\n    case .a:\n        return 1\n    default:\n        return 2\n    }\n}\n"
        )
    }

    @Test func directivesStayAtTheMargin() {
        let text = "struct A {\n  #if DEBUG\nvar a = 1\n  #else\nvar a = 2\n  #endif\n}\n"
        #expect(SwiftLayout.tidy(text) == "struct A {\n#if DEBUG\n    var a = 1\n#else\n    var a = 2\n#endif\n}\n")
    }

    @Test func blankLinesAreFoldedAndDroppedNextToBracesAndDirectives() {
        let text = "\n\nstruct A {\n\n   \nvar a = 1\n\n\n\nvar b = 2\n\n}\n#if DEBUG\n\nlet c = 3\n\n#endif\n\n\n"
        #expect(
            SwiftLayout.tidy(text) == "struct A {\n    var a = 1\n\n    var b = 2\n}\n#if DEBUG\nlet c = 3\n#endif\n")
    }

    @Test func exactlyOneFinalNewline() {
        #expect(SwiftLayout.tidy("") == "\n")
        #expect(SwiftLayout.tidy("\n \n\t\n") == "\n")
        #expect(SwiftLayout.tidy("a") == "a\n")
        #expect(SwiftLayout.tidy("a\r\n") == "a\r\n")
    }
}
