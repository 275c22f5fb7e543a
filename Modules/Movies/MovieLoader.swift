/// Something that produces a list of movies: the network, a cache, a bundled catalog.
public protocol MovieLoader: Sendable {
    /// Loads the movies, or throws the loader's own error type.
    func load() async throws -> [Movie]
}
