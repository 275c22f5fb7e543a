/// Lines joined with newlines, as a rendering's text: counted first, then copied once into a
/// string of the final size (joining with `joined(separator:)` appends line by line, which costs
/// several times more for a long list of short lines).
enum LineJoining {
    static func joined(_ lines: [String]) -> String {
        guard lines.count > 1 else { return lines.first ?? "" }
        var byteCount = lines.count - 1
        for line in lines {
            byteCount += line.utf8.count
        }
        return String(unsafeUninitializedCapacity: byteCount) { buffer in
            var position = copy(lines[0], into: buffer, at: 0)
            for line in lines.dropFirst() {
                buffer[position] = UInt8(ascii: "\n")
                position += 1 + copy(line, into: buffer, at: position + 1)
            }
            return position
        }
    }

    /// A few long texts (the chunks of a long list) joined with newlines: appended to a string of
    /// the final size, whose bytes, already valid, are copied without being checked again
    /// (``joined(_:)`` checks what it copied: worth it for many short lines, not for a few long ones).
    static func joinedLong(_ texts: [String]) -> String {
        guard texts.count > 1 else { return texts.first ?? "" }
        var byteCount = texts.count - 1
        for text in texts {
            byteCount += text.utf8.count
        }
        var joined = ""
        joined.reserveCapacity(byteCount)
        joined.append(texts[0])
        for text in texts.dropFirst() {
            joined.append("\n")
            joined.append(text)
        }
        return joined
    }

    /// Copies the UTF-8 of `line` into `buffer` at `position`; returns how many bytes it copied.
    private static func copy(_ line: String, into buffer: UnsafeMutableBufferPointer<UInt8>, at position: Int) -> Int {
        let copied = line.utf8.withContiguousStorageIfAvailable { bytes in
            guard let source = bytes.baseAddress, !bytes.isEmpty else { return 0 }
            (buffer.baseAddress! + position).update(from: source, count: bytes.count)
            return bytes.count
        }
        if let copied { return copied }
        var count = 0
        for byte in line.utf8 {
            buffer[position + count] = byte
            count += 1
        }
        return count
    }
}
