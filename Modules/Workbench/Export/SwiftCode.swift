import Catalog
import TextUI

/// Swift source text for exported tests: string and JSON literals that hold any text exactly
/// (and show nothing raw that a terminal acts on), comments on one line, expectations over
/// multi-line text.
enum SwiftCode {
    /// `prefix`, the literal and `suffix` as lines: one line for a one-line literal, else the
    /// literal's lines, the first after `prefix` and `suffix` after the last.
    static func wrapping(_ prefix: String, _ literal: [String], _ suffix: String) -> [String] {
        guard literal.count > 1, let first = literal.first, let last = literal.last else {
            return [prefix + (literal.first ?? "\"\"") + suffix]
        }
        return [prefix + first] + literal.dropFirst().dropLast() + [last + suffix]
    }

    /// JSON as a Swift literal: one line when short, else a multi-line raw literal (indented four
    /// spaces) with one element or member a line, so a large value reads and diffs line by line.
    static func jsonLiteral(_ json: String) -> [String] {
        guard json.count > ShortValue.maximumLength, let value = try? JSONValue.parse(json) else {
            return [literal(json)]
        }
        let lines: [String]
        switch value {
        case .array(let elements) where !elements.isEmpty:
            lines =
                ["["]
                + elements.enumerated().map { index, element in
                    "  " + element.compactText + (index < elements.count - 1 ? "," : "")
                } + ["]"]
        case .object(let members) where !members.isEmpty:
            lines =
                ["{"]
                + members.enumerated().map { index, member in
                    "  " + JSONValue.string(member.key).compactText + ": " + member.value.compactText
                        + (index < members.count - 1 ? "," : "")
                } + ["}"]
        default:
            return [literal(json)]
        }
        let literal = SwiftStringLiteral.multiline(lines.joined(separator: "\n"))
        return [literal.opening] + literal.lines.map { $0.isEmpty ? "" : "    " + $0 } + ["    " + literal.closing]
    }

    /// A Swift string literal holding `text` exactly (see `SwiftStringLiteral`).
    static func literal(_ text: String) -> String {
        SwiftStringLiteral.singleLine(text)
    }

    /// `#expect(expression == """ ... """)` with the text in a multi-line literal: raw, or with
    /// escapes when it holds control characters (see `SwiftStringLiteral`).
    static func multilineExpectation(_ expression: String, _ text: String) -> [String] {
        guard !text.isEmpty else { return ["#expect(\(expression) == \"\")"] }
        let literal = SwiftStringLiteral.multiline(text)
        return ["#expect(", "    \(expression) == \(literal.opening)"]
            + literal.lines.map { $0.isEmpty ? "" : "        " + $0 } + ["        " + literal.closing, ")"]
    }

    /// A `//` comment line holding `text` on one line, with nothing raw that a terminal acts on.
    static func comment(_ text: String) -> String {
        var line = "// "
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                line += "\\n"
            } else if ControlCharacters.isControl(scalar) {
                line += ControlCharacters.escape(scalar)
            } else {
                line.unicodeScalars.append(scalar)
            }
        }
        return line
    }
}
