import Foundation

/// Image files: a PNG of known pixels (a `CGImage`'s), and for images whose pixels are not known
/// here (symbols, asset names, renderers, and images decoded only as far as their size) a PNG of
/// transparent pixels and a JPEG of black ones, at the image's size in pixels, that any decoder reads.
enum ImageEncoding {
    /// A PNG of `width` × `height` transparent RGBA pixels (deflate's stored blocks: uncompressed).
    static func transparentPNG(width: Int, height: Int) -> Data {
        let width = max(width, 1)
        let height = max(height, 1)
        return png(width: width, height: height, rgba: [UInt8](repeating: 0, count: width * height * 4))
    }

    /// A PNG of RGBA pixels, alpha not multiplied in, rows from the top (deflate's stored blocks:
    /// uncompressed); a transparent pixel when the pixels do not fill the size.
    static func png(width: Int, height: Int, rgba: [UInt8]) -> Data {
        guard width > 0, height > 0, rgba.count == width * height * 4 else {
            return transparentPNG(width: 1, height: 1)
        }
        var raw = [UInt8]()
        raw.reserveCapacity((width * 4 + 1) * height)
        for row in 0..<height {
            raw.append(0)  // filter: none
            raw.append(contentsOf: rgba[(row * width * 4)..<((row + 1) * width * 4)])
        }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", bigEndian(width, 4) + bigEndian(height, 4) + [8, 6, 0, 0, 0])
        png += chunk("IDAT", zlibStored(raw))
        png += chunk("IEND", [])
        return Data(png)
    }

    /// A baseline JPEG of `width` × `height` black pixels, in one grey component: every 8×8 block
    /// has only its DC coefficient (-1024, then no change), Huffman-coded with two tiny tables.
    static func blackJPEG(width: Int, height: Int) -> Data {
        let width = min(max(width, 1), 65_535)
        let height = min(max(height, 1), 65_535)
        var jpeg: [UInt8] = [0xFF, 0xD8]
        jpeg += segment(0xDB, [0] + [UInt8](repeating: 1, count: 64))  // quantization: all ones
        jpeg += segment(0xC0, [8] + bigEndian(height, 2) + bigEndian(width, 2) + [1, 1, 0x11, 0])
        // DC table 0: category 0 is "0", category 11 is "10". AC table 0: end-of-block is "0".
        jpeg += segment(0xC4, [0x00, 1, 1] + [UInt8](repeating: 0, count: 14) + [0, 11])
        jpeg += segment(0xC4, [0x10, 1] + [UInt8](repeating: 0, count: 15) + [0])
        jpeg += segment(0xDA, [1, 1, 0x00, 0, 63, 0])
        var bits = BitWriter()
        let blocks = ((width + 7) / 8) * ((height + 7) / 8)
        for block in 0..<blocks {
            if block == 0 {
                bits.write(0b10, count: 2)  // category 11
                bits.write(1024 ^ 0x7FF, count: 11)  // -1024: the ones' complement of 1024
            } else {
                bits.write(0, count: 1)  // category 0: no change
            }
            bits.write(0, count: 1)  // end of block
        }
        jpeg += bits.finish()
        jpeg += [0xFF, 0xD9]
        return Data(jpeg)
    }

    private static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        return bigEndian(body.count, 4) + typed + bigEndian(Int(crc32(typed)), 4)
    }

    private static func segment(_ marker: UInt8, _ body: [UInt8]) -> [UInt8] {
        [0xFF, marker] + bigEndian(body.count + 2, 2) + body
    }

    private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let count = min(65_535, data.count - start)
            let last: UInt8 = start + count == data.count ? 1 : 0
            out += [last, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += data[start..<(start + count)]
            start += count
        } while start < data.count
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return out + bigEndian(Int(b << 16 | a), 4)
    }

    private static let crcTable: [UInt32] = (0..<256).map { index in
        (0..<8).reduce(UInt32(index)) { value, _ in value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        ~bytes.reduce(~UInt32(0)) { crc, byte in crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    }

    private static func bigEndian(_ value: Int, _ count: Int) -> [UInt8] {
        (0..<count).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) }
    }

    /// Entropy-coded bits, most significant first, with a zero byte stuffed after each 0xFF and the
    /// last byte padded with ones.
    private struct BitWriter {
        var bytes: [UInt8] = []
        var current: UInt32 = 0
        var used = 0

        mutating func write(_ value: Int, count: Int) {
            for shift in stride(from: count - 1, through: 0, by: -1) {
                current = current << 1 | UInt32((value >> shift) & 1)
                used += 1
                if used == 8 { flush() }
            }
        }

        mutating func finish() -> [UInt8] {
            while used != 0 { write(1, count: 1) }
            return bytes
        }

        private mutating func flush() {
            let byte = UInt8(current & 0xFF)
            bytes.append(byte)
            if byte == 0xFF { bytes.append(0) }
            current = 0
            used = 0
        }
    }
}
