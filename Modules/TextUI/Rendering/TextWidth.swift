/// How many terminal columns text takes: East Asian wide characters and emoji take two,
/// combining marks none.
enum TextWidth {
    static func of(_ text: String) -> Int {
        if let width = printableASCIIWidth(of: text) { return width }
        return scalarWidth(of: text)
    }

    /// The width of `text` when it is one line (no newline); nil when it has several.
    static func singleLineWidth(of text: String) -> Int? {
        if let width = printableASCIIWidth(of: text) { return width }
        guard !text.utf8.contains(UInt8(ascii: "\n")) else { return nil }
        return scalarWidth(of: text)
    }

    /// Its length, when `text` is printable ASCII (one column a byte, no newline); read in one
    /// pass over its bytes, eight at a time.
    private static func printableASCIIWidth(of text: String) -> Int? {
        let width = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            guard let start = bytes.baseAddress else { return 0 }
            let raw = UnsafeRawPointer(start)
            var offset = 0
            while offset + 8 <= bytes.count {
                let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                // A byte of 0x80 or more, or below 0x20 (the classic "has a byte less than n" test).
                let high: UInt64 = 0x8080_8080_8080_8080
                let belowSpace = (word &- 0x2020_2020_2020_2020) & ~word & high
                if (word & high) | belowSpace != 0 { return nil }
                offset += 8
            }
            for byte in bytes[offset...] where byte < 0x20 || byte > 0x7F {
                return nil
            }
            return bytes.count
        }
        if let width { return width }
        for byte in text.utf8 where byte < 0x20 || byte > 0x7F {
            return nil
        }
        return text.utf8.count
    }

    private static func scalarWidth(of text: String) -> Int {
        var width = 0
        for scalar in text.unicodeScalars {
            width += columns(of: scalar)
        }
        return width
    }

    private static func columns(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return value < 0x20 ? 0 : 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if scalar.properties.isEmojiPresentation { return 2 }
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }

    /// How many columns one character takes.
    static func of(_ character: Character) -> Int {
        var width = 0
        for scalar in character.unicodeScalars {
            width += columns(of: scalar)
        }
        return width
    }

    /// `text` followed by spaces up to `width` columns.
    static func pad(_ text: String, to width: Int) -> String {
        let missing = width - of(text)
        return missing > 0 ? text + String(repeating: " ", count: missing) : text
    }
}
