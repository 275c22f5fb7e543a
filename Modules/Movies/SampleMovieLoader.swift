/// A `MovieLoader` that serves the bundled `SampleCatalog`, so everything runs offline.
public struct SampleMovieLoader: MovieLoader {
    /// Creates the loader.
    public init() {}

    /// The sample catalog's movies, in catalog order.
    public func load() async throws -> [Movie] {
        try SampleCatalog.movies()
    }
}
