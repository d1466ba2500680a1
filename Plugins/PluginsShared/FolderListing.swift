// The files under a folder on disk, for the `references:` of a configuration: reference specs usually live in another
// target, whose files the build plugin is not given.

import Foundation

/// Lists a folder's files as modelgen reads a specs folder.
enum FolderListing {
    /// The regular files under `folder` at any depth (hidden ones included, symbolic links to files followed), sorted by
    /// path; nil when `folder` is no folder.
    static func files(under folder: URL) -> [URL]? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            return nil
        }
        guard
            let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        else {
            return []
        }
        var files: [URL] = []
        for case let url as URL in enumerator {
            if (try? url.resolvingSymlinksInPath().resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                files.append(url.standardizedFileURL)
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// True for the name of a spec in a folder, by modelgen's rule: it ends in `.yaml` or `.yml` in any case and is
    /// no configuration file.
    static func isSpecName(_ name: String) -> Bool {
        let lowercased = name.lowercased()
        guard !TargetInputs.configurationNames.contains(lowercased), let dot = lowercased.lastIndex(of: "."),
            dot != lowercased.startIndex
        else { return false }
        return ["yaml", "yml"].contains(lowercased[lowercased.index(after: dot)...])
    }
}
