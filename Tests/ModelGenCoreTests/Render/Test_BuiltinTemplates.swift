// The templates embedded in the binary are exactly Templates/*.mustache, and use every name render data declares.

import Foundation
import ModelGenCore
import Testing

@Suite struct Test_BuiltinTemplates {
    @Test func embeddedTemplatesMatchTheTemplatesFolder() throws {
        let folder = Repository.url("Templates")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".mustache")
        }.sorted()
        let onDisk = try files.map {
            (name: String($0.dropLast(".mustache".count)), text: try Repository.text("Templates/\($0)"))
        }
        #expect(
            TemplateSet.builtin.map(\.name) == onDisk.map(\.name),
            "run: swift run EmbedTemplates Sources/ModelGenCore/Render/BuiltinTemplates.swift Templates/*.mustache")
        for (embedded, file) in zip(TemplateSet.builtin, onDisk) {
            #expect(embedded.text == file.text, "\(file.name).mustache changed: run swift run EmbedTemplates ...")
        }
    }

    /// Every name render data declares is used by a built-in template: a name none uses is dead, and a new child
    /// lifetime's section (declared from `ChildLifetime.section`) needs its template section.
    @Test func everyDeclaredNameIsUsedByABuiltinTemplate() {
        let tags = TemplateSet.builtin.flatMap { template in
            template.text.components(separatedBy: "{{").dropFirst().compactMap {
                $0.components(separatedBy: "}}").first
            }
        }
        let names = Set(
            tags.flatMap { tag in
                tag.trimmingCharacters(in: CharacterSet(charactersIn: "{#^/&> ")).split(separator: ".").map(String.init)
            })
        for name in RenderKey.names {
            #expect(names.contains(name), "no built-in template uses `\(name)`")
        }
    }
}
