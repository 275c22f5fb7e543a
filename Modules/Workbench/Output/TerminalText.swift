import Foundation
import TextUI

/// Text on its way to a terminal: what the program says (data included), always shown inertly and
/// with its secrets redacted, and the app's own control sequences, which are the only ones it ever
/// writes.
///
/// This is the workbench's one redaction point for what it shows: when its bytes are made (by
/// ``TerminalSink``, the only way text reaches the terminal), each run of text between the app's
/// control sequences passes through `Redaction.redact(_:)`, then has its control characters
/// written as ``/TextUI/ControlCharacters`` shows them (`\u{1B}`), whoever made them; a control
/// sequence can only be one of ``Control``'s cases. A rendering (``rendering(_:columns:styled:)``)
/// is redacted line by line *before* its lines are cut to the terminal's width, so a cut never
/// leaves part of a secret showing.
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
        case rendering(RenderingPiece)
    }

    /// A rendering's lines, the columns they are cut to, and whether their emphasis is shown.
    private struct RenderingPiece: Sendable {
        let lines: [StyledLine]
        let columns: Int?
        let styled: Bool
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

    /// A rendering's lines: redacted (a line that held a secret loses its emphasis), then cut to
    /// `columns` (ending with `…`), then shown with their emphasis when `styled` (headings bold,
    /// the selected row reversed, disabled controls dim).
    ///
    /// - Parameters:
    ///   - lines: The lines of a rendering (``/TextUI/ViewHost/renderStyled(rowLimit:)``).
    ///   - columns: The most columns a line may take; nil for no limit.
    ///   - styled: Whether emphasis is written as the app's style sequences.
    /// - Returns: Text that writes the lines, joined with line breaks.
    public static func rendering(_ lines: [StyledLine], columns: Int?, styled: Bool) -> TerminalText {
        TerminalText(storage: .pieces([.rendering(RenderingPiece(lines: lines, columns: columns, styled: styled))]))
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

    /// What the terminal receives: each run of text redacted, with its control characters escaped,
    /// each control as its sequence, each rendering redacted, cut and styled.
    public var rendered: String {
        String(decoding: bytes(lineBreak: false), as: UTF8.self)
    }

    /// The bytes of ``rendered``, and a line break when `lineBreak`, in one buffer.
    func bytes(lineBreak: Bool) -> Data {
        var bytes = Data()
        switch storage {
        case .text(let text):
            let shown = Self.shown(text)
            bytes.reserveCapacity(shown.utf8.count + 1)
            bytes.append(contentsOf: shown.utf8)
        case .pieces(let pieces):
            // Neighbouring texts are redacted together, so a secret split between them is found.
            var run = ""
            for piece in pieces {
                switch piece {
                case .text(let text): run += text
                case .control(let control):
                    bytes.append(contentsOf: Self.shown(run).utf8)
                    run = ""
                    bytes.append(contentsOf: control.sequence.utf8)
                case .rendering(let rendering):
                    bytes.append(contentsOf: Self.shown(run).utf8)
                    run = ""
                    Self.append(rendering, to: &bytes)
                }
            }
            bytes.append(contentsOf: Self.shown(run).utf8)
        }
        if lineBreak { bytes.append(0x0A) }
        return bytes
    }

    /// `text` as the terminal shows it: redacted, then its control characters escaped.
    private static func shown(_ text: String) -> String {
        text.isEmpty ? text : ControlCharacters.escaping(Redaction.redact(text))
    }

    /// A rendering's bytes: its lines redacted, then cut, then styled, each text escaped.
    private static func append(_ rendering: RenderingPiece, to bytes: inout Data) {
        var lines = Redaction.redact(rendering.lines)
        if let columns = rendering.columns { lines = lines.map { $0.truncated(toColumns: columns) } }
        for (index, line) in lines.enumerated() {
            if index > 0 { bytes.append(0x0A) }
            for segment in line.segments {
                let shownEmphasis = rendering.styled ? segment.emphasis : []
                for emphasis in TextEmphasis.allCases where shownEmphasis.contains(emphasis) {
                    bytes.append(contentsOf: Control(emphasis).sequence.utf8)
                }
                bytes.append(contentsOf: ControlCharacters.escaping(segment.text).utf8)
                if !shownEmphasis.isEmpty { bytes.append(contentsOf: Control.resetStyle.sequence.utf8) }
            }
        }
    }
}

extension TerminalText.Control {
    /// The style sequence that shows `emphasis`: headings bold, the selected row reversed, disabled dim.
    init(_ emphasis: TextEmphasis) {
        switch emphasis {
        case .strong: self = .bold
        case .selected: self = .reverse
        case .disabled: self = .dim
        }
    }
}
