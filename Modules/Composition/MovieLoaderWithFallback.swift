import Movies

/// Loads from `primary`; when it fails, from `fallback`. When both fail it delivers the primary's
/// error, the one that says what went wrong. A cancelled load does not fall back.
public struct MovieLoaderWithFallback: MovieLoader {
    let primary: any MovieLoader
    let fallback: any MovieLoader

    /// Loads from `primary`, falling back to `fallback`.
    ///
    /// - Parameters:
    ///   - primary: The loader tried first, whose error is the one delivered.
    ///   - fallback: The loader tried when `primary` fails (a cache, say).
    public init(primary: any MovieLoader, fallback: any MovieLoader) {
        self.primary = primary
        self.fallback = fallback
    }

    /// The primary's movies, else the fallback's, else the primary's error.
    ///
    /// - Returns: The primary's movies, or the fallback's when the primary failed.
    /// - Throws: The primary's error when both fail, or `CancellationError` when the task was cancelled
    ///   after the primary failed.
    public func load() async throws -> [Movie] {
        let primaryError: any Error
        do {
            return try await primary.load()
        } catch {
            primaryError = error
        }
        try Task.checkCancellation()
        do {
            return try await fallback.load()
        } catch {
            throw primaryError
        }
    }
}
