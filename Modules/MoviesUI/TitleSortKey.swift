import Foundation

/// A title as people compare it: ignoring case and accents, with runs of digits compared by value
/// (`2 Fast` before `12 Angry Men` before `Amélie`), as Finder-style sorting does. Made once per
/// title, then compared cheaply (no locale lookups per comparison).
struct TitleSortKey: Comparable, Sendable {
    private enum Part: Comparable, Sendable {
        case number(Int)
        case text(String)
    }

    private let parts: [Part]

    init(_ title: String) {
        self.init(folded: Self.folded(title))
    }

    /// The key of a title already folded (see ``folded(_:)``).
    init(folded: String) {
        if let parts = Self.asciiParts(folded) {
            self.parts = parts
            return
        }
        var parts: [Part] = []
        var digits = ""
        var text = ""
        for character in folded {
            if let ascii = character.asciiValue, ascii >= 0x30, ascii <= 0x39 {
                if !text.isEmpty {
                    parts.append(.text(text))
                    text = ""
                }
                digits.append(character)
            } else {
                if !digits.isEmpty {
                    parts.append(Int(digits).map(Part.number) ?? .text(digits))
                    digits = ""
                }
                text.append(character)
            }
        }
        if !digits.isEmpty { parts.append(Int(digits).map(Part.number) ?? .text(digits)) }
        if !text.isEmpty { parts.append(.text(text)) }
        self.parts = parts
    }

    /// The parts of ASCII text, read byte by byte (the common case, and much faster than
    /// walking characters); nil for other text.
    private static func asciiParts(_ text: String) -> [Part]? {
        var parts: [Part] = []
        var result: [Part]? = nil
        text.utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return }
            var start = 0
            while start < bytes.count {
                let isDigit = bytes[start] >= 0x30 && bytes[start] <= 0x39
                var end = start
                while end < bytes.count, (bytes[end] >= 0x30 && bytes[end] <= 0x39) == isDigit { end += 1 }
                let run = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                parts.append(isDigit ? (Int(run).map(Part.number) ?? .text(run)) : .text(run))
                start = end
            }
            result = parts
        }
        return result
    }

    static func < (lhs: TitleSortKey, rhs: TitleSortKey) -> Bool {
        lhs.parts.lexicographicallyPrecedes(rhs.parts)
    }

    /// `text` without case and accents (`Amélie` → `amelie`); ASCII text takes a fast path.
    static func folded(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        return text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// True when `text` contains `part` (both folded), comparing their UTF-8 bytes.
    static func contains(_ part: String, in text: String) -> Bool {
        var part = part
        var text = text
        return part.withUTF8 { needle in
            text.withUTF8 { haystack in
                guard let first = needle.first else { return true }
                guard haystack.count >= needle.count else { return false }
                for start in 0...(haystack.count - needle.count) where haystack[start] == first {
                    if memcmp(haystack.baseAddress! + start, needle.baseAddress!, needle.count) == 0 { return true }
                }
                return false
            }
        }
    }
}
