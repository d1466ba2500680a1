// Listing a referenced folder on disk, and which of its files are specs by modelgen's rule.

import Foundation
import Testing

@Suite struct Test_FolderListing {
    @Test func filesAtAnyDepthSortedHiddenIncluded() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "modelgen-listing-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for path in ["B.yaml", "A/Deep/C.yml", ".hidden.yaml", "notes.txt"] {
            let file = folder.appending(path: path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("models: {}\n".utf8).write(to: file)
        }
        try FileManager.default.createDirectory(at: folder.appending(path: "Empty"), withIntermediateDirectories: true)
        let files = try #require(FolderListing.files(under: folder))
        #expect(
            files.map { $0.path.components(separatedBy: folder.lastPathComponent + "/").last ?? "" } == [
                ".hidden.yaml", "A/Deep/C.yml", "B.yaml", "notes.txt",
            ])
        #expect(FolderListing.files(under: folder.appending(path: "B.yaml")) == nil)
        #expect(FolderListing.files(under: folder.appending(path: "Missing")) == nil)
        #expect(FolderListing.files(under: folder.appending(path: "Empty")) == [])
    }

    @Test func specNamesFollowModelgensRule() {
        #expect(FolderListing.isSpecName("Settings.yaml"))
        #expect(FolderListing.isSpecName("Theme.YML"))
        #expect(!FolderListing.isSpecName("modelgen.yml"))
        #expect(!FolderListing.isSpecName("ModelGen.YAML"))
        #expect(!FolderListing.isSpecName(".yaml"))
        #expect(!FolderListing.isSpecName("README.md"))
    }
}
