// Every name a template uses is one its render data offers: a misspelt name, a name of other render data, a dotted
// name through text, and a template file that replaces nothing are each reported at their place, with the
// nearest name when there is one.

import ModelGenCore
import Testing

@Suite struct Test_TemplateNames {
    /// The diagnostics, as printed, of the built-in templates with `files` as overrides, each line's folder shown
    /// as `Templates`.
    private func problems(_ files: [String: String]) throws -> [String] {
        let (folder, problems) = try Test_TemplateOverride.overrideProblems(files)
        return problems.map { $0.replacingOccurrences(of: folder + "/", with: "Templates/") }
    }

    @Test func theBuiltInTemplatesUseOnlyNamesTheirRenderDataOffers() throws {
        // An empty folder of overrides: the whole set is checked, as it is not when there is no folder.
        #expect(try problems([:]) == [])
    }

    @Test func aMisspeltNameInAnOverride() throws {
        #expect(
            try problems(["Model.mustache": "{{>Doc}}\n{{>Access}}final class {{nmae}} {\n}\n"]) == [
                """
                Templates/Model.mustache:2:24: error: template `Model` uses `nmae`, which no render data it renders over offers (`ModelData`, `FileData`)
                Templates/Model.mustache:2:24: note: did you mean 'name'?
                """
            ])
    }

    @Test func aTemplateFileNamedAfterNoBuiltInTemplate() throws {
        #expect(
            try problems(["Strukt.mustache": "{{>Doc}}\n"]) == [
                """
                Templates/Strukt.mustache:1:1: error: `Strukt.mustache` replaces no built-in template: a template file is named after the one it replaces
                Templates/Strukt.mustache:1:1: note: did you mean 'Struct'?
                """
            ])
    }

    @Test func aNameOfOtherRenderData() throws {
        #expect(
            try problems(["Enum.mustache": "enum {{name}} {\n    {{#fields}}\n    {{/fields}}\n}\n"]) == [
                "Templates/Enum.mustache:2:5: error: template `Enum` uses `fields`, which no render data it renders over offers (`EnumData`, `FileData`)"
            ])
    }

    @Test func dottedNames() throws {
        #expect(
            try problems(["ModelLoad.mustache": "{{load.call.method}} {{load.cal}} {{name.type}}\n"]) == [
                """
                Templates/ModelLoad.mustache:1:22: error: template `ModelLoad` uses `load.cal`, but `load` (`LoadData`) offers no `cal`
                Templates/ModelLoad.mustache:1:22: note: did you mean 'call'?
                """,
                "Templates/ModelLoad.mustache:1:35: error: template `ModelLoad` uses `name.type`, but `name` holds text, not render data with names",
            ])
    }

    @Test func aVariableTagOverRenderDataOrAListIsAnErrorNotNothing() throws {
        // A section renders render data and lists; a variable tag would print nothing of them.
        #expect(
            try problems([
                "ModelLoad.mustache": "{{#call}}{{method}}{{/call}}\n{{call}}\n"
                    + "{{load.call}} {{observes}} {{#observes}}{{/observes}}\n"
            ]) == [
                """
                Templates/ModelLoad.mustache:2:1: error: template `ModelLoad` uses `{{call}}`, but `call` is render data (`UseCaseCallData`), which a variable tag prints as nothing
                Templates/ModelLoad.mustache:2:1: note: use a section `{{#call}}...{{/call}}`, or a partial inside one
                """,
                """
                Templates/ModelLoad.mustache:3:1: error: template `ModelLoad` uses `{{load.call}}`, but `call` is render data (`UseCaseCallData`), which a variable tag prints as nothing
                Templates/ModelLoad.mustache:3:1: note: use a section `{{#load.call}}...{{/load.call}}`, or a partial inside one
                """,
                """
                Templates/ModelLoad.mustache:3:15: error: template `ModelLoad` uses `{{observes}}`, but `observes` is a list of `ObserveData`, which a variable tag prints as nothing
                Templates/ModelLoad.mustache:3:15: note: use a section `{{#observes}}...{{/observes}}`, which renders once per item
                """,
            ])
    }

    @Test func aVariableTagOverRenderDataInAPartialIsReportedWhereverItIsIncluded() throws {
        // `Doc` renders over many types; `{{load}}` is render data only where a model's is around it.
        #expect(
            try problems(["Doc.mustache": "{{#doc}}\n/// {{.}}\n{{/doc}}\n{{load}}\n"]) == [
                """
                Templates/Doc.mustache:4:1: error: template `Doc` uses `{{load}}`, but `load` is render data (`LoadData`), which a variable tag prints as nothing
                Templates/Doc.mustache:4:1: note: use a section `{{#load}}...{{/load}}`, or a partial inside one
                """
            ])
    }

    @Test func namesAreSearchedOutwardsAndAPartialMayUseANameOnlySomeOfItsPlacesOffer() throws {
        // `Doc` renders over enums, structs, fields, models, use cases and operations: only structs have `fields`.
        #expect(
            try problems([
                "Doc.mustache": "{{#doc}}\n{{.}}\n{{/doc}}\n{{#fields}}{{/fields}}{{accessModifier}}{{header}}\n"
            ])
                == [])
    }

    @Test func aTemplateNothingIncludesIsCheckedForNamesThatAreNoKey() throws {
        #expect(
            try problems(["File.mustache": "{{header}}\n", "Enum.mustache": "{{fields}} {{nmae}}\n"]) == [
                """
                Templates/Enum.mustache:1:12: error: template `Enum` uses `nmae`, which no render data offers
                Templates/Enum.mustache:1:12: note: did you mean 'name'?
                """
            ])
    }
}
