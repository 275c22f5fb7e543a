import Foundation
import Locking
import LoopbackServer
import Testing
import Workbench

/// The sink is the only way text reaches the terminal: text is written with its control
/// characters escaped, and the app's own colours are the only control sequences it writes.
@Suite struct TerminalSinkTests {
    @Test func text_isWrittenInertly_andOrdinaryUnicodeAsItIs() {
        let text = TerminalText("a\u{1B}]52;c;eA==\u{07}b\rc\u{9B}d\u{202E}e Amélie 東京 🎬\n\tnext")

        #expect(text.rendered == #"a\u{1B}]52;c;eA==\u{7}b\u{D}c\u{9B}d\u{202E}e Amélie 東京 🎬"# + "\n\tnext")
    }

    @Test func anErrorLine_isTheOnlyColour_andItsMessageIsInert() {
        let styled = TerminalStyle(useColor: true, environment: [:], isTerminal: true)
        let plain = TerminalStyle(useColor: true, environment: ["NO_COLOR": "1"], isTerminal: true)

        #expect(styled.error("x\u{1B}[2J").rendered == "\u{1B}[31merror:\u{1B}[0m x\\u{1B}[2J")
        #expect(plain.error("x\u{1B}[2J").rendered == "error: x\\u{1B}[2J")
    }

    @MainActor
    @Test func sessionOutputAtATerminal_writesResultsAndErrorsThroughTheSink() {
        let captured = Locked(Data())
        let sink = TerminalSink { stream, data in captured.withLock { $0 += Data("\(stream):".utf8) + data } }
        let output = SessionOutput.terminal(style: TerminalStyle(useColor: false), sink: sink)

        output.write("title\u{1B}[2J")
        output.writeError("no button \u{7}")

        #expect(
            String(decoding: captured.value, as: UTF8.self) == "output:title\\u{1B}[2J\nerror:error: no button \\u{7}\n"
        )
    }
}
