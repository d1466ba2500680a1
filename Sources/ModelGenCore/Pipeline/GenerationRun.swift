// One `generate` run as the command line asks for it: settings from modelgen.yml, overridden by flags, then the plan.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What one run of `modelgen generate` was asked to do; flags win over `modelgen.yml`.
public struct GenerationRun: Sendable {
    /// Spec paths given on the command line; empty means the configuration's, else `Specs`.
    public var paths: [String] = []
    /// `--output`.
    public var output: String?
    /// `--config`; when nil, `modelgen.yml` in the current folder is read if it exists.
    public var configPath: String?
    /// `--templates`.
    public var templates: String?
    /// `--access`.
    public var access: GenerationOptions.Access?
    /// `--flavor`.
    public var flavor: GenerationOptions.Flavor?
    /// `--source-locations`.
    public var sourceLocations: GenerationOptions.SourceLocations?
    /// `--reference`: specs that resolve names and render nothing; they replace the configuration's `references`.
    public var references: [String] = []

    /// An empty request: everything from the configuration or the defaults.
    public init() {}

    /// The settings in force: flags over `modelgen.yml` over defaults.
    public func settings() throws(DiagnosticsError) -> GenerationSettings {
        let path = configPath ?? "modelgen.yml"
        let configuration = try Configuration.load(path: path, required: configPath != nil)
        // Paths in the configuration are relative to the folder it is in.
        let folder = path.lastIndex(of: "/").map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? ""
        func resolve(_ relative: String) -> String {
            folder.isEmpty || relative.hasPrefix("/")
                ? relative : (folder.hasSuffix("/") ? folder : folder + "/") + relative
        }
        var options = configuration.options
        if let access { options.access = access }
        if let flavor { options.flavor = flavor }
        if let sourceLocations { options.sourceLocations = sourceLocations }
        return GenerationSettings(
            specs: paths.isEmpty ? (configuration.specs?.map(resolve) ?? ["Specs"]) : paths,
            output: output ?? configuration.output.map(resolve) ?? "Generated",
            templates: templates ?? configuration.templates.map(resolve),
            references: references.isEmpty ? (configuration.references?.map(resolve) ?? []) : references,
            options: options,
            configurationFolder: configuration.path.map { _ in URL(fileURLWithPath: folder.isEmpty ? "." : folder) })
    }

    /// The spec files of the run, with header paths relative to the configuration file's folder when there is one.
    public func sources() throws(DiagnosticsError) -> [SpecSource] {
        try settings().sources()
    }

    /// Reads, validates and renders the specs, then compares with the output folder (`--check`); nothing is
    /// written. See ``Generator/plan(_:against:)``.
    public func plan() throws(DiagnosticsError) -> (plan: OutputPlan, outputFolder: String) {
        let (generator, sources, settings) = try prepare()
        let folder = OutputFolder(URL(fileURLWithPath: settings.output), displayPath: settings.output)
        return (try generator.plan(sources, against: folder), settings.output)
    }

    /// Reads and validates the specs, then renders every file and writes each only if it changes, and removes stale
    /// generated files (see ``Generator/write(_:into:)``). Nothing is written when a spec has errors.
    public func write() throws(DiagnosticsError) -> (failure: WriteError?, summary: WriteSummary, outputFolder: String)
    {
        let (generator, sources, settings) = try prepare()
        let result = try generator.write(
            sources, into: OutputFolder(URL(fileURLWithPath: settings.output), displayPath: settings.output))
        return (result.failure, result.summary, settings.output)
    }

    /// The generator, the spec files and the settings of the run.
    private func prepare() throws(DiagnosticsError) -> (Generator, [SpecSource], GenerationSettings) {
        let settings = try settings()
        let sources = try settings.sources()
        let templateSet = try TemplateSet.load(overrides: settings.templates.map { URL(fileURLWithPath: $0) })
        return (Generator(options: settings.options, templates: templateSet), sources, settings)
    }
}

/// The settings of one run: flags over `modelgen.yml` over defaults.
public struct GenerationSettings: Sendable {
    /// Spec files or folders.
    public var specs: [String]
    /// The output folder.
    public var output: String
    /// The folder of templates that replace built-in ones, if any.
    public var templates: String?
    /// Reference specs: files or folders whose declarations resolve names, rendered elsewhere.
    public var references: [String] = []
    /// What is generated and how.
    public var options: GenerationOptions
    /// The folder of the configuration file, when one was read: header paths are relative to it.
    public var configurationFolder: URL?
}

extension GenerationSettings {
    /// The run's reference specs (marked, and not repeated when a spec is also a reference), then its spec files:
    /// references come first, so a name a spec declares again is reported at the spec, the second declaration.
    public func sources() throws(DiagnosticsError) -> [SpecSource] {
        let specs = try SpecSource.find(self.specs, configurationFolder: configurationFolder)
        guard !references.isEmpty else { return specs }
        let rendered = Set(specs.map(\.url.path))
        let referenced = try SpecSource.find(references, configurationFolder: configurationFolder).filter {
            !rendered.contains($0.url.path)
        }
        return referenced.map { source in
            var source = source
            source.isReference = true
            return source
        } + specs
    }
}
