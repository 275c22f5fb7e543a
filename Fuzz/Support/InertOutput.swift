import Foundation

/// Bytes written from any thread (what a terminal sink writes), kept in memory.
final class CapturedBytes: Sendable {
    private let lock = NSLock()
    private nonisolated(unsafe) var bytes = Data()  // every access holds `lock`

    /// Appends `data`.
    func append(_ data: Data) {
        lock.lock()
        defer { lock.unlock() }
        bytes.append(data)
    }

    /// Everything appended so far, as text.
    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Stops the fuzz target when `text` holds a character a terminal acts on, other than the app's
/// own sequences (its colours, the emphasis of renderings: bold, dim and reverse, clearing the
/// prompt line and clearing the screen for `clear`). The list is written out here, apart from the
/// app's own, so a mistake there does not hide itself.
func fuzzCheckInert(_ text: String) {
    var rest = text
    let own = [
        "\u{1B}[31m", "\u{1B}[1m", "\u{1B}[2m", "\u{1B}[7m", "\u{1B}[0m", "\r\u{1B}[K", "\u{1B}[H\u{1B}[2J",
    ]
    for own in own {
        rest = rest.replacingOccurrences(of: own, with: "")
    }
    for scalar in rest.unicodeScalars {
        let raw: Bool
        switch scalar.value {
        case 0x0A, 0x09: raw = false
        case 0x00...0x1F, 0x7F...0x9F: raw = true
        case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: raw = true
        default: raw = false
        }
        fuzzCheck(!raw, "U+\(String(scalar.value, radix: 16, uppercase: true)) reached the terminal raw")
    }
}
