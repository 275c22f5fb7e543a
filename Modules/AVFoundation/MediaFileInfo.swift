import Foundation

/// What a media file's header says: how long it plays and how many channels it has. Read from
/// WAV, AIFF, CAF, MP4 (M4A, MOV) and MP3 data, in one pass over at most the data given; anything
/// else is not audio Core Audio would play.
struct MediaFileInfo: Equatable, Sendable {
    /// Seconds (0 when the header does not say).
    var duration: TimeInterval
    /// Channels.
    var channels: Int

    /// The file's information, or nil when the data is none of the formats read here.
    static func read(_ data: Data) -> MediaFileInfo? {
        let bytes = Bytes(data)
        if bytes.ascii(0, 4) == "RIFF", bytes.ascii(8, 4) == "WAVE" { return wave(bytes) }
        if bytes.ascii(0, 4) == "FORM", ["AIFF", "AIFC"].contains(bytes.ascii(8, 4)) { return aiff(bytes) }
        if bytes.ascii(0, 4) == "caff" { return caf(bytes) }
        if bytes.ascii(4, 4) == "ftyp" { return mp4(bytes) }
        return mp3(bytes)
    }

    private static func wave(_ bytes: Bytes) -> MediaFileInfo? {
        var byteRate = 0
        var channels = 0
        var dataSize: Int?
        var offset = 12
        while let id = bytes.ascii(offset, 4), let size = bytes.little(offset + 4, 4) {
            if id == "fmt " {
                channels = bytes.little(offset + 10, 2) ?? 0
                byteRate = bytes.little(offset + 16, 4) ?? 0
            } else if id == "data" {
                dataSize = min(size, bytes.count - offset - 8)
            }
            offset += 8 + size + size % 2
        }
        guard channels > 0, let dataSize else { return nil }
        return MediaFileInfo(duration: byteRate > 0 ? Double(dataSize) / Double(byteRate) : 0, channels: channels)
    }

    private static func aiff(_ bytes: Bytes) -> MediaFileInfo? {
        var offset = 12
        while let id = bytes.ascii(offset, 4), let size = bytes.big(offset + 4, 4) {
            if id == "COMM", let channels = bytes.big(offset + 8, 2), let frames = bytes.big(offset + 10, 4),
                let rate = bytes.extended(offset + 16)
            {
                return MediaFileInfo(duration: rate > 0 ? Double(frames) / rate : 0, channels: channels)
            }
            offset += 8 + size + size % 2
        }
        return nil
    }

    private static func caf(_ bytes: Bytes) -> MediaFileInfo? {
        var rate = 0.0
        var bytesPerPacket = 0
        var framesPerPacket = 0
        var channels = 0
        var dataSize: Int?
        var validFrames: Int?
        var offset = 8
        while let id = bytes.ascii(offset, 4), let size = bytes.big(offset + 4, 8) {
            let body = offset + 12
            switch id {
            case "desc":
                rate = bytes.big(body, 8).map { Double(bitPattern: UInt64($0)) } ?? 0
                bytesPerPacket = bytes.big(body + 16, 4) ?? 0
                framesPerPacket = bytes.big(body + 20, 4) ?? 0
                channels = bytes.big(body + 24, 4) ?? 0
            case "pakt":
                validFrames = bytes.big(body + 8, 8)
            case "data":
                dataSize = max(0, min(size, bytes.count - body) - 4)
            default:
                break
            }
            guard size < Int.max / 2 else { break }
            offset = body + size
        }
        guard channels > 0, rate > 0 else { return nil }
        if let validFrames { return MediaFileInfo(duration: Double(validFrames) / rate, channels: channels) }
        guard let dataSize, bytesPerPacket > 0 else { return MediaFileInfo(duration: 0, channels: channels) }
        let frames = Double(dataSize / bytesPerPacket) * Double(max(framesPerPacket, 1))
        return MediaFileInfo(duration: frames / rate, channels: channels)
    }

    private static func mp4(_ bytes: Bytes) -> MediaFileInfo? {
        guard let movie = bytes.box("moov", in: 0..<bytes.count) else {
            return MediaFileInfo(duration: 0, channels: 2)
        }
        guard let header = bytes.box("mvhd", in: movie), let version = bytes.big(header.lowerBound, 1) else {
            return MediaFileInfo(duration: 0, channels: 2)
        }
        let start = header.lowerBound + 4 + (version == 1 ? 16 : 8)
        let scale = bytes.big(start, 4) ?? 0
        let length = bytes.big(start + 4, version == 1 ? 8 : 4) ?? 0
        return MediaFileInfo(duration: scale > 0 ? Double(length) / Double(scale) : 0, channels: 2)
    }

    /// MPEG audio layer III: the first frame's bit rate over the audio's bytes (exact for a
    /// constant bit rate, an estimate for a variable one).
    private static func mp3(_ bytes: Bytes) -> MediaFileInfo? {
        var offset = 0
        if bytes.ascii(0, 3) == "ID3", bytes.count >= 10 {
            offset = 10 + (6..<10).reduce(0) { $0 << 7 | (bytes.big($1, 1) ?? 0) & 0x7F }
        }
        guard let header = bytes.big(offset, 4), header >> 21 == 0x7FF else { return nil }
        let version = (header >> 19) & 3  // 3: MPEG 1, 2: MPEG 2, 0: MPEG 2.5
        let layer = (header >> 17) & 3  // 1: layer III
        let bitrateIndex = (header >> 12) & 0xF
        let rateIndex = (header >> 10) & 3
        guard version != 1, layer == 1, (1...14).contains(bitrateIndex), rateIndex < 3 else { return nil }
        let kilobits =
            version == 3
            ? [32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320]
            : [8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160]
        let bitsPerSecond = Double(kilobits[bitrateIndex - 1] * 1000)
        let channels = (header >> 6) & 3 == 3 ? 1 : 2
        return MediaFileInfo(duration: Double(bytes.count - offset) * 8 / bitsPerSecond, channels: channels)
    }
}

/// Bounds-checked reads of a file's bytes: every read past the end is nil.
private struct Bytes {
    let storage: [UInt8]
    var count: Int { storage.count }

    init(_ data: Data) {
        storage = [UInt8](data)
    }

    func ascii(_ offset: Int, _ length: Int) -> String? {
        guard offset >= 0, length <= count - offset else { return nil }
        return String(decoding: storage[offset..<(offset + length)], as: UTF8.self)
    }

    func big(_ offset: Int, _ length: Int) -> Int? {
        guard offset >= 0, length <= count - offset else { return nil }
        let value = storage[offset..<(offset + length)].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        return Int(exactly: value) ?? Int.max
    }

    func little(_ offset: Int, _ length: Int) -> Int? {
        guard offset >= 0, length <= count - offset else { return nil }
        return storage[offset..<(offset + length)].reversed().reduce(0) { $0 << 8 | Int($1) }
    }

    /// An 80-bit IEEE extended float (AIFF's sample rate).
    func extended(_ offset: Int) -> Double? {
        guard let exponent = big(offset, 2), offset + 10 <= count else { return nil }
        let mantissa = storage[(offset + 2)..<(offset + 10)].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        let sign = exponent & 0x8000 != 0 ? -1.0 : 1.0
        return sign * Double(mantissa) * pow(2, Double((exponent & 0x7FFF) - 16383 - 63))
    }

    /// The body of the first box of `type` among the boxes that fill `range`.
    func box(_ type: String, in range: Range<Int>) -> Range<Int>? {
        var offset = range.lowerBound
        while offset + 8 <= range.upperBound, var size = big(offset, 4), let name = ascii(offset + 4, 4) {
            var header = 8
            if size == 1, let large = big(offset + 8, 8) {
                size = large
                header = 16
            } else if size == 0 {
                size = range.upperBound - offset
            }
            guard size >= header, size <= range.upperBound - offset else { return nil }
            if name == type { return (offset + header)..<(offset + size) }
            offset += size
        }
        return nil
    }
}
