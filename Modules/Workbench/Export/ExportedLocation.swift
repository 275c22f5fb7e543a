/// Where an exported test would reach outside itself: an http(s) URL or a file path in a
/// dependency's argument or Swift code. Exported tests replace such a choice and show only a
/// short form of the location in comments (`https://example.com/…`, `file:…/movies.json`).
enum ExportedLocation {
    /// True when `text` holds a URL (`scheme://`) or an absolute or `file:` path.
    static func isLocation(_ text: String) -> Bool {
        text.contains("://") || text.contains("file:") || text.hasPrefix("/") || text.contains("\"/")
    }

    /// `text` with each URL shortened to its scheme and host (no user or password), and each path
    /// to its last component.
    static func shown(_ text: String) -> String {
        text.split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
            let word = String(word)
            if let scheme = word.range(of: "://") {
                let rest = word[scheme.upperBound...]
                let authority = rest.prefix { !"/?#".contains($0) }
                let host = authority.split(separator: "@").last ?? ""
                return word[..<scheme.upperBound] + host + (rest.count > authority.count ? "/…" : "")
            }
            let path = word.hasPrefix("file:") ? String(word.dropFirst(5)) : word
            guard path.hasPrefix("/"), let last = path.split(separator: "/").last else { return word }
            return (word.hasPrefix("file:") ? "file:" : "") + "…/" + last
        }
        .joined(separator: " ")
    }
}
