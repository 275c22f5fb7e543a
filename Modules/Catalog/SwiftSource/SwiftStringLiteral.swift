import TextUI

/// Swift string literals that hold any text exactly, for the tools that write Swift source (the
/// workbench's exported tests, recorded inline snapshots): the file they are written into always
/// compiles, and shows nothing raw that a terminal or an editor acts on.
///
/// Text without control characters (see `ControlCharacters`) is written as a raw literal with
/// enough `#`s that nothing in it (`"`, `"""`, `\`, `\(`) ends it or escapes; text with them
/// is written as a plain literal in which quotes and backslashes are escaped and each control
/// character (ESC, BEL, NUL, CR, bidi controls, line separators…) is its `\u{…}` escape.
public enum SwiftStringLiteral {
    /// A one-line literal holding `text` exactly: plain when it needs nothing escaped, else raw
    /// with enough `#`s, else (a line break, a tab or a control character in it) plain with every
    /// one of them escaped.
    ///
    /// - Parameter text: Any text.
    /// - Returns: The literal, quotes included, on one line.
    public static func singleLine(_ text: String) -> String {
        let needsEscaping = text.unicodeScalars.contains { $0 == "\"" || $0 == "\\" || isEscapedOnOneLine($0) }
        if !needsEscaping { return "\"" + text + "\"" }
        if text.unicodeScalars.contains(where: isEscapedOnOneLine) {
            return "\"" + escaped(text, lineBreaks: true) + "\""
        }
        let hashes = rawHashes(for: text)
        return hashes + "\"" + text + "\"" + hashes
    }

    /// A multi-line literal holding `text` exactly, as lines: the opening delimiter (`#"""`), the
    /// text's lines, and the closing delimiter (`"""#`). Whoever writes it indents every non-empty
    /// line after the opening one by the same amount, the closing delimiter included (an empty line
    /// stays empty).
    ///
    /// - Parameters:
    ///   - text: Any text; its last line break, if any, is kept (the literal then ends with an empty
    ///     line).
    ///   - plainWhenPossible: When true, text with nothing to escape (no backslash, no `"""`, no
    ///     control character) gets a plain literal (`"""`) rather than a raw one.
    /// - Returns: The opening delimiter, the content lines (none of them holding a raw line break or
    ///   control character) and the closing delimiter.
    public static func multiline(_ text: String, plainWhenPossible: Bool = false) -> (
        opening: String, lines: [String], closing: String
    ) {
        let hashes: String
        let body: String
        if text.unicodeScalars.contains(where: ControlCharacters.isControl) {
            hashes = ""
            body = escaped(text, lineBreaks: false)
        } else if plainWhenPossible, !text.contains("\\"), !text.contains("\"\"\"") {
            hashes = ""
            body = text
        } else {
            hashes = rawHashes(for: text)
            body = text
        }
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return (hashes + "\"\"\"", lines, "\"\"\"" + hashes)
    }

    /// The fewest `#`s (one at least) after which nothing in `text` ends a raw literal or starts an
    /// escape: no `"#…` nor `\#…` with that many.
    private static func rawHashes(for text: String) -> String {
        var hashes = "#"
        while text.contains("\"" + hashes) || text.contains("\\" + hashes) {
            hashes += "#"
        }
        return hashes
    }

    /// True for what a one-line literal cannot hold raw: line breaks, tabs and control characters.
    private static func isEscapedOnOneLine(_ scalar: Unicode.Scalar) -> Bool {
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
}
