// `modelgen templates export DIR`: writes the built-in templates out for customising; `modelgen templates docs`:
// prints what each template renders over.

import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ModelGenCore

/// Works with the built-in templates.
struct Templates: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates", abstract: "Works with the built-in templates.", subcommands: [Export.self, Docs.self])

    /// Writes every built-in template into a folder.
    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract:
                "Writes the built-in templates into a folder; edit any of them and pass the folder to --templates.")

        @Argument(help: "The folder to write into (created if needed).")
        var folder: String

        @Flag(help: "Replace templates that already exist in the folder.")
        var force = false

        func run() throws {
            let url = URL(fileURLWithPath: folder)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for template in TemplateSet.builtin {
                let file = url.appending(path: template.name + ".mustache")
                if !force, FileManager.default.fileExists(atPath: file.path) {
                    StandardError.write(
                        "\(folder)/\(template.name).mustache: error: exists already; pass --force to replace it\n")
                    throw ExitCode(1)
                }
                try Data(template.text.utf8).write(to: file, options: .atomic)
            }
            print("wrote \(TemplateSet.builtin.count) templates to \(folder)")
        }
    }

    /// Prints `docs/templates.md`: each built-in template's render data and every name it can use.
    struct Docs: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "docs",
            abstract:
                "Prints each built-in template's render data and every name it can use, as Markdown (docs/templates.md)."
        )

        func run() throws {
            print(try TemplateSet.load().documentation(), terminator: "")
        }
    }
}
