// Finding and reading spec files on disk: unreadable folders and files, links, extensions in any case, names
// Swift finds equal, and files too large to read.

import Foundation
@testable import ModelGenCore
import Testing

@Suite struct Test_SpecSearch {
    /// What `SpecSource.find` makes of `Specs` in `scratch`: the display paths found, or the diagnostics as printed.
    private func search(
        _ scratch: ScratchFolder, fileSystem: SpecFileSystem = .system
    ) -> (found: [String], problems: String) {
        do {
            return (
                try SpecSource.find(["Specs"], currentDirectory: scratch.url, fileSystem: fileSystem).map(
                    \.displayPath), ""
            )
        } catch {
            return ([], error.description)
        }
    }

    @Test func anUnreadableFolderFailsTheSearchWithTheSystemsReason() throws {
        let scratch = try ScratchFolder([
            "Specs/A.yaml": "external: [A]\n", "Specs/Locked/B.yaml": "external: [B]\n",
            "Specs/Private/C.yaml": "external: [C]\n",
        ])
        defer { scratch.remove() }
        // Root reads any folder, so the system's refusals are put in by the file system the search goes through.
        var fileSystem = SpecFileSystem.system
        fileSystem.names = { path in
            path.hasSuffix("/Specs/Locked") ? .failure(SystemError(code: EACCES)) : SystemFiles.names(path)
        }
        fileSystem.item = { path in
            path.hasSuffix("/Specs/Private") ? .failure(SystemError(code: EACCES)) : SystemFiles.item(path)
        }
        #expect(
            search(scratch, fileSystem: fileSystem).problems == """
                Specs/Locked:1:1: error: cannot read the folder: Permission denied
                Specs/Private:1:1: error: cannot read the file or folder: Permission denied
                """)
    }

    @Test func anUnreadableTopFolderIsReportedAtItsPath() throws {
        let scratch = try ScratchFolder(["Specs/A.yaml": "external: [A]\n"])
        defer { scratch.remove() }
        var fileSystem = SpecFileSystem.system
        fileSystem.names = { _ in .failure(SystemError(code: EIO)) }
        #expect(
            search(scratch, fileSystem: fileSystem).problems == """
                Specs:1:1: error: cannot read the folder: Input/output error
                """)
    }

    @Test func anUnreadableFileIsReportedWithTheSystemsReason() throws {
        let scratch = try ScratchFolder(["Specs/A.yaml": "external: [A]\n", "Specs/B.yaml": "external: [B]\n"])
        defer { scratch.remove() }
        var fileSystem = SpecFileSystem.system
        fileSystem.contents = { path in
            path.hasSuffix("/B.yaml") ? .failure(SystemError(code: EACCES)) : SystemFiles.contents(path)
        }
        let sources = try SpecSource.find(["Specs"], currentDirectory: scratch.url)
        let decoded = SpecLoading.decode(sources, fileSystem: fileSystem)
        #expect(
            decoded.map { $0.1.map(\.description) } == [
                [], ["Specs/B.yaml:1:1: error: cannot read the file: Permission denied"],
            ])
    }

    @Test func aFileOverTheSizeLimitIsReportedWithoutBeingRead() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.writeSparse("Specs/Huge.yaml", length: 2_200_000_000)
        var fileSystem = SpecFileSystem.system
        fileSystem.contents = { path in
            Issue.record("read \(path)")
            return .success([])
        }
        let source = SpecSource(url: scratch.url("Specs/Huge.yaml"), displayPath: "Specs/Huge.yaml")
        #expect(
            SpecLoading.decode([source], fileSystem: fileSystem).map { $0.1.map(\.description) } == [
                ["Specs/Huge.yaml:1:1: error: the file is too large (2200000000 bytes; at most 268435456)"]
            ])
    }

    @Test func linkedFoldersAndFilesAreFollowedAndEachFolderIsReadOnce() throws {
        let scratch = try ScratchFolder([
            "Specs/A.yaml": "external: [A]\n", "Shared/S.yaml": "external: [S]\n",
            "Shared/Other.yml": "external: [O]\n",
        ])
        defer { scratch.remove() }
        try scratch.link("Specs/File.yaml", to: "../Shared/Other.yml")
        try scratch.link("Specs/Linked", to: "../Shared")
        // Links to the folder itself and to ancestors: each folder they reach is read once, so the search ends.
        try scratch.link("Specs/Loop", to: ".")
        try scratch.link("Specs/Sub/Back", to: "..")
        try scratch.link("Specs/Up", to: "..")
        #expect(
            search(scratch).found == [
                "Specs/A.yaml", "Specs/File.yaml", "Specs/Linked/Other.yml", "Specs/Linked/S.yaml",
            ])
    }

    @Test func aLinkToNothingIsReportedWhenNamedAsASpecAndPassedOverOtherwise() throws {
        let scratch = try ScratchFolder(["Specs/A.yaml": "external: [A]\n"])
        defer { scratch.remove() }
        try scratch.link("Specs/Gone.yaml", to: "Nowhere.yaml")
        try scratch.link("Specs/Notes", to: "Nowhere")
        #expect(
            search(scratch).problems == """
                Specs/Gone.yaml:1:1: error: cannot read the file: No such file or directory
                """)
    }

    @Test func extensionsMatchInAnyCaseAndSoDoConfigurationNames() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        for name in ["A.YAML", "B.Yml", "c.yaml", "MODELGEN.YML", "ModelGen.yaml", "notes.txt", ".yaml"] {
            try scratch.write("Specs/\(name)", "external: [A]\n")
        }
        let sources = try SpecSource.find(["Specs"], currentDirectory: scratch.url)
        #expect(sources.map(\.displayPath) == ["Specs/A.YAML", "Specs/B.Yml", "Specs/c.yaml"])
        #expect(sources.map(\.baseName) == ["A", "B", "c"])
    }

    @Test func namesSwiftFindsEqualAreTwoFilesKeptByTheirBytes() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let composed = "Caf\u{E9}.yaml"
        let decomposed = "Cafe\u{301}.yaml"
        try scratch.write("Specs/\(composed)", "external: [A]\n")
        try scratch.write("Specs/\(decomposed)", "external: [B]\n")
        let sources = try SpecSource.find(["Specs", "Specs/\(composed)"], currentDirectory: scratch.url)
        // By bytes: "Cafe" + U+0301 comes before "Caf" + U+00E9.
        #expect(
            sources.map { Array($0.displayPath.utf8) } == [
                Array("Specs/\(decomposed)".utf8), Array("Specs/\(composed)".utf8),
            ])
        #expect(SpecLoading.decode(sources).map { $0.0.external.map(\.name.value) } == [["B"], ["A"]])
    }
}
