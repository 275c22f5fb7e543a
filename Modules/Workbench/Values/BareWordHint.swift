import Catalog

/// What to suggest when a value was typed as a bare word where JSON is expected (`query=god`):
/// the same word as a JSON string (`query="god"`).
enum BareWordHint {
    /// `text` as a JSON string when it is a bare word that is not JSON (`god`, `sci-fi`), else nil.
    static func quoted(_ text: String) -> String? {
        guard !text.isEmpty, (try? JSONValue.parse(text)) == nil,
            let first = text.unicodeScalars.first, first.properties.isAlphabetic || first == "_",
            !text.unicodeScalars.contains(where: { "\"\\{}[],:".unicodeScalars.contains($0) })
        else { return nil }
        return JSONValue.string(text).compactText
    }
}
