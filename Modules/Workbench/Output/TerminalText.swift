import TextUI

/// Text on its way to a terminal: what the program says (data included), always shown inertly,
/// and the app's own control sequences, which are the only ones it ever writes.
///
/// Text pieces have their control characters written as ``ControlCharacters`` shows them
/// (`\u{1B}`), whoever made them; a control sequence can only be one of ``Control``'s cases.
public struct TerminalText: Sendable, Equatable, ExpressibleByStringLiteral {
    /// The control sequences the app writes: its colours, and clearing the line the prompt is on.
    public enum Control: Sendable, Equatable {
        /// Red text (SGR 31).
        case red
        /// Back to the terminal's own style (SGR 0).
        case resetStyle
        /// Back to the start of the line and clear it, before text is shown above the prompt.
        case clearLine

        var sequence: String {
            switch self {
            case .red: "\u{1B}[31m"
            case .resetStyle: "\u{1B}[0m"
            case .clearLine: "\r\u{1B}[K"
            }
        }
    }

    private enum Piece: Sendable, Equatable {
        case text(String)
        case control(Control)
    }

    private var pieces: [Piece]

    /// `text`, to be shown inertly.
    public init(_ text: String) {
        pieces = [.text(text)]
    }

    public init(stringLiteral text: String) {
        self.init(text)
    }

    /// A control sequence of the app's own.
    public static func control(_ control: Control) -> TerminalText {
        TerminalText(pieces: [.control(control)])
    }

    private init(pieces: [Piece]) {
        self.pieces = pieces
    }

    /// `left` followed by `right`.
    public static func + (left: TerminalText, right: TerminalText) -> TerminalText {
        TerminalText(pieces: left.pieces + right.pieces)
    }

    /// What the terminal receives: each text piece with its control characters escaped, each
    /// control as its sequence.
    public var rendered: String {
        pieces.reduce(into: "") { result, piece in
            switch piece {
            case .text(let text): result += ControlCharacters.escaping(text)
            case .control(let control): result += control.sequence
            }
        }
    }
}
