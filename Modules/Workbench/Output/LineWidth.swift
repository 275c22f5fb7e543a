import Foundation

/// How wide the lines of a rendering may be before they are cut (ending with `…`).
public enum LineWidth: Equatable, Sendable {
    /// The terminal's width: standard output's window size, else `COLUMNS`, else no limit.
    case auto
    /// No limit.
    case off
    /// At most this many columns (a positive number).
    case columns(Int)

    /// The width `word` names: `auto`, `off` or a positive number; nil for anything else.
    ///
    /// - Parameter word: What was typed.
    /// - Returns: The width, or nil when `word` is none of them.
    public init?(_ word: String) {
        switch word {
        case "auto": self = .auto
        case "off": self = .off
        default:
            guard let columns = Int(word), columns > 0 else { return nil }
            self = .columns(columns)
        }
    }

    /// How it reads in the workbench's messages: `auto`, `off` or the number.
    public var description: String {
        switch self {
        case .auto: "auto"
        case .off: "off"
        case .columns(let columns): "\(columns)"
        }
    }

    /// The most columns a line may take, or nil for no limit.
    ///
    /// - Parameters:
    ///   - terminalColumns: Standard output's width when it is a terminal; asked with `ioctl` by default.
    ///   - environment: The variables to read `COLUMNS` from; the process's by default.
    /// - Returns: The number of columns, or nil when lines are not cut.
    public func limit(
        terminalColumns: Int? = LineWidth.standardOutputColumns(),
        environment: [String: String]? = nil
    ) -> Int? {
        switch self {
        case .off: return nil
        case .columns(let columns): return columns
        case .auto:
            if let terminalColumns, terminalColumns > 0 { return terminalColumns }
            // The process's `COLUMNS` alone (its whole environment would be copied for each rendering).
            let columns = environment.map { $0["COLUMNS"] } ?? getenv("COLUMNS").map { String(cString: $0) }
            return columns.flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
        }
    }

    /// Standard output's width in columns (`ioctl TIOCGWINSZ`), or nil when it is not a terminal.
    ///
    /// - Returns: The window's columns, or nil.
    public static func standardOutputColumns() -> Int? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
