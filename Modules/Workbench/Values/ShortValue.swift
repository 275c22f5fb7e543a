import Catalog

/// A value as `state` and `log` show it on one line: its JSON when short, else its size, never
/// cut mid-string: `[32 movies]` (the noun from an `Array<Movie>` type; `items` otherwise),
/// `{12 keys}`, or `"The begin…" (2,345 characters)` for a long string.
enum ShortValue {
    /// Longer texts are shown by their size.
    static let maximumLength = 120
    /// How much of a long string is shown.
    static let shownPrefix = 40

    /// `text` (JSON, or a description when the value has no JSON form) as one short line.
    /// `typeName` (e.g. `Array<Movie>`) names the elements of an array.
    static func text(_ text: String, typeName: String? = nil) -> String {
        guard text.count > maximumLength else { return text }
        switch try? JSONValue.parse(text) {
        case .array(let elements)?: return "[\(count(elements.count, of: typeName))]"
        case .object(let members)?: return "{\(plural(members.count, "key", "keys"))}"
        case .string(let string)?:
            let shown = JSONValue.string(String(string.prefix(shownPrefix))).compactText
            return shown.dropLast() + "…\" (\(grouped(string.count)) characters)"
        default:
            return String(text.prefix(shownPrefix)) + "… (\(grouped(text.count)) characters)"
        }
    }

    /// `32 movies` for an `Array<Movie>`, `32 items` when the element type is unknown.
    static func count(_ count: Int, of typeName: String?) -> String {
        guard let element = elementName(typeName) else { return plural(count, "item", "items") }
        return plural(count, element, pluralized(element))
    }

    /// `movie` for `Array<Movie>` (or `[Movie]`); nil for other types.
    static func elementName(_ typeName: String?) -> String? {
        guard var name = typeName else { return nil }
        if name.hasPrefix("Array<"), name.hasSuffix(">") {
            name = String(name.dropFirst("Array<".count).dropLast())
        } else if name.hasPrefix("["), name.hasSuffix("]"), !name.contains(":") {
            name = String(name.dropFirst().dropLast())
        } else {
            return nil
        }
        guard let first = name.first, first.isLetter, name.allSatisfy({ $0.isLetter || $0.isNumber }) else {
            return nil
        }
        return first.lowercased() + name.dropFirst()
    }

    private static func pluralized(_ noun: String) -> String {
        if noun.hasSuffix("s") || noun.hasSuffix("x") || noun.hasSuffix("ch") || noun.hasSuffix("sh") {
            return noun + "es"
        }
        if noun.hasSuffix("y"), let before = noun.dropLast().last, !"aeiou".contains(before) {
            return noun.dropLast() + "ies"
        }
        return noun + "s"
    }

    private static func plural(_ count: Int, _ one: String, _ many: String) -> String {
        "\(grouped(count)) \(count == 1 ? one : many)"
    }

    /// `2,345` for 2345.
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return number < 0 ? "-" + result : result
    }
}
