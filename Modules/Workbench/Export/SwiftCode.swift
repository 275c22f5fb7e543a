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
        let text = lines.joined(separator: "\n")
        var hashes = "#"
        while text.contains("\"\"\"" + hashes) || text.contains("\\" + hashes) || text.contains("\"" + hashes) {
            hashes += "#"
        }
        return [hashes + "\"\"\""] + lines.map { "    " + $0 } + ["    \"\"\"" + hashes]
    }

    /// A Swift string literal holding `text` exactly: a raw literal with enough `#`s, or, when the
    /// text holds a line break, a tab or a control character (see ``ControlCharacters``), a plain
    /// literal with each of them escaped, so the file compiles and shows nothing raw.
    static func literal(_ text: String) -> String {
        let needsEscaping = text.unicodeScalars.contains { $0 == "\"" || $0 == "\\" || isEscaped($0) }
        if !needsEscaping { return "\"" + text + "\"" }
        if text.unicodeScalars.contains(where: isEscaped) {
            return "\"" + escaped(text, lineBreaks: true) + "\""
        }
        var hashes = "#"
        while text.contains("\"" + hashes) || text.contains("\\" + hashes) {
            hashes += "#"
        }
        return hashes + "\"" + text + "\"" + hashes
    }

    /// True for what a one-line literal cannot hold raw: line breaks, tabs and control characters.
    private static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\t" || ControlCharacters.isControl(scalar)
    }

    /// `text` as the inside of a plain literal: quotes and backslashes escaped, control characters
    /// as `\u{1B}`, tabs as `\t`, and line breaks as `\n` when `lineBreaks` (else kept).
    private static func escaped(_ text: String, lineBreaks: Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += lineBreaks ? "\\n" : "\n"
            case "\t": result += "\\t"
            default:
                if ControlCharacters.isControl(scalar) {
                    result += ControlCharacters.escape(scalar)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// `#expect(expression == """ ... """)` with the text in a multi-line literal: raw, or with
    /// escapes when it holds control characters.
    static func multilineExpectation(_ expression: String, _ text: String) -> [String] {
        guard !text.isEmpty else { return ["#expect(\(expression) == \"\")"] }
        var hashes = ""
        var body = escaped(text, lineBreaks: false)
        if !text.unicodeScalars.contains(where: ControlCharacters.isControl) {
            hashes = "#"
            while text.contains("\"\"\"" + hashes) || text.contains("\\" + hashes) {
                hashes += "#"
            }
            body = text
        }
        var lines = ["#expect(", "    \(expression) == \(hashes)\"\"\""]
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(line.isEmpty ? "" : "        " + line)
        }
        lines.append("        \"\"\"\(hashes)")
        lines.append(")")
        return lines
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
