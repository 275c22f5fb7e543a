import Composition
import Foundation
import LoopbackServer
import Movies
import Testing

/// `MovieSource.loader(cacheDirectory:)` with a file source, a real file and a real cache
/// directory: the source's movies are saved, and shown when the source fails.
@Suite struct CachedSourceLoaderTests {
    @Test func aWorkingSource_deliversItsMovies_andSavesThemInTheCacheDirectory() async throws {
        let (source, page, cache) = try makeDirectories()
        defer { remove(page, cache) }
        try writePage(to: page)

        let movies = try await source.loader(cacheDirectory: cache.url).load()

        #expect(movies == (try SampleCatalog.movies()))
        let files = try cacheFiles(in: cache)
        #expect(files.count == 1)
        #expect(try await LocalMovieLoader(store: FileMovieStore(fileURL: files[0])).load() == movies)
    }

    @Test func aFailingSource_deliversTheSavedMovies() async throws {
        let (source, page, cache) = try makeDirectories()
        defer { remove(page, cache) }
        try writePage(to: page)
        let saved = try await source.loader(cacheDirectory: cache.url).load()
        page.remove()

        #expect(try await source.loader(cacheDirectory: cache.url).load() == saved)
    }

    @Test func aFailingSourceWithNothingSaved_deliversTheSourcesError() async throws {
        let (source, page, cache) = try makeDirectories()
        defer { remove(page, cache) }

        await #expect(throws: TMDBFileMovieLoader.Error.notFound(path: page.file("page.json").path)) {
            try await source.loader(cacheDirectory: cache.url).load()
        }
    }

    @Test func withoutACacheDirectory_savesNothing() async throws {
        let (source, page, cache) = try makeDirectories()
        defer { remove(page, cache) }
        try writePage(to: page)

        _ = try await source.loader(cacheDirectory: nil).load()

        #expect(try cacheFiles(in: cache).isEmpty)
    }

    @Test func eachSource_hasItsOwnCacheFile() async throws {
        let cache = try TemporaryDirectory()
        defer { cache.remove() }

        _ = try await MovieSource.sample.loader(cacheDirectory: cache.url).load()
        let (source, page, _) = try makeDirectories(cache: cache)
        defer { page.remove() }
        try writePage(to: page)
        _ = try await source.loader(cacheDirectory: cache.url).load()

        #expect(try cacheFiles(in: cache).count == 2)
    }

    // MARK: Helpers

    private func makeDirectories(cache: TemporaryDirectory? = nil) throws -> (
        MovieSource, TemporaryDirectory, TemporaryDirectory
    ) {
        let page = try TemporaryDirectory()
        let source = try MovieSource(parsing: "file:" + page.file("page.json").path)
        return (source, page, try cache ?? TemporaryDirectory())
    }

    private func writePage(to directory: TemporaryDirectory) throws {
        try Data(SampleCatalog.json.utf8).write(to: directory.file("page.json"))
    }

    private func cacheFiles(in directory: TemporaryDirectory) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: directory.url, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasPrefix("movies-") && $0.pathExtension == "json" }
    }

    private func remove(_ directories: TemporaryDirectory...) {
        for directory in directories {
            directory.remove()
        }
    }
}
