import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Performs HTTP GET requests. Any error it throws means the request did not complete.
public protocol HTTPClient: Sendable {
    /// Fetches `url` and returns the body with the HTTP response, whatever its status code.
    ///
    /// - Parameter url: The resource to GET.
    /// - Returns: The response body and the HTTP response; a non-2xx status is returned, not thrown.
    /// - Throws: Any error, when the request did not complete (``HTTPClientError`` when a limit stopped it).
    func get(from url: URL) async throws -> (Data, HTTPURLResponse)
}
