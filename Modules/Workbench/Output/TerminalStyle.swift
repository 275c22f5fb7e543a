import Foundation
import TextUI

/// ANSI styling, used only when writing to a terminal and `NO_COLOR` is not set.
public struct TerminalStyle: Sendable {
    /// True when styling is on.
    public let isEnabled: Bool

    /// Styling when `useColor`, standard error is a terminal (`isTerminal`) and `NO_COLOR` is unset.
    ///
    /// - Parameters:
    ///   - useColor: Whether colour is wanted at all (false for `--no-color`, say).
    ///   - environment: The variables to check for a non-empty `NO_COLOR`; the process's by default.
    ///   - isTerminal: Whether standard error is a terminal; checked with `isatty` by default.
    public init(
        useColor: Bool,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        isTerminal: Bool = isatty(STDERR_FILENO) == 1
    ) {
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        isEnabled = useColor && !noColor && isTerminal
    }

    /// An error line: `error: message`, the label in red when styling.
    ///
    /// - Parameter message: The error's one-line description, shown inertly.
    /// - Returns: `error: ` followed by `message`, with the label coloured only when ``isEnabled``.
    public func error(_ message: String) -> TerminalText {
        let label: TerminalText = isEnabled ? .control(.red) + "error:" + .control(.resetStyle) : "error:"
        return label + " " + TerminalText(message)
    }

    /// A rendering's lines, their emphasis shown when styling: headings bold, the selected row
    /// reversed, disabled controls dim. The text is redacted, then cut to `columns`, and shown
    /// inertly either way (see ``TerminalText/rendering(_:columns:styled:)``).
    ///
    /// - Parameters:
    ///   - lines: The lines of a rendering (``/TextUI/ViewHost/renderStyled(rowLimit:)``).
    ///   - columns: The most columns a line may take (after redaction); nil, the default, for no limit.
    /// - Returns: The lines, joined with line breaks, with the app's own style sequences around emphasis.
    public func rendering(_ lines: [StyledLine], columns: Int? = nil) -> TerminalText {
        .rendering(lines, columns: columns, styled: isEnabled)
    }
}
