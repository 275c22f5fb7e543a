import Foundation
import LoopbackServer
import Testing

// This file imports only Foundation, as a document app's file does: `FileWrapper` comes from
// AppleFoundation through the target's one setting, as Apple's Foundation gives it.

/// `FileWrapper` holds a regular file's contents, a folder's children by name, or a link, and
/// writes and reads them back (developer.apple.com/documentation/foundation/filewrapper: "a
/// representation of a node (a file, directory, or symbolic link) in a file system").
@Suite struct FileWrapperTests {
    @Test func aFolderOfFiles_isWrittenAndReadBack() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let folder = FileWrapper(directoryWithFileWrappers: [
            "notes.txt": FileWrapper(regularFileWithContents: Data("Ada".utf8))
        ])
        #expect(
            folder.addRegularFile(withContents: Data("Grace".utf8), preferredFilename: "notes.txt") == "2 notes.txt")
        let url = directory.file("Doc.package")
        try folder.write(to: url, options: .atomic, originalContentsURL: nil)

        let read = try FileWrapper(url: url)
        #expect(read.isDirectory && !read.isRegularFile)
        #expect(read.filename == "Doc.package")
        #expect(read.fileWrappers?["notes.txt"]?.regularFileContents == Data("Ada".utf8))
        #expect(read.fileWrappers?["2 notes.txt"]?.regularFileContents == Data("Grace".utf8))
        #expect(read.matchesContents(of: url))
        #expect(folder.matchesContents(of: url))

        let child = try #require(read.fileWrappers?["notes.txt"])
        #expect(read.keyForChildFileWrapper(child) == "notes.txt")
        read.removeFileWrapper(child)
        #expect(read.fileWrappers?.keys.sorted() == ["2 notes.txt"])
        #expect(!read.matchesContents(of: url))
    }

    @Test func aMissingFile_throwsOneClearError_andLeavesTheWrapperAsItWas() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let wrapper = FileWrapper(regularFileWithContents: Data("kept".utf8))
        #expect(throws: CocoaError.self) { try wrapper.read(from: directory.file("missing.txt")) }
        #expect(wrapper.regularFileContents == Data("kept".utf8))
        #expect(throws: CocoaError.self) { try FileWrapper(url: directory.file("missing.txt")) }
    }

    @Test func aSymbolicLink_isKeptAsItsDestination() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try Data("x".utf8).write(to: directory.file("target.txt"))
        let link = FileWrapper(symbolicLinkWithDestinationURL: directory.file("target.txt"))
        try link.write(to: directory.file("link"), originalContentsURL: nil)
        let read = try FileWrapper(url: directory.file("link"))
        #expect(read.isSymbolicLink)
        #expect(read.symbolicLinkDestinationURL?.path == directory.file("target.txt").path)
    }
}
