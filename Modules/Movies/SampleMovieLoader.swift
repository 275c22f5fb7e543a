/// A `MovieLoader` that serves the bundled `SampleCatalog`, so everything runs offline.
public struct SampleMovieLoader: MovieLoader {
    /// Creates the loader.
    public init() {}

    /// The sample catalog's movies, in catalog order.
    ///
    /// - Returns: ``SampleCatalog/movies()``, with no network or disk access.
    /// - Throws: ``RemoteMovieLoader/Error/invalidData`` if the bundled catalog does not decode (it always does).
    public func load() async throws -> [Movie] {
        try SampleCatalog.movies()
    }
}
