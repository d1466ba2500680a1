// Templates that do not parse: every error of every template, each at its line and column.

import ModelGenCore
import Testing

/// The diagnostics of a set holding `texts`, as printed; empty when the set loads.
func problems(_ texts: [String: String]) -> [String] {
    do {
        _ = try TemplateSet(texts: texts)
        return []
    } catch {
        return error.diagnostics.map(\.description)
    }
}

private let prefix = "error: template does not parse: "

@Suite struct Test_TemplateDiagnostics {
    @Test func anUnclosedSection() {
        #expect(problems(["T": "line one\n{{#cases}}\n"]) == ["T.mustache:2:1: \(prefix)`{{#cases}}` is never closed"])
    }

    @Test func aClosingTagThatDoesNotMatchTheOpenSection() {
        #expect(
            problems(["T": "{{#fields}}\n  {{/field}}\n{{/fields}}"]) == [
                "T.mustache:2:3: \(prefix)`{{/field}}` does not close the open section `fields`\nT.mustache:1:1: note: `{{#fields}}` opens it here"
            ])
    }

    @Test func aClosingTagWithNoOpenSection() {
        #expect(
            problems(["T": "a {{/fields}}"]) == [
                "T.mustache:1:3: \(prefix)`{{/fields}}` closes no section: none is open"
            ])
    }

    @Test func anInnerSectionLeftOpenWhenTheOuterOneCloses() {
        #expect(
            problems(["T": "{{#models}}{{#fields}}x{{/models}}"]) == [
                "T.mustache:1:12: \(prefix)`{{#fields}}` is never closed\nT.mustache:1:24: note: `{{/models}}` closes the section around it here"
            ])
    }

    @Test func unclosedTagsAreReportedAndTheRestStillParsed() {
        #expect(
            problems(["T": "a {{name\nb {{type}} {{/fields}}"]) == [
                "T.mustache:1:3: \(prefix)`{{` opens a tag that is never closed: no `}}` follows",
                "T.mustache:2:12: \(prefix)`{{/fields}}` closes no section: none is open",
            ])
        #expect(
            problems(["T": "{{{name}}\n{{! never"]) == [
                "T.mustache:1:1: \(prefix)`{{{` opens a tag that is never closed: no `}}}` follows",
                "T.mustache:2:1: \(prefix)`{{!` opens a tag that is never closed: no `}}` follows",
            ])
    }

    @Test func emptyAndMalformedNames() {
        #expect(
            problems(["T": "{{}} {{#}}{{/}}\n{{na me}} {{fields..name}} {{>}}"]) == [
                "T.mustache:1:1: \(prefix)`{{}}` has no name",
                "T.mustache:1:6: \(prefix)`{{#}}` has no name",
                "T.mustache:2:1: \(prefix)`na me` is not a name: it contains blanks",
                "T.mustache:2:11: \(prefix)`fields..name` is not a name: a dotted name has an empty part",
                "T.mustache:2:28: \(prefix)`{{>}}` names no template",
            ])
    }

    @Test func aMalformedSetDelimiterTag() {
        #expect(
            problems(["T": "x\n  {{=<% =}}"]) == [
                "T.mustache:2:3: \(prefix)`{{=<% =}}` does not set delimiters: write `{{=<% %>=}}`"
            ])
    }

    @Test func tagsOutsideStandardMustache() {
        #expect(
            problems(["T": "{{<parent}}{{/parent}}\n{{% CONTENT_TYPE: TEXT }}"]) == [
                "T.mustache:1:1: \(prefix)`{{<parent}}` is not standard Mustache (template inheritance and pragmas are not supported)",
                "T.mustache:1:12: \(prefix)`{{/parent}}` closes no section: none is open",
                "T.mustache:2:1: \(prefix)`{{% CONTENT_TYPE: TEXT }}` is not standard Mustache (template inheritance and pragmas are not supported)",
            ])
    }

    @Test func columnsCountCharactersAndDelimitersAreTheOnesInForce() {
        #expect(
            problems(["T": "é\t{{=<% %>=}}<%#fields%>"]) == ["T.mustache:1:14: \(prefix)`<%#fields%>` is never closed"])
    }

    @Test func everyTemplateOfTheSetIsReported() {
        #expect(
            problems(["A": "{{#fields}}", "B": "ok", "C": "{{/fields}}"]) == [
                "A.mustache:1:1: \(prefix)`{{#fields}}` is never closed",
                "C.mustache:1:1: \(prefix)`{{/fields}}` closes no section: none is open",
            ])
    }

    @Test func namesThatAreNoKeyAreErrorsWithTheNearestKey() {
        #expect(
            problems(["T": "{{nmae}}\n{{#no.such.name}}{{/no.such.name}}{{load.clal}}{{>NoSuchTemplate}}"]) == [
                "T.mustache:1:1: error: template `T` uses `nmae`, which no render data offers\nT.mustache:1:1: note: did you mean 'name'?",
                "T.mustache:2:1: error: template `T` uses `no.such.name`, and no render data offers `no`",
                "T.mustache:2:35: error: template `T` uses `load.clal`, and no render data offers `clal`\nT.mustache:2:35: note: did you mean 'call'?",
            ])
    }
}
