/// How a history file holds its entries, one a line, as libedit writes and reads them (so a
/// history written by either is read by the other): a first line `_HiStOrY_V2_`, then each entry
/// with its backslashes doubled and its white space and control characters as octal escapes
/// (`mount\040MovieList`). Decoding also reads the other escapes libedit may write (`\^C`, `\M-x`,
/// `\M^X`, `\s`, `\n`…).
enum HistoryEncoding {
    /// The first line of a history file.
    static let header = "_HiStOrY_V2_"

    /// `entry` as one line of a history file (without its line break).
    static func encode(_ entry: String) -> [UInt8] {
        var line: [UInt8] = []
        line.reserveCapacity(entry.utf8.count)
        for byte in entry.utf8 {
            switch byte {
            case UInt8(ascii: "\\"):
                line += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0..<0x21, 0x7F:
                line.append(UInt8(ascii: "\\"))
                for shift in [6, 3, 0] { line.append(UInt8(ascii: "0") + (byte >> UInt8(shift)) & 7) }
            default:
                line.append(byte)
            }
        }
        return line
    }

    /// The entry a line of a history file holds.
    static func decode(_ line: ArraySlice<UInt8>) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(line.count)
        var index = line.startIndex
        func at(_ offset: Int) -> UInt8? { index + offset < line.endIndex ? line[index + offset] : nil }
        func isOctal(_ byte: UInt8?) -> Bool { byte.map { (0x30...0x37).contains($0) } ?? false }
        while index < line.endIndex {
            guard line[index] == UInt8(ascii: "\\"), let next = at(1) else {
                bytes.append(line[index])
                index += 1
                continue
            }
            switch next {
            case _ where isOctal(next) && isOctal(at(2)) && isOctal(at(3)):
                bytes.append((next - 0x30) << 6 | (at(2)! - 0x30) << 3 | (at(3)! - 0x30))
                index += 4
            case UInt8(ascii: "^") where at(2) != nil:
                bytes.append(control(at(2)!))
                index += 3
            case UInt8(ascii: "M") where at(2) == UInt8(ascii: "-") && at(3) != nil:
                bytes.append(at(3)! | 0x80)
                index += 4
            case UInt8(ascii: "M") where at(2) == UInt8(ascii: "^") && at(3) != nil:
                bytes.append(control(at(3)!) | 0x80)
                index += 4
            default:
                let escapes: [UInt8: UInt8] = [
                    UInt8(ascii: "\\"): UInt8(ascii: "\\"), UInt8(ascii: "s"): 0x20, UInt8(ascii: "n"): 0x0A,
                    UInt8(ascii: "t"): 0x09, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "b"): 0x08,
                    UInt8(ascii: "a"): 0x07, UInt8(ascii: "v"): 0x0B, UInt8(ascii: "f"): 0x0C,
                    UInt8(ascii: "E"): 0x1B,
                ]
                if let byte = escapes[next] {
                    bytes.append(byte)
                    index += 2
                } else {
                    bytes.append(line[index])
                    index += 1
                }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `\^X`: the control character of `X` (`?` is DEL).
    private static func control(_ byte: UInt8) -> UInt8 {
        byte == UInt8(ascii: "?") ? 0x7F : byte & 0x1F
    }
}
