import Foundation
import Movies

/// A loader that always fails with ``Failure``: the `failing` choice.
struct FailingMovieLoader: MovieLoader {
    /// The failing loader's error.
    struct Failure: Error, Equatable, CustomStringConvertible, LocalizedError {
        var description: String { "The failing loader always fails." }
        var errorDescription: String? { description }
    }

    func load() async throws -> [Movie] {
        throw Failure()
    }
}
