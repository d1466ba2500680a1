// The input rule of the build plugins: which of a target's files are specs, which is its configuration, which are
// its templates, and which spec files elsewhere its configuration references. Other tools' YAML in the same target
// (swiftgen.yml, openapi.yaml) is never taken for a spec.

import Foundation

/// The files of a target that a modelgen run reads.
struct TargetInputs: Equatable {
    /// The target's `modelgen.yml` (or `modelgen.yaml`), the one nearest the target's root.
    var configuration: URL?
    /// The specs, sorted by path: those the configuration's `specs:` names (files as given, folders for the
    /// `*.yaml`/`*.yml` files under them), else every `*.yaml`/`*.yml` file whose top-level keys are all spec keys and
    /// that is not one of ``references``.
    var specs: [URL]
    /// The reference specs the configuration's `references:` names, sorted by path: files as given, folders for
    /// the `*.yaml`/`*.yml` files under them at any depth, read from disk because they are usually another target's
    /// (`../SettingsFeature/Specs`). modelgen reads them itself, from the configuration; the build declares them as
    /// inputs, so that editing one regenerates this target's output.
    var references: [URL]
    /// The folders `references:` names, sorted by path: inputs too, so that adding or removing a spec in one reruns
    /// the build.
    var referenceFolders: [URL]
    /// The configuration's `templates:` folder.
    var templatesFolder: URL?
    /// The target's files in the templates folder, sorted by path.
    var templateFiles: [URL]

    /// The names a configuration file takes, preferred first; such files are never specs (as for the tool itself).
    static let configurationNames = ["modelgen.yml", "modelgen.yaml"]

    /// Picks the inputs among a target's files; `read` returns a file's text and is asked for the configuration, for
    /// a path the configuration names outside the target, and, when no `specs:` list is given, for each YAML file.
    /// `list` returns the files under a folder at any depth, or nil when the path is no folder (see ``FolderListing``);
    /// it is asked for each `references:` entry.
    init(files targetFiles: [URL], read: (URL) throws -> String, list: (URL) throws -> [URL]?) throws {
        let files = Array(Set(targetFiles.map(\.standardizedFileURL))).sorted { $0.path < $1.path }
        configuration =
            files
            .filter { Self.configurationNames.contains($0.lastPathComponent) }
            .min { ($0.pathComponents.count, Self.rank($0)) < ($1.pathComponents.count, Self.rank($1)) }
        let settings = try configuration.map { ConfigurationPaths(text: try read($0)) } ?? ConfigurationPaths()
        let folder = configuration?.deletingLastPathComponent()
        var referenced = (folders: [URL](), specs: [URL]())
        if let configuration, let listed = settings.references {
            for path in listed {
                let found = try Self.referencedSpecs(
                    named: path, by: configuration, among: files, read: read, list: list)
                referenced.folders += found.folder.map { [$0] } ?? []
                referenced.specs += found.specs
            }
        }
        references = Array(Set(referenced.specs)).sorted { $0.path < $1.path }
        referenceFolders = Array(Set(referenced.folders)).sorted { $0.path < $1.path }
        if let configuration, let listed = settings.specs {
            var named: [URL] = []
            for path in listed {
                named += try Self.specs(named: path, by: configuration, among: files, read: read)
            }
            specs = Array(Set(named)).sorted { $0.path < $1.path }
        } else {
            // A reference spec inside the target looks like a spec, but it is rendered by another run.
            let referencePaths = Set(references.map(\.path))
            specs = try files.filter { file in
                try Self.isYAML(file) && !referencePaths.contains(file.path) && SpecRecognizer.looksLikeSpec(read(file))
            }
        }
        templatesFolder = settings.templates.flatMap { path in folder.map { Self.resolve(path, in: $0) } }
        templateFiles = templatesFolder.map { templates in files.filter { Self.contains(templates, $0) } } ?? []
    }

    /// The specs a `specs:` entry names: the file itself, or the YAML files under a folder of the target. A path
    /// that is not among the target's files is passed as given when it can be read as a file.
    private static func specs(
        named path: String, by configuration: URL, among files: [URL], read: (URL) throws -> String
    ) throws -> [URL] {
        let url = resolve(path, in: configuration.deletingLastPathComponent())
        if files.contains(url) { return [url] }
        let under = files.filter { contains(url, $0) }
        if !under.isEmpty { return under.filter(isYAML) }
        guard (try? read(url)) != nil else {
            throw PluginInputError.unknownSpecPath(path, configuration: configuration)
        }
        return [url]
    }

    /// The reference specs a `references:` entry names: a folder's `*.yaml`/`*.yml` files at any depth (with the
    /// folder), else the file itself when it is one of the target's files or can be read.
    private static func referencedSpecs(
        named path: String, by configuration: URL, among files: [URL], read: (URL) throws -> String,
        list: (URL) throws -> [URL]?
    ) throws -> (folder: URL?, specs: [URL]) {
        let url = resolve(path, in: configuration.deletingLastPathComponent())
        if let under = try list(url) {
            return (url, under.map(\.standardizedFileURL).filter { FolderListing.isSpecName($0.lastPathComponent) })
        }
        guard files.contains(url) || (try? read(url)) != nil else {
            throw PluginInputError.unknownReferencePath(path, configuration: configuration)
        }
        return (nil, [url])
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

    /// True for a `*.yaml`/`*.yml` file that is not a configuration file.
    private static func isYAML(_ file: URL) -> Bool {
        ["yaml", "yml"].contains(file.pathExtension) && !configurationNames.contains(file.lastPathComponent)
    }

    /// A configuration name's place in ``configurationNames``.
    private static func rank(_ file: URL) -> Int {
        configurationNames.firstIndex(of: file.lastPathComponent) ?? configurationNames.count
    }
}
