import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Performs HTTP GET requests. Any error it throws means the request did not complete.
public protocol HTTPClient: Sendable {
    /// Fetches `url` and returns the body with the HTTP response, whatever its status code.
    func get(from url: URL) async throws -> (Data, HTTPURLResponse)
}
