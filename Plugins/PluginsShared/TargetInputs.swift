// The input rule of the build plugins: which of a target's files are specs, which is its configuration, which are
// its templates. Other tools' YAML in the same target (swiftgen.yml, openapi.yaml) is never taken for a spec.

import Foundation

/// The files of a target that a modelgen run reads.
struct TargetInputs: Equatable {
    /// The target's `modelgen.yml` (or `modelgen.yaml`), the one nearest the target's root.
    var configuration: URL?
    /// The specs, sorted by path: those the configuration's `specs:` names (files as given, folders for the
    /// `*.yaml`/`*.yml` files under them), else every `*.yaml`/`*.yml` file whose top-level keys are all spec keys.
    var specs: [URL]
    /// The configuration's `templates:` folder.
    var templatesFolder: URL?
    /// The target's files in the templates folder, sorted by path.
    var templateFiles: [URL]

    /// The names a configuration file takes, preferred first; such files are never specs (as for the tool itself).
    static let configurationNames = ["modelgen.yml", "modelgen.yaml"]

    /// Picks the inputs among a target's files; `read` returns a file's text and is asked for the configuration, for
    /// a path the configuration names outside the target, and, when no `specs:` list is given, for each YAML file.
    init(files targetFiles: [URL], read: (URL) throws -> String) throws {
        let files = Array(Set(targetFiles.map(\.standardizedFileURL))).sorted { $0.path < $1.path }
        configuration = files
            .filter { Self.configurationNames.contains($0.lastPathComponent) }
            .min { ($0.pathComponents.count, Self.rank($0)) < ($1.pathComponents.count, Self.rank($1)) }
        let settings = try configuration.map { ConfigurationPaths(text: try read($0)) } ?? ConfigurationPaths()
        let folder = configuration?.deletingLastPathComponent()
        if let configuration, let listed = settings.specs {
            var named: [URL] = []
            for path in listed {
                named += try Self.specs(named: path, by: configuration, among: files, read: read)
            }
            specs = Array(Set(named)).sorted { $0.path < $1.path }
        } else {
            specs = try files.filter { file in try Self.isYAML(file) && SpecRecognizer.looksLikeSpec(read(file)) }
        }
        templatesFolder = settings.templates.flatMap { path in folder.map { Self.resolve(path, in: $0) } }
        templateFiles = templatesFolder.map { templates in files.filter { Self.contains(templates, $0) } } ?? []
    }

    /// The specs a `specs:` entry names: the file itself, or the YAML files under a folder of the target. A path
    /// that is not among the target's files is passed as given when it can be read as a file.
    private static func specs(named path: String, by configuration: URL, among files: [URL], read: (URL) throws -> String) throws -> [URL] {
        let url = resolve(path, in: configuration.deletingLastPathComponent())
        if files.contains(url) { return [url] }
        let under = files.filter { contains(url, $0) }
        if !under.isEmpty { return under.filter(isYAML) }
        guard (try? read(url)) != nil else { throw PluginInputError.unknownSpecPath(path, configuration: configuration) }
        return [url]
    }

    /// `path` from a configuration in `folder`: relative to that folder unless absolute.
    private static func resolve(_ path: String, in folder: URL) -> URL {
        (path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appending(path: path)).standardizedFileURL
    }

    /// True when `file` is inside `folder`, at any depth.
    private static func contains(_ folder: URL, _ file: URL) -> Bool {
        file.path.hasPrefix(folder.path.hasSuffix("/") ? folder.path : folder.path + "/")
    }

    /// True for a `*.yaml`/`*.yml` file that is not a configuration file.
    private static func isYAML(_ file: URL) -> Bool {
        ["yaml", "yml"].contains(file.pathExtension) && !configurationNames.contains(file.lastPathComponent)
    }

    /// A configuration name's place in ``configurationNames``.
    private static func rank(_ file: URL) -> Int {
        configurationNames.firstIndex(of: file.lastPathComponent) ?? configurationNames.count
    }
}
