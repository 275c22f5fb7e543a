import Foundation
import LoopbackServer
import Movies
import Testing

/// What only the file store promises: its format, and safety against bad files and concurrent use.
struct FileMovieStoreTests {
    private static let timestamp = Date(timeIntervalSinceReferenceDate: 700_000_000)

    @Test func writesTheVersionedFormat() throws {
        let (sut, directory) = try makeSUT()
        defer { directory.remove() }

        try sut.insert([Movie(id: 194, title: "Amélie", rating: 7.9)], timestamp: Self.timestamp)

        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: sut.fileURL)) as? [String: Any]

        #expect(json?["version"] as? Int == 1)
        #expect(json?["timestamp"] as? Double == 700_000_000)
        let movie = (json?["movies"] as? [[String: Any]])?.first
        #expect(movie?["title"] as? String == "Amélie")
        #expect(movie?["releaseDate"] is NSNull)
        #expect(movie?["posterPath"] is NSNull)
    }

    @Test func readsAHandWrittenVersionOneFile() throws {
        let (sut, directory) = try makeSUT()
        defer { directory.remove() }

        let file = #"""
            {"version": 1, "timestamp": 700000000, "movies": [
              {"id": 550, "title": "Fight Club", "overview": "Soap.", "releaseDate": "1999-10-15",
               "rating": 8.4, "posterPath": "/p.jpg"},
              {"id": 194, "title": "Amélie", "releaseDate": null, "posterPath": null},
              {"id": 1, "title": "Bare"}
            ]}
            """#
        try Data(file.utf8).write(to: sut.fileURL)

        let cache = try #require(try sut.retrieve())

        #expect(cache.timestamp == Self.timestamp)
        #expect(
            cache.movies == [
                Movie(
                    id: 550,
                    title: "Fight Club",
                    overview: "Soap.",
                    releaseDate: ReleaseDate(year: 1999, month: 10, day: 15),
                    rating: 8.4,
                    posterPath: "/p.jpg"
                ),
                Movie(id: 194, title: "Amélie"),
                Movie(id: 1, title: "Bare"),
            ]
        )
    }

    @Test(arguments: [
        "", "not json", "[]", #"{"timestamp": 1, "movies": []}"#, #"{"version": "1", "movies": []}"#,
        #"{"version": 1, "timestamp": 1}"#, #"{"version": 1, "timestamp": 1, "movies": [{"id": 1}]}"#,
        #"{"version": 1, "timestamp": 1, "movies": ["#,
    ])
    func throwsCorruptForAFileThatIsNotACacheAndLeavesItUntouched(contents: String) throws {
        let (sut, directory) = try makeSUT()
        defer { directory.remove() }

        try Data(contents.utf8).write(to: sut.fileURL)

        #expect(throws: FileMovieStore.Error.corrupt(fileURL: sut.fileURL)) {
            try sut.retrieve()
        }
        #expect(try Data(contentsOf: sut.fileURL) == Data(contents.utf8))
    }

    @Test(arguments: [0, 2, 99])
    func throwsUnsupportedVersionForAnotherVersionAndLeavesItUntouched(version: Int) throws {
        let (sut, directory) = try makeSUT()
        defer { directory.remove() }

        let contents = Data(#"{"version": \#(version), "timestamp": 1, "something": "else"}"#.utf8)
        try contents.write(to: sut.fileURL)

        #expect(throws: FileMovieStore.Error.unsupportedVersion(version, fileURL: sut.fileURL)) {
            try sut.retrieve()
        }
        #expect(try Data(contentsOf: sut.fileURL) == contents)
    }

    @Test func describesABadFileClearly() {
        let url = URL(fileURLWithPath: "/tmp/cache/movies.json")

        #expect(FileMovieStore.Error.corrupt(fileURL: url).description == "The movie cache at \(url.path) is corrupt.")
        #expect(FileMovieStore.Error.unsupportedVersion(2, fileURL: url).description.contains("version 2"))
    }

    @Test func throwsUnreadableWhenThePathIsADirectory() throws {
        let (sut, directory) = try makeSUT()
        defer { directory.remove() }

        try FileManager.default.createDirectory(at: sut.fileURL, withIntermediateDirectories: true)

        #expect {
            try sut.retrieve()
        } throws: { error in
            guard case .unreadable(let url, _) = error as? FileMovieStore.Error else { return false }
            return url == sut.fileURL
        }
    }

    @Test func throwsWriteFailedAndKeepsTheOldFileWhenItCannotSave() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }

        let blocker = directory.file("not-a-directory")
        try Data("plain file".utf8).write(to: blocker)
        let sut = FileMovieStore(fileURL: blocker.appending(path: "movies.json"))

        #expect {
            try sut.insert(makeMovies(count: 1), timestamp: Self.timestamp)
        } throws: { error in
            guard case .writeFailed = error as? FileMovieStore.Error else { return false }
            return true
        }
        #expect(try Data(contentsOf: blocker) == Data("plain file".utf8))
    }

    @Test func createsMissingDirectoriesOnSave() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }

        let sut = FileMovieStore(fileURL: directory.file("a/b/c/movies.json"))

        try sut.insert(makeMovies(count: 1), timestamp: Self.timestamp)

        #expect(try sut.retrieve()?.movies == makeMovies(count: 1))
    }

    @Test func theCacheIsPrivate_aFile0600_inAFolder0700ItCreates() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let sut = FileMovieStore(fileURL: directory.file("cache/movies.json"))

        try sut.insert(makeMovies(count: 1), timestamp: Self.timestamp)
        try sut.insert(makeMovies(count: 2), timestamp: Self.timestamp)

        #expect(try permissions(of: directory.file("cache/movies.json").path) == 0o600)
        #expect(try permissions(of: directory.file("cache").path) == 0o700)
    }

    @Test func leavesNoTemporaryFilesBehind() throws {
        let (sut, directory) = try makeSUT()
        defer { directory.remove() }

        for count in 1...5 {
            try sut.insert(makeMovies(count: count), timestamp: Self.timestamp)
        }

        let names = try FileManager.default.contentsOfDirectory(atPath: sut.fileURL.deletingLastPathComponent().path)
        #expect(names == ["movies.json"])
    }

    @Test func ignoresATemporaryFileLeftByAnInterruptedSave() throws {
        let (sut, directory) = try makeSUT()
        defer { directory.remove() }

        try sut.insert(makeMovies(count: 2), timestamp: Self.timestamp)
        let leftover = sut.fileURL.deletingLastPathComponent().appending(path: ".movies.json.crashed.tmp")
        try Data(#"{"version": 1, "timesta"#.utf8).write(to: leftover)

        #expect(try sut.retrieve()?.movies == makeMovies(count: 2))
    }

    @Test func concurrentWritersAndReadersNeverSeeATornFile() async throws {
        let (sut, directory) = try makeSUT()
        defer { directory.remove() }

        let caches = [makeMovies(count: 500, startingAt: 1), makeMovies(count: 300, startingAt: 10_000)]
        let timestamp = Self.timestamp
        let readFailures = ReadFailureCounter()

        // On threads of their own: the test waits without holding a thread of the concurrency pool.
        let finished = await HangGuard.run(within: .seconds(600)) {
            DispatchQueue.concurrentPerform(iterations: 3) { worker in
                for _ in 0..<20 {
                    if worker < 2 {
                        try? sut.insert(caches[worker], timestamp: timestamp)
                    } else {
                        do {
                            if let cache = try sut.retrieve(), !caches.contains(cache.movies) {
                                readFailures.increment()
                            }
                        } catch {
                            readFailures.increment()
                        }
                    }
                }
            }
            return true
        }
        #expect(finished == true)

        #expect(readFailures.value == 0)
        #expect(caches.contains(try #require(try sut.retrieve()).movies))
        let names = try FileManager.default.contentsOfDirectory(atPath: sut.fileURL.deletingLastPathComponent().path)
        #expect(names == ["movies.json"])
    }

    @Test func twoStoresOnTheSameFileSeeEachOthersSaves() throws {
        let (sut, directory) = try makeSUT()
        defer { directory.remove() }

        let other = FileMovieStore(fileURL: sut.fileURL)

        try sut.insert(makeMovies(count: 3), timestamp: Self.timestamp)

        #expect(try other.retrieve()?.movies == makeMovies(count: 3))
    }

    private func makeSUT() throws -> (FileMovieStore, TemporaryDirectory) {
        let directory = try TemporaryDirectory()
        return (FileMovieStore(fileURL: directory.file("movies.json")), directory)
    }

    private func permissions(of path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (attributes[.posixPermissions] as? Int ?? 0) & 0o777
    }
}
