// The example app's specs (Specs/*.yaml) copied into an app of any number of spec files.

import Foundation
import ModelGenCore

/// The example app's spec files, and copies of them in which every declared name carries the copy's prefix, so that
/// any number of copies validate together in the one namespace of a run (a prefix keeps `MergeUseCase` -> `MergeState`).
struct AppCopies {
    /// One spec file of the example app.
    struct File {
        var baseName: String
        var text: String
    }

    /// The example's files, each after the files it refers to (as far as references that go both ways allow), so
    /// that the first files of a copy validate without the rest.
    var files: [File]
    /// Every name the example's specs declare, external types included.
    var names: Set<String>

    /// Reads and validates the spec files of `folder`.
    init(specs folder: String) throws {
        let sources = try SpecSource.find([folder])
        let index = try SpecLoading.validate(sources).index
        names = Set(index.declarations.keys)
        var declaringFile: [String: String] = [:]
        for (name, declaration) in index.declarations {
            declaringFile[name] =
                URL(fileURLWithPath: declaration.location.file).deletingPathExtension()
                .lastPathComponent
        }
        var texts: [String: String] = [:]
        var references: [String: Set<String>] = [:]
        for source in sources {
            let text = try String(contentsOf: source.url, encoding: .utf8)
            texts[source.baseName] = text
            let used = Self.words(of: text).compactMap { declaringFile[$0] }
            references[source.baseName] = Set(used).subtracting([source.baseName])
        }
        // Files that refer to each other, directly or not, form one group; a group goes next once every file its
        // files refer to is placed, the group of the alphabetically first file first.
        var reachable = references
        for _ in references {
            for (file, targets) in reachable {
                reachable[file] = targets.union(targets.flatMap { reachable[$0, default: []] })
            }
        }
        let group = { (file: String) in
            Set([file]).union(reachable[file, default: []].filter { reachable[$0, default: []].contains(file) })
        }
        var placed: Set<String> = []
        files = []
        while let first = references.keys.sorted().first(where: { file in
            !placed.contains(file)
                && group(file).allSatisfy { references[$0, default: []].isSubset(of: placed.union(group(file))) }
        }) {
            for name in group(first).sorted() {
                placed.insert(name)
                files.append(File(baseName: name, text: texts[name] ?? ""))
            }
        }
    }

    /// Writes `count` spec files into `folder`: whole copies, then the first files of one more. Copy 0 is the
    /// example as it is; copy `k` names each file and declared name with the prefix `Copy<k>`.
    /// Returns the files' paths, in the order written.
    func write(count: Int, into folder: URL) throws -> [URL] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try (0..<count).map { position in
            let copy = position / files.count
            let file = files[position % files.count]
            let prefix = copy == 0 ? "" : "Copy\(copy)"
            let url = folder.appending(path: "\(prefix)\(file.baseName).yaml")
            try Data(renamed(file.text, prefix: prefix).utf8).write(to: url)
            return url
        }
    }

    /// `text` with `prefix` before every word that is a declared name.
    func renamed(_ text: String, prefix: String) -> String {
        guard !prefix.isEmpty else { return text }
        var result = ""
        var word = ""
        func flush() {
            if names.contains(word) { result += prefix }
            result += word
            word = ""
        }
        for scalar in text.unicodeScalars {
            if Self.isWordScalar(scalar) {
                word.unicodeScalars.append(scalar)
            } else {
                flush()
                result.unicodeScalars.append(scalar)
            }
        }
        flush()
        return result
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }

    private static func words(of text: String) -> [String] {
        text.unicodeScalars.split { !isWordScalar($0) }.map { String(String.UnicodeScalarView($0)) }
    }
}
