import Foundation
import Locking
import Testing
import TextUI
import Workbench

/// Renderings are cut to the session's line width (ending with `…`), and on a styled terminal
/// their emphasis shows as the app's own bold, reverse and dim sequences.
@MainActor
@Suite struct RenderingOutputTests {
    @Test func width_cutsLongLines_withAnEllipsis() async {
        let harness = SessionHarness()
        await harness.run("mount NoteBoard")

        #expect(await harness.printed("width 12") == "line width: 12 (12 columns)")
        let shown = await harness.printed("render")

        #expect(shown == "Title: []\n[ ] Only op…\nOrder: ( ) …\n· milk\n✓ eggs\n[ Add ] (di…\nloaded 2")
    }

    @Test func widthOff_showsWholeLines() async {
        var options = WorkbenchSession.Options()
        options.lineWidth = .columns(5)
        let harness = SessionHarness(options: options)
        await harness.run("mount NoteBoard")

        await harness.run("width off")

        #expect(await harness.printed("render").contains("Order: ( ) Newest (*) Oldest"))
    }

    @Test func aWrongWidth_saysWhatIsExpected_andChangesNothing() async {
        var options = WorkbenchSession.Options()
        options.lineWidth = .columns(12)
        let harness = SessionHarness(options: options)
        await harness.run("mount NoteBoard")

        #expect(await harness.run("width 0") == .failed)
        #expect(harness.lastError.contains("expected auto, off or a positive number of columns"))
        #expect(await harness.printed("render").contains("Order: ( ) …"))
    }

    @Test func autoWidth_isTheTerminals_elseCOLUMNS_elseNoLimit() {
        #expect(LineWidth.auto.limit(terminalColumns: 80, environment: ["COLUMNS": "40"]) == 80)
        #expect(LineWidth.auto.limit(terminalColumns: nil, environment: ["COLUMNS": "40"]) == 40)
        #expect(LineWidth.auto.limit(terminalColumns: nil, environment: [:]) == nil)
        #expect(LineWidth.off.limit(terminalColumns: 80, environment: [:]) == nil)
        #expect(LineWidth("wide") == nil)
    }

    @Test func onAStyledTerminal_disabledControlsAreDim() async {
        let written = Locked(Data())
        let sink = TerminalSink { _, data in written.withLock { $0 += data } }
        let style = TerminalStyle(useColor: true, environment: [:], isTerminal: true)
        let session = WorkbenchSession(
            catalogs: [TestCatalog.catalog], output: .terminal(style: style, sink: sink))
        await session.execute("mount NoteBoard")

        #expect(String(decoding: written.value, as: UTF8.self).contains("\u{1B}[2m[ Add ] (disabled)\u{1B}[0m"))
    }

    @Test func styledRenderingText_usesBoldReverseAndDim_onlyWhenStylingIsOn() {
        let lines = [
            StyledLine([.init("Films", emphasis: [.strong])]),
            StyledLine([.init("> Heat", emphasis: [.selected]), .init(" [ Go ]", emphasis: [.disabled])]),
        ]

        let on = TerminalStyle(useColor: true, environment: [:], isTerminal: true).rendering(lines).rendered
        let off = TerminalStyle(useColor: false, environment: [:], isTerminal: true).rendering(lines).rendered

        #expect(on == "\u{1B}[1mFilms\u{1B}[0m\n\u{1B}[7m> Heat\u{1B}[0m\u{1B}[2m [ Go ]\u{1B}[0m")
        #expect(off == "Films\n> Heat [ Go ]")
    }

    @Test func withoutStyling_renderingsAndChangesShowTheStyledTextWithoutItsSequences() async {
        func written(_ style: TerminalStyle) async -> String {
            let written = Locked(Data())
            let sink = TerminalSink { _, data in written.withLock { $0 += data } }
            let session = WorkbenchSession(catalogs: [TestCatalog.catalog], output: .terminal(style: style, sink: sink))
            for line in ["mount NoteBoard", "render", #"type Title "milk""#, "render all", "render 2"] {
                await session.execute(line)
            }
            return String(decoding: written.value, as: UTF8.self)
        }
        let on = TerminalStyle(useColor: true, environment: [:], isTerminal: true)
        let off = TerminalStyle(useColor: false, environment: [:], isTerminal: true)
        let styled = await written(on)
        let plain = await written(off)

        #expect(SessionOutput.terminal(style: on).showsEmphasis)
        #expect(!SessionOutput.terminal(style: off).showsEmphasis)
        #expect(styled.contains("\u{1B}["), "the styled session shows emphasis")
        #expect(plain == styled.replacing(/\u{1B}\[[0-9]+m/, with: ""))
    }
}
