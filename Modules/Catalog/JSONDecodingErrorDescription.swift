import TextUI

/// One readable line for a JSON decoding error.
public enum JSONDecodingErrorDescription {
    /// One line for `error`; its coding path is shown after `prefix` (steps above the decoded value).
    ///
    /// - Parameters:
    ///   - error: An error thrown while decoding; one that is not a `DecodingError` is described as it prints.
    ///   - prefix: The steps from the root down to the value that was decoded, shown before the error's coding path.
    /// - Returns: A line such as `expected String at movies[0].title` or `missing key "id" at [2]` (`the top level`
    ///   when the path is empty).
    public static func describe(_ error: Error, below prefix: [ValuePath.Component] = []) -> String {
        let path = { (codingPath: [CodingKey]) in Self.path(prefix, codingPath) }
        if let mismatch = error as? JSONValueMismatch {
            return "expected \(mismatch.expected) at \(path(mismatch.codingPath)), found \(mismatch.found)"
        }
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case .typeMismatch(let type, let context):
            return "expected \(type) at \(path(context.codingPath))"
        case .valueNotFound(let type, let context):
            return "missing \(type) at \(path(context.codingPath))"
        case .keyNotFound(let key, let context):
            return "missing key \"\(key.stringValue)\" at \(path(context.codingPath))"
        case .dataCorrupted(let context):
            return "\(context.debugDescription) (at \(path(context.codingPath)))"
        @unknown default:
            return "\(error)"
        }
    }

    /// One line for `error`, thrown while decoding `type` from `json`, saying what was expected
    /// where even when the platform's decoder does not: a number that does not fit (`1.5` for an
    /// `Int`) is found and named with its path, and a value that is none of an enumeration's
    /// cases, at the top or deeper, gets the list of them (see ``AllowedValues``).
    ///
    /// - Parameters:
    ///   - error: The error decoding `json` as `type` threw.
    ///   - type: The type that was decoded.
    ///   - json: The JSON text that was decoded.
    ///   - prefix: The steps from the root down to the decoded value, shown before the error's path.
    /// - Returns: A line such as `expected an integer (Int) at [0].id, found 1.5` or
    ///   `expected one of "title", "year", "rating" at the top level, found "bogus"`.
    public static func describe(
        _ error: Error, decoding type: any Decodable.Type, from json: String, below prefix: [ValuePath.Component] = []
    ) -> String {
        guard let value = try? JSONValue.parse(json), case .dataCorrupted? = error as? DecodingError else {
            return describe(error, below: prefix)
        }
        // Decoded again from the parsed value, which says where and why (a value that is none of an
        // enumeration's cases, at any depth, with the cases).
        do {
            try JSONValueDecoder.decode(type, from: value)
        } catch {
            return describe(error, below: prefix)
        }
        return describe(error, below: prefix)
    }

    private static func path(_ prefix: [ValuePath.Component], _ codingPath: [CodingKey]) -> String {
        let steps = prefix + codingPath.map { key in key.intValue.map { .index($0) } ?? .key(key.stringValue) }
        guard !steps.isEmpty else { return "the top level" }
        return steps.reduce("") { text, step in
            switch step {
            case .index(let index): return text + "[\(index)]"
            case .key(let key): return text.isEmpty ? key : text + "." + key
            }
        }
    }
}
