/// The passes behind ``Redaction/redact(_:secrets:)``, over UTF-8 bytes and each linear in the
/// text's length, whatever it holds: no position is searched from more than once, and nothing
/// is copied per match (a search from each match to the end made hostile text, such as
/// `"bearer a"` repeated, take time quadratic in its length).
struct RedactionScanner {
    private static let replacement = Array("REDACTED".utf8)
    private static let secretParameters = ["api_key", "apikey", "access_token", "token", "key"].map { Array($0.utf8) }
    private static let bearer = Array("bearer ".utf8)
    private static let schemeEnd = Array("://".utf8)

    private let bytes: [UInt8]
    /// What was redacted so far, up to ``copied``.
    private var output: [UInt8] = []
    private var found = false
    private var copied = 0

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// `haystack` with each occurrence of `needle` (left to right, not overlapping) replaced by
    /// `REDACTED`, found by Knuth–Morris–Pratt in one pass; nil when there is none.
    static func replacing(_ needle: [UInt8], in haystack: [UInt8]) -> [UInt8]? {
        guard !needle.isEmpty, haystack.count >= needle.count else { return nil }
        // failure[i]: the length of the longest proper border of needle[...i].
        var failure = [Int](repeating: 0, count: needle.count)
        var border = 0
        for index in needle.indices.dropFirst() {
            while border > 0, needle[index] != needle[border] { border = failure[border - 1] }
            if needle[index] == needle[border] { border += 1 }
            failure[index] = border
        }
        var result: [UInt8] = []
        var found = false
        var copied = 0
        var matched = 0
        for (index, byte) in haystack.enumerated() {
            while matched > 0, byte != needle[matched] { matched = failure[matched - 1] }
            if byte == needle[matched] { matched += 1 }
            guard matched == needle.count else { continue }
            let start = index + 1 - needle.count
            result += haystack[copied..<start]
            result += replacement
            found = true
            copied = index + 1
            matched = 0
        }
        guard found else { return nil }
        result += haystack[copied...]
        return result
    }

    /// `bytes` with their secret query values, URL passwords and bearer tokens redacted (see
    /// ``Redaction/redact(_:secrets:)``), in one pass; nil when they hold none.
    static func redacting(_ bytes: [UInt8]) -> [UInt8]? {
        var scanner = RedactionScanner(bytes)
        return scanner.redacted()
    }

    private mutating func redacted() -> [UInt8]? {
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "?"), UInt8(ascii: "&"):
                index = queryValue(after: index) ?? index + 1
            case UInt8(ascii: ":"):
                index = password(after: index) ?? index + 1
            case UInt8(ascii: "b"), UInt8(ascii: "B"):
                index = bearerToken(at: index) ?? index + 1
            default:
                index += 1
            }
        }
        guard found else { return nil }
        output += bytes[copied...]
        return output
    }

    /// After `?` or `&` at `index`: a secret parameter's name, `=` and a value; returns where to go on.
    private mutating func queryValue(after index: Int) -> Int? {
        // Every name starts with a, t or k (any case): most `?` and `&` are ruled out at once.
        guard index + 1 < bytes.count, "aAtTkK".utf8.contains(bytes[index + 1]) else { return nil }
        for name in Self.secretParameters where matches(name, at: index + 1) {
            let start = index + 1 + name.count
            guard start < bytes.count, bytes[start] == UInt8(ascii: "=") else { continue }
            let valueStart = start + 1
            var end = valueStart
            while end < bytes.count, Self.isQueryValueByte(bytes[end]) { end += 1 }
            guard end > valueStart else { return valueStart }
            replace(valueStart..<end)
            return end
        }
        return nil
    }

    /// At `://` (`index` is its colon): the password of `scheme://user:password@host`; returns
    /// where to go on. The user information ends at `@`, before any `/`, `?`, `#`, quote, `<`,
    /// `>`, space or line break; the scan stops there, so two scans never cross.
    private mutating func password(after index: Int) -> Int? {
        guard matches(Self.schemeEnd, at: index) else { return nil }
        let start = index + 3
        var end = start
        var colon: Int?
        while end < bytes.count, !isAuthorityEnd(at: end) {
            if colon == nil, bytes[end] == UInt8(ascii: ":") { colon = end }
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "@"), let colon else { return start }
        replace(colon + 1..<end)
        return end
    }

    /// At `bearer ` (any case): a token of 8 or more token bytes and `=`, one at least not a
    /// letter; returns where to go on.
    private mutating func bearerToken(at index: Int) -> Int? {
        guard matches(Self.bearer, at: index) else { return nil }
        let start = index + Self.bearer.count
        var end = start
        // `=` is padding, but a token may go on after it (`abc=1`): all of it goes, so nothing of
        // the token is left beside `REDACTED` (Scripts/fuzz found `Bearer abc.defage=1` left `1`).
        while end < bytes.count, Self.isTokenByte(bytes[end]) || bytes[end] == UInt8(ascii: "=") { end += 1 }
        let token = bytes[start..<end]
        guard token.count >= Redaction.minimumSecretLength, token.contains(where: { !Self.isLetter($0) }) else {
            return start
        }
        replace(start..<end)
        return end
    }

    /// Copies what comes before `range`, then `REDACTED` for it.
    private mutating func replace(_ range: Range<Int>) {
        if !found { output.reserveCapacity(bytes.count + bytes.count / 2) }
        output += bytes[copied..<range.lowerBound]
        output += Self.replacement
        found = true
        copied = range.upperBound
    }

    /// True when `word` (lowercase ASCII) is at `index`, ignoring the case of ASCII letters.
    private func matches(_ word: [UInt8], at index: Int) -> Bool {
        guard index + word.count <= bytes.count else { return false }
        for offset in word.indices {
            let byte = bytes[index + offset]
            let lower = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
            guard lower == word[offset] else { return false }
        }
        return true
    }

    /// The end of a URL's user information: `@/?#"'<>`, a space or a line break (LF, VT, FF, CR,
    /// U+0085, U+2028, U+2029).
    private func isAuthorityEnd(at index: Int) -> Bool {
        switch bytes[index] {
        case UInt8(ascii: "@"), UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"), UInt8(ascii: "\""),
            UInt8(ascii: "'"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: " "), 0x0A...0x0D:
            return true
        case 0xC2: return index + 1 < bytes.count && bytes[index + 1] == 0x85
        case 0xE2:
            return index + 2 < bytes.count && bytes[index + 1] == 0x80
                && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)
        default: return false
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    /// A byte of a token: an ASCII letter or digit, or `-._~+/`.
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "+"),
            UInt8(ascii: "/"):
            true
        default: isLetter(byte)
        }
    }

    /// A byte of a URL-safe query value: a token byte, `%` or `=`.
    private static func isQueryValueByte(_ byte: UInt8) -> Bool {
        isTokenByte(byte) || byte == UInt8(ascii: "%") || byte == UInt8(ascii: "=")
    }
}
