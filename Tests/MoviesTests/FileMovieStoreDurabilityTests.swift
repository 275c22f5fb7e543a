import Foundation
import LoopbackServer
import Movies
import Testing

/// A save interrupted by SIGKILL at any moment, or racing another process's save, leaves the
/// previous cache or the new one, never a torn file. Real processes (the `CacheWriter` test
/// executable) save a 2,000-movie cache over and over to a real file.
@Suite struct FileMovieStoreDurabilityTests {
    static let kills = 100

    @Test func aWriterKilledAtAnyMomentOfASave_leavesThePreviousCacheOrTheNewOne() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.file("movies.json")
        let store = FileMovieStore(fileURL: file)
        var generation = 0
        var interruptedSaves = 0
        var temporaryFiles = 0

        for kill in 1...Self.kills {
            let run = try await CacheWriterProcess.runAndKill(
                path: file.path, writer: 1, first: generation + 1, killAfter: .microseconds(Int.random(in: 0...80_000)))
            try #require(run.reason == .uncaughtSignal, "kill \(kill): the writer ended by itself: \(run.errors)")
            let lastSaved = run.saved.last ?? generation

            // No file yet is generation 0: the first save had not finished.
            let found = try store.retrieve().map(CacheWriterProcess.generation(of:))
            #expect(found == nil || found?.writer == 1)
            let foundGeneration = found?.generation ?? 0
            #expect(
                foundGeneration == lastSaved || foundGeneration == lastSaved + 1,
                "kill \(kill): the writer last reported generation \(lastSaved); the file holds \(foundGeneration)")
            let leftovers = temporaryFileCount(in: directory)
            if leftovers > temporaryFiles || foundGeneration == lastSaved + 1 { interruptedSaves += 1 }
            temporaryFiles = leftovers
            generation = foundGeneration
        }
        // How often a kill landed inside a save (a temporary file left behind, or a rename the
        // writer could not report) depends on the machine; every kill above was checked either way.
        print(
            "kill-during-save: \(Self.kills) kills, \(interruptedSaves) inside a save, \(generation) generations saved")
    }

    @Test func twoProcessesSavingAtOnce_neverCorruptTheCache() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.file("movies.json")
        let store = FileMovieStore(fileURL: file)
        let count = 40

        let (runs, observations) = try await CacheWriterProcess.runTogether(
            path: file.path, writers: [1, 2], count: count
        ) {
            if let cache = try store.retrieve() {
                _ = try CacheWriterProcess.generation(of: cache)
            }
        }

        for run in runs {
            #expect(run.status == 0 && run.reason == .exit, "a writer failed: \(run.errors)")
            #expect(run.saved == Array(1...count))
        }
        let final = try CacheWriterProcess.generation(of: try #require(try store.retrieve()))
        #expect(final.generation == count, "the last save of either writer wins, whole: \(final)")
        #expect(observations > 0)
    }

    private func temporaryFileCount(in directory: TemporaryDirectory) -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.url.path)) ?? []
        return names.filter { $0.hasSuffix(".tmp") }.count
    }
}
