/// Hides secrets that may appear in what the workbench prints, logs or exports: API keys in
/// URLs (`api_key=…`, `access_token=…`) and bearer tokens.
public enum Redaction {
    private static let secretParameters = ["api_key", "apikey", "access_token", "token", "key"]

    /// `text` with secret query values replaced by `REDACTED`.
    public static func redact(_ text: String) -> String {
        var result = text
        for name in secretParameters {
            result = redactParameter(name, in: result)
        }
        return redactBearer(in: result)
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
