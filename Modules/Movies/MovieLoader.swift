/// Something that produces a list of movies: the network, a cache, a bundled catalog.
public protocol MovieLoader: Sendable {
    /// Loads the movies, or throws the loader's own error type.
    ///
    /// - Returns: The movies, in the source's order.
    /// - Throws: The loader's own error when it has no movies to give (unreachable server, no valid cache…).
    func load() async throws -> [Movie]
}
