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
