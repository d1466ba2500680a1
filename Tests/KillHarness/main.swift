// modelgen-kill-harness STEP [SPEC...]: `modelgen generate [SPEC...]` through the same pipeline, with an observer that
// kills the process with SIGKILL when writing the output folder reaches STEP (`locked`, `Notes.swift:written`, as
// `WriteStep.description` spells them). Exit status: 1 on errors, 4 when the run ended without reaching STEP.
// Test_OutputSafety runs it to show that a run killed anywhere leaves every file old or new.

import Foundation
import ModelGenCore

let arguments = Array(CommandLine.arguments.dropFirst())
guard let step = arguments.first else {
    FileHandle.standardError.write(Data("usage: modelgen-kill-harness STEP [SPEC...]\n".utf8))
    exit(2)
}
var request = GenerationRun()
request.paths = Array(arguments.dropFirst())
do throws(DiagnosticsError) {
    let settings = try request.settings()
    let generator = Generator(
        options: settings.options,
        templates: try TemplateSet.load(overrides: settings.templates.map { URL(fileURLWithPath: $0) }))
    let folder = OutputFolder(
        URL(fileURLWithPath: settings.output), displayPath: settings.output,
        observer: WriteObserver { reached in
            if reached.description == step { kill(getpid(), SIGKILL) }
        })
    let result = try generator.write(try settings.sources(), into: folder)
    if let failure = result.failure {
        FileHandle.standardError.write(Data("error: \(failure)\n".utf8))
        exit(1)
    }
    FileHandle.standardError.write(Data("the run never reached \(step)\n".utf8))
    exit(4)
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
