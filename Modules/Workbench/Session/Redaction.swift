import Foundation

/// Hides secrets that may appear in what the workbench prints, logs, keeps in history or exports:
/// the values of secret environment variables (such as `TMDB_API_KEY`) wherever they appear, API
/// keys in URLs (`?api_key=…`, `&access_token=…`), bearer tokens and passwords in URLs
/// (`https://user:password@host`). Each secret becomes `REDACTED`, and only the secret: a query
/// value ends where URL-safe characters end, a token where token characters end, and a word after
/// "Bearer" is a token only when it looks like one (see ``redact(_:secrets:)``).
public enum Redaction {
    /// Values shorter than this are not treated as secrets: they would match ordinary text.
    public static let minimumSecretLength = 8

    private static let secretVariableSuffixes = ["_KEY", "_TOKEN", "_SECRET", "_PASSWORD"]

    /// The secret values of this process's environment, read once.
    public static let environmentSecrets = secrets(in: ProcessInfo.processInfo.environment)

    /// The values of `environment`'s secret variables (names ending in `_KEY`, `_TOKEN`, `_SECRET`
    /// or `_PASSWORD`, as `TMDB_API_KEY` does), trimmed, at least ``minimumSecretLength``
    /// characters long, longest first.
    ///
    /// - Parameter environment: Variable names and values, as `ProcessInfo.environment` gives them.
    /// - Returns: The distinct secret values, longest first (so a longer secret is replaced before a part of it).
    public static func secrets(in environment: [String: String]) -> [String] {
        let values = environment.compactMap { name, value -> String? in
            let upper = name.uppercased()
            guard secretVariableSuffixes.contains(where: { upper.hasSuffix($0) }) else { return nil }
            let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
            return trimmed.count >= minimumSecretLength ? trimmed : nil
        }
        return Set(values).sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }
    }

    /// `text` with the environment's secrets, secret query values, bearer tokens and passwords in
    /// URLs replaced by `REDACTED`.
    ///
    /// - Parameter text: Anything about to be printed, logged, kept in history or exported.
    /// - Returns: `text` with its secrets replaced; as it was when it holds none.
    public static func redact(_ text: String) -> String {
        redact(text, secrets: environmentSecrets)
    }

    /// `text` with each of these replaced by `REDACTED`:
    /// - `secrets`, wherever they appear;
    /// - the value of a query parameter named `api_key`, `apikey`, `access_token`, `token` or `key`
    ///   (after `?` or `&`): the URL-safe characters that follow `=` (letters, digits, `-._~+/%`
    ///   and `=`);
    /// - a bearer token: after "Bearer " (any case), 8 or more token characters (letters, digits,
    ///   `-._~+/` and `=`, padding or not) of which at least one is not a letter, so "The Bearer of
    ///   Bad News" is a title, not a token;
    /// - the password of a URL, between `scheme://user:` and `@`.
    ///
    /// The time it takes is linear in the length of `text` (times the number of `secrets`), whatever
    /// `text` holds.
    ///
    /// - Parameters:
    ///   - text: The text to clean.
    ///   - secrets: Exact values to hide wherever they appear (see ``secrets(in:)``); empty ones are ignored.
    /// - Returns: `text` with each secret replaced by `REDACTED`; as it was when it holds none.
    public static func redact(_ text: String, secrets: [String]) -> String {
        var bytes = Array(text.utf8)
        var changed = false
        for secret in secrets where !secret.isEmpty {
            if let replaced = RedactionScanner.replacing(Array(secret.utf8), in: bytes) {
                bytes = replaced
                changed = true
            }
        }
        if let redacted = RedactionScanner.redacting(bytes) {
            bytes = redacted
            changed = true
        }
        return changed ? String(decoding: bytes, as: UTF8.self) : text
    }

    /// The first `length` characters of `text` once redacted: the way the workbench shortens text
    /// that may hold data (a long value in `state`, an argument in an error), so a cut never leaves
    /// part of a secret showing (what shows is redacted again on its way out, and a part no longer
    /// looks like the secret).
    ///
    /// - Parameters:
    ///   - text: The text to shorten.
    ///   - length: How many characters to keep.
    /// - Returns: The start of the redacted text, at most `length` characters.
    static func redactedPrefix(of text: String, length: Int) -> String {
        String(redact(text).prefix(length))
    }
}
