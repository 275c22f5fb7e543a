import Movies

/// A cache that keeps secrets out of what it saves: each movie's title, overview and poster path
/// pass through `redact` on their way to `decoratee`. The movies app passes its own redaction, so
/// a key that a server echoes back in its movies never reaches the disk.
public struct RedactingMovieCache: MovieCache {
    let decoratee: any MovieCache
    let redact: @Sendable (String) -> String

    /// Saves to `decoratee` what `redact` leaves of each movie's text.
    ///
    /// - Parameters:
    ///   - decoratee: The cache that receives the redacted movies.
    ///   - redact: Applied to each title, overview and poster path; ids, dates and ratings pass unchanged.
    public init(decoratee: any MovieCache, redact: @escaping @Sendable (String) -> String) {
        self.decoratee = decoratee
        self.redact = redact
    }

    /// Replaces what is saved with `movies`, redacted.
    ///
    /// - Parameter movies: The movies to save; they are redacted copies that are saved, not these.
    /// - Throws: The decoratee's error when it cannot save them.
    public func save(_ movies: [Movie]) throws {
        try decoratee.save(
            movies.map { movie in
                var redacted = movie
                redacted.title = redact(movie.title)
                redacted.overview = redact(movie.overview)
                redacted.posterPath = movie.posterPath.map(redact)
                return redacted
            })
    }
}
