// The output folder as a run writes it: each file compared and written on its own, as soon as it is rendered, and
// the generated files no spec renders any more found and removed.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A folder of generated files, read and written one file at a time.
public struct OutputFolder: Sendable {
    /// Where the folder is.
    public let url: URL

    /// The folder at `url` (which need not exist yet).
    public init(_ url: URL) {
        self.url = url
    }

    /// Creates the folder and its missing parents.
    public func create() throws(WriteError) {
        try FileWriting.createFolder(url.path)
    }

    /// Writes `file` atomically unless the folder holds exactly its bytes already; true when it wrote.
    @discardableResult
    public func update(_ file: OutputFile) throws(WriteError) -> Bool {
        if let data = contents(of: file.name), Self.holds(data, file.contents) { return false }
        try FileWriting.writeAtomically(file.contents, to: path(of: file.name))
        return true
    }

    /// Removes every generated file that `stale(keeping:)` finds.
    public func prune(keeping names: Set<String>) throws(WriteError) {
        for file in stale(keeping: names) { try FileWriting.remove(path(of: file.name)) }
    }

    /// The Swift files of the folder, by name, that carry the modelgen header and are not in `names`, with their text.
    func stale(keeping names: Set<String>) -> [(name: String, old: String)] {
        let existing = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return existing.sorted().compactMap { name in
            guard name.hasSuffix(".swift"), !names.contains(name), let data = contents(of: name), GeneratedHeader.marks(data) else { return nil }
            return (name, String(decoding: data, as: UTF8.self))
        }
    }

    /// The bytes of the file `name`, or nil when there is no such file.
    func contents(of name: String) -> Data? {
        FileManager.default.contents(atPath: path(of: name))
    }

    /// The path of the file `name`.
    func path(of name: String) -> String {
        url.appending(path: name).path
    }

    /// True when `data` holds exactly the UTF-8 bytes of `text`.
    static func holds(_ data: Data, _ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in data.withUnsafeBytes { ByteSearch.same($0, UnsafeRawBufferPointer(bytes)) } }
    }
}
