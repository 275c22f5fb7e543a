import Foundation
import TextUI

/// Text on its way to a terminal: what the program says (data included), always shown inertly,
/// and the app's own control sequences, which are the only ones it ever writes.
///
/// Text pieces have their control characters written as ``/TextUI/ControlCharacters`` shows them
/// (`\u{1B}`), whoever made them; a control sequence can only be one of ``Control``'s cases.
public struct TerminalText: Sendable, ExpressibleByStringLiteral {
    /// The control sequences the app writes: its colours, and clearing the line the prompt is on.
    public enum Control: Sendable, Equatable {
        /// Red text (SGR 31).
        case red
        /// Bold text (SGR 1).
        case bold
        /// Dim text (SGR 2).
        case dim
        /// Reversed colours (SGR 7).
        case reverse
        /// Back to the terminal's own style (SGR 0).
        case resetStyle
        /// Back to the start of the line and clear it, before text is shown above the prompt.
        case clearLine
        /// Cursor home and clear the screen (`clear`).
        case clearScreen

        var sequence: String {
            switch self {
            case .red: "\u{1B}[31m"
            case .bold: "\u{1B}[1m"
            case .dim: "\u{1B}[2m"
            case .reverse: "\u{1B}[7m"
            case .resetStyle: "\u{1B}[0m"
            case .clearLine: "\r\u{1B}[K"
            case .clearScreen: "\u{1B}[H\u{1B}[2J"
            }
        }
    }

    private enum Piece: Sendable {
        case text(String)
        case control(Control)
    }

    /// One text (what is written almost always, kept without an array) or several pieces.
    private enum Storage: Sendable {
        case text(String)
        case pieces([Piece])
    }

    private var storage: Storage

    /// `text`, to be shown inertly.
    ///
    /// - Parameter text: Any text, data included; its control characters are written escaped.
    public init(_ text: String) {
        storage = .text(text)
    }

    public init(stringLiteral text: String) {
        self.init(text)
    }

    /// A control sequence of the app's own.
    ///
    /// - Parameter control: The sequence to write as is.
    /// - Returns: Text made of that one control sequence.
    public static func control(_ control: Control) -> TerminalText {
        TerminalText(storage: .pieces([.control(control)]))
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// `parts`, one after another, in one array of pieces (made once, however many parts).
    init(concatenating parts: [TerminalText]) {
        storage = .pieces(parts.flatMap(\.pieces))
    }

    private var pieces: [Piece] {
        switch storage {
        case .text(let text): [.text(text)]
        case .pieces(let pieces): pieces
        }
    }

    /// `left` followed by `right`.
    ///
    /// - Parameters:
    ///   - left: The text written first.
    ///   - right: The text written after it.
    /// - Returns: Both texts' pieces in order, each still shown as before (text inert, controls as sequences).
    public static func + (left: TerminalText, right: TerminalText) -> TerminalText {
        TerminalText(storage: .pieces(left.pieces + right.pieces))
    }

    /// What the terminal receives: each text piece with its control characters escaped, each
    /// control as its sequence.
    public var rendered: String {
        String(decoding: bytes(lineBreak: false), as: UTF8.self)
    }

    /// The bytes of ``rendered``, and a line break when `lineBreak`, in one buffer.
    func bytes(lineBreak: Bool) -> Data {
        var bytes = Data()
        switch storage {
        case .text(let text):
            let shown = ControlCharacters.escaping(text)
            bytes.reserveCapacity(shown.utf8.count + 1)
            bytes.append(contentsOf: shown.utf8)
        case .pieces(let pieces):
            for piece in pieces {
                switch piece {
                case .text(let text): bytes.append(contentsOf: ControlCharacters.escaping(text).utf8)
                case .control(let control): bytes.append(contentsOf: control.sequence.utf8)
                }
            }
        }
        if lineBreak { bytes.append(0x0A) }
        return bytes
    }
}
