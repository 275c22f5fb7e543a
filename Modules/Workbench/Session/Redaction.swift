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

    private static let secretParameters = ["api_key", "apikey", "access_token", "token", "key"]
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
    ///   `-._~+/`, then `=` padding) of which at least one is not a letter, so "The Bearer of Bad
    ///   News" is a title, not a token;
    /// - the password of a URL, between `scheme://user:` and `@`.
    ///
    /// - Parameters:
    ///   - text: The text to clean.
    ///   - secrets: Exact values to hide wherever they appear (see ``secrets(in:)``); empty ones are ignored.
    /// - Returns: `text` with each secret replaced by `REDACTED`; as it was when it holds none.
    public static func redact(_ text: String, secrets: [String]) -> String {
        var result = text
        for secret in secrets where !secret.isEmpty && result.contains(secret) {
            result = result.replacingOccurrences(of: secret, with: "REDACTED")
        }
        // Cheap checks first: most text has no query string, no bearer token and no password.
        if result.utf8.contains(UInt8(ascii: "=")) {
            for name in secretParameters {
                result = redactParameter(name, in: result)
            }
        }
        if result.utf8.contains(UInt8(ascii: "@")), result.contains("://") {
            result = redactPasswords(in: result)
        }
        guard containsIgnoringASCIICase(result, "bearer ") else { return result }
        return redactBearerTokens(in: result)
    }

    /// True when `text` contains `word` (lowercase ASCII), ignoring the case of ASCII letters.
    private static func containsIgnoringASCIICase(_ text: String, _ word: String) -> Bool {
        let needle = Array(word.utf8)
        var matched = 0
        for byte in text.utf8 {
            let lower = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
            if lower == needle[matched] {
                matched += 1
                if matched == needle.count { return true }
            } else {
                matched = lower == needle[0] ? 1 : 0
            }
        }
        return false
    }

    /// A character of a token or a URL-safe query value: an ASCII letter or digit, or `-._~+/`.
    private static func isTokenCharacter(_ character: Character) -> Bool {
        guard character.isASCII, let ascii = character.asciiValue else { return false }
        return character.isLetter || character.isNumber || "-._~+/".utf8.contains(ascii)
    }

    private static func redactParameter(_ name: String, in text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let range = rest.range(of: name + "=", options: .caseInsensitive) {
            let before = range.lowerBound == rest.startIndex ? nil : rest[rest.index(before: range.lowerBound)]
            result += rest[..<range.upperBound]
            rest = rest[range.upperBound...]
            guard before == "?" || before == "&" else { continue }
            let end = rest.firstIndex { !(isTokenCharacter($0) || $0 == "%" || $0 == "=") } ?? rest.endIndex
            if end > rest.startIndex { result += "REDACTED" }
            rest = rest[end...]
        }
        return result + rest
    }

    /// Replaces each bearer token (see ``redact(_:secrets:)``) in `text`.
    private static func redactBearerTokens(in text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let range = rest.range(of: "bearer ", options: .caseInsensitive) {
            result += rest[..<range.upperBound]
            rest = rest[range.upperBound...]
            var end = rest.firstIndex { !isTokenCharacter($0) } ?? rest.endIndex
            end = rest[end...].firstIndex { $0 != "=" } ?? rest.endIndex
            let token = rest[..<end]
            if token.count >= minimumSecretLength, token.contains(where: { !$0.isLetter }) {
                result += "REDACTED"
                rest = rest[end...]
            }
        }
        return result + rest
    }

    /// Replaces the password of each URL in `text` (`scheme://user:password@host`).
    private static func redactPasswords(in text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let range = rest.range(of: "://") {
            result += rest[..<range.upperBound]
            rest = rest[range.upperBound...]
            // The authority's user information ends at "@", before any "/", "?", "#" or space.
            guard let at = rest.firstIndex(where: { "@/?#\"'<> ".contains($0) || $0.isNewline }), rest[at] == "@",
                let colon = rest[..<at].firstIndex(of: ":")
            else { continue }
            result += rest[...colon] + "REDACTED"
            rest = rest[at...]
        }
        return result + rest
    }
}
