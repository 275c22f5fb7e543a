import Composition
import Movies
import Synchronization

/// A cache that records what it was asked to save, failing every save when told to.
final class MovieCacheSpy: MovieCache {
    private let saved = Mutex<[[Movie]]>([])
    private let saveError: StubError?

    init(saveError: StubError? = nil) {
        self.saveError = saveError
    }

    var savedMovies: [[Movie]] {
        saved.withLock { $0 }
    }

    func save(_ movies: [Movie]) throws {
        saved.withLock { $0.append(movies) }
        if let saveError { throw saveError }
    }
}
