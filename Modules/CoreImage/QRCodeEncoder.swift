/// A QR code's codewords for a message, as ISO/IEC 18004 lays them out: the message in byte mode
/// in the smallest version (1 to 40) that holds it at the error correction level, padded, split
/// into blocks, each followed by its Reed–Solomon error correction codewords, and interleaved.
struct QRCodeEncoder {
    /// An error correction level: the share of codewords that may be lost.
    enum Level: String, CaseIterable {
        /// About 7 %, 15 %, 25 % and 30 %.
        case low = "L", medium = "M", quartile = "Q", high = "H"

        /// The two bits the format information writes for the level.
        var formatBits: Int {
            switch self {
            case .low: 1
            case .medium: 0
            case .quartile: 3
            case .high: 2
            }
        }

        /// The row of the tables below.
        fileprivate var row: Int {
            switch self {
            case .low: 0
            case .medium: 1
            case .quartile: 2
            case .high: 3
            }
        }
    }

    /// The version: the symbol is `17 + 4 * version` modules wide.
    let version: Int
    let level: Level
    /// The final sequence of codewords, data and error correction interleaved.
    let codewords: [UInt8]

    /// The codewords for `message`, or nil when it is too long for version 40 at `level`.
    init?(message: [UInt8], level: Level) {
        guard
            let version = (1...40).first(where: {
                Self.dataBitCount(message.count, version: $0) <= Self.dataCodewords(version: $0, level: level) * 8
            })
        else { return nil }
        self.version = version
        self.level = level
        let data = Self.dataCodewords(message, version: version, level: level)
        codewords = Self.interleaved(data, version: version, level: level)
    }

    /// The bits of the byte-mode segment: mode, character count and the bytes.
    private static func dataBitCount(_ count: Int, version: Int) -> Int {
        4 + (version <= 9 ? 8 : 16) + 8 * count
    }

    /// The message as data codewords: mode indicator, count, bytes, terminator, padding.
    private static func dataCodewords(_ message: [UInt8], version: Int, level: Level) -> [UInt8] {
        var bits: [Bool] = []
        func append(_ value: Int, _ count: Int) {
            for shift in stride(from: count - 1, through: 0, by: -1) { bits.append((value >> shift) & 1 == 1) }
        }
        append(0b0100, 4)
        append(message.count, version <= 9 ? 8 : 16)
        for byte in message { append(Int(byte), 8) }
        let capacity = dataCodewords(version: version, level: level) * 8
        append(0, min(4, capacity - bits.count))
        append(0, (8 - bits.count % 8) % 8)
        var bytes = stride(from: 0, to: bits.count, by: 8).map { start in
            bits[start..<(start + 8)].reduce(UInt8(0)) { $0 << 1 | ($1 ? 1 : 0) }
        }
        var pad: UInt8 = 0xEC
        while bytes.count < capacity / 8 {
            bytes.append(pad)
            pad = pad == 0xEC ? 0x11 : 0xEC
        }
        return bytes
    }

    /// Splits the data into blocks, adds each block's error correction, and interleaves them.
    private static func interleaved(_ data: [UInt8], version: Int, level: Level) -> [UInt8] {
        let blockCount = errorCorrectionBlocks[level.row][version]
        let eccLength = eccCodewordsPerBlock[level.row][version]
        let total = rawDataModules(version: version) / 8
        let shortBlocks = blockCount - total % blockCount
        let shortLength = total / blockCount
        let divisor = ReedSolomon.divisor(degree: eccLength)
        var blocks: [[UInt8]] = []
        var start = 0
        for index in 0..<blockCount {
            let length = shortLength - eccLength + (index < shortBlocks ? 0 : 1)
            let block = Array(data[start..<(start + length)])
            start += length
            // A short block gets a placeholder byte so that every block has the same length.
            blocks.append(block + (index < shortBlocks ? [0] : []) + ReedSolomon.remainder(block, divisor: divisor))
        }
        var result: [UInt8] = []
        for column in 0..<blocks[0].count {
            for (index, block) in blocks.enumerated() where column != shortLength - eccLength || index >= shortBlocks {
                result.append(block[column])
            }
        }
        return result
    }

    /// The data codewords a version holds at a level.
    static func dataCodewords(version: Int, level: Level) -> Int {
        rawDataModules(version: version) / 8 - eccCodewordsPerBlock[level.row][version]
            * errorCorrectionBlocks[level.row][version]
    }

    /// The modules left for codewords (and remainder bits) once the function patterns are drawn.
    static func rawDataModules(version: Int) -> Int {
        var result = (16 * version + 128) * version + 64
        if version >= 2 {
            let alignments = version / 7 + 2
            result -= (25 * alignments - 10) * alignments - 55
            if version >= 7 { result -= 36 }
        }
        return result
    }

    /// Error correction codewords in each block, by level (L, M, Q, H) and version (index 0 unused).
    private static let eccCodewordsPerBlock: [[Int]] = [
        [
            0, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28,
            28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
        ],
        [
            0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26,
            26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
        ],
        [
            0, 13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30,
            28, 30, 30, 30, 30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
        ],
        [
            0, 17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28,
            30, 24, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
        ],
    ]

    /// Error correction blocks, by level (L, M, Q, H) and version (index 0 unused).
    private static let errorCorrectionBlocks: [[Int]] = [
        [
            0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8,
            8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25,
        ],
        [
            0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16,
            17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49,
        ],
        [
            0, 1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20,
            23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68,
        ],
        [
            0, 1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25,
            25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81,
        ],
    ]
}

/// Reed–Solomon error correction over GF(2⁸) with QR codes' polynomial, x⁸ + x⁴ + x³ + x² + 1.
enum ReedSolomon {
    /// The generator polynomial of a degree, its leading 1 left out, highest power first.
    static func divisor(degree: Int) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: degree)
        result[degree - 1] = 1
        var root: UInt8 = 1
        for _ in 0..<degree {
            for index in 0..<degree {
                result[index] = multiply(result[index], root)
                if index + 1 < degree { result[index] ^= result[index + 1] }
            }
            root = multiply(root, 0x02)
        }
        return result
    }

    /// The remainder of the data divided by the generator: the error correction codewords.
    static func remainder(_ data: [UInt8], divisor: [UInt8]) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: divisor.count)
        for byte in data {
            let factor = byte ^ result.removeFirst()
            result.append(0)
            for index in result.indices { result[index] ^= multiply(divisor[index], factor) }
        }
        return result
    }

    /// The product of two field elements.
    static func multiply(_ x: UInt8, _ y: UInt8) -> UInt8 {
        var product = 0
        for bit in stride(from: 7, through: 0, by: -1) {
            product = (product << 1) ^ ((product >> 7) * 0x11D)
            product ^= ((Int(y) >> bit) & 1) * Int(x)
        }
        return UInt8(product)
    }
}
