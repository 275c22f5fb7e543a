import Foundation
import Movies

extension MovieSource {
    /// The loader that reads this source: the sample catalog, the file's page, or the web page
    /// (with `TMDB_API_KEY` as a bearer token when set).
    ///
    /// - Returns: A ``/Movies/SampleMovieLoader``, ``TMDBFileMovieLoader`` or ``/Movies/RemoteMovieLoader``,
    ///   without a cache.
    public func loader() -> any MovieLoader {
        switch self {
        case .sample: SampleMovieLoader()
        case .file(let url): TMDBFileMovieLoader(fileURL: url)
        case .remote(let page): page.loader()
        }
    }

    /// This source's loader, remembered in `cacheDirectory` when one is given: what the source
    /// delivers is delivered and saved; when the source fails, the saved movies (if saved less
    /// than 7 days ago) are delivered instead; when both fail, the source's error is. Each source
    /// has its own file in the directory, `movies-HASH.json` (a hash of the source's text), so a
    /// source never falls back to another source's movies. The directory is created (0700) on the
    /// first save, the file is private (0600), and what is saved of each movie's text has passed
    /// through `redact` (the movies app's redaction keeps secrets a server echoes off the disk).
    ///
    /// - Parameters:
    ///   - cacheDirectory: The directory that holds the cache file; nil gives the uncached ``loader()``.
    ///   - redact: What each movie's title, overview and poster path pass through before they are saved.
    /// - Returns: The source's loader with the cache as its fallback, or the bare loader without a directory.
    public func loader(
        cacheDirectory: URL?, redactingWith redact: @escaping @Sendable (String) -> String = { $0 }
    ) -> any MovieLoader {
        let source = loader()
        guard let cacheDirectory else { return source }
        let store = FileMovieStore(fileURL: cacheDirectory.appending(path: cacheFileName))
        let cache = LocalMovieLoader(store: store)
        let saving = RedactingMovieCache(decoratee: cache, redact: redact)
        return MovieLoaderWithFallback(primary: CachingMovieLoader(decoratee: source, cache: saving), fallback: cache)
    }

    /// `movies-` and the 64-bit FNV-1a hash of the source's text, in hex: stable across runs.
    private var cacheFileName: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in description.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return "movies-" + String(repeating: "0", count: 16 - digits.count) + digits + ".json"
    }
}
