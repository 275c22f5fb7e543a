/// How a snapshot's test and name become its file's name, `<test>.<name>.txt` or `<test>.<n>.txt`:
/// different tests and names never share a file, and plain names read as they are.
///
/// A test's name loses an empty parameter list (`detail()` is `detail`). In both parts, ASCII
/// letters and digits, `_`, `-`, spaces, parentheses, and letters and digits of other scripts stay
/// as they are; every other character is written as its UTF-8 bytes, `%XX` each (`:` is `%3A`, `/`
/// is `%2F`, `%` itself `%25`), so no two names are written alike, and no file name holds a path
/// separator or a control character. A name made only of digits has its first one written `%3N`,
/// so it is never a numbered snapshot's. A file name that would pass 255 bytes is cut, and ends with
/// `~` and a hash of the whole test and name instead (no name written in full holds a `~`).
///
/// Case-insensitive file systems (macOS by default) see `Dark` and `dark` as one file: names that
/// differ only in case share a file there.
enum SnapshotFileName {
    /// The longest file name most file systems allow, in bytes.
    static let maximumLength = 255

    /// The file name of the snapshot `name` of `test` (`nil`: the numbered snapshot `number`).
    ///
    /// - Parameters:
    ///   - test: The test's name, as `#function` spells it (`detail()`).
    ///   - name: The snapshot's name, or nil for a numbered one.
    ///   - number: The numbered snapshot's count, from 1 (unused when `name` is given).
    /// - Returns: `<test>.<name>.txt`, or `<test>.<number>.txt`.
    static func fileName(test: String, name: String?, number: Int) -> String {
        let testPart = encoded(test.hasSuffix("()") ? String(test.dropLast(2)) : test)
        let namePart: String
        if let name, !name.isEmpty, name.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
            // `3` written `%33`, since `3` alone is the third numbered snapshot.
            namePart = "%3" + name
        } else if let name {
            namePart = encoded(name)
        } else {
            namePart = String(number)
        }
        let full = testPart + "." + namePart + ".txt"
        guard full.utf8.count > maximumLength else { return full }
        return shortened(testPart + "." + namePart, hashing: test + "\u{0}" + (name ?? String(number)))
    }

    /// `text` with every character but the plain ones (see ``SnapshotFileName``) as `%XX` bytes.
    static func encoded(_ text: String) -> String {
        var result = ""
        for character in text {
            if isPlain(character) {
                result.append(character)
            } else {
                for byte in String(character).utf8 {
                    result +=
                        "%" + String(byte >> 4, radix: 16, uppercase: true)
                        + String(byte & 0xF, radix: 16, uppercase: true)
                }
            }
        }
        return result
    }

    private static func isPlain(_ character: Character) -> Bool {
        if character.isASCII {
            return character.isLetter || character.isNumber || " _-()".contains(character)
        }
        return character.isLetter || character.isNumber
    }

    /// The start of `stem` (whole characters and `%XX` bytes), `~`, the 16 hexadecimal digits of
    /// `key`'s hash, and `.txt`: at most ``maximumLength`` bytes.
    private static func shortened(_ stem: String, hashing key: String) -> String {
        let suffix = "~" + hash(key) + ".txt"
        var kept = ""
        var length = 0
        var characters = stem.makeIterator()
        while let character = characters.next() {
            // `%XX` is kept whole or not at all.
            var piece = String(character)
            if character == "%" {
                for _ in 0..<2 { if let next = characters.next() { piece.append(next) } }
            }
            guard length + piece.utf8.count + suffix.utf8.count <= maximumLength else { break }
            kept += piece
            length += piece.utf8.count
        }
        return kept + suffix
    }

    /// The 64-bit FNV-1a hash of `key`'s UTF-8 bytes, as 16 hexadecimal digits (the same in every
    /// run, unlike `Hasher`).
    private static func hash(_ key: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01B3
        }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
