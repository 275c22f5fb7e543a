/// The characters a terminal acts on instead of showing, and the one way text shows them inertly.
///
/// A control character is a C0 control other than the line break and the tab (ESC, CR, BEL, BS,
/// NUL, …), DEL, a C1 control (U+0080–U+009F, such as U+009B, which some terminals read as ESC[),
/// a line or paragraph separator (U+2028, U+2029), or a bidi control that reorders what follows
/// (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069). Shown inertly, each is written as its
/// Swift escape, `\u{1B}`; everything else (accents, CJK, emoji) stays as it is.
public enum ControlCharacters {
    /// True when a terminal would act on `scalar` rather than show it.
    ///
    /// - Parameter scalar: The Unicode scalar to classify.
    /// - Returns: `true` for a control character (see ``ControlCharacters``); `false` for the line break,
    ///   the tab and everything else.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// How `scalar` is shown inertly: `\u{1B}` (hexadecimal, upper case).
    ///
    /// - Parameter scalar: The scalar to write; any scalar is accepted, control character or not.
    /// - Returns: `\u{`, the scalar's value in upper-case hexadecimal without leading zeros, and `}`.
    public static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// `text` with each control character written as its escape (line breaks and tabs stay).
    ///
    /// - Parameter text: The text to make safe to show in a terminal.
    /// - Returns: `text` with each control character replaced by its ``escape(_:)``; `text` itself when it
    ///   holds none.
    public static func escaping(_ text: String) -> String {
        guard mayHoldControls(text) else { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                result += escape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// False when no UTF-8 byte of `text` can start a control character: the common case, checked
    /// without decoding.
    private static func mayHoldControls(_ text: String) -> Bool {
        text.utf8.contains { byte in
            (byte < 0x20 && byte != 0x0A && byte != 0x09) || byte == 0x7F
                // C1 (C2 80–9F), U+061C (D8 9C), U+200E… (E2 80 …, E2 81 …).
                || byte == 0xC2 || byte == 0xD8 || byte == 0xE2
        }
    }
}
