import Foundation

extension APIKey {
    /// The host TMDB's API answers on, `api.themoviedb.org`: the one host on the network a TMDB key
    /// is sent to.
    public static let tmdbHost = "api.themoviedb.org"

    /// True when a request to `url` may carry the key: over https to ``tmdbHost``, or to this
    /// machine (a loopback address or `localhost`, over http or https). Anywhere else, and over
    /// plain http to another machine, the key is not sent.
    ///
    /// - Parameter url: The request's destination.
    /// - Returns: Whether the request may carry the key as its `Authorization` header.
    public static func maySend(to url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased() else { return false }
        if isLoopback(host) { return scheme == "http" || scheme == "https" }
        return scheme == "https" && host == tmdbHost
    }

    /// True when a request that carried the key to `original` may carry it on, redirected to
    /// `redirect`: only within the same scheme, host and port, and only where ``maySend(to:)``.
    ///
    /// - Parameters:
    ///   - original: The URL the request first went to, with the key.
    ///   - redirect: The URL the server redirected it to.
    /// - Returns: Whether the redirected request may keep the key; false when the origin changes.
    public static func maySendOnRedirect(from original: URL, to redirect: URL) -> Bool {
        origin(of: original) == origin(of: redirect) && maySend(to: redirect)
    }

    private static func origin(of url: URL) -> [String?] {
        let scheme = url.scheme?.lowercased()
        let port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : nil)
        return [scheme, url.host?.lowercased(), port.map(String.init)]
    }

    private static func isLoopback(_ host: String) -> Bool {
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        if bare == "localhost" || bare == "::1" { return true }
        let parts = bare.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }
}
