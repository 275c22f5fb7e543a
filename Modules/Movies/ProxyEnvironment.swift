import Foundation

/// Whether a request may pass through a proxy named by the environment, as libcurl (the transport
/// under `URLSession` on Linux) reads it. It is asked before an API key is attached: a key never
/// goes through a proxy (see ``APIKey/maySend(to:environment:)``).
///
/// libcurl takes, for a URL of scheme `s`, the first of `s_proxy`, `S_PROXY` (never `HTTP_PROXY`:
/// on a web server that variable can come from a request's `Proxy:` header), `all_proxy` and
/// `ALL_PROXY`, unless `no_proxy` (or, when that is unset, `NO_PROXY`) exempts the host. This type
/// answers on the safe side of that: a proxy *may* apply when any of those variables is set and not
/// empty, unless the exemption list is `*` or names the host itself (an address exactly; a name
/// exactly or as a domain it belongs to, `example.org` or `.example.org` for `api.example.org`).
/// Exemptions libcurl also knows (address ranges such as `127.0.0.0/8`) count as no exemption
/// here (and so does an entry libcurl reads differently, such as `[::1]`), so the answer errs
/// towards "a proxy may apply", never the other way.
/// `URLSessionConfiguration.connectionProxyDictionary` cannot turn the environment's proxies off
/// on Linux (an empty dictionary is ignored: a test of this module sends through one anyway).
public enum ProxyEnvironment {
    /// The variables that may name a proxy for a request of `scheme`, in the order libcurl reads them.
    ///
    /// - Parameter scheme: The URL's scheme, any case (`http`, `https`).
    /// - Returns: `scheme_proxy`, its upper-case spelling unless the scheme is `http`, `all_proxy`, `ALL_PROXY`.
    public static func proxyVariables(for scheme: String) -> [String] {
        let lower = scheme.lowercased() + "_proxy"
        let upper = lower == "http_proxy" ? [] : [lower.uppercased()]
        return [lower] + upper + ["all_proxy", "ALL_PROXY"]
    }

    /// True when a request for `url` may go through a proxy that `environment` names.
    ///
    /// - Parameters:
    ///   - url: The request's destination.
    ///   - environment: The variables libcurl reads (this process's by default).
    /// - Returns: False only when no proxy variable for the URL's scheme is set, or the exemption list
    ///   exempts its host for certain; true otherwise (also for a URL without a scheme or host).
    public static func mayProxy(
        _ url: URL, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Bool {
        guard let scheme = url.scheme, let host = url.host else { return true }
        let named = proxyVariables(for: scheme).contains { environment[$0].map { !$0.isEmpty } ?? false }
        guard named else { return false }
        let exemptions = environment["no_proxy"] ?? environment["NO_PROXY"] ?? ""
        return !exempts(exemptions, host: host)
    }

    /// True when the exemption list `list` surely exempts `host`, read as libcurl reads it: entries
    /// separated by commas (blanks around them skipped; an entry followed by a blank instead of a
    /// comma is the last one read), `*` alone for every host.
    private static func exempts(_ list: String, host: String) -> Bool {
        if list == "*" { return true }
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        let name = bare.lowercased()
        let isAddress = name.contains(":") || name.allSatisfy { $0.isNumber || $0 == "." }
        for piece in list.split(separator: ",") {
            let words = piece.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard var token = words.first?.lowercased() else { continue }
            if isAddress {
                if token == name { return true }
            } else {
                if token.hasPrefix(".") { token.removeFirst() }
                if !token.isEmpty, name == token || name.hasSuffix("." + token) { return true }
            }
            if words.count > 1 { return false }
        }
        return false
    }
}
