import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An `HTTPClient` backed by `URLSession`, within ``HTTPLimits`` (a body of 64 MiB at most, 30
/// seconds in all, 10 redirects, only to http or https), optionally presenting an API key as a
/// bearer token (`Authorization: Bearer …`) where ``APIKey/maySend(to:environment:)`` allows, and on a
/// redirect only where ``APIKey/maySendOnRedirect(from:to:environment:)`` does.
///
/// The idle timeout and caching come from the configuration. Errors are ``HTTPClientError`` when
/// a limit stops the request, the session's own (`URLError`) otherwise, or
/// `URLSessionHTTPClient.NonHTTPResponse` for a response that is not HTTP.
public struct URLSessionHTTPClient: HTTPClient {
    /// Thrown when the session completes with a response that is not an `HTTPURLResponse`.
    public struct NonHTTPResponse: Error, Equatable {}

    private let configuration: URLSessionConfiguration
    private let bearerToken: APIKey?
    private let limits: HTTPLimits

    /// Creates a client whose requests use `configuration` (each request has a session of its
    /// own), within `limits`, authenticated with `bearerToken` where the key may go.
    ///
    /// - Parameters:
    ///   - configuration: The sessions' configuration: idle timeout, caching, extra headers.
    ///   - bearerToken: The API key sent as `Authorization: Bearer …`; nil sends no key.
    ///   - limits: The body size, overall deadline and redirect count each request is held to.
    public init(configuration: URLSessionConfiguration, bearerToken: APIKey? = nil, limits: HTTPLimits = HTTPLimits()) {
        self.configuration = configuration
        self.bearerToken = bearerToken
        self.limits = limits
    }

    /// Sends a GET request for `url` and returns the body with the HTTP response.
    ///
    /// - Parameter url: The resource to GET; the key goes with it only where ``APIKey/maySend(to:environment:)`` allows.
    /// - Returns: The body and the HTTP response, whatever its status code.
    /// - Throws: ``HTTPClientError`` when a limit stops the request, the session's `URLError` when it fails
    ///   (or is cancelled), or ``URLSessionHTTPClient/NonHTTPResponse`` when it is not HTTP.
    public func get(from url: URL) async throws -> (Data, HTTPURLResponse) {
        var request = URLRequest(url: url)
        request.httpMethod = "GET"
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let bearerToken, APIKey.maySend(to: url) {
            request.setValue(bearerToken.bearerAuthorization, forHTTPHeaderField: "Authorization")
        }
        return try await HTTPTransfer.run(request, configuration: configuration, limits: limits)
    }
}
