import TextUI

/// Text as it is written as one argument of a command line, the inverse of what
/// ``CommandScanner`` reads: bare when it has no white space, quotes or control characters, else in
/// double quotes with `\"`, `\\`, `\n` and `\t` escaped (other control characters as
/// ``ControlCharacters`` shows them, `\u{1B}`). Error messages and completion show arguments this
/// way, so a message stays on one line whatever was typed.
enum ArgumentText {
    /// `text` as an argument: bare when it can be, else quoted.
    static func written(_ text: String) -> String {
        needsQuotes(text) ? quoted(text) : text
    }

    /// `text` in double quotes, escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default:
                if ControlCharacters.isControl(scalar) {
                    result += ControlCharacters.escape(scalar)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// `text` quoted, cut to `limit` characters (with `…`) when longer.
    static func quoted(_ text: String, limit: Int) -> String {
        text.count > limit ? quoted(String(text.prefix(limit)) + "…") : quoted(text)
    }

    private static func needsQuotes(_ text: String) -> Bool {
        text.isEmpty
            || text.unicodeScalars.contains {
                $0.properties.isWhitespace || $0 == "\"" || $0 == "\\" || ControlCharacters.isControl($0)
            }
    }
}
