import Foundation
import MoviesUI

/// Where the app's movies come from, parsed from text: `sample` (the bundled catalog),
/// `file:PATH` (a TMDB list page on disk) or an `http://` / `https://` URL (a TMDB list page on
/// the web).
public enum MovieSource: Hashable, Sendable, CustomStringConvertible {
    /// The bundled sample catalog.
    case sample
    /// A TMDB list page in a file.
    case file(URL)
    /// A TMDB list page on the web.
    case remote(RemoteMoviePage)

    /// Why text is not a source.
    public enum Error: Swift.Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
        /// `file:` with no path.
        case missingFilePath
        /// Text that starts like a web URL but is not one.
        case invalidURL(String)
        /// Text that is none of the known forms.
        case unknown(String)

        /// One line for people.
        public var description: String {
            switch self {
            case .missingFilePath:
                "file: needs a path, as in file:movies.json"
            case .invalidURL(let text):
                "\"\(text)\" is not an http or https URL"
            case .unknown(let text):
                "unknown movie source \"\(text)\" (use sample, file:PATH or an http(s) URL)"
            }
        }

        /// The same text as `description`.
        public var errorDescription: String? { description }
    }

    /// Parses `sample`, `file:PATH` (a relative path is resolved against the current directory;
    /// `~` is the home directory) or an http(s) URL; surrounding spaces are ignored.
    ///
    /// - Parameter text: The source as text; `sample`, `file:` and the URL schemes match in any case.
    /// - Throws: ``MovieSource/Error/missingFilePath`` for `file:` with no path,
    ///   ``MovieSource/Error/invalidURL(_:)`` for `http:` or `https:` text that is no URL with a host, and
    ///   ``MovieSource/Error/unknown(_:)`` for anything else.
    public init(parsing text: String) throws(Error) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let lowercased = trimmed.lowercased()
        if lowercased == "sample" {
            self = .sample
        } else if lowercased.hasPrefix("file:") {
            let path = String(trimmed.dropFirst("file:".count))
            guard !path.isEmpty else { throw .missingFilePath }
            let expanded = NSString(string: path).expandingTildeInPath
            self = .file(URL(fileURLWithPath: expanded).standardizedFileURL)
        } else if lowercased.hasPrefix("http:") || lowercased.hasPrefix("https:") {
            do {
                self = .remote(try RemoteMoviePage(trimmed))
            } catch {
                throw .invalidURL(trimmed)
            }
        } else {
            throw .unknown(trimmed)
        }
    }

    /// The source as text that parses back to it: `sample`, `file:/absolute/path` or the URL.
    public var description: String {
        switch self {
        case .sample: "sample"
        case .file(let url): "file:\(url.path)"
        case .remote(let page): page.description
        }
    }
}
