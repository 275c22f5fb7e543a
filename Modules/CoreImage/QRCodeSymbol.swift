/// A QR code's modules: the function patterns (finders, timing, alignment, format and version
/// information), the codewords placed in the zigzag ISO/IEC 18004 gives, under the mask whose
/// penalty is lowest (the first of the lowest).
struct QRCodeSymbol {
    /// Modules per side.
    let size: Int
    /// Dark modules, row after row from the top.
    private(set) var modules: [Bool]
    /// Modules the function patterns hold, which codewords and masks leave alone.
    private var isFunction: [Bool]
    /// The mask chosen (0 to 7).
    private(set) var mask = 0

    /// The symbol of a message at a level, or nil when it is too long for a QR code.
    init?(message: [UInt8], level: QRCodeEncoder.Level) {
        guard let encoded = QRCodeEncoder(message: message, level: level) else { return nil }
        size = 17 + 4 * encoded.version
        modules = Array(repeating: false, count: size * size)
        isFunction = modules
        drawFunctionPatterns(version: encoded.version, level: level)
        drawCodewords(encoded.codewords)
        var best = (mask: 0, penalty: Int.max)
        for candidate in 0..<8 {
            applyMask(candidate)
            drawFormatBits(level: level, mask: candidate)
            let score = penalty()
            if score < best.penalty { best = (candidate, score) }
            applyMask(candidate)  // a mask is its own inverse
        }
        mask = best.mask
        applyMask(mask)
        drawFormatBits(level: level, mask: mask)
    }

    /// Whether the module at column `x`, row `y` is dark.
    func isDark(x: Int, y: Int) -> Bool {
        modules[y * size + x]
    }

    private mutating func set(_ x: Int, _ y: Int, _ dark: Bool) {
        modules[y * size + x] = dark
        isFunction[y * size + x] = true
    }

    private mutating func drawFunctionPatterns(version: Int, level: QRCodeEncoder.Level) {
        for index in 0..<size {
            set(6, index, index % 2 == 0)
            set(index, 6, index % 2 == 0)
        }
        for (x, y) in [(3, 3), (size - 4, 3), (3, size - 4)] {
            for dy in -4...4 {
                for dx in -4...4 where (0..<size).contains(x + dx) && (0..<size).contains(y + dy) {
                    let distance = max(abs(dx), abs(dy))
                    set(x + dx, y + dy, distance != 2 && distance != 4)
                }
            }
        }
        let positions = Self.alignmentPositions(version: version, size: size)
        for (i, x) in positions.enumerated() {
            for (j, y) in positions.enumerated() {
                let last = positions.count - 1
                if (i == 0 && j == 0) || (i == 0 && j == last) || (i == last && j == 0) { continue }
                for dy in -2...2 {
                    for dx in -2...2 { set(x + dx, y + dy, max(abs(dx), abs(dy)) != 1) }
                }
            }
        }
        drawFormatBits(level: level, mask: 0)  // reserves the modules; drawn again with the mask
        if version >= 7 {
            var remainder = version
            for _ in 0..<12 { remainder = (remainder << 1) ^ ((remainder >> 11) * 0x1F25) }
            let bits = version << 12 | remainder
            for index in 0..<18 {
                let dark = (bits >> index) & 1 == 1
                let a = size - 11 + index % 3
                let b = index / 3
                set(a, b, dark)
                set(b, a, dark)
            }
        }
    }

    private mutating func drawFormatBits(level: QRCodeEncoder.Level, mask: Int) {
        let data = level.formatBits << 3 | mask
        var remainder = data
        for _ in 0..<10 { remainder = (remainder << 1) ^ ((remainder >> 9) * 0x537) }
        let bits = (data << 10 | remainder) ^ 0x5412
        func bit(_ index: Int) -> Bool { (bits >> index) & 1 == 1 }
        for index in 0...5 { set(8, index, bit(index)) }
        set(8, 7, bit(6))
        set(8, 8, bit(7))
        set(7, 8, bit(8))
        for index in 9..<15 { set(14 - index, 8, bit(index)) }
        for index in 0..<8 { set(size - 1 - index, 8, bit(index)) }
        for index in 8..<15 { set(8, size - 15 + index, bit(index)) }
        set(8, size - 8, true)  // the dark module
    }

    /// The centres of the alignment patterns along each axis.
    private static func alignmentPositions(version: Int, size: Int) -> [Int] {
        guard version > 1 else { return [] }
        let count = version / 7 + 2
        let step = version == 32 ? 26 : (version * 4 + count * 2 + 1) / (count * 2 - 2) * 2
        return [6] + (0..<(count - 1)).map { size - 7 - $0 * step }.reversed()
    }

    /// Places the codewords' bits in two-module columns from the right, up and down in turn.
    private mutating func drawCodewords(_ codewords: [UInt8]) {
        var bitIndex = 0
        var right = size - 1
        while right >= 1 {
            if right == 6 { right = 5 }
            for vertical in 0..<size {
                for offset in 0..<2 {
                    let x = right - offset
                    let upward = (right + 1) & 2 == 0
                    let y = upward ? size - 1 - vertical : vertical
                    guard !isFunction[y * size + x], bitIndex < codewords.count * 8 else { continue }
                    modules[y * size + x] = (codewords[bitIndex >> 3] >> (7 - bitIndex & 7)) & 1 == 1
                    bitIndex += 1
                }
            }
            right -= 2
        }
    }

    /// Flips the data modules where the mask's condition holds.
    private mutating func applyMask(_ mask: Int) {
        for y in 0..<size {
            for x in 0..<size where !isFunction[y * size + x] {
                let flip: Bool
                switch mask {
                case 0: flip = (x + y) % 2 == 0
                case 1: flip = y % 2 == 0
                case 2: flip = x % 3 == 0
                case 3: flip = (x + y) % 3 == 0
                case 4: flip = (x / 3 + y / 2) % 2 == 0
                case 5: flip = x * y % 2 + x * y % 3 == 0
                case 6: flip = (x * y % 2 + x * y % 3) % 2 == 0
                default: flip = ((x + y) % 2 + x * y % 3) % 2 == 0
                }
                if flip { modules[y * size + x].toggle() }
            }
        }
    }

    /// The penalty the standard scores a masked symbol with: runs of five or more, 2×2 blocks,
    /// finder-like patterns, and the balance of dark and light.
    private func penalty() -> Int {
        var result = 0
        for line in 0..<size {
            result += linePenalty { isDark(x: $0, y: line) }
            result += linePenalty { isDark(x: line, y: $0) }
        }
        for y in 0..<(size - 1) {
            for x in 0..<(size - 1) {
                let colour = isDark(x: x, y: y)
                if colour == isDark(x: x + 1, y: y), colour == isDark(x: x, y: y + 1),
                    colour == isDark(x: x + 1, y: y + 1)
                {
                    result += 3
                }
            }
        }
        let dark = modules.filter { $0 }.count
        let total = size * size
        result += ((abs(dark * 20 - total * 10) + total - 1) / total - 1) * 10
        return result
    }

    /// A row's or column's penalty for long runs and finder-like patterns (1:1:3:1:1 with four
    /// light modules on a side, the quiet zone counting as light).
    private func linePenalty(_ dark: (Int) -> Bool) -> Int {
        var result = 0
        var runColour = false
        var runLength = 0
        var history = [Int](repeating: 0, count: 7)
        func add(_ length: Int) {
            history.removeLast()
            history.insert(history[0] == 0 ? length + size : length, at: 0)
        }
        func finderLike() -> Int {
            let n = history[1]
            let core = n > 0 && history[2] == n && history[3] == n * 3 && history[4] == n && history[5] == n
            return (core && history[0] >= n * 4 && history[6] >= n ? 1 : 0)
                + (core && history[6] >= n * 4 && history[0] >= n ? 1 : 0)
        }
        for index in 0..<size {
            if dark(index) == runColour {
                runLength += 1
                if runLength == 5 { result += 3 } else if runLength > 5 { result += 1 }
            } else {
                add(runLength)
                if !runColour { result += finderLike() * 40 }
                runColour = dark(index)
                runLength = 1
            }
        }
        if runColour {
            add(runLength)
            runLength = 0
        }
        add(runLength + size)
        return result + finderLike() * 40
    }
}
