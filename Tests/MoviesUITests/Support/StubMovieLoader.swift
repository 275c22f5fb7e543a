import Movies
import Synchronization

/// A loader that delivers a fixed result and counts its loads.
final class StubMovieLoader: MovieLoader {
    private let result: Result<[Movie], AnyError>
    private let loads = Mutex(0)

    init(stubs: [Movie]) {
        result = .success(stubs)
    }

    init(error: AnyError) {
        result = .failure(error)
    }

    var loadCount: Int {
        loads.withLock { $0 }
    }

    func load() async throws -> [Movie] {
        loads.withLock { $0 += 1 }
        return try result.get()
    }
}

/// A loader that only ends when its task is cancelled.
struct EndlessMovieLoader: MovieLoader {
    func load() async throws -> [Movie] {
        try await Task.sleep(for: .seconds(3600))
        return []
    }
}
