import Foundation

extension APIKey {
    /// The host TMDB's API answers on, `api.themoviedb.org`: the one host on the network a TMDB key
    /// is sent to.
    public static let tmdbHost = "api.themoviedb.org"

    /// True when a request to `url` may carry the key: over https to ``tmdbHost``, or to this
    /// machine (a loopback address or `localhost`, over http or https), and in either case only
    /// when no proxy of the environment may carry the request (see ``ProxyEnvironment``).
    /// Anywhere else, over plain http to another machine, and through a proxy, the key is not sent.
    ///
    /// Why not through a proxy: plain http to this machine is allowed because the request never
    /// leaves it; through a proxy it does, in clear text (`http_proxy` or `all_proxy` send the
    /// whole request, headers included, to the proxy), and "this machine" becomes the proxy's own
    /// loopback, another machine's. Over https a proxy only relays the encrypted bytes, but it
    /// still chooses where they go and, when it intercepts TLS (as company proxies with their own
    /// certificate authority do), reads them: the key is kept off that path as well. Exempt the
    /// host with `no_proxy` (`no_proxy=127.0.0.1,localhost,api.themoviedb.org`) to reach it
    /// directly with the key.
    ///
    /// - Parameters:
    ///   - url: The request's destination.
    ///   - environment: The variables that name proxies (this process's by default: libcurl reads those).
    /// - Returns: Whether the request may carry the key as its `Authorization` header.
    public static func maySend(
        to url: URL, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Bool {
        guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased() else { return false }
        let allowed = isLoopback(host) ? scheme == "http" || scheme == "https" : scheme == "https" && host == tmdbHost
        return allowed && !ProxyEnvironment.mayProxy(url, environment: environment)
    }

    /// True when a request that carried the key to `original` may carry it on, redirected to
    /// `redirect`: only within the same scheme, host and port, and only where ``maySend(to:environment:)``.
    ///
    /// - Parameters:
    ///   - original: The URL the request first went to, with the key.
    ///   - redirect: The URL the server redirected it to.
    ///   - environment: The variables that name proxies (this process's by default).
    /// - Returns: Whether the redirected request may keep the key; false when the origin changes.
    public static func maySendOnRedirect(
        from original: URL, to redirect: URL, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Bool {
        origin(of: original) == origin(of: redirect) && maySend(to: redirect, environment: environment)
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
