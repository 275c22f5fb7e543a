import Movies

/// A loader that waits, then loads from another loader: the `slow` choice. Cancelling the load
/// ends the wait at once (it throws `CancellationError`).
struct DelayedMovieLoader: MovieLoader {
    let decoratee: any MovieLoader
    let delay: Duration

    func load() async throws -> [Movie] {
        try await Task.sleep(for: delay)
        return try await decoratee.load()
    }
}
