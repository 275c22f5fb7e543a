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

    /// `text` as a JSON string when it is an offset from now typed bare (`+1d`, `-2h`, `+1.5h`),
    /// which `set` reads as a date only quoted; else nil.
    static func quotedOffset(_ text: String) -> String? {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count >= 3, scalars[0] == "+" || scalars[0] == "-", (try? JSONValue.parse(text)) == nil,
            let unit = scalars.firstIndex(where: { $0.properties.isAlphabetic }), unit > 1,
            scalars[1..<unit].allSatisfy({ ("0"..."9").contains($0) || $0 == "." }),
            scalars[unit...].allSatisfy({ $0.properties.isAlphabetic })
        else { return nil }
        return JSONValue.string(text).compactText
    }
}
