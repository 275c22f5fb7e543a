import Composition
import Foundation
import LoopbackServer
import Movies
import Testing

/// Reads real files in a real temporary directory.
@Suite struct TMDBFileMovieLoaderTests {
    @Test func loadsTheMoviesOfAListPage() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.file("page.json")
        try Data(SampleCatalog.json.utf8).write(to: file)

        let movies = try await TMDBFileMovieLoader(fileURL: file).load()

        #expect(movies == (try SampleCatalog.movies()))
    }

    @Test func aMissingFile_failsNamingIt() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.file("missing.json")

        await #expect(throws: TMDBFileMovieLoader.Error.notFound(path: file.path)) {
            try await TMDBFileMovieLoader(fileURL: file).load()
        }
    }

    @Test func aDirectory_failsSayingSo() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }

        await #expect(throws: TMDBFileMovieLoader.Error.isDirectory(path: directory.url.path)) {
            try await TMDBFileMovieLoader(fileURL: directory.url).load()
        }
    }

    @Test func aFileOverTheLimit_failsWithoutBeingRead() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.file("huge.json")
        let limit = TMDBFileMovieLoader.maximumFileSize
        try Data().write(to: file)
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: UInt64(limit + 1))  // sparse: takes no room on disk
        try handle.close()

        await #expect(throws: TMDBFileMovieLoader.Error.tooLarge(path: file.path, size: limit + 1, limit: limit)) {
            try await TMDBFileMovieLoader(fileURL: file).load()
        }
        #expect(
            TMDBFileMovieLoader.Error.tooLarge(path: "/p", size: limit + 1, limit: limit).description
                == "The movie file /p is too large (67108865 bytes; the limit is 64 MiB).")
    }

    @Test func aFileThatIsNotAListPage_failsSayingSo() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.file("notes.txt")
        try Data("just some notes".utf8).write(to: file)

        await #expect(throws: TMDBFileMovieLoader.Error.notAListPage(path: file.path)) {
            try await TMDBFileMovieLoader(fileURL: file).load()
        }
    }

    #if os(Linux)
        /// `/proc/self/mem` opens, but reading it at offset 0 (unmapped memory) fails, even for root
        /// (which can read a file whatever its permissions, so permissions cannot make one unreadable).
        @Test func aFileThatFailsToRead_failsSayingWhy() async throws {
            let file = URL(fileURLWithPath: "/proc/self/mem")

            await #expect {
                try await TMDBFileMovieLoader(fileURL: file).load()
            } throws: { error in
                guard case .unreadable(let path, let reason) = error as? TMDBFileMovieLoader.Error else { return false }
                return path == file.path && reason == "Input/output error"
            }
        }
    #endif
}

extension TMDBFileMovieLoaderTests {
    /// A FIFO (directly or through a link) is refused at once: opening it to read would wait for a
    /// writer forever, holding a thread of the concurrency pool.
    @Test func aFIFO_failsAtOnce_sayingWhatItIs() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let fifo = directory.file("movies.fifo")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let link = directory.file("link.json")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: fifo)

        for url in [fifo, link] {
            let failure = await HangGuard.run(within: .seconds(60)) { () async -> TMDBFileMovieLoader.Error? in
                do throws(TMDBFileMovieLoader.Error) {
                    _ = try await TMDBFileMovieLoader(fileURL: url).load()
                    return nil
                } catch {
                    return error
                }
            }
            #expect(failure == .some(.some(.notARegularFile(path: url.path, kind: "a FIFO"))))
            #expect(
                TMDBFileMovieLoader.Error.notARegularFile(path: url.path, kind: "a FIFO").description
                    == "\(url.path) is a FIFO, not a movie file.")
        }
    }
}
