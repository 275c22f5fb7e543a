import Foundation
import LoopbackServer
import Movies
import Testing

/// The cache is read as the private file it is written as: at most 64 MiB, the user's own and
/// writable by no one else (a cache planted in a shared folder is not served), and a regular file.
struct FileMovieStoreSafetyTests {
    private static let timestamp = Date(timeIntervalSinceReferenceDate: 700_000_000)

    @Test func aCacheOverTheCap_isRefusedWithoutBeingRead() throws {
        let (sut, directory) = try makeSUT()
        defer { directory.remove() }
        try Data().write(to: sut.fileURL)
        let handle = try FileHandle(forWritingTo: sut.fileURL)
        try handle.truncate(atOffset: UInt64(FileMovieStore.maximumFileSize + 1))  // sparse
        try handle.close()

        #expect(
            throws: FileMovieStore.Error.tooLarge(
                fileURL: sut.fileURL, size: FileMovieStore.maximumFileSize + 1, limit: FileMovieStore.maximumFileSize)
        ) { try sut.retrieve() }
    }

    @Test func aCacheOthersMayWrite_isNotServed() throws {
        let (sut, directory) = try makeSUT()
        defer { directory.remove() }
        try sut.insert([Movie(id: 1, title: "Planted", rating: 1)], timestamp: Self.timestamp)
        #expect(chmod(sut.fileURL.path, 0o666) == 0)

        #expect(
            throws: FileMovieStore.Error.notPrivate(fileURL: sut.fileURL, reason: "others may write to it (mode 666)")
        ) {
            try sut.retrieve()
        }
    }

    @Test func aCacheOfAnotherUser_isNotServed() throws {
        let (sut, directory) = try makeSUT()
        defer { directory.remove() }
        try sut.insert([Movie(id: 1, title: "Planted", rating: 1)], timestamp: Self.timestamp)
        // As root the file is made nobody's; otherwise the test runs where root's file is the cache.
        var store = sut
        var owner: uid_t = 65534
        if geteuid() == 0 {
            #expect(chown(sut.fileURL.path, owner, 65534) == 0)
        } else {
            store = FileMovieStore(fileURL: URL(fileURLWithPath: "/etc/passwd"))
            owner = 0
        }

        #expect(
            throws: FileMovieStore.Error.notPrivate(
                fileURL: store.fileURL, reason: "it belongs to another user (uid \(owner))")
        ) {
            try store.retrieve()
        }
    }

    @Test func aFIFO_isNotACache() throws {
        let (sut, directory) = try makeSUT()
        defer { directory.remove() }
        #expect(mkfifo(sut.fileURL.path, 0o600) == 0)

        #expect(
            throws: FileMovieStore.Error.unreadable(fileURL: sut.fileURL, reason: "it is a FIFO, not a regular file")
        ) {
            try sut.retrieve()
        }
    }

    @Test func aFolderOthersMayWriteTo_isWarnedAbout() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        #expect(FileMovieStore.sharedFolderWarning(for: directory.url) == nil)

        #expect(chmod(directory.url.path, 0o777) == 0)
        #expect(
            FileMovieStore.sharedFolderWarning(for: directory.url)
                == "the cache folder \(directory.url.path) is writable by other users: "
                + "a cache file that is not your own private file is not read")
        #expect(FileMovieStore.sharedFolderWarning(for: directory.file("missing")) == nil)
    }

    private func makeSUT() throws -> (FileMovieStore, TemporaryDirectory) {
        let directory = try TemporaryDirectory()
        return (FileMovieStore(fileURL: directory.file("movies.json")), directory)
    }
}
