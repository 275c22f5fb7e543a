import Foundation

/// ANSI styling, used only when writing to a terminal and `NO_COLOR` is not set.
public struct TerminalStyle: Sendable {
    /// True when styling is on.
    public let isEnabled: Bool

    /// Styling when `useColor` and standard error is a terminal and `NO_COLOR` is unset.
    public init(useColor: Bool, environment: [String: String] = ProcessInfo.processInfo.environment) {
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        isEnabled = useColor && !noColor && isatty(STDERR_FILENO) == 1
    }

    /// An error line: `error: message`, in red when styling.
    public func error(_ message: String) -> String {
        isEnabled ? "\u{1B}[31merror:\u{1B}[0m \(message)" : "error: \(message)"
    }
}
