// Templates that would render without end, overflow the stack or multiply their work: each is rejected when the set
// loads, at the tag that causes it, and templates just inside the limits still render.

import ModelGenCore
import Testing

/// Templates named `prefix` and a two-digit number from 0 to `last`, each made by `text` from its successor's name;
/// the last one is `end`.
private func chain(_ prefix: String, last: Int, end: String, _ text: (String) -> String) -> [String: String] {
    let names = (0...last).map { prefix + ($0 < 10 ? "0" : "") + String($0) }
    var texts = [names[last]: end]
    for (name, next) in zip(names, names.dropFirst()) { texts[name] = text(next) }
    return texts
}

@Suite struct Test_TemplateBounds {
    @Test func aTemplateThatIncludesItselfIsRejectedOnceAtItsFirstTag() throws {
        let (folder, problems) = try Test_TemplateOverride.overrideProblems(["File.mustache": "{{>File}}{{>File}}"])
        #expect(problems == ["\(folder)/File.mustache:1:1: error: partial cycle: File -> File"])
    }

    @Test func aCycleThroughTwoTemplatesIsReportedOnceFromTheTagThatClosesIt() {
        let texts = ["A": "a\n{{>B}}", "B": "{{#fields}}{{>A}}{{/fields}}", "C": "{{>A}}{{>B}}"]
        #expect(problems(texts) == ["B.mustache:1:12: error: partial cycle: B -> A -> B"])
    }

    @Test func aLongCycleIsNamedByItsEnds() {
        let texts = chain("P", last: 20, end: "{{>P00}}") { "{{>\($0)}}" }
        #expect(
            problems(texts) == [
                "P20.mustache:1:1: error: partial cycle: P20 -> P00 -> P01 -> P02 -> P03 -> ... (12 more) -> P16 -> P17 -> P18 -> P19 -> P20"
            ])
    }

    @Test func fifteenThousandNestedSectionsAreRejectedOnceAtTheFirstTooDeep() {
        let text = String(repeating: "{{#a}}", count: 15_000) + String(repeating: "{{/a}}", count: 15_000)
        #expect(
            problems(["T": text]) == [
                "T.mustache:1:1537: error: template does not parse: `{{#a}}` nests sections deeper than 256 levels"
            ])
    }

    @Test func aChainOfPartialsDeeperThanTheLimitIsRejectedWhereItPassesIt() {
        #expect(
            problems(chain("P", last: 300 / 3, end: "end") { "{{#a}}{{#a}}{{>\($0)}}{{/a}}{{/a}}" }) == [
                "P14.mustache:1:13: error: partial `P15` here nests sections and partials 258 levels deep, more than 256"
            ])
        let sections = String(repeating: "{{#a}}", count: 250) + "{{>U}}" + String(repeating: "{{/a}}", count: 250)
        #expect(
            problems(["T": sections, "U": "{{#a}}{{#a}}{{#a}}{{#a}}{{#a}}{{#a}}x{{/a}}{{/a}}{{/a}}{{/a}}{{/a}}{{/a}}"])
                == [
                    "T.mustache:1:1501: error: partial `U` here nests sections and partials 257 levels deep, more than 256"
                ])
    }

    @Test func sectionsAndPartialsAtTheLimitRender() throws {
        let outer =
            String(repeating: "{{#fields}}", count: 127) + "{{>Inner}}" + String(repeating: "{{/fields}}", count: 127)
        let inner =
            String(repeating: "{{#hasEmpty}}", count: 128) + "x" + String(repeating: "{{/hasEmpty}}", count: 128)
        let data = Context(["fields": .list([Context()]), "hasEmpty": .bool(true)])
        #expect(try render(outer, data, partials: ["Inner": inner]) == "x")
    }

    @Test func aChainThatDoublesItsTextIsRejectedWhereItFirstPassesTheLimit() {
        #expect(
            problems(chain("D", last: 60, end: "x") { "{{>\($0)}}{{>\($0)}}" }) == [
                "D44.mustache:1:9: error: partial `D45` here makes template `D44` expand to more than 1000000 bytes"
            ])
    }

    @Test func aStandalonePartialsIndentationCountsOnEveryLine() {
        let indented = String(repeating: " ", count: 2_000) + "{{>Lines}}\n"
        #expect(
            problems(["T": indented, "Lines": String(repeating: "\n", count: 1_000)]) == [
                "T.mustache:1:2001: error: partial `Lines` here makes template `T` expand to more than 1000000 bytes"
            ])
    }

    @Test func aLongDelimiterIsRejected() {
        let delimiter = String(repeating: "<", count: 17)
        #expect(
            problems(["T": "a\n{{=\(delimiter) >>=}}"]) == [
                "T.mustache:2:1: error: template does not parse: `{{=...=}}` sets a delimiter longer than 16 bytes"
            ])
    }
}

@Suite struct Test_RenderBudget {
    /// Forty sections nested over the same list of two: 2^40 renderings of the innermost text.
    private let nested = String(repeating: "{{#fields}}", count: 40) + "x" + String(repeating: "{{/fields}}", count: 40)
    private let data = Context(["fields": .list([Context(), Context()])])

    @Test func aRenderingThatRepeatsAListInsideItselfStopsAtItsBudget() throws {
        let templates = try TemplateSet(texts: ["Main": nested])
        #expect(throws: RenderLimitError.self) { try templates.render(data, template: "Main", budget: 100_000) }
    }

    @Test func theBudgetCountsNodesAndFramesSearched() throws {
        // Three levels over two items: 1 + 2 + 4 sections whose name is found 1, 3 and 5 frames out (each item sits
        // on its list position), then 8 texts.
        let templates = try TemplateSet(texts: [
            "Main": "{{#fields}}{{#fields}}{{#fields}}x{{/fields}}{{/fields}}{{/fields}}"
        ])
        #expect(
            try templates.render(data, template: "Main", budget: (1 + 1) + 2 * (1 + 3) + 4 * (1 + 5) + 8) == "xxxxxxxx")
        #expect(throws: RenderLimitError.self) {
            try templates.render(data, template: "Main", budget: (1 + 1) + 2 * (1 + 3) + 4 * (1 + 5) + 7)
        }
    }

    @Test func itsDiagnosticPointsAtTheTemplateAndNamesTheSpec() {
        #expect(
            RenderLimitError(template: "Templates/File.mustache").diagnostic(rendering: "Specs/A.yaml").description
                == """
                Templates/File.mustache:1:1: error: rendering Specs/A.yaml takes more work than any generated file needs; stopped
                Templates/File.mustache:1:1: note: a section nested inside a section over the same list repeats the list at every level
                """)
    }
}
