import Foundation

/// Reads lines from a file descriptor (standard input, a pipe or a file) in chunks, keeping at
/// most `cap` bytes of a line: the rest of a longer line is read and dropped up to its line break,
/// and the line comes back as ``LineEvent/tooLong(bytes:)``, so memory stays bounded whatever
/// the input holds and the lines after it are still read. A line ends at `\n` (a `\r` before it
/// is dropped too); bytes that are not UTF-8 become replacement characters.
final class CappedLineReader: @unchecked Sendable {  // used on one queue at a time (see the source)
    private let descriptor: Int32
    private let cap: Int
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false
    private static let chunkSize = 64 * 1024

    init(descriptor: Int32, cap: Int) {
        self.descriptor = descriptor
        self.cap = cap
    }

    /// The next line, ``LineEvent/tooLong(bytes:)`` for one over the cap, or ``LineEvent/end``.
    func next() -> LineEvent {
        var searched = start
        var dropped = 0
        while true {
            if let newline = Self.firstNewline(in: buffer, from: searched) {
                defer { consume(through: newline) }
                if dropped > 0 { return .tooLong(bytes: dropped + newline - start) }
                return .line(text(start..<newline))
            }
            if buffer.count - start > cap {
                // Over the cap: count what is dropped, keep nothing of it.
                dropped += buffer.count - start
                buffer.removeAll(keepingCapacity: true)
                start = 0
            }
            searched = buffer.count
            guard fill() else {
                defer { consume(through: buffer.count - 1) }
                if dropped > 0 { return .tooLong(bytes: dropped + buffer.count - start) }
                return buffer.count > start ? .line(text(start..<buffer.count)) : .end
            }
        }
    }

    /// Where the first line break at or after `start` is (found with `memchr`: a long line is
    /// searched at the speed of memory).
    private static func firstNewline(in buffer: [UInt8], from start: Int) -> Int? {
        guard start < buffer.count else { return nil }
        return buffer.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress,
                let found = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start)
            else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    /// The line's text, without a `\r` before its end.
    private func text(_ range: Range<Int>) -> String {
        var range = range
        if range.upperBound > range.lowerBound, buffer[range.upperBound - 1] == UInt8(ascii: "\r") {
            range = range.lowerBound..<(range.upperBound - 1)
        }
        return String(decoding: buffer[range], as: UTF8.self)
    }

    /// Drops what has been handed out, up to and including `index`.
    private func consume(through index: Int) {
        start = index + 1
        if start >= buffer.count || start > Self.chunkSize {
            buffer.removeSubrange(0..<min(start, buffer.count))
            start = 0
        }
    }

    /// Reads one more chunk; false at the end of the input (or when it cannot be read).
    private func fill() -> Bool {
        guard !atEnd else { return false }
        var chunk = [UInt8](repeating: 0, count: Self.chunkSize)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer += chunk[..<count]
                return true
            }
            if count < 0, errno == EINTR { continue }
            atEnd = true
            return false
        }
    }
}
