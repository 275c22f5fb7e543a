import TextUI

/// A JSON value with its object keys in order and its numbers kept as written, so values read
/// from a component print back exactly. Parsing is strict (RFC 8259) and bounded in depth.
public indirect enum JSONValue: Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as its JSON text.
    case number(String)
    /// A string, unescaped.
    case string(String)
    /// An array: its elements in order.
    case array([JSONValue])
    /// An object: its members in order.
    case object([Member])

    /// One member of an object.
    public struct Member: Equatable, Sendable {
        /// The member's key, unescaped.
        public var key: String
        /// The member's value.
        public var value: JSONValue

        /// A member with `key` and `value`.
        ///
        /// - Parameters:
        ///   - key: The member's key, unescaped.
        ///   - value: The member's value.
        public init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// Parses `text` as one JSON value.
    ///
    /// - Parameter text: JSON text holding exactly one value (whitespace around it is allowed).
    /// - Returns: The value, with object keys in their order and numbers as written.
    /// - Throws: ``JSONSyntaxError`` at the first character that breaks RFC 8259, or when nesting is too deep.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(text)
        return try parser.parseDocument()
    }

    /// The value as compact JSON.
    public var compactText: String {
        var output = ""
        write(to: &output, indent: nil, level: 0)
        return output
    }

    /// The value as indented JSON (two spaces a level).
    public var prettyText: String {
        var output = ""
        write(to: &output, indent: "  ", level: 0)
        return output
    }

    /// A short description of the kind of value, for messages: `an array of 3`, `a string`.
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array(let elements): "an array of \(elements.count)"
        case .object: "an object"
        }
    }

    /// The member named `key`, if this is an object that has it.
    ///
    /// - Parameter key: A member's key; when the object has it more than once, the first member counts.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    private func write(to output: inout String, indent: String?, level: Int) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let text): output += text
        case .string(let text): JSONValue.writeString(text, to: &output)
        case .array(let elements):
            guard !elements.isEmpty else {
                output += "[]"
                return
            }
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                JSONValue.newline(&output, indent: indent, level: level + 1)
                element.write(to: &output, indent: indent, level: level + 1)
            }
            JSONValue.newline(&output, indent: indent, level: level)
            output += "]"
        case .object(let members):
            guard !members.isEmpty else {
                output += "{}"
                return
            }
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                JSONValue.newline(&output, indent: indent, level: level + 1)
                JSONValue.writeString(member.key, to: &output)
                output += indent == nil ? ":" : ": "
                member.value.write(to: &output, indent: indent, level: level + 1)
            }
            JSONValue.newline(&output, indent: indent, level: level)
            output += "}"
        }
    }

    private static func newline(_ output: inout String, indent: String?, level: Int) {
        guard let indent else { return }
        output += "\n" + String(repeating: indent, count: level)
    }

    /// Writes `text` as a JSON string literal.
    static func writeString(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            default:
                // Every control character, so JSON shown at a terminal is inert (and still JSON).
                if ControlCharacters.isControl(scalar) {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
