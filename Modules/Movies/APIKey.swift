import Foundation

/// A secret API key that never shows itself.
///
/// Its `description`, `debugDescription`, string interpolation, `print`, `dump` and mirror all read
/// `APIKey(redacted)`; the secret is only readable inside this module, where it becomes a request
/// header. TMDB's key comes from the `TMDB_API_KEY` environment variable (see `init?(environment:)`).
public struct APIKey: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// The environment variable that holds the TMDB key.
    public static let tmdbEnvironmentVariable = "TMDB_API_KEY"

    let secret: String

    /// Wraps `secret`; nil when it is empty or only whitespace.
    ///
    /// - Parameter secret: The key's text; leading and trailing whitespace and newlines are trimmed off.
    public init?(_ secret: String) {
        let trimmed = secret.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        self.secret = trimmed
    }

    /// Reads the key from `variable` in `environment`; nil when it is unset or blank.
    ///
    /// - Parameters:
    ///   - environment: The variables to read (this process's environment by default).
    ///   - variable: The variable's name (`TMDB_API_KEY` by default).
    public init?(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        variable: String = APIKey.tmdbEnvironmentVariable
    ) {
        guard let value = environment[variable] else { return nil }
        self.init(value)
    }

    /// Always `APIKey(redacted)`.
    public var description: String { "APIKey(redacted)" }

    /// Always `APIKey(redacted)`.
    public var debugDescription: String { description }

    /// A mirror without children, so `dump` and reflection show nothing secret.
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }

    /// The `Authorization` header value that presents this key as a bearer token.
    var bearerAuthorization: String { "Bearer \(secret)" }
}
