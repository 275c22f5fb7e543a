import Foundation
import LoopbackServer
import Movies
import Testing

/// A save's temporary file never stays behind for good: a process ending mid-save through `exit`
/// (Ctrl-C in the app) removes it, and one a kill left is swept by a later store once it is stale;
/// a fresh one (another process saving right now) and other files are left alone.
@Suite struct FileMovieStoreTemporaryFileTests {
    private static let hour: TimeInterval = 3600

    /// Creates `name` in `directory`, last written `age` seconds ago.
    private func plant(_ name: String, in directory: TemporaryDirectory, age: TimeInterval) throws -> URL {
        let url = directory.file(name)
        try Data("partial".utf8).write(to: url)
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -age)], ofItemAtPath: url.path)
        return url
    }

    private func exists(_ url: URL) -> Bool {
        var status = stat()
        return lstat(url.path, &status) == 0
    }

    @Test func aStaleTemporaryFile_isSweptWhenTheStoreIsUsed_andAFreshOneIsKept() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = FileMovieStore(fileURL: directory.file("movies.json"))
        let stale = try plant(".movies.json.\(UUID().uuidString).tmp", in: directory, age: 2 * Self.hour)
        let fresh = try plant(".movies.json.\(UUID().uuidString).tmp", in: directory, age: 1)

        _ = try store.retrieve()

        #expect(!exists(stale))
        #expect(exists(fresh))
    }

    @Test func onlyTheStoresOwnTemporaryFiles_areSwept() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = FileMovieStore(fileURL: directory.file("movies.json"))
        let others = try [
            plant(".other.json.\(UUID().uuidString).tmp", in: directory, age: 2 * Self.hour),
            plant(".movies.json.not-a-uuid.tmp", in: directory, age: 2 * Self.hour),
            plant("movies.json.\(UUID().uuidString).tmp", in: directory, age: 2 * Self.hour),
            plant(".movies.json.\(UUID().uuidString).tmp.keep", in: directory, age: 2 * Self.hour),
        ]
        let target = try plant("precious.txt", in: directory, age: 2 * Self.hour)
        let link = directory.file(".movies.json.\(UUID().uuidString).tmp")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)

        try store.insert([], timestamp: Date())

        for other in others { #expect(exists(other), "\(other.lastPathComponent)") }
        #expect(exists(link) && exists(target))
    }

    @Test func aSaveInterruptedByCtrlC_leavesNoTemporaryFile() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.file("movies.json")
        for attempt in 1...30 {
            let run = try await CacheWriterProcess.runAndKill(
                path: file.path, writer: 1, first: attempt * 1000, killAfter: .microseconds(Int.random(in: 0...60_000)),
                signal: SIGINT)
            #expect(
                run.reason == .exit && run.status == 130,
                "attempt \(attempt): \(run.reason) \(run.status) \(run.errors)")
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
            #expect(names.allSatisfy { !$0.hasSuffix(".tmp") }, "attempt \(attempt) left \(names)")
        }
    }
}
