/// A place in a source file as the compiler reports it: a 1-based line, and a 1-based column that
/// counts UTF-8 bytes from the start of the line.
public struct SourcePosition: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in UTF-8 bytes.
    public var column: Int

    /// The position at `line` and `column`.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The start of a file.
    public static let start = SourcePosition(line: 1, column: 1)

    public var description: String { "\(line):\(column)" }

    /// The position after `text`, when `text` starts here. A line ends at `\n`, `\r\n` or `\r`.
    func advanced(over text: ArraySlice<UInt8>) -> SourcePosition {
        var position = self
        var previous: UInt8?
        for byte in text {
            switch byte {
            case UInt8(ascii: "\n") where previous == UInt8(ascii: "\r"):
                break
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                position.line += 1
                position.column = 1
            default:
                position.column += 1
            }
            previous = byte
        }
        return position
    }
}
