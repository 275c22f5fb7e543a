import Foundation

/// Hides secrets that may appear in what the workbench prints, logs, keeps in history or exports:
/// the values of secret environment variables (such as `TMDB_API_KEY`) wherever they appear, API
/// keys in URLs (`api_key=…`, `access_token=…`) and bearer tokens. Each becomes `REDACTED`.
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
    public static func secrets(in environment: [String: String]) -> [String] {
        let values = environment.compactMap { name, value -> String? in
            let upper = name.uppercased()
            guard secretVariableSuffixes.contains(where: { upper.hasSuffix($0) }) else { return nil }
            let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
            return trimmed.count >= minimumSecretLength ? trimmed : nil
        }
        return Set(values).sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }
    }

    /// `text` with the environment's secrets, secret query values and bearer tokens replaced by
    /// `REDACTED`.
    public static func redact(_ text: String) -> String {
        redact(text, secrets: environmentSecrets)
    }

    /// `text` with `secrets`, secret query values and bearer tokens replaced by `REDACTED`.
    public static func redact(_ text: String, secrets: [String]) -> String {
        var result = text
        for secret in secrets where !secret.isEmpty && result.contains(secret) {
            result = result.replacingOccurrences(of: secret, with: "REDACTED")
        }
        // Cheap checks first: most text has no query string and no bearer token.
        if result.utf8.contains(UInt8(ascii: "=")) {
            for name in secretParameters {
                result = redactParameter(name, in: result)
            }
        }
        guard containsIgnoringASCIICase(result, "bearer ") else { return result }
        return redactBearer(in: result)
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

    private static func redactParameter(_ name: String, in text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let range = rest.range(of: name + "=", options: .caseInsensitive) {
            let before = range.lowerBound == rest.startIndex ? nil : rest[rest.index(before: range.lowerBound)]
            result += rest[..<range.upperBound]
            rest = rest[range.upperBound...]
            guard before == "?" || before == "&" else { continue }
            let end = rest.firstIndex { $0 == "&" || $0 == "#" || $0 == " " || $0 == "\"" } ?? rest.endIndex
            if end > rest.startIndex { result += "REDACTED" }
            rest = rest[end...]
        }
        return result + rest
    }

    private static func redactBearer(in text: String) -> String {
        guard let range = text.range(of: "Bearer ", options: .caseInsensitive) else { return text }
        let rest = text[range.upperBound...]
        let end = rest.firstIndex { $0 == " " || $0 == "\"" || $0 == "\n" } ?? rest.endIndex
        return String(text[..<range.upperBound]) + "REDACTED" + redactBearer(in: String(text[end...]))
    }
}
