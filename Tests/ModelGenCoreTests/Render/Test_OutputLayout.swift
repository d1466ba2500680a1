// The layout of generated Swift: written right by the renderer, with no pass over the output afterwards.

import Foundation
import ModelGenCore
import Testing

@Suite struct Test_OutputLayout {
    @Test(arguments: Test_Reference.flavours.indices)
    func aFileIsWhatItsTemplatesRenderWithNoPassAfterwards(flavour: Int) throws {
        let options = Test_Reference.flavours[flavour].options
        let templates = try TemplateSet.load()
        let renderer = Renderer(templates: templates)
        let translator = Translator(options: options)
        let validated = try SpecLoading.validate(SpecSource.find(["Specs"], currentDirectory: Repository.root))
        for file in try validated.files() {
            let data = translator.file(file, baseName: "File")
            #expect(try renderer.render(data).contents == templates.render(data, template: "File"), "\(file.spec.path)")
        }
        let support = translator.support()
        #expect(try renderer.render(support).contents == templates.render(support, template: "Support"))
    }

    @Test(arguments: Test_Reference.flavours.indices)
    func specsRenderIndentedByTheirBlocks(flavour: Int) throws {
        let files = try Test_Reference.render(options: Test_Reference.flavours[flavour].options)
        #expect(files.count > 1)
        for file in files {
            #expect(swiftLayoutProblems(file.contents) == [], "\(file.name)")
        }
    }

    @Test func everySnippetIsIndentedByItsBlocks() throws {
        let names = Test_Snippets.names
        #expect(!names.isEmpty)
        for name in names {
            let text = try Repository.text("\(Test_Snippets.folder)/\(name).swift")
            #expect(swiftLayoutProblems(text) == [], "\(name).swift")
        }
    }

    @Test func theCheckerFindsEachKindOfProblem() {
        let text = "struct A {\n\n  var a = 1 \n    switch a {\n        case 1: break\n\n    }\n}\n\n\n"
        #expect(
            swiftLayoutProblems(text) == [
                "line 2: after an opening", "line 3: ends with blanks", "line 3: indented 2, not 4: var a = 1 ",
                "line 5: indented 8, not 4: case 1: break", "line 6: before a closing",
                "line 9: a blank line not between two lines of text",
                "line 10: a blank line not between two lines of text",
            ])
    }
}
