// The Mustache engine: each feature the templates may use, the spec's standalone lines as swift-mustache applied
// them, and lookups through nested contexts.

import ModelGenCore
import Testing

/// Render data for the tests: any declared names, any values.
struct Context: RenderContext {
    var values: [RenderKey: RenderValue] = [:]

    /// Each name of `values` must be one render data declares.
    init(_ values: [String: RenderValue] = [:]) {
        for (name, value) in values {
            guard let key = RenderKey(rawValue: name) else { fatalError("no render data declares `\(name)`") }
            self.values[key] = value
        }
    }

    func value(for key: RenderKey) -> RenderValue {
        values[key] ?? .missing
    }
}

/// Renders `data` with `template`, the set holding `partials` too.
func render(_ template: String, _ data: Context = Context(), partials: [String: String] = [:]) throws -> String {
    try TemplateSet(texts: partials.merging(["Main": template]) { $1 }).render(data, template: "Main")
}

@Suite struct Test_MustacheEngine {
    // MARK: variables

    @Test func variablesPrintTextAsItIsInEveryForm() throws {
        let data = Context(["name": .text("a < b && \"c\"")])
        #expect(
            try render("[{{name}}] [{{{name}}}] [{{&name}}] [{{ name }}]", data)
                == "[a < b && \"c\"] [a < b && \"c\"] [a < b && \"c\"] [a < b && \"c\"]")
    }

    @Test func flagsPrintAsTrueOrFalseAndOtherValuesAsNothing() throws {
        let data = Context([
            "hasEmpty": .bool(true), "isStream": .bool(false), "fields": .list([Context()]), "doc": .texts(["x"]),
            "options": .context(Context()),
        ])
        #expect(try render("{{hasEmpty}} {{isStream}} [{{fields}}{{doc}}{{options}}]", data) == "true false []")
    }

    @Test func missingNamesRenderAsNothing() throws {
        #expect(try render("[{{name}}] [{{name.type}}]") == "[] []")
        #expect(try render("{{#label}}shown{{/label}}{{^label}}hidden{{/label}}") == "hidden")
    }

    // MARK: sections

    @Test func sectionsOverFlags() throws {
        let data = Context(["hasEmpty": .bool(true), "isStream": .bool(false)])
        #expect(
            try render(
                "{{#hasEmpty}}a{{/hasEmpty}}{{#isStream}}b{{/isStream}}{{^hasEmpty}}c{{/hasEmpty}}{{^isStream}}d{{/isStream}}",
                data)
                == "ad")
    }

    @Test func aSectionOverTextPushesItAndEmptyTextIsFalse() throws {
        let data = Context(["name": .text("x"), "type": .text("")])
        #expect(
            try render(
                "{{#name}}<{{.}}>{{/name}}{{#type}}never{{/type}}{{^type}}empty{{/type}}{{^name}}never{{/name}}", data)
                == "<x>empty")
    }

    @Test func aSectionOverAContextPushesIt() throws {
        let data = Context(["name": .text("outer"), "options": .context(Context(["name": .text("inner")]))])
        #expect(
            try render("{{#options}}{{name}}{{/options}} {{name}} {{^options}}never{{/options}}", data)
                == "inner outer ")
    }

    @Test func aSectionOverAListRendersOncePerItem() throws {
        let data = Context([
            "fields": .list([Context(["name": .text("a")]), Context(["name": .text("b")])]),
            "cases": .list([Context]()),
        ])
        #expect(
            try render(
                "{{#fields}}({{name}}){{/fields}}{{#cases}}never{{/cases}}{{^cases}}none{{/cases}}{{^fields}}never{{/fields}}",
                data)
                == "(a)(b)none")
    }

    @Test func aSectionOverTextItemsPushesEach() throws {
        let data = Context(["doc": .texts(["/// one", "/// two"]), "cases": .texts([])])
        #expect(
            try render("{{#doc}}{{.}};{{/doc}}{{#cases}}never{{/cases}}{{^cases}}none{{/cases}}", data)
                == "/// one;/// two;none")
    }

    @Test func theCurrentItemAsASection() throws {
        let data = Context(["doc": .texts(["a", ""])])
        #expect(try render("{{#doc}}[{{#.}}full{{/.}}{{^.}}empty{{/.}}]{{/doc}}", data) == "[full][empty]")
    }

    // MARK: lookup

    @Test func namesAreSearchedFromTheInnermostContextOutwards() throws {
        let field = Context(["name": .text("field")])
        let data = Context(["name": .text("struct"), "accessModifier": .text("public "), "fields": .list([field])])
        #expect(try render("{{#fields}}{{accessModifier}}{{name}}{{/fields}}", data) == "public field")
    }

    @Test func aMissingValueLetsTheSearchGoOnButAFalseOneStopsIt() throws {
        let inner = Context(["hasEmpty": .bool(false), "label": .missing])
        let data = Context(["hasEmpty": .bool(true), "label": .text("outer"), "options": .context(inner)])
        #expect(try render("{{#options}}{{#hasEmpty}}never{{/hasEmpty}}{{label}}{{/options}}", data) == "outer")
    }

    @Test func dottedNamesLookTheFirstPartUpOutwardsAndTheRestOnlyInside() throws {
        let load = Context(["name": .text("load"), "options": .context(Context(["type": .text("deep")]))])
        let data = Context(["accessModifier": .text("public"), "load": .context(load)])
        #expect(
            try render("{{load.name}} {{load.options.type}} [{{load.accessModifier}}] [{{load.label}}]", data)
                == "load deep [] []")
        #expect(
            try render(
                "{{#fields}}{{load.name}}{{/fields}}", Context(["load": .context(load), "fields": .list([Context()])]))
                == "load")
        #expect(
            try render("{{#load.options}}{{type}}{{/load.options}}{{^load.label}}no label{{/load.label}}", data)
                == "deepno label")
    }

    @Test func nestedListsReadTheirOwnItemsAndTheOnesAround() throws {
        let model = { (name: SwiftCode, children: [SwiftCode]) in
            Context(["name": .text(name), "children": .list(children.map { Context(["type": .text($0)]) })])
        }
        let data = Context(["models": .list([model("A", ["x", "y"]), model("B", []), model("C", ["z"])])])
        #expect(
            try render("{{#models}}{{name}}:{{#children}}{{name}}.{{type}} {{/children}}|{{/models}}", data)
                == "A:A.x A.y |B:|C:C.z |")
    }

    // MARK: standalone lines

    @Test func linesHoldingOnlyASectionTagDisappear() throws {
        let data = Context([
            "fields": .list([Context(["name": .text("a")]), Context(["name": .text("b")])]), "hasEmpty": .bool(false),
        ])
        let template = """
            begin
              {{#fields}}
                {{name}}
              {{/fields}}
            \t{{^hasEmpty}}\t
            not empty
            {{/hasEmpty}}
            end

            """
        #expect(try render(template, data) == "begin\n    a\n    b\nnot empty\nend\n")
    }

    @Test func linesHoldingOnlyACommentOrADelimiterTagDisappear() throws {
        let template = "a\n  {{! a comment\n  over lines }}  \nb\n{{=<% %>=}}\r\nc <%! inline %>d\n"
        #expect(try render(template) == "a\nb\nc d\n")
    }

    @Test func aTagWithTextOnItsLineKeepsTheLine() throws {
        let data = Context(["hasEmpty": .bool(true)])
        #expect(try render("x {{#hasEmpty}}\ny\n{{/hasEmpty}} z\n", data) == "x\ny\n z\n")
        // The two lines are kept, as blank lines (which are written once, between lines of text).
        #expect(try render("x\n{{#hasEmpty}}{{/hasEmpty}}\n{{! one }}{{! two }}\nend", data) == "x\n\nend")
    }

    @Test func standaloneRulesAsSwiftMustacheAppliedThem() throws {
        let data = Context(["hasEmpty": .bool(true)])
        // At the very end of the text a tag stands alone, but not when blanks follow it (they make a last line of
        // blanks, which is not written).
        #expect(try render("a\n{{! end }}", data) == "a\n")
        #expect(try render("a\n{{! end }}  ", data) == "a\n")
        // Blanks on a last line without a line break are dropped, and so are blanks before a comment that does
        // not stand alone when nothing follows it.
        #expect(try render("a\n  ", data) == "a\n")
        #expect(try render("a\n\t{{! x }}{{! y }}", data) == "a\n")
        // After a section, the line state is the one its opening tag left: a section opened mid-line keeps the
        // next line's comment from standing alone, even though its closing tag stood alone.
        #expect(try render("a{{#hasEmpty}}\n{{/hasEmpty}}\n{{! c }}\nb", data) == "a\n\nb")
        // A `\r\n` line break goes with the line.
        #expect(try render("{{#hasEmpty}}\r\nx\r\n{{/hasEmpty}}\r\n", data) == "x\r\n")
    }

    @Test func anItemKnowsWhereItStandsInItsList() throws {
        let list = Context(["fields": .list([Context(["name": .text("a")]), Context(["name": .text("b")])])])
        #expect(try render("({{#fields}}{{name}}{{^isLast}}, {{/isLast}}{{/fields}})", list) == "(a, b)")
        #expect(try render("{{#fields}}{{#isFirst}}: {{/isFirst}}{{name}}{{/fields}}", list) == ": ab")
        let texts = Context(["doc": .texts(["x", "y", "z"])])
        #expect(try render("{{#doc}}{{.}}{{^isLast}}+{{/isLast}}{{/doc}}", texts) == "x+y+z")
        // The item's own names come first, and an inner list has its own positions.
        let nested = Context([
            "fields": .list([Context(["doc": .texts(["p", "q"])]), Context(["doc": .texts(["r"])])])
        ])
        #expect(
            try render(
                "{{#fields}}[{{#doc}}{{.}}{{#isLast}}.{{/isLast}}{{/doc}}]{{^isLast}};{{/isLast}}{{/fields}}", nested)
                == "[pq.];[r.]")
    }

    // MARK: partials

    @Test func partialsRenderWithTheCurrentContext() throws {
        let data = Context(["fields": .list([Context(["name": .text("a")]), Context(["name": .text("b")])])])
        #expect(try render("{{#fields}}{{>Field}};{{/fields}}", data, partials: ["Field": "<{{name}}>"]) == "<a>;<b>;")
    }

    @Test func aStandalonePartialIndentsEachOfItsLines() throws {
        let data = Context(["name": .text("x")])
        let partials = ["Body": "let a = {{name}}\nlet b = 2\n", "Outer": "{\n  {{>Body}}\n}\n"]
        #expect(
            try render("struct S {\n    {{>Outer}}\n}\n", data, partials: partials)
                == "struct S {\n    {\n      let a = x\n      let b = 2\n    }\n}\n")
    }

    @Test func aMissingPartialRendersNothing() throws {
        #expect(try render("a\n  {{>NoSuchTemplate}}\nb {{>NoSuchTemplate}}c\n") == "a\nb c\n")
    }

    // MARK: delimiters

    @Test func setDelimiterTagsChangeTheTagsThatFollow() throws {
        let data = Context(["name": .text("n"), "hasEmpty": .bool(true)])
        #expect(
            try render("{{=<% %>=}}<% name %> {{name}} <%#hasEmpty%>yes<%/hasEmpty%><%={{ }}=%> {{name}}", data)
                == "n {{name}} yes n")
    }

    @Test func delimitersSetInsideASectionEndWithIt() throws {
        let data = Context(["name": .text("n"), "hasEmpty": .bool(true)])
        #expect(try render("{{#hasEmpty}}{{=| |=}}|name||/hasEmpty| {{name}}", data) == "n n")
    }
}
