// The one modelgen run a build plugin asks for: its arguments, every file it reads and every file it writes, so the
// build reruns it exactly when one of those inputs changes.

import Foundation

/// A `modelgen generate` command worked out from a target's files.
struct GenerationPlan: Equatable {
    /// `generate`, the absolute spec paths, `--output`, `--config` and `--quiet`. The reference specs are not
    /// arguments: modelgen reads `references:` from the configuration passed with `--config`, relative to its folder.
    var arguments: [String]
    /// What the run reads: the specs, the configuration, the templates folder and each file in it, then the reference
    /// folders and each reference spec (so that editing another target's referenced spec regenerates this one).
    var inputFiles: [URL]
    /// What the run writes: one Swift file per spec, named after it, and the support file.
    var outputFiles: [URL]
    /// When the target has no configuration, the empty one passed instead, in the work folder, so that the tool never
    /// reads a `modelgen.yml` of the folder the build runs in; ``writeEmptyConfiguration()`` creates it.
    var emptyConfiguration: URL?

    /// The support file every run writes beside the specs' files.
    static let supportFileName = "ModelGenSupport.swift"

    /// The run for a target's files (see ``TargetInputs`` for which it reads), writing into the folder `Generated` of
    /// `workDirectory`; nil when the target has no spec. `read` returns a file's text, `list` the files under a folder
    /// (nil when the path is no folder).
    init?(targetFiles: [URL], workDirectory: URL, read: (URL) throws -> String, list: (URL) throws -> [URL]?) throws {
        let inputs = try TargetInputs(files: targetFiles, read: read, list: list)
        guard !inputs.specs.isEmpty else { return nil }
        let output = workDirectory.appending(path: "Generated")
        let empty = workDirectory.appending(path: "modelgen.yml")
        emptyConfiguration = inputs.configuration == nil ? empty : nil
        let configuration = inputs.configuration ?? empty
        arguments =
            ["generate"] + inputs.specs.map(\.path) + [
                "--output", output.path, "--config", configuration.path, "--quiet",
            ]
        inputFiles =
            inputs.specs + [inputs.configuration, inputs.templatesFolder].compactMap { $0 } + inputs.templateFiles
            + inputs.referenceFolders + inputs.references
        outputFiles =
            inputs.specs.map { output.appending(path: $0.deletingPathExtension().lastPathComponent + ".swift") }
            + [output.appending(path: Self.supportFileName)]
    }

    /// Creates ``emptyConfiguration`` as an empty file, unless there is none to create or it exists.
    func writeEmptyConfiguration() throws {
        guard let file = emptyConfiguration, !FileManager.default.fileExists(atPath: file.path) else { return }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data().write(to: file)
    }
}
