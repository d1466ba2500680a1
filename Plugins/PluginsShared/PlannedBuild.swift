// The plan of a build plugin's modelgen run, as `modelgen plan` prints it in JSON and the build plugin reads it. The
// one file is compiled by both: ModelGenCore links to it (Sources/ModelGenCore/Pipeline/PlannedBuild.swift), and the
// build plugin's folder links to PluginsShared, since a plugin cannot link ModelGenCore.

/// The `modelgen generate` run a build plugin asks for, worked out by modelgen from a target's files.
public struct PlannedBuild: Codable, Equatable, Sendable {
    /// A YAML file of the target that is no spec of the run, though it looks meant as one, and why.
    public struct Skipped: Codable, Equatable, Sendable {
        /// The file's absolute path.
        public var file: String
        /// Why it is skipped, as the build's warning says it.
        public var reason: String

        /// A skipped file.
        public init(file: String, reason: String) {
            self.file = file
            self.reason = reason
        }
    }

    /// `generate`, the absolute spec paths, `--output`, `--config` and `--quiet`; empty when the target has no spec,
    /// and so no run. The reference specs are not arguments: modelgen reads `references:` from the configuration
    /// passed with `--config`, relative to its folder.
    public var arguments: [String]
    /// What the run reads, absolute paths: the specs, the configuration, the templates folder and each file of the
    /// target in it, then the reference folders and each reference spec (so that editing another target's referenced
    /// spec regenerates this one).
    public var inputFiles: [String]
    /// What the run writes: one Swift file per spec, named after it, and the support file.
    public var outputFiles: [String]
    /// When the target has no configuration, the empty one to pass instead, in the work folder, so that the tool never
    /// reads a `modelgen.yml` of the folder the build runs in; the plugin creates it when it is not there.
    public var emptyConfiguration: String?
    /// The target's YAML files that look meant as specs and are not, each with why; other tools' YAML
    /// (`swiftgen.yml`, `openapi.yaml`) is skipped without a word.
    public var skipped: [Skipped]

    /// A plan.
    public init(
        arguments: [String], inputFiles: [String], outputFiles: [String], emptyConfiguration: String?,
        skipped: [Skipped]
    ) {
        self.arguments = arguments
        self.inputFiles = inputFiles
        self.outputFiles = outputFiles
        self.emptyConfiguration = emptyConfiguration
        self.skipped = skipped
    }
}
