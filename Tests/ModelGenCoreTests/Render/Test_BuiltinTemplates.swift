// The templates embedded in the binary are exactly Templates/*.mustache.

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

    /// `RenderKey` is written by `EmbedTemplates` from the names the templates use: no key without a template using it.
    @Test func everyRenderKeyIsUsedByABuiltinTemplate() {
        let tags = TemplateSet.builtin.flatMap { template in
            template.text.components(separatedBy: "{{").dropFirst().compactMap {
                $0.components(separatedBy: "}}").first
            }
        }
        let names = Set(
            tags.flatMap { tag in
                tag.trimmingCharacters(in: CharacterSet(charactersIn: "{#^/&> ")).split(separator: ".").map(String.init)
            })
        for key in RenderKey.allCases {
            #expect(
                names.contains(key.rawValue),
                "no built-in template uses `\(key.rawValue)`: run swift run EmbedTemplates ...")
        }
    }
}
