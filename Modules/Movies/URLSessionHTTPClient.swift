import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An `HTTPClient` backed by a `URLSession`, optionally presenting an API key as a bearer token
/// (`Authorization: Bearer …`) on every request.
///
/// Timeouts and caching come from the session's configuration. Errors are the session's own
/// (`URLError`), or `URLSessionHTTPClient.NonHTTPResponse` for a response that is not HTTP.
public struct URLSessionHTTPClient: HTTPClient {
    /// Thrown when the session completes with a response that is not an `HTTPURLResponse`.
    public struct NonHTTPResponse: Error, Equatable {}

    private let session: URLSession
    private let bearerToken: APIKey?

    /// Creates a client that sends its requests through `session`, authenticated with `bearerToken`
    /// when one is given.
    public init(session: URLSession, bearerToken: APIKey? = nil) {
        self.session = session
        self.bearerToken = bearerToken
    }

    /// Sends a GET request for `url` and returns the body with the HTTP response.
    public func get(from url: URL) async throws -> (Data, HTTPURLResponse) {
        var request = URLRequest(url: url)
        request.httpMethod = "GET"
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let bearerToken {
            request.setValue(bearerToken.bearerAuthorization, forHTTPHeaderField: "Authorization")
        }
        let (data, response) = try await session.data(for: request)
        guard let httpResponse = response as? HTTPURLResponse else { throw NonHTTPResponse() }
        return (data, httpResponse)
    }
}
