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

    /// False when `text` holds no control character: the common case, checked on its UTF-8 bytes
    /// without decoding. (C1 controls are C2 80–9F; U+061C is D8 9C; U+200E, U+200F and
    /// U+2028–U+202E are E2 80 8E, 8F and A8–AE; U+2066–U+2069 are E2 81 A6–A9: an arrow or a
    /// dash, which also start with E2, does not make the whole text be decoded again.)
    private static func mayHoldControls(_ text: String) -> Bool {
        var bytes = text.utf8.makeIterator()
        while let byte = bytes.next() {
            switch byte {
            case 0x0A, 0x09: continue
            case 0x00...0x1F, 0x7F: return true
            case 0xC2:
                guard let next = bytes.next() else { return false }
                if next >= 0x80 && next <= 0x9F { return true }
            case 0xD8:
                guard let next = bytes.next() else { return false }
                if next == 0x9C { return true }
            case 0xE2:
                guard let second = bytes.next(), let third = bytes.next() else { return false }
                if second == 0x80, third == 0x8E || third == 0x8F || (third >= 0xA8 && third <= 0xAE) { return true }
                if second == 0x81, third >= 0xA6 && third <= 0xA9 { return true }
            default: continue
            }
        }
        return false
    }
}
