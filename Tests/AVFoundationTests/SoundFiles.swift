import Foundation

/// Sound files made byte by byte, as their formats' specifications lay them out.
enum SoundFiles {
    /// A WAV file of one channel, 8,000 one-byte samples a second: `samples` of them.
    static func wave(samples: Int, rate: UInt32 = 8_000) -> Data {
        var data = Data("RIFF".utf8)
        data.append(little(UInt32(36 + samples), 4))
        data.append(contentsOf: Array("WAVEfmt ".utf8))
        data.append(little(16, 4) + little(1, 2) + little(1, 2) + little(rate, 4) + little(rate, 4))
        data.append(little(1, 2) + little(8, 2))
        data.append(contentsOf: Array("data".utf8))
        data.append(little(UInt32(samples), 4))
        data.append(Data(repeating: 0x80, count: samples))
        return data
    }

    /// An M4A file whose movie header says `units` of `timescale` (a `ftyp` box, then `moov` with
    /// its `mvhd`, version 0).
    static func m4a(units: UInt32, timescale: UInt32) -> Data {
        let ftyp = box("ftyp", Data("M4A ".utf8) + big(0, 4) + Data("M4A isom".utf8))
        let mvhd = box("mvhd", big(0, 4) + big(0, 4) + big(0, 4) + big(timescale, 4) + big(units, 4) + Data(count: 80))
        return ftyp + box("moov", mvhd)
    }

    /// An MP3 file after an ID3 tag: frames of MPEG 1 layer III at 128 kbit/s, stereo, `bytes` in all.
    static func mp3(bytes: Int) -> Data {
        let tag = Data("ID3".utf8) + Data([4, 0, 0, 0, 0, 0, 10]) + Data(count: 10)
        var audio = Data([0xFF, 0xFB, 0x90, 0x00])
        audio.append(Data(count: bytes - 4))
        return tag + audio
    }

    private static func box(_ type: String, _ body: Data) -> Data {
        big(UInt32(8 + body.count), 4) + Data(type.utf8) + body
    }

    private static func little(_ value: UInt32, _ count: Int) -> Data {
        Data((0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) })
    }

    private static func big(_ value: UInt32, _ count: Int) -> Data {
        Data((0..<count).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) })
    }
}
