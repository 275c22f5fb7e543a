import Movies
import Synchronization

/// A loader that delivers a fixed result and counts its loads.
final class StubMovieLoader: MovieLoader {
    private let result: Result<[Movie], StubError>
    private let loads = Mutex(0)

    init(stubs: [Movie]) {
        result = .success(stubs)
    }

    init(error: StubError) {
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

/// A loader that delivers its results in turn, one per load (the last one again when they run
/// out).
final class SequenceMovieLoader: MovieLoader {
    private let results: Mutex<[Result<[Movie], StubError>]>

    init(_ results: [Result<[Movie], StubError>]) {
        precondition(!results.isEmpty)
        self.results = Mutex(results)
    }

    func load() async throws -> [Movie] {
        try results.withLock { results in
            results.count > 1 ? results.removeFirst() : results[0]
        }.get()
    }
}

struct StubError: Error, Equatable, CustomStringConvertible {
    var name = "stub"
    var description: String { "the \(name) loader failed" }
}

/// A loader that only ends when its task is cancelled.
final class EndlessMovieLoader: MovieLoader {
    func load() async throws -> [Movie] {
        try await Task.sleep(for: .seconds(3600))
        return []
    }
}
