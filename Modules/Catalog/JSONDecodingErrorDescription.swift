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
        guard let error = error as? DecodingError else { return "\(error)" }
        let path = { (codingPath: [CodingKey]) in Self.path(prefix, codingPath) }
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
