import TextUI

/// The one escaping scheme of the workbench's command lines: how a text is written as one argument,
/// and how such an argument is read back. Every line the workbench writes to be read again (the
/// replay lines of undo, `watch` reloads, resume files and export; Tab completion; history) writes
/// its arguments with ``written(_:)``, and ``CommandParser`` reads them with ``read(_:at:)``, so a
/// text always reads back as itself: `read(written(x))` is `x`, scalar for scalar, for any `x`
/// (the `CommandParser` fuzz target checks it).
///
/// An argument is bare when it is not empty and has no white space, double quote, backslash or
/// control character; it then reads as it is, up to the next white space. Otherwise it is written in
/// double quotes, with these escapes:
/// - `\"` for a double quote, `\\` for a backslash, `\n` for a line break and `\t` for a tab;
/// - `\u{HEX}` (1 to 8 hexadecimal digits: a Unicode scalar's value) for any other character that
///   ``/TextUI/ControlCharacters/isControl(_:)`` calls a control (C0 and C1 controls, bidirectional
///   marks and overrides such as U+200F, line and paragraph separators), as the terminal shows them.
///
/// Reading accepts `\u{HEX}` for any scalar, so a person may type one too. A closing quote ends the
/// argument: white space or the end of the line must follow it.
package enum ArgumentText {
    /// The one-character escapes: the character written after a backslash, and what it stands for.
    private static let namedEscapes: [(written: Unicode.Scalar, meaning: Unicode.Scalar)] = [
        ("\"", "\""), ("\\", "\\"), ("n", "\n"), ("t", "\t"),
    ]

    /// The escapes as a message lists them.
    static let escapesListed = #"\" \\ \n \t \u{HEX}"#

    /// `text` as one argument of a command line: bare when it can be, else quoted and escaped.
    ///
    /// - Parameter text: Any text.
    /// - Returns: The argument, which ``read(_:at:)`` reads back as `text`.
    package static func written(_ text: String) -> String {
        needsQuotes(text) ? quoted(text) : text
    }

    /// `text` in double quotes, escaped.
    ///
    /// - Parameter text: Any text.
    /// - Returns: `"`, the text with its escapes, `"`.
    package static func quoted(_ text: String) -> String {
        var result = "\""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count + 2)
        for scalar in text.unicodeScalars {
            if let escape = namedEscapes.first(where: { $0.meaning == scalar }) {
                result.unicodeScalars.append("\\")
                result.unicodeScalars.append(escape.written)
            } else if mustBeEscaped(scalar) {
                result += ControlCharacters.escape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `text` quoted, its secrets redacted, cut to `limit` characters (with `…`) when longer: how an
    /// error shows what was typed (redacted before it is cut, so no part of a secret shows).
    static func quoted(_ text: String, limit: Int) -> String {
        text.count > limit ? quoted(Redaction.redactedPrefix(of: text, length: limit) + "…") : quoted(text)
    }

    /// Reads the argument that starts at `scalars[position]` (after any white space): a bare word
    /// up to the next white space, or a quoted one with its escapes, up to its closing quote.
    ///
    /// - Parameters:
    ///   - scalars: A command line's scalars.
    ///   - position: Where the argument starts; on return, just after it.
    /// - Returns: The argument's text.
    /// - Throws: ``CommandError/syntax(_:)`` for a quote inside a bare word, an unterminated quote, a
    ///   closing quote followed by more than white space, or an unknown or malformed escape.
    package static func read(_ scalars: [Unicode.Scalar], at position: inout Int) throws(CommandError) -> String {
        var reading = Reading(scalars: scalars, position: position)
        let text = try reading.argument()
        position = reading.position
        return text
    }

    /// Reads `argument`, one argument as ``written(_:)`` writes it (bare or quoted), and nothing else.
    ///
    /// - Parameter argument: The written argument.
    /// - Returns: Its text.
    /// - Throws: ``CommandError/syntax(_:)`` as ``read(_:at:)`` does, or when more follows the argument.
    package static func read(_ argument: String) throws(CommandError) -> String {
        let scalars = Array(argument.unicodeScalars)
        var position = 0
        let text = try read(scalars, at: &position)
        guard position == scalars.count else {
            throw .syntax("more than one argument in \(quoted(argument, limit: 40))")
        }
        return text
    }

    /// Reads what there is of the argument that starts at `scalars[position]`, for Tab completion:
    /// as ``read(_:at:)`` does, but a line that ends inside it (an open quote, half an escape) or
    /// an error ends it where it stands, without failing.
    ///
    /// - Parameters:
    ///   - scalars: A line as typed so far.
    ///   - position: Where the argument starts; on return, just after what was read.
    /// - Returns: The argument's text so far.
    package static func readTyped(_ scalars: [Unicode.Scalar], at position: inout Int) -> String {
        var reading = Reading(scalars: scalars, position: position, partial: true)
        let text = (try? reading.argument()) ?? String(reading.text)
        position = reading.position
        return text
    }

    /// One argument being read: where the reading is and what it has read so far.
    private struct Reading {
        let scalars: [Unicode.Scalar]
        var position: Int
        var partial = false
        var text = String.UnicodeScalarView()

        mutating func argument() throws(CommandError) -> String {
            guard position < scalars.count, scalars[position] == "\"" else { return try bare() }
            position += 1
            while position < scalars.count {
                let scalar = scalars[position]
                position += 1
                switch scalar {
                case "\"":
                    if position < scalars.count, !scalars[position].properties.isWhitespace {
                        throw .syntax("a closing quote must end the argument")
                    }
                    return String(text)
                case "\\": text.append(try escaped())
                default: text.append(scalar)
                }
            }
            if partial { return String(text) }
            throw .syntax("unterminated quote")
        }

        private mutating func bare() throws(CommandError) -> String {
            while position < scalars.count, !scalars[position].properties.isWhitespace {
                if scalars[position] == "\"" { throw .syntax("a quote inside a word; quote the whole argument") }
                text.append(scalars[position])
                position += 1
            }
            return String(text)
        }

        /// The character an escape stands for; `position` is just after its backslash.
        private mutating func escaped() throws(CommandError) -> Unicode.Scalar {
            guard position < scalars.count else { throw .syntax("unterminated quote") }
            let letter = scalars[position]
            position += 1
            if let escape = ArgumentText.namedEscapes.first(where: { $0.written == letter }) { return escape.meaning }
            guard letter == "u" else {
                throw .syntax("unknown escape \\\(letter) in quotes (use \(ArgumentText.escapesListed))")
            }
            let malformed = CommandError.syntax(#"expected \u{HEX} with 1 to 8 hexadecimal digits of a Unicode scalar"#)
            guard position < scalars.count, scalars[position] == "{" else { throw malformed }
            position += 1
            var value: UInt32 = 0
            var digits = 0
            while position < scalars.count, let digit = Self.hexValue(scalars[position]) {
                guard digits < 8 else { throw malformed }
                value = value &* 16 &+ digit
                digits += 1
                position += 1
            }
            guard digits > 0, position < scalars.count, scalars[position] == "}" else { throw malformed }
            position += 1
            guard let scalar = Unicode.Scalar(value) else {
                throw .syntax(#"\u{"# + String(value, radix: 16, uppercase: true) + "} is not a Unicode scalar")
            }
            return scalar
        }

        private static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
            switch scalar {
            case "0"..."9": scalar.value - 0x30
            case "a"..."f": scalar.value - 0x61 + 10
            case "A"..."F": scalar.value - 0x41 + 10
            default: nil
            }
        }
    }

    /// `json` (a JSON value, as a command line carries it: `set PATH JSON`, `mount NAME BINDING=JSON`)
    /// with each character a line may not hold raw (see ``isRefusedInALine(_:)``) written as a JSON
    /// escape (`\ufffd`). Such a character can only be inside a JSON string, where the escape
    /// means the same, so the value is unchanged.
    ///
    /// - Parameter json: JSON text.
    /// - Returns: The same value, as JSON a command line may hold.
    package static func writtenJSON(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: isRefusedInALine) else { return json }
        var result = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            guard isRefusedInALine(scalar) else {
                result.append(scalar)
                continue
            }
            let hex = String(scalar.value, radix: 16)
            result.append(
                contentsOf: ("\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex).unicodeScalars)
        }
        return String(result)
    }

    /// True for the characters a command line may not hold raw: the C0 controls but the tab, DEL,
    /// and U+FFFD (what bytes that are not UTF-8 became). ``CommandParser`` refuses a line with
    /// one; a written argument has them escaped.
    ///
    /// - Parameter scalar: A character of a line.
    /// - Returns: Whether a line holding it is refused.
    package static func isRefusedInALine(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || scalar.value == 0x7F || scalar == "\u{FFFD}"
    }

    /// True for the characters a quoted argument writes as `\u{HEX}`: controls (as the terminal
    /// shows them) and those a line may not hold raw.
    private static func mustBeEscaped(_ scalar: Unicode.Scalar) -> Bool {
        ControlCharacters.isControl(scalar) || isRefusedInALine(scalar)
    }

    private static func needsQuotes(_ text: String) -> Bool {
        text.isEmpty
            || text.unicodeScalars.contains {
                $0.properties.isWhitespace || $0 == "\"" || $0 == "\\" || mustBeEscaped($0)
            }
    }
}
