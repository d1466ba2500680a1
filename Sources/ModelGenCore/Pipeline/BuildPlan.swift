// The build plugin's plan, made by modelgen itself (`modelgen plan`): which of a target's files are specs, which is
// its configuration, which are its templates and which spec files elsewhere its configuration references, decided
// with the loader and decoders `generate` runs, so that the plugin and the tool can never disagree. Other tools' YAML
// in the same target (swiftgen.yml, openapi.yaml) is never taken for a spec.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Works out a build plugin's ``PlannedBuild`` from a target's files.
public enum BuildPlan {
    /// The names a configuration file takes, preferred first; such files are never specs (as for the tool itself).
    static let configurationNames = ["modelgen.yml", "modelgen.yaml"]

    /// The support file every run writes beside the specs' files.
    static let supportFileName = "ModelGenSupport.swift"

    /// The plan for a target's files (absolute paths), writing into the folder `Generated` of `workDirectory`. A
    /// configuration that does not decode, or a `references:` entry that names nothing, is an error, as it is for
    /// `generate`.
    public static func plan(targetFiles: [String], workDirectory: String) throws(DiagnosticsError) -> PlannedBuild {
        let inputs = try TargetInputs(files: targetFiles.map { URL(fileURLWithPath: $0) })
        let skipped = inputs.skipped.map { PlannedBuild.Skipped(file: $0.file.path, reason: $0.reason) }
        guard !inputs.specs.isEmpty else {
            return PlannedBuild(
                arguments: [], inputFiles: [], outputFiles: [], emptyConfiguration: nil, skipped: skipped)
        }
        let work = URL(fileURLWithPath: workDirectory)
        let output = work.appending(path: "Generated")
        let empty = work.appending(path: "modelgen.yml")
        let configuration = inputs.configuration ?? empty
        let arguments =
            ["generate"] + inputs.specs.map(\.path) + [
                "--output", output.path, "--config", configuration.path, "--quiet",
            ]
        let inputFiles =
            inputs.specs + [inputs.configuration, inputs.templatesFolder].compactMap { $0 } + inputs.templateFiles
            + inputs.referenceFolders + inputs.references
        let outputFiles =
            inputs.specs.map { output.appending(path: $0.deletingPathExtension().lastPathComponent + ".swift") }
            + [output.appending(path: supportFileName)]
        return PlannedBuild(
            arguments: arguments, inputFiles: inputFiles.map(\.path), outputFiles: outputFiles.map(\.path),
            emptyConfiguration: inputs.configuration == nil ? empty.path : nil, skipped: skipped)
    }

    /// The paths listed in the file at `path`, one a line (a file, not arguments, so that no target is too large for
    /// the system's limit on arguments); empty lines are skipped.
    public static func fileList(at path: String) throws(DiagnosticsError) -> [String] {
        switch SpecFileSystem.system.contents(path) {
        case .success(let bytes):
            return String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
        case .failure(let error):
            throw DiagnosticsError([
                .error(
                    "cannot read the list of the target's files: \(error.reason)",
                    at: SourceLocation(file: path, line: 1, column: 1))
            ])
        }
    }

    /// The plan as one line of JSON, keys sorted.
    public static func json(_ plan: PlannedBuild) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding strings and arrays of them cannot fail.
        return String(decoding: (try? encoder.encode(plan)) ?? Data(), as: UTF8.self)
    }
}

/// The files of a target that a modelgen run reads, and those it skips.
struct TargetInputs {
    /// The target's `modelgen.yml` (or `modelgen.yaml`), the one nearest the target's root.
    var configuration: URL?
    /// The specs, sorted by path: those the configuration's `specs:` names (files as given, folders for the
    /// `*.yaml`/`*.yml` files of the target under them), else every `*.yaml`/`*.yml` file that modelgen's loader
    /// parses to a mapping whose top-level keys are all spec keys, and that is not one of ``references``.
    var specs: [URL] = []
    /// The reference specs the configuration's `references:` names, sorted by path: files as given, folders for the
    /// spec files modelgen finds under them, read from disk because they are usually another target's
    /// (`../SettingsFeature/Specs`). modelgen reads them itself, from the configuration; the build declares them as
    /// inputs, so that editing one regenerates this target's output.
    var references: [URL] = []
    /// The folders `references:` names, sorted by path: inputs too, so that adding or removing a spec in one reruns
    /// the build.
    var referenceFolders: [URL] = []
    /// The configuration's `templates:` folder.
    var templatesFolder: URL?
    /// The target's files in the templates folder, sorted by path.
    var templateFiles: [URL] = []
    /// The YAML files that look meant as specs and are not, and `specs:` entries that name nothing, each with why.
    var skipped: [(file: URL, reason: String)] = []

    /// Picks the inputs among a target's files, reading the configuration and each YAML file from disk.
    init(files targetFiles: [URL]) throws(DiagnosticsError) {
        let files = Array(Set(targetFiles.map(\.standardizedFileURL))).sorted { $0.path < $1.path }
        configuration =
            files
            .filter { BuildPlan.configurationNames.contains($0.lastPathComponent) }
            .min { ($0.pathComponents.count, Self.rank($0)) < ($1.pathComponents.count, Self.rank($1)) }
        // The decoder `generate` reads `--config` with.
        let settings = try configuration.map { file throws(DiagnosticsError) in
            try Configuration.load(path: file.path, required: true)
        }
        if let configuration, let listed = settings?.references {
            var folders: [URL] = []
            var specs: [URL] = []
            for path in listed {
                let found = try Self.referencedSpecs(named: path, by: configuration)
                folders += found.folder.map { [$0] } ?? []
                specs += found.specs
            }
            references = Array(Set(specs)).sorted { $0.path < $1.path }
            referenceFolders = Array(Set(folders)).sorted { $0.path < $1.path }
        }
        if let configuration, let listed = settings?.specs {
            var named: [URL] = []
            for path in listed {
                if let found = Self.specs(named: path, by: configuration, among: files) {
                    named += found
                } else {
                    skipped.append(
                        (
                            configuration,
                            "'specs' names '\(path)', which is no file or folder of the target and no readable file"
                        ))
                }
            }
            specs = Array(Set(named)).sorted { $0.path < $1.path }
        } else {
            // A reference spec inside the target looks like a spec, but it is rendered by another run.
            let referencePaths = Set(references.map(\.path))
            for file in files where Self.isYAML(file) && !referencePaths.contains(file.path) {
                switch TargetYAML.classify(file) {
                case .spec: specs.append(file)
                case .foreign: break
                case .skipped(let reason): skipped.append((file, reason))
                }
            }
        }
        let folder = configuration?.deletingLastPathComponent()
        templatesFolder = settings?.templates.flatMap { path in folder.map { Self.resolve(path, in: $0) } }
        templateFiles = templatesFolder.map { templates in files.filter { Self.contains(templates, $0) } } ?? []
    }

    /// The specs a `specs:` entry names: the file itself, or the YAML files of the target under a folder. A path that
    /// is not among the target's files is passed as given when it is a readable file; nil when it names nothing.
    private static func specs(named path: String, by configuration: URL, among files: [URL]) -> [URL]? {
        let url = resolve(path, in: configuration.deletingLastPathComponent())
        if files.contains(url) { return [url] }
        let under = files.filter { contains(url, $0) }
        if !under.isEmpty { return under.filter(isYAML) }
        guard case .success(.file) = SpecFileSystem.system.item(url.path) else { return nil }
        return [url]
    }

    /// The reference specs a `references:` entry names: the spec files modelgen reads under a folder (with the
    /// folder), else the file itself. A path that names nothing is reported as modelgen reports it.
    private static func referencedSpecs(
        named path: String, by configuration: URL
    ) throws(DiagnosticsError) -> (folder: URL?, specs: [URL]) {
        let url = resolve(path, in: configuration.deletingLastPathComponent())
        let found = try SpecSource.find([url.path], configurationFolder: configuration.deletingLastPathComponent())
            .map { $0.url.standardizedFileURL }
        guard case .success(.folder) = SpecFileSystem.system.item(url.path) else { return (nil, found) }
        return (url, found)
    }

    /// `path` from a configuration in `folder`: relative to that folder unless absolute. The URL never ends in a slash
    /// (`Specs/` and `Specs` are one folder) and its form never depends on what is on disk.
    private static func resolve(_ path: String, in folder: URL) -> URL {
        let url =
            (path.hasPrefix("/") ? URL(filePath: path, directoryHint: .notDirectory) : folder.appending(path: path))
            .standardizedFileURL
        return URL(filePath: url.path, directoryHint: .notDirectory)
    }

    /// True when `file` is inside `folder`, at any depth.
    private static func contains(_ folder: URL, _ file: URL) -> Bool {
        file.path.hasPrefix(folder.path.hasSuffix("/") ? folder.path : folder.path + "/")
    }

    /// True for a file modelgen reads from a specs folder: `*.yaml` or `*.yml` in any case, and no configuration file.
    static func isYAML(_ file: URL) -> Bool {
        ["yaml", "yml"].contains(file.pathExtension.lowercased())
            && !SpecSource.configurationNames.contains(file.lastPathComponent.lowercased())
    }

    /// A configuration name's place in ``BuildPlan/configurationNames``.
    private static func rank(_ file: URL) -> Int {
        BuildPlan.configurationNames.firstIndex(of: file.lastPathComponent) ?? BuildPlan.configurationNames.count
    }
}

/// What a YAML file of a target without `specs:` is, by modelgen's own loader.
enum TargetYAML: Equatable {
    /// A spec: a mapping whose top-level keys are all keys of the spec language.
    case spec
    /// Another tool's YAML: no spec key at the top level, or no mapping there. Skipped without a word.
    case foreign
    /// Looks meant as a spec and is not one: it cannot be read, does not parse, or mixes spec keys with others.
    case skipped(String)

    /// What the file at `file` is.
    static func classify(_ file: URL) -> TargetYAML {
        switch SpecFileSystem.system.contents(file.path) {
        case .success(let bytes): classify(bytes, path: file.path)
        case .failure(let error): .skipped("it cannot be read: \(error.reason)")
        }
    }

    /// What a file with `bytes` is; `path` is used in locations.
    static func classify(_ bytes: [UInt8], path: String) -> TargetYAML {
        let document: YAMLDocument
        do {
            document = try YAMLLoader().load(bytes, path: path)
        } catch {
            let reason = error.diagnostics.first.map { "\($0.location.line):\($0.location.column): \($0.message)" }
            return .skipped("it is not YAML that modelgen reads (\(reason ?? "no document"))")
        }
        guard let root = document.root, document.kind(root) == .mapping else { return .foreign }
        let keys = document.entries(root).map { document.scalar($0.key) ?? document.kindDescription($0.key) }
        let specKeys = Set(SpecFile.Key.names)
        let others = keys.filter { !specKeys.contains($0) }
        if !keys.isEmpty && others.isEmpty { return .spec }
        if others.count == keys.count { return .foreign }
        let named = others.map { "'\($0)'" }.joined(separator: ", ")
        let which = others.count == 1 ? "key \(named) is not a spec key" : "keys \(named) are not spec keys"
        return .skipped("its top-level \(which) (\(SpecFile.Key.names.joined(separator: ", ")))")
    }
}
