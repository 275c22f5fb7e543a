import Catalog

/// A value as `state` and `log` show it on one line: its JSON when short, else its size, never
/// cut mid-string: `[32 movies]` (the noun from an `Array<Movie>` type; `items` otherwise),
/// `{12 keys}`, or `"The begin…" (2,345 characters)` for a long string (its start taken once its
/// secrets are redacted, see ``Redaction/redactedPrefix(of:length:)``).
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
            let shown = JSONValue.string(Redaction.redactedPrefix(of: string, length: shownPrefix)).compactText
            return shown.dropLast() + "…\" (\(grouped(string.count)) characters)"
        default:
            return Redaction.redactedPrefix(of: text, length: shownPrefix) + "… (\(grouped(text.count)) characters)"
        }
    }

    /// How `value` reads when its JSON would be longer than ``maximumLength``, told without encoding
    /// it: an array by its count, a dictionary with string keys by its keys, a string by its start
    /// and length (as ``text(_:typeName:)`` shows them); nil when its JSON may be short enough to
    /// show, or the value is of another kind (then it is encoded and shown by ``text(_:typeName:)``).
    /// (2.46 M movies took 45.7 s and 2.7 GB to encode only to be shown as their count.)
    static func summary(of value: Any, typeName: String? = nil) -> String? {
        if let string = value as? String {
            // Its JSON has at least its characters and two quotes.
            guard string.count + 2 > maximumLength else { return nil }
            let shown = JSONValue.string(Redaction.redactedPrefix(of: string, length: shownPrefix)).compactText
            return shown.dropLast() + "…\" (\(grouped(string.count)) characters)"
        }
        if let array = value as? ArrayValue {
            // `[`, the elements (one character at least), the commas between them and `]`.
            guard 2 * array.elementCount + 1 > maximumLength else { return nil }
            return "[\(count(array.elementCount, of: typeName))]"
        }
        if let object = value as? StringKeyedValue {
            // `{`, each `"":` and a value, the commas between them and `}`.
            guard 5 * object.keyCount + 1 > maximumLength else { return nil }
            return "{\(plural(object.keyCount, "key", "keys"))}"
        }
        return nil
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

/// A dictionary with string keys, seen without knowing its value type: its JSON is an object.
protocol StringKeyedValue {
    var keyCount: Int { get }
}

extension Dictionary: StringKeyedValue where Key == String {
    var keyCount: Int { count }
}
