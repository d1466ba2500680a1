// What a run leaves in its output folder so that the next run can prove its output current without rendering: the
// hash of everything the output depends on, and the hash of each file as written. The file is hidden
// (`.modelgen-cache`), is not Swift, and is never compared, diffed or pruned; deleting it only makes the next run
// render everything.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The record of the last run that wrote an output folder.
struct OutputCache: Equatable, Sendable {
    /// One file the run wrote (or found holding its bytes already).
    struct Entry: Equatable, Sendable {
        /// The file's name in the folder.
        var name: String
        /// The hash of its bytes (``StableHash``).
        var hash: UInt64
    }

    /// The cache's file name in the output folder.
    static let fileName = ".modelgen-cache"
    /// The first line of the file: names the format, so that another format is never misread.
    private static let firstLine = "modelgen output cache 1"

    /// The hash of everything the run's output depends on (see ``RunInputs``).
    var inputs: UInt64
    /// Every file the run wrote, in the order it renders them.
    var files: [Entry]

    /// A record of a run whose inputs hash to `inputs` and whose files hash to `files`.
    init(inputs: UInt64, files: [Entry]) {
        self.inputs = inputs
        self.files = files
    }

    /// The record `text` holds; nil when it is not one, in any detail.
    init?(text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 3, lines.removeFirst() == Self.firstLine, lines.removeLast().isEmpty,
            let inputs = Self.field(lines.removeFirst(), "inputs ").flatMap({ UInt64($0, radix: 16) })
        else { return nil }
        var files: [Entry] = []
        for line in lines {
            guard let rest = Self.field(line, "file "), let space = rest.firstIndex(of: " "),
                let hash = UInt64(rest[..<space], radix: 16)
            else { return nil }
            let name = String(rest[rest.index(after: space)...])
            guard Self.isPlain(name) else { return nil }
            files.append(Entry(name: name, hash: hash))
        }
        self.init(inputs: inputs, files: files)
    }

    /// The file's text; nil when a file name would not fit on one line of it.
    var text: String? {
        guard files.allSatisfy({ Self.isPlain($0.name) }) else { return nil }
        return
            ([Self.firstLine, "inputs \(StableHash.hex(inputs))"]
            + files.map { "file \(StableHash.hex($0.hash)) \($0.name)" }).joined(separator: "\n") + "\n"
    }

    /// The record in `folder`, if it holds one.
    static func read(from folder: OutputFolder) -> OutputCache? {
        folder.contents(of: fileName).flatMap { String(validating: $0, as: UTF8.self) }.flatMap(OutputCache.init(text:))
    }

    /// Writes the record into `folder` atomically, replacing the one there; leaves the folder as it is when a file
    /// of that name is not a record (someone else's). Call it holding the folder's lock.
    func write(to folder: OutputFolder) throws(WriteError) {
        guard let text else { return }
        if let existing = folder.contents(of: Self.fileName),
            String(validating: existing, as: UTF8.self).flatMap(OutputCache.init(text:)) == nil
        {
            return
        }
        if let staged = try folder.stage(OutputFile(name: Self.fileName, contents: text), checked: false) {
            try folder.commit(staged)
        }
    }

    /// True when every file of the record is in `folder` with the bytes it records, by their hashes (read and
    /// hashed on every core).
    func isCurrent(in folder: OutputFolder) -> Bool {
        !files.parallelMap { entry in folder.contents(of: entry.name).map(StableHash.of) == entry.hash }
            .contains(false)
    }

    /// The text after `prefix` on `line`, if the line starts with it.
    private static func field(_ line: Substring, _ prefix: String) -> Substring? {
        line.hasPrefix(prefix) ? line.dropFirst(prefix.count) : nil
    }

    /// True for a name the record can hold: not empty, and no line break in it.
    private static func isPlain(_ name: String) -> Bool {
        !name.isEmpty && !name.contains { $0.isNewline }
    }
}
